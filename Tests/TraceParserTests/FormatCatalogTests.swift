import Testing
@testable import TraceParser

/// One sample line of one built-in format, for parameterised tests.
struct FormatSample: CustomTestStringConvertible, Sendable {
    let format: String
    let line: String
    var testDescription: String { "\(format): \(line.prefix(60))" }

    static var all: [FormatSample] {
        FormatCatalog.standard.formats.flatMap { format in format.samples.map { FormatSample(format: format.name, line: $0) } }
    }
}

/// Pairs (sample's format, other format) whose patterns both accept a line on purpose; recognition
/// order decides between them, and the test below checks that the order picks the sample's own format.
/// `log-compact` rows also fit the NSLog pattern with process `Df example` (FORMATS.md section 11 trap 2).
private let intendedOverlaps: Set<String> = ["log-compact>xcode"]

@Suite("Built-in formats")
struct FormatCatalogTests {
    @Test("every built-in format carries at least one sample line")
    func everyFormatHasSamples() {
        for format in FormatCatalog.standard.formats {
            #expect(!format.samples.isEmpty, "format \(format.name) has no sample")
        }
    }

    @Test("format names are unique, so statistics and `formats` output cannot merge two formats")
    func namesAreUnique() {
        let names = FormatCatalog.standard.allNames
        #expect(Set(names).count == names.count)
    }

    @Test("a sample line matches its own format's pattern", arguments: FormatSample.all)
    func sampleMatchesOwnPattern(sample: FormatSample) throws {
        let format = try #require(FormatCatalog.standard.formats.first { $0.name == sample.format })
        #expect(format.regex.makeMatcher().match(sample.line) != nil)
    }

    @Test("a sample line matches no other format's pattern (except the documented compact/NSLog overlap)", arguments: FormatSample.all)
    func sampleMatchesNoOtherPattern(sample: FormatSample) {
        for other in FormatCatalog.standard.formats where other.name != sample.format {
            let matched = other.regex.makeMatcher().match(sample.line) != nil
            if intendedOverlaps.contains("\(sample.format)>\(other.name)") {
                #expect(matched, "overlap \(sample.format)/\(other.name) is documented but no longer happens: drop it")
            } else {
                #expect(!matched, "sample of \(sample.format) also matches \(other.name): \(sample.line)")
            }
        }
    }

    @Test("RecordParser reports the sample's format name", arguments: FormatSample.all)
    func parserReportsFormatName(sample: FormatSample) throws {
        let format = try #require(FormatCatalog.standard.formats.first { $0.name == sample.format })
        let info = parseLine(sample.line)
        switch format.role {
        case .envelope:
            #expect(info.kind == .envelope)
            #expect(info.format == sample.format)
        case .wrapper:
            #expect(info.wrappers.first == sample.format)
            #expect(info.kind == .record, "a wrapped line is a record of its inner format (or a bare record)")
        case .record:
            #expect(info.kind == .record)
            #expect(info.format == sample.format)
            #expect(info.wrappers.isEmpty)
        }
    }

    @Test("record formats with a pid group read a pid from every sample")
    func recordSamplesHavePid() {
        for format in FormatCatalog.standard.formats where format.role == .record && format.regex.groupIndex(named: "pid") != nil {
            for sample in format.samples {
                #expect(parseLine(sample).pid != nil, "\(format.name): \(sample)")
            }
        }
    }

    @Test("every record format names its message group `msg`, which the parser reads events from")
    func everyFormatHasMessageGroup() {
        for format in FormatCatalog.standard.formats where format.role != .envelope {
            #expect(format.regex.groupIndex(named: "msg") != nil, "\(format.name)")
        }
    }

    @Test("an invalid user pattern is a RegexError carrying PCRE2's message and offset")
    func invalidPatternReportsPCRE2Message() {
        #expect(throws: RegexError.self) { try Regex("^(?<open>unclosed") }
        do {
            _ = try Regex("ab(c")
            Issue.record("pattern compiled")
        } catch let error as RegexError {
            #expect(error.message.contains("missing closing parenthesis"))
            #expect(error.offset == 4)
        } catch {
            Issue.record("unexpected error \(error)")
        }
    }

    @Test("user formats are tried before the built-in ones")
    func userFormatsComeFirst() throws {
        let custom = try LineFormat(name: "custom", summary: "test", pattern: "^APP (?<process>\\w+)\\[(?<pid>\\d+)\\] (?<msg>.*)$",
                                    samples: ["APP Demo[7] -[X viewDidLoad]"])
        let catalog = try FormatCatalog(userFormats: [custom])
        #expect(catalog.formats.first?.name == "custom")
        let info = parseLine("APP Demo[7] -[X viewDidLoad]", parser: makeParser(catalog: catalog))
        #expect(info.format == "custom")
        #expect(info.process == "Demo")
        #expect(info.pid == 7)
        #expect(info.message == "-[X viewDidLoad]")
    }
}
