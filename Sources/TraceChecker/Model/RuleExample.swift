/// One example of a rule, which is also one of its tests: a short log and a caption that says
/// what it shows. `↓` starts each line where the rule must report a warning or an error, `ⓘ`
/// each line where it must report a note; every other line must give neither. `explain` and the
/// rule pages print the caption above the log.
public struct RuleExample: Sendable, Hashable {
    /// What the example shows, in one sentence; nil for examples from rules files, which have none.
    public var caption: String?
    /// The log lines, `↓` and `ⓘ` marks included.
    public var log: String
    /// Where the example is declared: a `#fileID` for built-in rules, the rules file for user
    /// rules. A failing example is reported here, so the failure points at the rule's source.
    public var file: String
    /// The line of ``file`` where the example is declared.
    public var line: Int

    /// An example with its caption, placed where it is written.
    public init(_ caption: String?, _ log: String, file: String = #fileID, line: Int = #line) {
        self.caption = caption
        self.log = log
        self.file = file
        self.line = line
    }

    /// True when some example of `list` marks a line with `ⓘ`: the texts that show examples then
    /// say what the mark means.
    static func markNotes(_ list: [RuleExample]) -> Bool {
        list.contains { $0.log.split(separator: "\n").contains { $0.hasPrefix(RuleDescription.noteMarker) } }
    }
}
