import TraceParser

/// R-K1, R-K2: a view's will/did moves pair up, per pair only (no nesting is enforced).
public struct ViewMovePairingRule: Rule {
    public init() {}

    public var description: RuleDescription { Self.templates.description }

    /// Written as two `pair` templates: the monitor is the shared template engine's.
    public func makeMonitor() -> RuleMonitor { Self.templates.makeMonitor() }

    /// The kinds the two pairs relate, as the templates read them.
    public var observedKinds: Set<EventKind>? { Self.templates.observedKinds }

    /// Dispatched by the templates' kinds; a dealloc reaches only objects whose monitor started.
    public var triggers: RuleTriggers? { Self.templates.triggers }

    /// The rule's description, templates and messages, as user rules are written.
    private static let templates = TemplateRule(
        description: RuleDescription(
            id: "view-move-pairing", name: "View move callbacks pair up", severity: .warning,
            summary: "willMoveToSuperview:/didMoveToSuperview and willMoveToWindow:/didMoveToWindow come in pairs.",
            rationale: """
            UIKit sends willMove(toSuperview:) then didMoveToSuperview(), and willMove(toWindow:) then didMoveToWindow() \
            (UIView, "Observing view-related changes"). Only the order within each pair is fixed: the window pair may nest \
            inside the superview pair on removal, or come later when an ancestor enters a window (R-K2). A did without its \
            will is tolerated because overrides that log after super print post-order (R-P5); teardown after dealloc may \
            send only the window pair (R-K3). A will that is never followed by its did before the next will is a defect.
            """,
            triggeringExamples: [
                RuleExample("willMoveToSuperview: twice before its didMoveToSuperview", """
                ↓-[BadgeView willMoveToSuperview:] <UIView: 0x9> <BadgeView: 0x5>
                -[BadgeView willMoveToSuperview:] <UIView: 0x9> <BadgeView: 0x5>
                -[BadgeView didMoveToSuperview] <BadgeView: 0x5>
                """),
            ],
            nonTriggeringExamples: [
                RuleExample("Removed from a superview that is in a window: the window pair nests inside the superview pair", """
                -[ViewLife willMoveToSuperview:]参数=(null)
                -[ViewLife willMoveToWindow:]参数=(null)
                -[ViewLife didMoveToWindow]
                -[ViewLife didMoveToSuperview]
                """),
                RuleExample("Torn down with its owner: only the window pair, removeFromSuperview and dealloc", """
                -[MyView willMoveToWindow:]
                -[MyView didMoveToWindow]
                -[MyView removeFromSuperview]
                -[MyView dealloc]
                """),
            ]),
        templates: [
            .pair(open: .kinds([.willMoveToSuperview], name: "willMoveToSuperview:"),
                  close: .kinds([.didMoveToSuperview], name: "didMoveToSuperview"),
                  options: PairOptions(beforeDealloc: false, requiresAll: [.didMoveToSuperview])),
            .pair(open: .kinds([.willMoveToWindow], name: "willMoveToWindow:"),
                  close: .kinds([.didMoveToWindow], name: "didMoveToWindow"),
                  options: PairOptions(beforeDealloc: false, requiresAll: [.didMoveToWindow])),
        ],
        messages: [.unclosedNextOpen: "{object}: {open} at line {line} was never followed by {close} before the next {open}"],
        hint: "Overrides of willMove(toSuperview:)/willMove(toWindow:) and their did counterparts must call super; a missing did usually means a view hierarchy change was interrupted or an override swallowed it.")
}
