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

    @Test("An unknown key is an error naming the file, the key's line and column, and the key")
    func unknownKey() throws {
        let url = try write(#"{"version": 1, "fail_on": "error"}"#)
        #expect(throws: ConfigError.unknownKey(path: url.path + ":1:16", key: "fail_on", suggestion: "fail-on")) {
            try ConfigFile(path: url.path, command: .check)
        }
        #expect(ConfigError.unknownKey(path: "x.json", key: "k", suggestion: nil).description.contains("x.json: unknown key 'k'"))
    }

    @Test("Bad values and wrong types are errors naming the file, the key's line and column, and the key")
    func badValues() throws {
        for json in [#"{"version": 1, "fail-on": "sometimes"}"#, #"{"version": 1, "jobs": 0}"#,
                     #"{"version": 1, "quiet": "yes"}"#, #"{"version": 1, "disable": "x"}"#.replacingOccurrences(of: "\"x\"", with: "{}"),
                     #"{"version": 1, "severity": {"a": "loud"}}"#] {
            let url = try write(json)
            do {
                _ = try ConfigFile(path: url.path, command: .check)
                Issue.record("accepted \(json)")
            } catch let error as ConfigError {
                #expect(error.description.hasPrefix(url.path + ":1:16: key '"), "\(error)")
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

/// Configuration errors point at the place in the file, as compilers do.
@Suite("Configuration error positions")
struct ConfigPositionTests {
    /// The one error line for a configuration holding `text`, run from its folder.
    static func error(_ text: String, function: String = #function) throws -> String {
        let folder = try Paths.scratchFolder(function)
        try text.write(to: folder.appendingPathComponent(".trace-check.json"), atomically: true, encoding: .utf8)
        try FileManager.default.copyItem(at: Paths.examples.appendingPathComponent("clean_session.log"),
                                         to: folder.appendingPathComponent("run.log"))
        let outcome = try CLI.run(["run.log"], in: folder)
        #expect(outcome.status == 2)
        #expect(outcome.stderr.split(separator: "\n").count == 1, "\(outcome.stderr)")
        let prefix = "trace-check: error: " + folder.appendingPathComponent(".trace-check.json").path
        #expect(outcome.stderr.hasPrefix(prefix), "\(outcome.stderr)")
        return String(outcome.stderr.dropFirst(prefix.count))
    }

    @Test("Syntax errors give the line and column of the mistake")
    func syntax() throws {
        #expect(try Self.error("{\"version\": 1,\n   \"jobs\": 2,,\n}") == ":2:14: not valid JSON: expected a key in double quotes\n")
        #expect(try Self.error("{\"version\": 1, \"quiet\": yes}") == ":1:25: not valid JSON: unexpected word where a value was expected (strings need double quotes)\n")
        #expect(try Self.error("{\"version\": 1") == ":1:14: not valid JSON: the file ends inside an object (missing '}')\n")
    }

    @Test("A key given twice is an error at the second, naming the first")
    func duplicateKeys() throws {
        #expect(try Self.error("{\"version\":1,\"version\":2}") == ":1:14: not valid JSON: duplicate key 'version' (first at line 1, column 2)\n")
        #expect(try Self.error("{\"version\": 1, \"severity\": {\"controller-leak\": \"off\",\n \"controller-leak\": \"error\"}}")
                .hasPrefix(":2:2: not valid JSON: duplicate key 'controller-leak'"))
    }

    @Test("Unknown keys, bad values and unknown rule ids are reported at their key, with suggestions")
    func keyErrors() throws {
        #expect(try Self.error("{\"version\": 1,\n  \"fail_on\": \"never\"}") == ":2:3: unknown key 'fail_on' (did you mean 'fail-on'?)\n")
        #expect(try Self.error("{\"version\": 1,\n  \"fail-on\": \"warnings\"}") == ":2:3: key 'fail-on': invalid value 'warnings' (did you mean 'warning'?): expected one of error, warning, note, never\n")
        #expect(try Self.error("{\"version\": 1,\n  \"disable\": [\"controller-lek\"]}") == ":2:3: key 'disable': unknown rule 'controller-lek' (did you mean 'controller-leak'?); see 'trace-check rules'\n")
        #expect(try Self.error("{\"version\": 2}") == ":1:2: key 'version': expected 1, found 2\n")
    }

    @Test("The parser reads what JSON allows: escapes, surrogate pairs, exponents, a UTF-8 BOM")
    func parserAccepts() throws {
        var parser = JSONParser(Array("\u{FEFF}{\"a\": [\"\\u00e9\\ud83d\\ude80\\n\", -1.5e2, true, null, {}]}".utf8))
        let value = try parser.parse()
        #expect(value == .object(["a": .array([.string("é🚀\n"), .number(-150), .bool(true), .null, .object([:])])]))
        for bad in ["{\"a\": 01}", "{\"a\": +1}", "{\"a\": \"x\ty\"}", "{\"a\": 1} x", "{'a': 1}"] {
            var parser = JSONParser(Array(bad.utf8))
            #expect(throws: JSONParser.SyntaxError.self, "\(bad)") { try parser.parse() }
        }
    }
}
