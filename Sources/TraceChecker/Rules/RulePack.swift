/// The built-in UIKit rule pack.
public enum RulePack {
    /// Every built-in rule, in the order monitors run.
    public static let builtin: [any Rule] = []
}
