/// The built-in UIKit rule pack. Every rule has one shape: a value of its own type (one file
/// per rule under `Rules/<Family>/`) with its ``RuleDescription`` and a factory of monitors.
public enum RulePack {
    /// Every built-in rule, in the order monitors run.
    public static let builtin: [any Rule] = [
        AppearancePairingRule(),
        AppearanceBeforeLoadRule(),
        ViewLoadedTwiceRule(),
        ContainmentAddRule(),
        ContainmentRemoveRule(),
        AppearanceTransitionBalanceRule(),
        ViewMovePairingRule(),
        ObserverOutlivesAppearanceRule(),
        ObserverAddedTwiceRule(),
        ObserverNeverRemovedRule(),
        ControllerLeakRule(),
        MessageAfterDeallocRule(),
        DeallocWhileVisibleRule(),
        UIKitDiagnosticRule(),
        ManualAppearanceCallRule(),
        KVOObserverDeallocRule(),
        KVORemoveUnregisteredRule(),
        HierarchyInconsistencyRule(),
    ]
}
