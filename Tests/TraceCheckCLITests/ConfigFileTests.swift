import Foundation
import Testing
import TraceChecker
@testable import trace_check

@Suite("The .trace-check.json configuration file")
struct ConfigFileTests {
    private func write(_ json: String, name: String = ".trace-check.json") throws -> URL {
        let folder = try Paths.scratchFolder()
        let url = folder.appendingPathComponent(name)
        try json.write(to: url, atomically: true, encoding: .utf8)
        return url
    }

    @Test("Keys are flag names, applied before the command line, paths relative to the file")
    func appliesKeys() throws {
        let url = try write("""
            {"version": 1, "format": "json", "fail-on": "warning", "disable": ["controller-leak"],
             "severity": {"view-move-pairing": "off"}, "baseline": "known.json", "grace": 5, "quiet": true}
            """)
        let invocation = try ArgumentParser.parse(["--config", url.path, "--format", "sarif"])
        let settings = try SettingsResolver.settings(for: invocation)
        #expect(settings.format == "sarif")
        #expect(settings.failOn == .warning)
        #expect(settings.grace == 5)
        #expect(settings.quiet)
        #expect(settings.baseline == url.deletingLastPathComponent().appendingPathComponent("known.json").path)
        #expect(settings.ruleSelections.contains(.disable("controller-leak")))
        #expect(settings.ruleSelections.contains(.severity("view-move-pairing", nil)))
    }

    @Test("It is found in the working folder or a parent")
    func discovery() throws {
        let url = try write(#"{"version": 1}"#)
        let nested = url.deletingLastPathComponent().appendingPathComponent("a/b")
        try FileManager.default.createDirectory(at: nested, withIntermediateDirectories: true)
        #expect(ConfigFile.discover(from: nested.path).map { URL(fileURLWithPath: $0).standardizedFileURL.path }
                == url.standardizedFileURL.path)
    }

    @Test("An unknown key is an error naming the file and the key")
    func unknownKey() throws {
        let url = try write(#"{"version": 1, "fail_on": "error"}"#)
        #expect(throws: ConfigError.unknownKey(path: url.path, key: "fail_on", suggestion: "fail-on")) {
            try ConfigFile(path: url.path, command: .check)
        }
        #expect(ConfigError.unknownKey(path: "x.json", key: "k", suggestion: nil).description.contains("x.json: unknown key 'k'"))
    }

    @Test("Bad values and wrong types are errors naming the file and the key")
    func badValues() throws {
        for json in [#"{"version": 1, "fail-on": "sometimes"}"#, #"{"version": 1, "jobs": 0}"#,
                     #"{"version": 1, "quiet": "yes"}"#, #"{"version": 1, "disable": "x"}"#.replacingOccurrences(of: "\"x\"", with: "{}"),
                     #"{"version": 1, "severity": {"a": "loud"}}"#] {
            let url = try write(json)
            do {
                _ = try ConfigFile(path: url.path, command: .check)
                Issue.record("accepted \(json)")
            } catch let error as ConfigError {
                #expect(error.description.hasPrefix(url.path + ": key '"), "\(error)")
            }
        }
    }

    @Test("A missing or different version is refused")
    func version() throws {
        for json in [#"{"format": "json"}"#, #"{"version": 2}"#] {
            let url = try write(json)
            #expect(throws: ConfigError.self) { try ConfigFile(path: url.path, command: .check) }
        }
        let broken = try write("{not json")
        #expect(throws: ConfigError.self) { try ConfigFile(path: broken.path, command: .check) }
    }

    @Test("Check-only keys are validated but not applied to timeline")
    func timelineIgnoresFormat() throws {
        let url = try write(#"{"version": 1, "format": "sarif", "grace": 2}"#)
        let config = try ConfigFile(path: url.path, command: .timeline)
        #expect(config.flags.map(\.definition.long) == ["grace"])
    }
}
