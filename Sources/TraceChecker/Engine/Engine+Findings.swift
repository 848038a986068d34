import TraceParser

/// Findings: severity from certainty, the excerpt, and findings that wait until the class is
/// seen to log the callbacks they rely on (R-P4).
extension Engine {
    func report(ruleIndex: Int, object: ObjectRecord, certainty: Certainty, at reference: EventReference, message: String,
                related: [(String, EventReference)], hint: String?, requiresAll: Set<EventKind>, requiresAny: Set<EventKind>) {
        guard let configured = plan.severities[ruleIndex] else { return }
        let description = rules[ruleIndex].description
        var severity = configured
        var text = message
        var hint = hint
        // A timeline of lines that name nobody may merge several objects and launches: it gives notes
        // at most. UIKit's own diagnostic lines are evidence by themselves and keep their severity, and
        // users' own rules decide for themselves what their lines identify.
        let nameless = object.classKey == nil && object.address == nil
        let namesNobody = nameless && reference.kind != .diagnostic && !(rules[ruleIndex] is TemplateRule)
        // UIKit's and Foundation's sentences that always name their object, naming none: quoted, not printed by them.
        let quotesUIKit = nameless && reference.kind == .diagnostic && DiagnosticKind(rawValue: reference.selector)?.alwaysNamesItsObject == true
        // A class-only timeline whose evidence crosses a Markdown code block, in lines that print no
        // pid (one pid is one process, whatever the paste's blocks).
        let fenced = certainty == .weak && object.address == nil && object.session.key.pid == nil
            ? codeFence(before: reference.line, of: object, related: related) : nil
        switch certainty {
        case _ where quotesUIKit:
            severity = .note
            text += " (UIKit or Foundation prints this sentence with its object's description and address, and this line does not name that object: quoted or typed text, so a note)"
        case .definite where namesNobody, .weak where namesNobody:
            severity = .note
            text += " (the lines name no class or address, so they may come from several objects and launches: a note at most)"
            // The hint is about one object's bug; the lines may be several objects' (UIKit's own page
            // turns, read as one nameless object, "never" do what a hint says UIKit never does).
            hint = hint.map { "\($0) \(IdentityHint.nameTheObject)" } ?? IdentityHint.nameTheObject
        case .definite: break
        case .weak where fenced != nil:
            severity = configured.weakened.weakened
            text += " (only the class name identifies it, and a code fence at line \(fenced!.fence) separates this line from line \(fenced!.earlier): the paste's blocks may be separate runs or skip steps; log the address to be sure)"
        case .weak:
            severity = configured.weakened
            // Said only where it is why the finding is weak: an addressed object's weak findings have
            // other reasons, which their messages give (a log that ends before UIKit's late call).
            if object.address == nil {
                text += " (only the class name identifies it, so these lines may come from several instances; log the address to be sure)"
            }
        case .inconclusive:
            severity = .note
        }
        // The last entries up to the finding's line, found from the end: filtering the whole
        // timeline first copied it for every finding.
        var excerpt: [String] = []
        var index = object.entries.endIndex
        while index > object.entries.startIndex, excerpt.count < options.excerptLength {
            index -= 1
            if object.entries[index].line <= reference.line { excerpt.append(object.entries[index].excerptLine(of: object)) }
        }
        excerpt.reverse()
        let violation = Violation(
            rule: description.id, severity: severity, message: text, object: object.identity,
            location: SourceLocation(file: fileName, line: reference.line, time: reference.time?.iso8601),
            related: related.map { RelatedLocation(message: $0.0, location: SourceLocation(file: fileName, line: $0.1.line, time: $0.1.time?.iso8601)) },
            hint: hint, excerpt: excerpt)
        let facts = object.classFacts
        if facts.covers(all: requiresAll, any: requiresAny) {
            onViolation(violation)
        } else {
            // Bounded: a class that never logs what its findings need cannot grow memory without limit.
            if facts.deferred.count >= options.maxOpenObligations {
                facts.deferred.removeFirst()
                droppedObligations += 1
            }
            facts.deferred.append(SessionRecord.DeferredFinding(violation: violation, requiresAll: requiresAll, requiresAny: requiresAny))
        }
    }

    /// The first fence line between a finding's `line` and the earliest of its evidence (the
    /// object's last entry before it, and the related lines), with that line: a post that pastes
    /// each experiment in its own code block under its own heading ("the first load", "each switch
    /// A → B") shows several runs, or skips steps, and a class-only timeline joins them. Nil
    /// without fences between (or without Markdown fences at all).
    private func codeFence(before line: Int, of object: ObjectRecord, related: [(String, EventReference)]) -> (fence: Int, earlier: Int)? {
        guard let fences else { return nil }
        var earliest = related.lazy.map(\.1.line).filter { $0 < line }.min()
        var index = object.entries.endIndex
        while index > object.entries.startIndex {
            index -= 1
            let earlier = object.entries[index].line
            if earlier < line {
                earliest = min(earliest ?? earlier, earlier)
                break
            }
        }
        guard let earliest, let fence = fences.fence(after: earliest, before: line) else { return nil }
        return (fence, earliest)
    }

    func noteCoverage(_ kind: EventKind, of object: ObjectRecord) {
        let facts = object.classFacts
        guard facts.insert(kind), !facts.deferred.isEmpty else { return }
        facts.deferred.removeAll { finding in
            guard facts.covers(all: finding.requiresAll, any: finding.requiresAny) else { return false }
            onViolation(finding.violation)
            return true
        }
    }
}
