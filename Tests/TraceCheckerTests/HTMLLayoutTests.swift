import Testing
@testable import TraceChecker
import TraceParser

/// How timelines become lanes: spans, containment order, sessions and the two axes.
@Suite("HTML report layout")
struct HTMLLayoutTests {
    private func entry(_ line: Int, _ event: String, state: String? = nil, seconds: Double? = nil, repeated: Bool = false) -> TimelineEntry {
        TimelineEntry(line: line, logTime: seconds.map { LogTime(seconds: $0) }, event: event, selector: event, argument: nil,
                      state: state, isRepeatStatement: repeated)
    }

    private func identity(_ className: String, _ address: String?, incarnation: Int = 1, pid: Int? = 1) -> ObjectIdentity {
        ObjectIdentity(className: className, address: address, incarnation: incarnation, process: "App", pid: pid)
    }

    @Test("Spans follow state changes; repeats change nothing; deallocated is final; the last span runs to the end")
    func spans() {
        let entries = [
            entry(1, "viewDidLoad"),
            entry(2, "viewWillAppear", state: "appearing"),
            entry(3, "viewWillAppear", state: "appearing", repeated: true),
            entry(4, "viewWillAppear", state: "appearing"),
            entry(5, "viewDidAppear", state: "appeared"),
            entry(6, "dealloc", state: "deallocated"),
            entry(7, "viewDidAppear", state: "appeared"),
        ]
        #expect(LifecycleSpan.spans(of: entries) == [
            LifecycleSpan(state: .appearing, from: 1, to: 4),
            LifecycleSpan(state: .appeared, from: 4, to: 5),
            LifecycleSpan(state: .deallocated, from: 5, to: nil),
        ])
        #expect(LifecycleSpan.spans(of: [entry(1, "viewDidLoad")]).isEmpty)
        #expect(LifecycleSpan.spans(of: [entry(1, "viewWillDisappear", state: "disappearing")])
            == [LifecycleSpan(state: .disappearing, from: 0, to: nil)])
    }

    @Test("Children follow their parent, indented; the parent is the incarnation alive when the child appeared")
    func containment() {
        let nav = identity("Nav", "0x1")
        let navAgain = identity("Nav", "0x1", incarnation: 2)
        let timelines = [
            ObjectTimeline(object: nav, file: "f", entries: [entry(1, "viewDidLoad"), entry(3, "dealloc", state: "deallocated")]),
            ObjectTimeline(object: identity("Other", "0x9"), file: "f", entries: [entry(2, "viewDidLoad")]),
            ObjectTimeline(object: navAgain, file: "f", entries: [entry(4, "viewDidLoad")]),
            ObjectTimeline(object: identity("Child", "0x2"), file: "f", parent: nav, entries: [entry(5, "willMoveToParent")]),
            ObjectTimeline(object: identity("Grandchild", "0x3"), file: "f", parent: identity("Child", "0x2"), entries: [entry(6, "willMoveToParent")]),
            // A cycle a log can claim: both still get a lane.
            ObjectTimeline(object: identity("A", "0xa"), file: "f", parent: identity("B", "0xb"), entries: [entry(7, "other")]),
            ObjectTimeline(object: identity("B", "0xb"), file: "f", parent: identity("A", "0xa"), entries: [entry(8, "other")]),
        ]
        let order = ContainmentOrder(timelines)
        #expect(order.items.map(\.timeline) == [0, 1, 2, 3, 4, 5, 6])
        #expect(order.items.map(\.depth) == [0, 0, 0, 1, 2, 0, 1])
        #expect(order.items[3].parent == 2)
        let layout = ReportLayout(reports: [FileReport(file: "f", timelines: timelines)])
        let lanes = layout.files[0].sessions[0].lanes
        #expect(lanes.map(\.name) == ["Nav@0x1", "Other@0x9", "Nav@0x1 #2", "Child@0x2", "Grandchild@0x3", "A@0xa", "B@0xb"])
        #expect(lanes[4].parent == 3)
    }

    @Test("Sessions split by process and pid; findings without an object get their own lane")
    func sessionsAndFindings() {
        let a = identity("VC", "0x1", pid: 10), b = identity("VC", "0x1", pid: 11)
        let timelines = [
            ObjectTimeline(object: a, file: "f", entries: [entry(1, "viewDidLoad", seconds: 100), entry(3, "other", seconds: 101)]),
            ObjectTimeline(object: b, file: "f", entries: [entry(10, "viewDidLoad", seconds: 500)]),
        ]
        let violations = [
            Violation(rule: "x", severity: .error, message: "m", object: b, location: TraceChecker.SourceLocation(file: "f", line: 10)),
            Violation(rule: "y", severity: .note, message: "m", object: nil, location: TraceChecker.SourceLocation(file: "f", line: 2)),
        ]
        let layout = ReportLayout(reports: [FileReport(file: "f", violations: violations, timelines: timelines)])
        let sessions = layout.files[0].sessions
        #expect(sessions.map(\.pid) == [10, 11])
        #expect(sessions[0].lanes.map(\.isFindingsLane) == [true, false])
        #expect(sessions[0].lanes[1].parent == nil)
        #expect(layout.violations[1].session == 1 && layout.violations[1].lane == 0)
        #expect(layout.violations[0].session == 0 && layout.violations[0].lane == 0)
        // Line 2 has no time: it takes the time of the last timed line before it.
        #expect(layout.violations[0].offset == 0)
        #expect(sessions[0].duration == 1)
        #expect(sessions[0].rankCount == 3)
    }

    @Test("Without log times the axis is line order: dense ranks, no time")
    func lineOrderFallback() {
        let report = HTMLReportSupport.check(text: """
        -[A viewDidLoad] <A: 0x1>
        noise
        -[A viewWillAppear:] <A: 0x1>

        -[A viewDidAppear:] <A: 0x1>

        """, fileName: "bare.log")
        let layout = ReportLayout(reports: [report])
        let session = layout.files[0].sessions[0]
        #expect(!session.hasTime)
        #expect(session.lanes[0].entries.map(\.rank) == [0, 1, 2])
        #expect(session.lanes[0].entries.map(\.offset) == [0, 0, 0])
        #expect(session.lanes[0].spans.map(\.state) == [.appearing, .appeared])
    }

    @Test("Decimals are locale-free with at most six fraction digits")
    func decimals() {
        #expect(HTMLByteWriter.decimalText(0) == "0")
        #expect(HTMLByteWriter.decimalText(1.5) == "1.5")
        #expect(HTMLByteWriter.decimalText(-0.000001) == "-0.000001")
        #expect(HTMLByteWriter.decimalText(12.3456789) == "12.345679")
        #expect(HTMLByteWriter.decimalText(.nan) == "0")
    }
}
