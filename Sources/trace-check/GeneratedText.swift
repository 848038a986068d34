/// Documents the tool prints about itself, generated from the flag table so they cannot drift
/// from the parser: the manual page and the completion scripts.
enum GeneratedText: Equatable {
    case manPage
    case completionScript(Shell)

    /// The whole document.
    func text() -> String {
        switch self {
        case .manPage: return ManPage.text()
        case .completionScript(.bash): return BashCompletion.script()
        case .completionScript(.zsh): return ZshCompletion.script()
        case .completionScript(.fish): return FishCompletion.script()
        }
    }
}
