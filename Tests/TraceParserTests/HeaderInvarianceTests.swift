import Foundation
import Testing
@testable import TraceParser

/// A message says the same behind any header: the bare logs of the fixtures (print output and
/// pastes without a prefix), each of their lines put behind the header of a log format as its
/// tools print it, give the same calls of the same objects; so do they as `log`'s ndjson records,
/// whose messages hold the lines after a record's first. Console.app's copies are left out: they
/// split a message at its tabs.
@Suite("Headers change nothing a message says")
struct HeaderInvarianceTests {
    /// A header for the line at `index`: the header's tool prints a time that grows.
    struct Header: CustomTestStringConvertible, Sendable {
        let name: String
        let make: @Sendable (_ clock: String, _ micros: String) -> String
        var testDescription: String { name }
    }

    static let headers: [Header] = [
        Header(name: "xcode") { clock, micros in "2024-03-05 \(clock).\(micros)+0100 MyApp[1234:56789] " },
        Header(name: "xcode-clock") { clock, micros in "\(clock).\(micros.prefix(3)) MyApp[1234:56789] " },
        Header(name: "xcode-no-date") { _, _ in "MyApp[1234:56789] " },
        Header(name: "bracket-pid") { _, _ in "[1234:a03] " },
        Header(name: "syslog") { clock, _ in "Mar  5 \(clock) iPhone MyApp[1234] <Notice>: " },
        Header(name: "log-default") { clock, micros in "2024-03-05 \(clock).\(micros)+0100 0x1a2b3c   Default     0x0                  1234   0    MyApp: " },
        Header(name: "log-syslog") { clock, micros in "2024-03-05 \(clock).\(micros)+0100  localhost MyApp[1234]: " },
        Header(name: "log-compact") { clock, micros in "2024-03-05 \(clock).\(micros.prefix(3)) Df MyApp[1234:1a2b] " },
        Header(name: "pymobiledevice3") { clock, micros in "2024-03-05 \(clock).\(micros) MyApp{MyApp}[1234] <NOTICE>: " },
        Header(name: "appium") { clock, _ in "info: [IOS_SYSLOG_ROW ] Mar  5 \(clock) iPhone MyApp[1234] <Notice>: " },
    ]

    /// Bare fixtures whose lines are not records each, with the reason.
    static let notLineRecords: [String: String] = [
        // A sentence a page wrapped: its pieces are one message, never several records.
        "wild/wrap": "hard-wrapped sentences",
        // `[App] [LIFECYCLE] viewDidLoad called`: behind Xcode's header the first bracket stands
        // where os_log prints its category, and a type's name there is the class of the line's call.
        "wild/tag01_": "an app's tag where Xcode prints the category",
    ]

    /// Fixtures in which no line has a header of its own.
    static let bareLogs: [String] = {
        (Fixtures.logs(in: "wild") + Fixtures.logs(in: "sequences") + Fixtures.logs(in: "seeds")).filter { path in
            guard !notLineRecords.keys.contains(where: path.hasPrefix), let result = try? readFixture(path) else { return false }
            return !result.lines.contains { $0.kind == .record && $0.format != FormatCatalog.bareName } && !result.events.isEmpty
        }
    }()

    /// What a call is, whatever the line around it: its kind, object and selector.
    static func calls(_ events: [Event]) -> [String] {
        events.map { "\($0.kind.rawValue) \($0.className ?? "-")\($0.address.map { "@" + Address.hex($0) } ?? "") \($0.selector)" }
    }

    /// `text` with a header before each line that starts a record: blank lines stay blank, and
    /// lines indented more than the least indented one stay as they are (a record's continuation).
    static func wrapped(_ text: String, in header: Header) -> String {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        func indent(_ line: Substring) -> Int { line.prefix { $0 == " " || $0 == "\t" }.count }
        let least = lines.filter { !$0.allSatisfy(\.isWhitespace) }.map(indent).min() ?? 0
        var index = 0
        return lines.map { line -> String in
            guard !line.allSatisfy(\.isWhitespace) else { return "" }
            let body = line.dropFirst(least)
            guard indent(body) == 0 else { return String(body) }
            index += 1
            let seconds = index * 7 / 1000, millis = index * 7 % 1000
            let clock = String(format: "10:%02d:%02d", 10 + seconds / 60, seconds % 60)
            return header.make(clock, String(format: "%03d123", millis)) + body
        }.joined(separator: "\n")
    }

    @Test("Some fixtures are bare logs, so the comparison below compares something")
    func bareLogsExist() {
        #expect(Self.bareLogs.count > 60, "\(Self.bareLogs.count)")
    }

    @Test("Each bare fixture, every line behind a format's header, gives the calls it gives bare", arguments: headers)
    func headersChangeNothing(header: Header) throws {
        let differing = try Self.bareLogsReadOtherwise { Self.wrapped($0, in: header) }
        #expect(differing.isEmpty, "\(differing.joined(separator: "\n"))")
    }

    /// `text` as `log stream --style ndjson` prints it: a record for each line that starts one, its
    /// message's other lines (``wrapped(_:in:)``'s indented lines) in its `eventMessage`.
    static func ndjson(_ text: String) throws -> String {
        var messages: [String] = []
        for line in wrapped(text, in: Header(name: "mark") { _, _ in "\u{1}" }).split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("\u{1}") { messages.append(String(line.dropFirst())) } else if !messages.isEmpty { messages[messages.count - 1] += "\n" + line }
        }
        return try messages.enumerated().map { index, message in
            let record: [String: Any] = ["timestamp": String(format: "2024-03-05 10:10:%02d.%06d+0100", index / 1000 % 60, index % 1000 * 1000),
                                         "processID": 1234, "threadID": 56789, "messageType": "Default",
                                         "processImagePath": "/private/var/containers/Bundle/Application/X/MyApp.app/MyApp", "eventMessage": message]
            return String(decoding: try JSONSerialization.data(withJSONObject: record, options: [.sortedKeys]), as: UTF8.self)
        }.joined(separator: "\n") + "\n"
    }

    @Test("Each bare fixture as log's ndjson records, the lines after a record's first in its message, gives the calls it gives bare")
    func ndjsonChangesNothing() throws {
        let differing = try Self.bareLogsReadOtherwise { (try? Self.ndjson($0)) ?? "" }
        #expect(differing.isEmpty, "\(differing.joined(separator: "\n"))")
    }

    /// The bare fixtures whose calls `change` alters, each with its counts of calls before and after.
    static func bareLogsReadOtherwise(by change: (String) -> String) throws -> [String] {
        try bareLogs.compactMap { path in
            let text = try Fixtures.text(path)
            let before = calls(try readAll(text: text).events), after = calls(try readAll(text: change(text)).events)
            return before == after ? nil : "\(path): \(before.count) calls, \(after.count) after the change"
        }
    }

    /// A change a copy makes to a log's text that changes no line's meaning.
    struct Copy: CustomTestStringConvertible, Sendable {
        let name: String
        let apply: @Sendable (String) -> String
        var testDescription: String { name }
    }

    static let copies: [Copy] = [
        Copy(name: "Windows line ends") { $0.replacingOccurrences(of: "\n", with: "\r\n") },
        // Markdown's line break, a terminal's or an editor's copy.
        Copy(name: "blanks after every line") { $0.split(separator: "\n", omittingEmptySubsequences: false).map { $0 + "  \t" }.joined(separator: "\n") },
        Copy(name: "a UTF-8 byte-order mark") { "\u{FEFF}" + $0 },
        Copy(name: "a Markdown code fence around it") { "```\n" + $0 + "\n```\n" },
    ]

    @Test("Each bare fixture, copied with other line ends, trailing blanks, a byte-order mark or in a fence, gives the same calls", arguments: copies)
    func copiesChangeNothing(copy: Copy) throws {
        let differing = try Self.bareLogsReadOtherwise(by: copy.apply)
        #expect(differing.isEmpty, "\(differing.joined(separator: "\n"))")
    }
}
