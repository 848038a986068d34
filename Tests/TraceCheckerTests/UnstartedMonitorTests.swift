import Testing
@testable import TraceChecker
import TraceParser

/// The engine makes a rule's monitor only when its object first has an event the rule observes,
/// which is sound only if a monitor that observed nothing has nothing to say.
@Suite("Monitors made on their first event")
struct UnstartedMonitorTests {
    static let ruleIDs = RulePack.builtin.map(\.description.id)

    @Test("A fresh monitor of every built-in rule reports nothing at a deadline or at the end, whatever its object's state",
          arguments: ruleIDs)
    func freshMonitorsReportNothing(ruleID: String) {
        let rule = RulePack.builtin.first { $0.description.id == ruleID }!
        let later = Event(kind: .other, className: "VC", address: 0x1, selector: "tick", time: LogTime(seconds: 1_000, fractionDigits: 3), line: 99)
        for appearance in [AppearanceState.unknown, .disappeared, .appearing, .appeared, .disappearing] {
            for deallocated in [false, true] {
                for popped in [false, true] {
                    var reported: [Violation] = []
                    let engine = Engine(fileName: "t.log", options: CheckOptions(), rules: [rule])
                    engine.onViolation = { reported.append($0) }
                    let session = SessionRecord(key: SessionKey(source: 0, process: "App", pid: 1))
                    session.eventCount = 10
                    session.lastLine = 50
                    session.lastTime = LogTime(seconds: 900, fractionDigits: 3)
                    let object = ObjectRecord(session: session, classFacts: session.facts(forClass: "VC"), isNamed: true,
                                              address: 0x1, incarnation: 1)
                    object.appearance = appearance
                    object.popped = popped
                    if deallocated { object.dealloc = EventReference(Event(kind: .dealloc, className: "VC", address: 0x1, selector: "dealloc", line: 5)) }
                    let context = MonitorContext(engine: engine)
                    context.object = object
                    let monitor = rule.makeMonitor()
                    monitor.deadlinePassed(at: later, of: object, in: context)
                    monitor.deadlinePassed(at: nil, of: object, in: context)
                    monitor.finish(of: object, in: context)
                    #expect(reported.isEmpty && object.classFacts.deferred.isEmpty,
                            "\(ruleID) reported \(reported.map(\.message)) for \(appearance), deallocated \(deallocated), popped \(popped)")
                }
            }
        }
    }

    @Test("A rule with start kinds reports nothing from events of other kinds, so not starting its monitor for them loses nothing",
          arguments: RulePack.builtin.filter { $0.startKinds != nil }.map(\.description.id))
    func eventsBeforeStartDoNothing(ruleID: String) {
        let rule = RulePack.builtin.first { $0.description.id == ruleID }!
        let starts = rule.startKinds!
        let others = EventKind.allCases.filter { !starts.contains($0) }
        #expect(!others.isEmpty)
        var reported: [Violation] = []
        let engine = Engine(fileName: "t.log", options: CheckOptions(), rules: [rule])
        engine.onViolation = { reported.append($0) }
        let session = SessionRecord(key: SessionKey(source: 0, process: "App", pid: 1))
        let object = ObjectRecord(session: session, classFacts: session.facts(forClass: "VC"), isNamed: true,
                                  address: 0x1, incarnation: 1)
        let context = MonitorContext(engine: engine)
        context.object = object
        let monitor = rule.makeMonitor()
        for (offset, kind) in others.enumerated() {
            let event = Event(kind: kind, className: "VC", address: 0x1, selector: "s\(offset)",
                              time: LogTime(seconds: Double(offset) * 10, fractionDigits: 3), line: offset + 1)
            if kind == .dealloc { object.dealloc = EventReference(event) }
            monitor.observe(event, of: object, in: context)
        }
        monitor.deadlinePassed(at: nil, of: object, in: context)
        monitor.finish(of: object, in: context)
        #expect(reported.isEmpty && object.classFacts.deferred.isEmpty, "\(ruleID) reported \(reported.map(\.message))")
    }
}
