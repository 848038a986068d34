import Testing
@testable import trace_check

@Suite("Globs for --include and --exclude")
struct GlobTests {
    @Test("A glob without a slash matches the file name at any depth")
    func nameOnly() {
        #expect(Glob("*.log").matches("a/b/run.log"))
        #expect(!Glob("*.log").matches("a/b/run.txt"))
        #expect(Glob("run?.log").matches("run1.log"))
    }

    @Test("A glob with a slash matches the relative path, ** spanning folders")
    func paths() {
        #expect(Glob("archive/**").matches("archive/2023/x.log"))
        #expect(Glob("archive/**").matches("archive"))
        #expect(!Glob("archive/*").matches("archive/2023/x.log"))
        #expect(Glob("**/device-*.log").matches("a/b/device-1.log"))
        #expect(Glob("**/device-*.log").matches("device-1.log"))
        #expect(Glob("archive/").matches("archive/x.log"))
    }

    @Test("Character classes and escapes")
    func classes() {
        #expect(Glob("run[0-9].log").matches("run7.log"))
        #expect(!Glob("run[!0-9].log").matches("run7.log"))
        #expect(Glob("a\\*.log").matches("a*.log"))
        #expect(!Glob("a\\*.log").matches("ab.log"))
    }
}
