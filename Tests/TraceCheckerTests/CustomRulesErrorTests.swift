import Testing
import TraceChecker
import TraceParser
import Foundation

/// Every kind of mistake in a rules file is reported at its own line and column, with a message
/// saying what to write instead, and nothing of the file is loaded.
@Suite("Custom rules: errors")
struct CustomRulesErrorTests {
    /// A valid rule to build broken files around (examples included, so the whole load runs).
    static let goodRule = """
        rule good
          pair start -> end before next-open
          trigger
            ↓-[P startSession] <P: 0x1>
            -[P startSession] <P: 0x1>
          clean
            -[P startSession] <P: 0x1>
            -[P endSession] <P: 0x1>
        """
    static let events = """
        event start  selector ^startSession$
        event end    selector ^endSession$
        """

    /// A broken file and the first error it must give: `LINE:COLUMN` and a phrase of the message.
    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        var text: String
        var at: String
        var says: String
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(name: "unknown block keyword, with a suggestion", text: "rules r\n", at: "1:1", says: "unknown keyword 'rules'; a block starts with 'format', 'event' or 'rule'; did you mean 'rule'?"),
        Case(name: "indented line outside a block", text: "  severity error\n", at: "1:3", says: "indented line outside any block"),
        Case(name: "unknown template, with a suggestion", text: events + "\nrule r\n  pairs start -> end\n", at: "4:3", says: "unknown template 'pairs' in a rule block; did you mean 'pair'?"),
        Case(name: "unknown setting in an event", text: "event e\n  selectr ^x$\n", at: "2:3", says: "unknown setting 'selectr' in an event block; did you mean 'selector'?"),
        Case(name: "bad event pattern: PCRE2's message at the column inside the pattern",
             text: "event start  selector ^start(Session$\n", at: "1:38", says: "bad selector pattern: missing closing parenthesis (PCRE2)"),
        Case(name: "bad quantifier inside a pattern points at the quantifier",
             text: "event start  class ^A{2,1}$\n", at: "1:26", says: "bad class pattern: numbers out of order in {} quantifier (PCRE2)"),
        Case(name: "bad format pattern", text: "format f\n  pattern ^(?<msg>.*$\n  sample x\n", at: "2:22", says: "bad pattern: missing closing parenthesis (PCRE2)"),
        Case(name: "nested unbounded repeat in an event pattern, at the outer group",
             text: "event start  argument ^(?:x=)?(.*)*$\n", at: "1:31", says: "argument pattern repeats a group without bound whose body is itself an unbounded repeat"),
        Case(name: "nested unbounded repeat in a format pattern, at the outer group",
             text: "format f\n  pattern ^(?<process>(?:\\w+\\s?)+) (?<msg>.*)$\n  sample a b\n", at: "2:23", says: "pattern repeats a group without bound whose body is itself an unbounded repeat"),
        Case(name: "unknown event kind", text: "event gone  kind dealoc\n", at: "1:18", says: "unknown event kind 'dealoc'; did you mean 'dealloc'?"),
        Case(name: "unknown event in a template", text: events + "\nrule r\n  pair strat -> end\n", at: "4:8", says: "unknown event 'strat'; did you mean 'start'?"),
        Case(name: "missing arrow in a pair", text: events + "\nrule r\n  pair start end\n", at: "4:14", says: "expected '->' here; write 'pair OPEN -> CLOSE"),
        Case(name: "unknown pair option", text: events + "\nrule r\n  pair start -> end before dealloc; close-without-opn\n", at: "4:37", says: "unknown pair option 'close-without-opn'; did you mean 'close-without-open'?"),
        Case(name: "unknown check after before", text: events + "\nrule r\n  pair start -> end before deallocation\n", at: "4:28", says: "expected next-open, dealloc or end-of-log after 'before', got 'deallocation'"),
        Case(name: "a within without a time limit", text: events + "\nrule r\n  within start -> end\n", at: "4:22", says: "expected a time limit such as 5s"),
        Case(name: "a within with a bad time limit", text: events + "\nrule r\n  within start -> end soon\n", at: "4:23", says: "'soon' is not a time limit"),
        Case(name: "unknown placeholder, at its brace", text: events + "\nrule r\n  pair start -> end\n  message \"{objcet} left {open} open\"\n", at: "5:12",
             says: "unknown placeholder {objcet} (did you mean {object}?); this message can use {close}, {line}, {object}, {open}"),
        Case(name: "placeholder without a value in some findings", text: events + "\nrule r\n  pair start -> end before dealloc; close-without-open\n  message \"{object}: line {line}\"\n",
             at: "5:27", says: "placeholder {line} has no value in close-without-open findings; give them their own message: message close-without-open \"…\""),
        Case(name: "a group bound by only one side is unknown where the other side's finding is phrased",
             text: "event start  selector ^start$  argument (?<mode>\\w+)\nevent end  selector ^end$\n\nrule r\n  pair start -> end close-without-open\n  message close-without-open \"{object}: {mode}\"\n",
             at: "6:41", says: "unknown placeholder {mode}"),
        Case(name: "message for a finding the rule never reports", text: events + "\nrule r\n  order end after start\n  message too-late \"x\"\n", at: "5:11",
             says: "this rule never reports 'too-late' findings; its templates report out-of-order"),
        Case(name: "reserved group name", text: "event start  selector ^(?<line>\\w+)$\n", at: "1:27", says: "group name 'line' is reserved"),
        Case(name: "duplicate rule id", text: events + "\n" + goodRule + "\n\n" + goodRule + "\n", at: "12:6", says: "rule id 'good' is already used at team.tcrules:3"),
        Case(name: "rule id of a built-in rule", text: events + "\nrule view-move-pairing\n  pair start -> end\n", at: "3:6", says: "rule id 'view-move-pairing' is taken by a built-in rule"),
        Case(name: "duplicate event name", text: events + "\nevent start  selector ^begin$\n", at: "3:7", says: "event 'start' is already declared at line 1"),
        Case(name: "event named like a built-in kind", text: "event dealloc  selector ^x$\n", at: "1:7", says: "'dealloc' is a built-in event"),
        Case(name: "unknown severity", text: events + "\nrule r\n  severity fatal\n  pair start -> end\n", at: "4:12", says: "unknown severity 'fatal'; use error, warning or note"),
        Case(name: "unterminated quote", text: events + "\nrule r\n  pair start -> end\n  hint \"never closed\n", at: "5:8", says: "unterminated quoted text"),
        Case(name: "trigger example without a marked line", text: events + "\nrule r\n  pair start -> end\n  trigger\n    -[P startSession] <P: 0x1>\n  clean\n    -[P endSession] <P: 0x1>\n",
             at: "5:3", says: "this trigger example marks no line"),
        Case(name: "rule without examples", text: events + "\nrule r\n  pair start -> end\n", at: "3:6", says: "rule 'r' has no trigger example"),
        Case(name: "unknown group in a format pattern", text: "format f\n  pattern ^(?<proces>\\w+) (?<msg>.*)$\n  sample a b\n", at: "2:15",
             says: "unknown group 'proces' in a format pattern; did you mean 'process'?"),
        Case(name: "format without a msg group", text: "format f\n  pattern ^(?<process>\\w+) .*$\n  sample a b\n", at: "2:11", says: "the pattern has no (?<msg>…) group"),
        Case(name: "format without samples", text: "format f\n  pattern ^(?<msg>.*)$\n", at: "1:8", says: "format 'f' has no sample"),
        Case(name: "format named like a built-in format", text: "format xcode\n  pattern ^(?<msg>.*)$\n  sample x\n", at: "1:8", says: "format name 'xcode' is taken by a built-in format"),
        Case(name: "unsupported time format piece", text: "format f\n  pattern ^(?<time>\\S+) (?<msg>.*)$\n  time HH:mm:ss hh\n  sample 10:00:00 x\n", at: "3:17",
             says: "unsupported piece 'hh' in time format"),
        Case(name: "time format naming a group the pattern lacks", text: "format f\n  pattern ^(?<time>\\S+) (?<msg>.*)$\n  time yyyy-MM-dd HH:mm:ss\n  sample 10:00:00 x\n", at: "3:8",
             says: "time format 'yyyy-MM-dd HH:mm:ss' reads 'yyyy-MM-dd' from a (?<date>…) group, which the pattern does not have"),
    ]

    @Test("Each mistake is reported at its line and column", arguments: cases)
    func mistakeIsPlaced(_ c: Case) {
        let diagnostics = CustomRulesSupport.diagnostics(c.text)
        // The small files here may have other gaps (no examples); the mistake must be among the errors, at its place.
        let hit = diagnostics.first { $0.level == .error && $0.message.contains(c.says) }
        #expect(hit.map { "\($0.line):\($0.column)" } == c.at, "\(diagnostics)")
        #expect(hit?.file == CustomRulesSupport.path)
        #expect(zip(diagnostics, diagnostics.dropFirst()).allSatisfy { ($0.line, $0.column) <= ($1.line, $1.column) || $1.level == .note },
                "diagnostics come in file order")
    }

    @Test("A mistyped setting is not also reported as a missing template or matcher")
    func noKnockOnErrors() {
        #expect(CustomRulesSupport.errors(Self.events + "\nrule r\n  pairs start -> end\n", verifyExamples: false)
                == ["4:3: unknown template 'pairs' in a rule block; did you mean 'pair'?"])
        #expect(CustomRulesSupport.errors("event e\n  selectr ^x$\n") == ["2:3: unknown setting 'selectr' in an event block; did you mean 'selector'?"])
    }

    @Test("Diagnostics read FILE:LINE:COLUMN: error: message")
    func diagnosticText() {
        let diagnostics = CustomRulesSupport.diagnostics("rules r\n")
        #expect(diagnostics.first?.description == "team.tcrules:1:1: error: unknown keyword 'rules'; a block starts with 'format', 'event' or 'rule'; did you mean 'rule'?")
    }

    @Test("A sample that stopped matching points at the column where matching stopped, with a note in the pattern")
    func sampleMismatchIsPlaced() {
        let text = """
            format myapp
              pattern ^\\[(?<time>\\d{2}:\\d{2}:\\d{2}\\.\\d{3})\\] (?<process>\\w+)\\[(?<pid>\\d+)\\] (?<msg>.*)$
              sample  [10:23:45.123] MyApp[42] -[PlayerVC startSession] <PlayerVC: 0x1>
              sample  [10:23:45,123] MyApp[42] -[PlayerVC startSession] <PlayerVC: 0x1>
            """
        let diagnostics = CustomRulesSupport.diagnostics(text)
        #expect(diagnostics.count == 2)
        // `[10:23:45` (columns 11 to 19) matched; the `.` the pattern wants is a `,` at column 20.
        #expect(diagnostics.first.map { "\($0.line):\($0.column) \($0.level)" } == "4:20 error")
        #expect(diagnostics.first?.message.contains("matching stopped here, at ',123] MyApp[42]") == true)
        // The note points into the pattern at `\.\d{3}`: the pattern starts at column 11 and `\.` is its 29th character.
        #expect(diagnostics.last.map { "\($0.line):\($0.column) \($0.level)" } == "2:39 note")
    }

    @Test("A sample whose time does not fit the declared time format points at the time")
    func sampleTimeMismatch() {
        let text = """
            format f
              pattern ^(?<time>[\\d:.]+) (?<msg>.*)$
              time    HH:mm:ss.SSS
              sample  10:23:45.12 -[A b]
            """
        let errors = CustomRulesSupport.errors(text)
        #expect(errors == ["4:11: '10:23:45.12' in the sample does not fit 'HH:mm:ss.SSS' of the time format"])
    }

    @Test("A sample another format claims first is reported")
    func sampleShadowedByEarlierFormat() {
        let text = """
            format loose
              pattern ^(?<process>\\w+): (?<msg>.*)$
              sample  App: hello
            format strict
              pattern ^(?<process>\\w+): \\[(?<tid>\\d+)\\] (?<msg>.*)$
              sample  App: [12] hello
            """
        let errors = CustomRulesSupport.errors(text)
        #expect(errors.count == 1)
        #expect(errors.first?.hasPrefix("6:11: the reader takes this sample as format 'loose', not 'strict'; 'loose' comes first") == true)
    }

    @Test("A failing example is an error at its trigger line with a note on the marked line")
    func failingExampleIsPlaced() {
        let text = """
            event start  selector ^startSession$
            event end    selector ^endSession$

            rule r
              pair start -> end before dealloc
              trigger
                -[P startSession] <P: 0x1>
                ↓-[P endSession] <P: 0x1>
              clean
                -[P startSession] <P: 0x1>
            """
        let diagnostics = CustomRulesSupport.diagnostics(text)
        #expect(diagnostics.map { "\($0.line):\($0.column) \($0.level)" } == ["6:3 error", "8:1 note"])
        #expect(diagnostics.first?.message == "trigger example of rule 'r' fails: expected a violation on line 8 but got none there")
    }

    @Test("Among hundreds of rules verified together, the one failing example is placed at its own file line")
    func failingExampleAmongMany() {
        // 300 pairs on their own selectors; rule r157's clean example deallocates with its pair open.
        var lines: [String] = []
        for i in 0..<300 { lines += ["event s\(i)  selector ^start\(i)$", "event e\(i)  selector ^end\(i)$"] }
        var cleanLine = 0, deallocLine = 0
        for i in 0..<300 {
            lines += ["", "rule r\(i)", "  pair s\(i) -> e\(i) before dealloc",
                      "  trigger", "    -[P start\(i)] <P: 0x1>", "    ↓-[P dealloc] <P: 0x1>"]
            if i == 157 { cleanLine = lines.count + 1 }
            lines += ["  clean", "    -[P start\(i)] <P: 0x1>"]
            if i != 157 { lines.append("    -[P end\(i)] <P: 0x1>") }
            lines.append("    -[P dealloc] <P: 0x1>")
            if i == 157 { deallocLine = lines.count }
        }
        let diagnostics = CustomRulesSupport.diagnostics(lines.joined(separator: "\n") + "\n")
        #expect(diagnostics.map { "\($0.line):\($0.column) \($0.level)" } == ["\(cleanLine):3 error", "\(deallocLine):1 note"])
        #expect(diagnostics.first?.message == "clean example of rule 'r157' fails: got an unexpected violation on line \(deallocLine)")
    }

    @Test("A clean example that reports is placed on the reported line")
    func cleanExampleThatReports() {
        let text = """
            event start  selector ^startSession$
            event end    selector ^endSession$

            rule r
              pair start -> end before dealloc
              trigger
                -[P startSession] <P: 0x1>
                ↓-[P dealloc] <P: 0x1>
              clean
                -[P startSession] <P: 0x1>
                -[P dealloc] <P: 0x1>
            """
        let diagnostics = CustomRulesSupport.diagnostics(text)
        #expect(diagnostics.map { "\($0.line):\($0.column) \($0.level)" } == ["9:3 error", "11:1 note"])
        #expect(diagnostics.first?.message == "clean example of rule 'r' fails: got an unexpected violation on line 11")
    }

    @Test("Every mistake of a file is reported in one run, in file order")
    func allMistakesAtOnce() {
        let text = """
            event start  selector ^start(
            event end    selector ^endSession$

            rule r
              severity fatal
              pair start -> end
              message "{nope}"
            """
        let errors = CustomRulesSupport.errors(text, verifyExamples: false)
        #expect(errors.map { String($0.prefix(while: { $0 != " " })) } == ["1:30:", "5:12:"])
    }

    @Test("Loading is all or nothing: one bad rule keeps the good ones out too")
    func allOrNothing() throws {
        let good = Self.events + "\n" + Self.goodRule
        #expect(throws: Never.self) { try CustomRulesSupport.load(good) }
        let mixed = good + "\n\nrule bad\n  pair start -> nowhere\n"
        #expect(throws: RulesFileError.self) { try CustomRulesSupport.load(mixed) }
    }

    @Test("Rule ids are unique across files, and the error names the first file")
    func duplicateIDsAcrossFiles() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("custom-rules-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let a = directory.appendingPathComponent("a.tcrules").path, b = directory.appendingPathComponent("b.tcrules").path
        try (Self.events + "\n" + Self.goodRule).write(toFile: a, atomically: true, encoding: .utf8)
        try (Self.events + "\n" + Self.goodRule).write(toFile: b, atomically: true, encoding: .utf8)
        do {
            _ = try RulesFile.load(paths: [a, b])
            Issue.record("two files with the same rule id loaded")
        } catch {
            #expect(error.diagnostics.map(\.description) == ["\(b):3:6: error: rule id 'good' is already used at \(a):3"])
            #expect(error.message == "1 error in rules files; no user rules were loaded")
        }
    }

    @Test("An unreadable file is its own error")
    func unreadableFile() {
        do {
            _ = try RulesFile.load(path: "/nonexistent/team.tcrules")
            Issue.record("a missing file loaded")
        } catch {
            guard case .unreadable(let path, _) = error else { Issue.record("\(error)"); return }
            #expect(path == "/nonexistent/team.tcrules")
        }
    }
}
