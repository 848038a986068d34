import TraceParser

/// R-G3: a popped, dismissed or removed controller deallocates within the grace period.
public struct ControllerLeakRule: Rule {
    public init() {}

    /// A push and a pop whose popped controller never deallocates: two triggering examples start from it.
    private static let poppedDetailNeverDeallocates = """
        2024-03-05 10:00:00.000 MyApp[1:2] -[ListVC viewWillAppear:] <ListVC: 0x1>
        2024-03-05 10:00:00.100 MyApp[1:2] -[ListVC viewDidAppear:] <ListVC: 0x1>
        2024-03-05 10:00:01.000 MyApp[1:2] -[ListVC viewWillDisappear:] <ListVC: 0x1>
        2024-03-05 10:00:01.001 MyApp[1:2] -[DetailVC viewWillAppear:] <DetailVC: 0x2>
        2024-03-05 10:00:01.400 MyApp[1:2] -[ListVC viewDidDisappear:] <ListVC: 0x1>
        2024-03-05 10:00:01.401 MyApp[1:2] -[DetailVC viewDidAppear:] <DetailVC: 0x2>
        2024-03-05 10:00:05.000 MyApp[1:2] -[DetailVC viewWillDisappear:] <DetailVC: 0x2>
        2024-03-05 10:00:05.001 MyApp[1:2] -[ListVC viewWillAppear:] <ListVC: 0x1>
        ↓2024-03-05 10:00:05.400 MyApp[1:2] -[DetailVC viewDidDisappear:] <DetailVC: 0x2>
        2024-03-05 10:00:05.401 MyApp[1:2] -[ListVC viewDidAppear:] <ListVC: 0x1>
        2024-03-05 10:00:07.000 MyApp[1:2] -[DetailVC dealloc] <DetailVC: 0x9>
        2024-03-05 10:00:09.000 MyApp[1:2] -[ListVC scrollViewDidScroll:] <ListVC: 0x1>
        """

    public let description = RuleDescription(
        id: "controller-leak", name: "Removed controllers deallocate", severity: .warning,
        summary: "A controller that disappeared and was popped, dismissed or removed was not deallocated within the grace period.",
        rationale: """
        MLeaksFinder's idea: a controller popped or dismissed should be freed shortly after viewDidDisappear: (it checks \
        after 2-3 s). The log shows a pop or dismissal when the controller that covered another (push and present print \
        old.viewWillDisappear: before new.viewWillAppear:) disappears while the covered one comes back; an explicit \
        didMove(toParent: nil)/removeFromParent() counts too. A cancelled swipe (viewWillAppear: again) clears it (R-B1). \
        Tab switches never cover (their order is reversed) and hidden tab or split children are not leaks. The grace \
        period is in log time (--grace, default 3 s); a dealloc after it is "released late" (a note); a log that ends \
        first is inconclusive (a note). A controller that keeps receiving calls (timer ticks) after it disappeared and \
        never deallocates is strong evidence of a retain cycle: a call it also received before, or twice since (one \
        call after disappearing is the last delegate callback or a completion), and only when no controller covered it. Leak finders' own lines are reported here too, about the \
        object they name: MLeaksFinder's "Possibly Memory Leak" (its first releases asserted: "*** Assertion failure in \
        -[X assertNotDealloc]"), LeakFinder's "Possible memory leak: ViewController <X: 0x…>", \
        DeallocationChecker's "X not deallocated after being dismissed", and RIBs' LeakDetector "<<X: 0x…>: id> has \
        leaked. Objects are expected to be deallocated at this time" and "<X: 0x…> appearance has leaked" (a controller \
        still in a window after its router was detached); one report about one object printed twice at once (MLeaksFinder's \
        sentence and then its assertion, RIBs' assertion bare and behind NSLog's header) is one finding. Only classes seen to log dealloc are judged, except for that direct evidence (R-P4).
        """,
        triggeringExamples: [
            RuleExample("A controller kept alive by its timer: it keeps ticking after viewWillDisappear: and never deallocates", """
            2019-07-23 14:32:06.656455+0800 MemoryManagement[57066:5121034] -[ViewController testTimer]
            ↓2019-07-23 14:32:08.110068+0800 MemoryManagement[57066:5121034] -[ViewController viewWillDisappear:]
            2019-07-23 14:32:08.656410+0800 MemoryManagement[57066:5121034] -[ViewController testTimer]
            """),
            RuleExample("A popped detail controller never deallocates: the dealloc at 10:00:07 is another object's (0x9), and the log goes on past the grace period",
                        ControllerLeakRule.poppedDetailNeverDeallocates),
            RuleExample("A controller deallocated in the middle of its disappearance does not hide a later pop: the popped DetailVC never deallocates", """
            2024-03-05 09:59:59.000 MyApp[1:2] -[MapVC viewWillDisappear:] <MapVC: 0x5>
            2024-03-05 09:59:59.100 MyApp[1:2] -[MapVC dealloc] <MapVC: 0x5>

            """ + ControllerLeakRule.poppedDetailNeverDeallocates),
            RuleExample("MLeaksFinder's first releases asserted in -assertNotDealloc, naming the class not freed (Tencent/MLeaksFinder#5)",
                        "↓*** Assertion failure in -[CalendarVC assertNotDealloc], /Pods/MLeaksFinder/NSObject+MemoryLeak.m:43"),
            RuleExample("LeakFinder's line names the suspect controller (LeakFinder's README)", "↓2015-09-19 23:16:28.838 LeakFinder[8262:79575] Possible memory leak: ViewController <MyViewController: 0x7fa941765f90> (MyViewController)"),
            RuleExample("RIBs' LeakDetector names the object it expected to be gone, with its tracking id (a RIBs tutorial's console)", "↓2022-02-28 16:41:34.747920+0900 RIBs_Tutorial_Blog[24724:352936] RIBs/LeakDetector.swift:102: Assertion failed: <<RIBs_Tutorial_Blog.RootViewController: 0x12271bd60>: 1633788724632257609> has leaked. Objects are expected to be deallocated at this time: NSMapTable {"),
            RuleExample("RIBs' LeakDetector names a controller still in a window after its router was detached (uber/RIBs#174)", "↓> Assertion failed: <QualityDriver.HomeViewController: 0x7fbcd050ee40> appearance has leaked. Either its parent router who does not own a view controller was detached, but failed to dismiss the leaked view controller; or the view controller is reused and re-added to window, yet the router is not re-attached but re-created. Objects are expected to be deallocated at this time: NSMa"),
            RuleExample("DeallocationChecker's preconditionFailure text names the class", "↓Fatal error: LeakingViewController not deallocated after being dismissed: file DeallocationChecker/DeallocationChecker.swift, line 63"),
        ],
        nonTriggeringExamples: [
            RuleExample("A tab switch logged by class name: a controller that disappears without being popped or dismissed need not deallocate", """
            -[MessageViewController viewDidLoad]
            -[MessageViewController viewWillAppear:]
            -[MessageViewController viewDidAppear:]
            -[ContactViewController viewDidLoad]
            -[ContactViewController viewWillAppear:]
            -[MessageViewController viewWillDisappear:]
            -[MessageViewController viewDidDisappear:]
            -[ContactViewController viewDidAppear:]
            """),
            RuleExample("The last callbacks of an iMessage extension after it disappears, each once: Messages ends the process next (a lifecycle article's trace, addresses added)", """
            <MessagesExtension.MessagesViewController: 0x7fd3a8c0a200> viewDidAppear(_:)
            <MessagesExtension.MessagesViewController: 0x7fd3a8c0a200> viewWillDisappear(_:)
            <MessagesExtension.MessagesViewController: 0x7fd3a8c0a200> viewDidDisappear(_:)
            <MessagesExtension.MessagesViewController: 0x7fd3a8c0a200> willResignActive(with:)
            <MessagesExtension.MessagesViewController: 0x7fd3a8c0a200> didResignActive(with:)
            """),
            RuleExample("A root controller covered by a pushed one keeps its timer: it is still in the stack, alive by design", """
            2024-03-05 10:00:00.000 MyApp[1:2] -[RootVC refresh] <RootVC: 0x1>
            2024-03-05 10:00:01.000 MyApp[1:2] -[RootVC viewWillDisappear:] <RootVC: 0x1>
            2024-03-05 10:00:01.001 MyApp[1:2] -[DetailVC viewWillAppear:] <DetailVC: 0x2>
            2024-03-05 10:00:01.400 MyApp[1:2] -[RootVC viewDidDisappear:] <RootVC: 0x1>
            2024-03-05 10:00:01.401 MyApp[1:2] -[DetailVC viewDidAppear:] <DetailVC: 0x2>
            2024-03-05 10:00:02.000 MyApp[1:2] -[RootVC refresh] <RootVC: 0x1>
            2024-03-05 10:00:03.000 MyApp[1:2] -[RootVC refresh] <RootVC: 0x1>
            """),
            RuleExample("The popped detail controller deallocates 0.1 s after viewDidDisappear:", """
            2024-03-05 10:00:01.000 MyApp[1:2] -[ListVC viewWillDisappear:] <ListVC: 0x1>
            2024-03-05 10:00:01.001 MyApp[1:2] -[DetailVC viewWillAppear:] <DetailVC: 0x2>
            2024-03-05 10:00:01.400 MyApp[1:2] -[ListVC viewDidDisappear:] <ListVC: 0x1>
            2024-03-05 10:00:01.401 MyApp[1:2] -[DetailVC viewDidAppear:] <DetailVC: 0x2>
            2024-03-05 10:00:05.000 MyApp[1:2] -[DetailVC viewWillDisappear:] <DetailVC: 0x2>
            2024-03-05 10:00:05.001 MyApp[1:2] -[ListVC viewWillAppear:] <ListVC: 0x1>
            2024-03-05 10:00:05.400 MyApp[1:2] -[DetailVC viewDidDisappear:] <DetailVC: 0x2>
            2024-03-05 10:00:05.401 MyApp[1:2] -[ListVC viewDidAppear:] <ListVC: 0x1>
            2024-03-05 10:00:05.500 MyApp[1:2] -[DetailVC dealloc] <DetailVC: 0x2>
            2024-03-05 10:00:09.000 MyApp[1:2] -[ListVC scrollViewDidScroll:] <ListVC: 0x1>
            """),
        ])

    /// The monitor's state changes only from these on: its clock starts after a disappearance
    /// (a pop needs the object's own viewWillDisappear:) or a removal, or a leak finder's line.
    public var startKinds: Set<EventKind>? { [.diagnostic, .viewWillAppear, .viewWillDisappear, .didMoveToParent, .removeFromParent] }

    public func makeMonitor() -> RuleMonitor { Monitor() }

    final class Monitor: RuleMonitor {
        /// When the controller was gone (disappeared and removed), the leak clock started here.
        private var gone: EventReference?
        private var removed: EventReference?
        private var deadlineSet = false
        private var reported = false
        /// Calls the object received after it started disappearing that recur (timer ticks and the
        /// like): a method it also received before, or one received twice since.
        private var disappearedAt: EventReference?
        private var callsAfterDisappearing: [EventReference] = []
        /// The methods it received while on screen or before, and those received once since it
        /// started disappearing (a few each: a recurring call shows up among the first).
        private var callsBefore: [String] = []
        private var callsOnceAfter: [String] = []
        /// The monitor starts at the first appearance or disappearance: the calls before it are read
        /// once from the object's recent timeline.
        private var readRecentCalls = false
        /// The leak finder's last report about this object: its first line's log time and line, its
        /// sentence (nil when it started with MLeaksFinder's assertion) and whether the assertion was seen.
        private var leakReport: (seconds: Double?, line: Int, sentence: String?, asserted: Bool)?

        /// Every field back to its initial value (reuse keeps the buffers of the collections).
        func prepareForReuse() -> Bool {
            gone = nil
            removed = nil
            deadlineSet = false
            reported = false
            disappearedAt = nil
            callsAfterDisappearing.removeAll(keepingCapacity: true)
            callsBefore.removeAll(keepingCapacity: true)
            callsOnceAfter.removeAll(keepingCapacity: true)
            readRecentCalls = false
            leakReport = nil
            return true
        }

        /// True for MLeaksFinder's assertion (`*** Assertion failure in -[X assertNotDealloc]`).
        static func isAssertion(_ message: String) -> Bool { message.contains("assertNotDealloc") }

        func observe(_ event: Event, of object: ObjectRecord, in context: MonitorContext) {
            if !readRecentCalls {
                readRecentCalls = true
                for entry in object.entries where entry.kind == .other && entry.line < event.line && callsBefore.count < 8
                    && !callsBefore.contains(entry.selector) {
                    callsBefore.append(entry.selector)
                }
            }
            switch event.kind {
            case .diagnostic where event.diagnostic == .possibleMemoryLeak:
                // One report printed twice is one leak: MLeaksFinder's later first releases logged their
                // sentence and then asserted (Tencent/MLeaksFinder#5), and RIBs' assertion, which names the
                // object's address, shows bare and again behind NSLog's header: at once (within a second;
                // without times, within a dozen lines, the view stack between). Two sentences, or two
                // assertions, naming a class only are two objects (MLeaksFinder reports each once).
                // The exception the assertion raises may repeat the sentence in its reason, before or after.
                let asserts = Self.isAssertion(event.message)
                if let report = leakReport, DiagnosticMonitor.printedAtOnce(report.seconds, report.line, event, withinLines: 12) {
                    if asserts {
                        if !report.asserted { leakReport?.asserted = true; return }
                    } else if let sentence = report.sentence {
                        if event.message == sentence && (report.asserted || event.address != nil) { return }
                    } else {
                        leakReport?.sentence = event.message
                        return
                    }
                }
                leakReport = (event.time?.seconds, event.line, asserts ? nil : event.message, asserts)
                // MLeaksFinder prints its class on the line after "Possibly Memory Leak."; that line is the
                // finding, and a header that names nobody is only a note.
                context.report(object.classKey == nil && object.address == nil ? .inconclusive : .definite, at: EventReference(event),
                               message: "a leak finder reported a possible leak\(object.classKey == nil ? "" : " of " + object.displayName): \(String(event.message.prefix(200)))",
                               hint: ControllerLeakRule.hint)
                return
            case .viewWillAppear:
                gone = nil; removed = nil; deadlineSet = false; disappearedAt = nil; callsAfterDisappearing = []; callsOnceAfter = []
            case .viewWillDisappear:
                disappearedAt = disappearedAt ?? EventReference(event)
            case .didMoveToParent where event.argument.isNil == true, .removeFromParent:
                removed = EventReference(event)
            case .dealloc:
                if let start = gone, let t0 = start.time, let t1 = event.time, t1.seconds - t0.seconds > context.gracePeriod, !reported {
                    context.report(.inconclusive, at: EventReference(event),
                                   message: "\(object.displayName): released late, \(Self.seconds(t1.seconds - t0.seconds)) after it disappeared (grace \(Self.seconds(context.gracePeriod)))",
                                   related: [("it disappeared here", start)],
                                   hint: "Something (a block, animation or pending request) held it after it was removed.")
                }
                gone = nil
                return
            case .other:
                guard disappearedAt != nil, object.appearance == .disappearing || object.appearance == .disappeared else {
                    if callsBefore.count < 8, !callsBefore.contains(event.selector) { callsBefore.append(event.selector) }
                    break
                }
                // One call after disappearing is no sign: the last delegate callbacks (an iMessage extension's
                // `willResignActive(with:)`), a completion, a reload. A call that recurs is: a timer or an
                // observer still firing at the controller.
                guard event.thread != .background else { break }
                if callsBefore.contains(event.selector) || callsOnceAfter.contains(event.selector) {
                    if callsAfterDisappearing.count < 3 { callsAfterDisappearing.append(EventReference(event)) }
                } else if callsOnceAfter.count < 8 {
                    callsOnceAfter.append(event.selector)
                }
            default:
                break
            }
            // The clock starts once the controller has disappeared and was popped, dismissed or removed.
            if gone == nil, object.appearance == .disappeared || (object.appearance == .disappearing && !context.classLogs(.viewDidDisappear)),
               object.popped || removed != nil, object.dealloc == nil {
                gone = EventReference(event)
                if let t = event.time {
                    context.schedule(deadline: t.seconds + context.gracePeriod)
                    deadlineSet = true
                }
            }
        }

        func deadlinePassed(at event: Event?, of object: ObjectRecord, in context: MonitorContext) {
            guard let start = gone, !reported, object.dealloc == nil else { return }
            if let event {
                reported = true
                context.report(object.isWeak ? .weak : .definite, at: start,
                               message: "\(object.displayName): not deallocated within \(Self.seconds(context.gracePeriod)) after it was \(removed != nil ? "removed" : "popped or dismissed") and disappeared here",
                               related: [("the grace period had passed by this line, with no dealloc", EventReference(event))],
                               hint: ControllerLeakRule.hint, requiresAll: [.dealloc])
            } else if context.passedWhileQuiet {
                // A live device went quiet for the grace period: no line will come to pass the
                // deadline, and the dealloc would have been logged by now.
                reported = true
                context.report(object.isWeak ? .weak : .definite, at: start,
                               message: "\(object.displayName): not deallocated within \(Self.seconds(context.gracePeriod)) after it was \(removed != nil ? "removed" : "popped or dismissed") and disappeared here",
                               hint: ControllerLeakRule.hint, requiresAll: [.dealloc])
            }
        }

        func finish(of object: ObjectRecord, in context: MonitorContext) {
            guard object.dealloc == nil, !reported else { return }
            if let start = gone {
                if deadlineSet { 
                    context.report(.inconclusive, at: start,
                                   message: "\(object.displayName): the log ended less than \(Self.seconds(context.gracePeriod)) after it was \(removed != nil ? "removed" : "popped or dismissed"), before it could deallocate (inconclusive)",
                                   hint: ControllerLeakRule.hint, requiresAll: [.dealloc])
                } else {
                    // No time stamps: judge by whether the session went on.
                    let wentOn = context.sessionContinued(after: start)
                    context.report(wentOn ? (object.isWeak ? .weak : .definite) : .inconclusive, at: start,
                                   message: "\(object.displayName): never deallocated after it was \(removed != nil ? "removed" : "popped or dismissed")",
                                   hint: ControllerLeakRule.hint, requiresAll: [.dealloc])
                }
                return
            }
            // Strong evidence (R-G3): calls keep arriving after it disappeared and it never deallocates. Not
            // for a controller another one covered (a push or a presentation over it): it is alive by design.
            if let start = disappearedAt, let first = callsAfterDisappearing.first, !object.appearance.isVisible, !object.isCovered {
                // Already a suspicion (the rule's warning); class-only identity does not weaken it further.
                context.report(.definite, at: start,
                               message: "\(object.displayName): kept receiving \(first.selector) after it disappeared and was never deallocated: a retain cycle (timer, block or observer target) may keep it alive",
                               related: callsAfterDisappearing.map { ("\($0.selector) after disappearing", $0) },
                               hint: "Invalidate timers and remove observers in viewWillDisappear:/viewDidDisappear:, and capture self weakly in blocks; NSTimer retains its target.")
            }
        }

        static func seconds(_ value: Double) -> String { String(format: "%.1f s", value) }
    }

    static let hint = "Find what still retains the controller after it was popped or dismissed: timers (NSTimer retains its target), blocks capturing self strongly, delegates declared strong, observers with block tokens."
}
