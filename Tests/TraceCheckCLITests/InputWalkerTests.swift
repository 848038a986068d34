import Foundation
import Testing
@testable import trace_check

@Suite("Walking inputs")
struct InputWalkerTests {
    @Test("Folders are walked in sorted order; hidden, binary and non-log files are skipped with notes")
    func walk() throws {
        let folder = try Paths.scratchFolder()
        let fm = FileManager.default
        try fm.createDirectory(at: folder.appendingPathComponent("b/.git"), withIntermediateDirectories: true)
        try fm.createDirectory(at: folder.appendingPathComponent("a"), withIntermediateDirectories: true)
        for name in ["b/2.log", "a/1.log", "a/3.txt", ".hidden.log", "b/.git/x.log", "README.md", "device_log"] {
            try "x\n".write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8)
        }
        try Data([0x41, 0, 0x42]).write(to: folder.appendingPathComponent("a/core.log"))
        var walker = InputWalker()
        walker.expand([folder.path])
        #expect(walker.inputs.map { String($0.name.dropFirst(folder.path.count + 1)) } == ["a/1.log", "a/3.txt", "b/2.log", "device_log"])
        #expect(walker.notes.contains { $0.hasSuffix(".hidden.log: hidden file, skipped") })
        #expect(walker.notes.contains { $0.hasSuffix("b/.git: hidden folder, skipped") })
        #expect(walker.notes.contains { $0.hasSuffix("a/core.log: binary file, skipped") })
        #expect(walker.errors.isEmpty)
    }

    @Test("--include replaces the default extensions and --exclude prunes folders")
    func globs() throws {
        let folder = try Paths.scratchFolder()
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("archive"), withIntermediateDirectories: true)
        for name in ["run.log", "notes.md", "archive/old.log"] {
            try "x\n".write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8)
        }
        var walker = InputWalker(include: ["*.md", "*.log"], exclude: ["archive/**"])
        walker.expand([folder.path])
        #expect(walker.inputs.map { URL(fileURLWithPath: $0.path).lastPathComponent } == ["notes.md", "run.log"])
    }

    @Test("A folder symlink loop is reported once and walking goes on")
    func symlinkLoop() throws {
        let folder = try Paths.scratchFolder()
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("logs"), withIntermediateDirectories: true)
        try "x\n".write(to: folder.appendingPathComponent("logs/run.log"), atomically: true, encoding: .utf8)
        try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent("logs/again").path, withDestinationPath: "..")
        var walker = InputWalker()
        walker.expand([folder.path])
        #expect(walker.inputs.count == 1)
        #expect(walker.errors.count == 1)
        #expect(walker.errors.first?.description.contains("symbolic link loop") == true)
    }

    @Test("Missing paths are errors, explicit files are taken whatever their name, no path means stdin")
    func explicit() throws {
        var walker = InputWalker(stdinName: "device.log")
        walker.expand([])
        #expect(walker.inputs == [Input(path: "-", name: "device.log")])
        var other = InputWalker()
        other.expand(["/definitely/not/here.log", Paths.root.appendingPathComponent("Package.swift").path])
        #expect(other.errors.count == 1)
        #expect(other.inputs.count == 1)
    }
}
