import TraceParser

/// Deadlines in log time (the leak grace period): monitors ask for them, and they pass when the
/// log's clock passes them, when a live input goes quiet, or at the end of the log.
extension Engine {
    func schedule(deadline seconds: Double, object: ObjectRecord, ruleIndex: Int) {
        object.session.deadlines.append(SessionRecord.Deadline(seconds: seconds, object: object,
                                                               monitor: monitor(of: object, rule: ruleIndex), ruleIndex: ruleIndex))
        object.session.nextDeadline = min(object.session.nextDeadline, seconds)
    }

    /// A live input (a pipe, a terminal) has had no byte for `seconds` of wall-clock time. Once
    /// that silence reaches the grace period, log time is taken to have gone on with the wall
    /// clock: deadlines before the latest log time plus the silence pass, with
    /// `MonitorContext.passedWhileQuiet` set, so a popped controller that never deallocates is
    /// reported without waiting for a line or the end. Each deadline passes this way once, and
    /// stays pending for the log's own time. Files never call this: they are judged in log time.
    func inputWasQuiet(for seconds: Double) {
        guard seconds >= options.gracePeriod,
              let latest = sessionOrder.compactMap({ $0.lastTime?.seconds }).max() else { return }
        let now = latest + seconds
        context.quietLogTime = now
        defer { context.quietLogTime = nil }
        for session in sessionOrder where now > session.nextDeadline {
            for index in session.deadlines.indices where !session.deadlines[index].passedWhileQuiet && session.deadlines[index].seconds < now {
                session.deadlines[index].passedWhileQuiet = true
                let deadline = session.deadlines[index]
                context.object = deadline.object
                context.ruleIndex = deadline.ruleIndex
                deadline.monitor.deadlinePassed(at: nil, of: deadline.object, in: context)
            }
        }
    }

    func firePassedDeadlines(in session: SessionRecord, now: Double, event: Event) {
        guard now > session.nextDeadline else { return }
        // Taken out while the monitors run: one may set a deadline, and a report may run another check.
        var due = dueDeadlines
        dueDeadlines = []
        for deadline in session.deadlines where deadline.seconds < now { due.append(deadline) }
        session.deadlines.removeAll { $0.seconds < now }
        var next = Double.infinity
        for deadline in session.deadlines where deadline.seconds < next { next = deadline.seconds }
        session.nextDeadline = next
        for deadline in due {
            context.object = deadline.object
            context.ruleIndex = deadline.ruleIndex
            deadline.monitor.deadlinePassed(at: event, of: deadline.object, in: context)
        }
        // Emptied, not freed: the objects and monitors go, the storage stays for the next moment.
        due.removeAll(keepingCapacity: true)
        dueDeadlines = due
    }
}
