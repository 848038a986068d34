/// The built-in UIKit rule pack.
public enum RulePack {
    /// Every built-in rule, in the order monitors run.
    public static let builtin: [any Rule] = [
        AppearancePairingRule(),
        AppearanceBeforeLoadRule(),
        ViewLoadedTwiceRule(),
        ContainmentAddRule(),
        ContainmentRemoveRule(),
        AppearanceTransitionBalanceRule(),
        ViewMovePairingRule.rule,
        ObserverOutlivesAppearanceRule(),
        ObserverAddedTwiceRule(),
        ObserverNeverRemovedRule(),
        ControllerLeakRule(),
        MessageAfterDeallocRule(),
        DeallocWhileVisibleRule(),
        DiagnosticRule.uikitDiagnostic,
        DiagnosticRule.manualAppearanceCall,
        DiagnosticRule.kvoObserverDealloc,
        DiagnosticRule.kvoRemoveUnregistered,
        DiagnosticRule.hierarchyInconsistency,
    ]
}
