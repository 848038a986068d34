import Foundation

/// Programs the tests run when they are installed (`groff`, `zsh`, `fish`): a test that needs
/// one is skipped with the reason recorded, never passed without running.
enum ExternalTool {
    /// The tool's path on PATH, or nil.
    static func path(_ name: String) -> String? {
        let folders = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
        for folder in folders {
            let candidate = String(folder) + "/" + name
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }

    /// Run `name arguments…` with `input` on standard input.
    static func run(_ name: String, _ arguments: [String], input: String = "", in folder: URL = Paths.root) throws -> Outcome {
        guard let path = path(name) else { throw Missing(name: name) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments
        process.currentDirectoryURL = folder
        let scratch = try Paths.scratchFolder("tool-\(name)")
        defer { try? FileManager.default.removeItem(at: scratch) }
        let inURL = scratch.appendingPathComponent("in"), outURL = scratch.appendingPathComponent("out")
        let errURL = scratch.appendingPathComponent("err")
        try Data(input.utf8).write(to: inURL)
        _ = FileManager.default.createFile(atPath: outURL.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errURL.path, contents: nil)
        let handles = [try FileHandle(forReadingFrom: inURL), try FileHandle(forWritingTo: outURL), try FileHandle(forWritingTo: errURL)]
        defer { closeStandardHandles(handles) }
        process.standardInput = handles[0]
        process.standardOutput = handles[1]
        process.standardError = handles[2]
        try process.run()
        process.waitUntilExit()
        let out = try Data(contentsOf: outURL)
        return Outcome(status: process.terminationStatus, stdout: String(decoding: out, as: UTF8.self),
                       stderr: String(decoding: try Data(contentsOf: errURL), as: UTF8.self), stdoutBytes: out)
    }

    struct Missing: Error, CustomStringConvertible {
        var name: String
        var description: String { "\(name) is not installed" }
    }
}
