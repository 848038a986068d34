import Foundation
import Testing
@testable import trace_check

@Suite("Walking inputs")
struct InputWalkerTests {
    @Test("Folders are walked in sorted order; binary files are skipped with a note each, hidden entries with one counted note")
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
        #expect(walker.notes.contains { $0.hasSuffix("a/core.log: binary file, skipped") })
        #expect(walker.notes.filter { $0.contains("hidden") } == ["skipped 2 hidden entries; --include '.*' to check them"])
        #expect(walker.skipped == [.hidden: 2, .binary: 1, .notLogName: 1])
        #expect(walker.errors.isEmpty)
    }

    @Test("Entries are walked in byte order: capitals before lower case, a name before its extensions, accents last")
    func byteOrder() throws {
        let folder = try Paths.scratchFolder()
        let names = ["b.log", "a.log.1", "Z.log", "a.log", "\u{E9}t\u{E9}.log", "z.log", "a", "_x.log", "10.log", "9.log"]
        for name in names { try "x\n".write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8) }
        var walker = InputWalker()
        walker.expand([folder.path])
        let walked = walker.inputs.map { String($0.name.dropFirst(folder.path.count + 1)) }
        #expect(walked == ["10.log", "9.log", "Z.log", "_x.log", "a", "a.log", "a.log.1", "b.log", "z.log", "\u{E9}t\u{E9}.log"])
        for a in names {
            for b in names {
                #expect(InputWalker.bytesPrecede(a, b) == Array(a.utf8).lexicographicallyPrecedes(Array(b.utf8)), "\(a) vs \(b)")
            }
        }
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

@Suite("Walking inputs by content")
struct InputWalkerContentTests {
    @Test("Compressed and rotated logs are looked through to their inner name")
    func innerNames() {
        #expect(InputWalker.innerName("system.log.1.gz") == "system.log")
        #expect(InputWalker.innerName("syslog.2") == "syslog")
        #expect(InputWalker.isLogName("device.log.gz"))
        #expect(InputWalker.isLogName("syslog.2.gz"))
        #expect(!InputWalker.isLogName("backup.tar.gz"))
        #expect(!InputWalker.isLogName("README.md"))
        // Other compressions are looked through too, so that the walk names them as unread.
        #expect(InputWalker.innerName("system.log.1.xz") == "system.log")
        for suffix in ["xz", "bz2", "zst", "lz4", "XZ"] { #expect(InputWalker.isLogName("device.log.\(suffix)"), "\(suffix)") }
        #expect(!InputWalker.isLogName("backup.tar.xz"))
    }

    @Test("Names are judged the same on bytes as by characters: case, compression, rotation numbers, dots at the ends")
    func logNamesOnBytes() {
        let names = ["device.log", "x.GZ", ".gz", "a.1.2.gz", "syslog.", "log.10", ".log", "a..1", "x.Log.3.Gz", "backup.tar.gz",
                     "noext", "archive.1", "run.TXT", "out.jsonl.gz.1", "system_logs", "a.b.c", "trace.ndjson.7",
                     "\u{E9}t\u{E9}.log", "r\u{E9}sum\u{E9}.md", "weird.log.\u{663}",
                     "a.log.XZ", "b.log.2.bz2", ".xz", "c.zst.log", "d.tar.lz4", "e.log.zip"]
        for name in names {
            let byCharacters = InputWalker.logExtensions.contains(InputWalker.fileExtension(InputWalker.innerName(name)))
            #expect(InputWalker.isLogName(name) == byCharacters, "\(name)")
        }
        #expect(InputWalker.isLogName("x.Log.3.Gz"))
        #expect(!InputWalker.isLogName("a.b.c"))
    }

    @Test("In a folder, gzip and UTF-16 logs are checked, a FIFO and a device link are skipped with a note each")
    func contentKinds() throws {
        let folder = try Paths.scratchFolder()
        let encodings = Paths.fixtures.appendingPathComponent("encodings")
        for name in ["zombie.log.gz", "zombie.utf16le.log"] {
            try FileManager.default.copyItem(at: encodings.appendingPathComponent(name), to: folder.appendingPathComponent(name))
        }
        try FileManager.default.copyItem(at: encodings.appendingPathComponent("zombie.log.gz"),
                                         to: folder.appendingPathComponent("backup.tar.gz"))
        #expect(mkfifo(folder.appendingPathComponent("pipe.log").path, 0o600) == 0)
        try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent("null.log").path, withDestinationPath: "/dev/null")
        var walker = InputWalker()
        walker.expand([folder.path])
        #expect(walker.inputs.map { URL(fileURLWithPath: $0.path).lastPathComponent } == ["zombie.log.gz", "zombie.utf16le.log"])
        #expect(walker.notes.contains { $0.hasSuffix("null.log: device, skipped") })
        #expect(walker.notes.contains { $0.hasSuffix("pipe.log: FIFO, skipped") })
        #expect(walker.skipped == [.special: 2, .notLogName: 1])
    }

    @Test("Files this run writes or reads as settings are left out of walks, by identity, not name")
    func ownFiles() throws {
        let folder = try Paths.scratchFolder()
        for name in ["run.log", "baseline.json", "report.json"] {
            try "x\n".write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8)
        }
        var walker = InputWalker()
        walker.ownFiles = Set(["baseline.json", "report.json"].compactMap { FileID(path: folder.appendingPathComponent($0).path) })
        // Another spelling of the folder reaches the same files.
        walker.expand([folder.path + "/./"])
        #expect(walker.inputs.map { URL(fileURLWithPath: $0.path).lastPathComponent } == ["run.log"])
        #expect(walker.skipped == [.ownFile: 2])
    }

    @Test("A .logarchive, a sysdiagnose folder, an .xcresult and a sysdiagnose tarball are errors with advice")
    func appleBundles() throws {
        let folder = try Paths.scratchFolder()
        let fm = FileManager.default
        for path in ["a.logarchive/Persist", "sysdiagnose_2024.05.01/system_logs.logarchive/Persist", "Run.xcresult/Data",
                     "renamed/Persist"] {
            try fm.createDirectory(at: folder.appendingPathComponent(path), withIntermediateDirectories: true)
        }
        try "<plist/>".write(to: folder.appendingPathComponent("renamed/Info.plist"), atomically: true, encoding: .utf8)
        try Data([0x1F, 0x8B, 0x08]).write(to: folder.appendingPathComponent("sysdiagnose_x.tar.gz"))
        var walker = InputWalker()
        walker.expand([folder.path])
        #expect(walker.inputs.isEmpty)
        let messages = walker.errors.map(\.description)
        #expect(messages.count == 5, "\(messages)")
        #expect(messages.contains { $0.contains("a.logarchive: an Apple log archive") && $0.contains("log show --archive") })
        #expect(messages.contains { $0.contains("renamed: an Apple log archive") })
        #expect(messages.contains { $0.contains("sysdiagnose_2024.05.01: a sysdiagnose") && $0.contains("system_logs.logarchive") })
        #expect(messages.contains { $0.contains("Run.xcresult: an Xcode result bundle") && $0.contains("xcresulttool") })
        #expect(messages.contains { $0.contains("sysdiagnose_x.tar.gz: a sysdiagnose tarball") && $0.contains("tar -xzf") })
        #expect(walker.nothingToCheck == nil)
    }

    @Test("A walk that finds nothing says why, with the skipped entries counted by reason")
    func nothingToCheck() throws {
        let folder = try Paths.scratchFolder()
        var empty = InputWalker()
        empty.expand([folder.path])
        #expect(empty.nothingToCheck == "no files to check: the folders given are empty")
        for name in ["README.md", "build.sh", ".env"] {
            try "x\n".write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8)
        }
        var walker = InputWalker()
        walker.expand([folder.path])
        #expect(walker.nothingToCheck == "no files to check: skipped 3 entries (1 hidden, 2 not named like logs); --include GLOB checks other names")
    }
}
