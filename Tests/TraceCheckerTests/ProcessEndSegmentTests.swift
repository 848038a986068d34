import Foundation
import Testing
@testable import TraceParser
@testable import TraceChecker

/// The debugger's `Terminated due to …` and Xcode's `Program ended with exit code:` say the process
/// ended: a relaunch pasted below (stop in Xcode, run again) makes new objects, even at an address
/// the last launch used and in formats that print no process id.
@Suite("A line that says the process ended divides a log")
struct ProcessEndSegmentTests {
    private static let launch = ["<App.ViewController: 0x7fb1c8d07a40> viewDidLoad()", "<App.ViewController: 0x7fb1c8d07a40> viewWillAppear(_:)",
                                 "<App.ViewController: 0x7fb1c8d07a40> viewDidAppear(_:)"]

    @Test("a controller at one address before and after the debugger's termination line is two controllers", arguments: [
        "Message from debugger: Terminated due to memory issue", "Message from debugger: Terminated due to signal 9",
        "Message from debugger: killed", "Program ended with exit code: 0",
    ])
    func relaunchMakesNewObjects(end: String) {
        let report = reportWithTimelines(of: Self.launch + [end] + Self.launch)
        #expect(report.violations.isEmpty, "\(report.violations.map(\.message))")
        #expect(report.timelines.count == 2)
        // Without the line the same calls are one controller loaded twice.
        let merged = reportWithTimelines(of: Self.launch + Self.launch)
        #expect(merged.violations.contains { $0.rule == "view-loaded-twice" }, "\(merged.violations.map(\.message))")
    }

    @Test("other debugger messages, and a sentence that quotes the debugger's words, end no process", arguments: [
        "Message from debugger: unable to attach", "Message from debugger: Terminated due to signal 9 is printed here but the app keeps running",
        "Message from debugger: killed?? the app is still there",
    ])
    func otherDebuggerMessagesKeepTheProcess(line: String) {
        let report = reportWithTimelines(of: Self.launch + [line] + Self.launch)
        #expect(report.violations.contains { $0.rule == "view-loaded-twice" }, "\(report.violations.map(\.message))")
    }

    @Test("the same pid after the line is the same process: a relaunch always has a new one")
    func samePidIsTheSameProcess() {
        let nslog = Self.launch.enumerated().map { "2024-05-01 10:00:0\($0.offset).000 MyApp[100:2000] \($0.element)" }
        let report = reportWithTimelines(of: nslog + ["Message from debugger: Terminated due to signal 9"] + nslog)
        #expect(report.violations.contains { $0.rule == "view-loaded-twice" }, "\(report.violations.map(\.message))")
        // A new pid is a new launch with or without the line; bare lines after the line inherit no pid from before it.
        let bare = reportWithTimelines(of: nslog + ["Message from debugger: Terminated due to memory issue"] + Self.launch)
        #expect(bare.violations.isEmpty, "\(bare.violations.map(\.message))")
    }

    @Test("the next run's first line glued to the exit code is its own record, in a new segment")
    func gluedRecordAfterTheExitCode() {
        let parser = RecordParser(baseYear: 2017, bareLineHasEvent: { _ in false })
        var seen: [(segment: Int32, kind: LineKind, pid: Int?)] = []
        for (number, text) in ["2017-05-12 21:55:00.100 ShareExt[19259:4298270] -[ShareViewController viewDidLoad]",
                               "Program ended with exit code: 02017-05-12 21:55:05.829921+0100 ShareExt[19300:4298271] -[ShareViewController viewDidLoad]",
                               "Program ended with exit code: 1",
                               "2017-05-12 21:56:00.000 ShareExt[19301:4298272] -[ShareViewController viewDidLoad]"].enumerated() {
            Array(text.utf8).withUnsafeBytes { raw in
                parser.parse(Line(bytes: raw, number: number + 1, offset: 0)) { seen.append(($0.segment, $0.kind, $0.pid)) }
            }
        }
        // Records that print a pid keep the pid's segment (the pid tells launches apart); an envelope that
        // ends the process is the last line of its segment, as a test case's start is. The new segment
        // is the next launch's (a multiple of 65,536), not another test case of this one.
        #expect(seen.map(\.segment) == [0, 0, 65536, 0])
        #expect(seen.map(\.kind) == [.record, .record, .envelope, .record])
        #expect(seen.map(\.pid) == [19259, 19300, nil, 19301])
    }

    @Test("where the glued record starts: after the code, before a year's or a time's digits", arguments: [
        ("Program ended with exit code: 02017-05-12 21:55:05.829 App[1:2] x", Int?(31)),
        ("Program ended with exit code: 13721:55:05 x", 33),
        ("Program ended with exit code: -1<App.VC: 0x1> viewDidLoad()", 32),
        ("Program ended with exit code: 0", nil),
        ("Program ended with exit code: 0 ", nil),
        ("Program ended with exit code: x", nil),
    ])
    func recordAfterExitCode(line: String, start: Int?) {
        Array(line.utf8).withUnsafeBytes { raw in
            #expect(RecordParser.recordAfterExitCode(raw, from: 0) == start)
        }
    }
}
