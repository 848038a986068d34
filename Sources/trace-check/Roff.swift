/// Text made safe for roff (the man(7) macros): what the manual page generator puts between
/// its requests.
enum Roff {
    /// Escape text for a line of its own: backslashes print as themselves, hyphens as the
    /// ASCII hyphen-minus a reader types (man-pages(7) asks for `\-` in options), slashes may
    /// end a line, and a line that would start with a control character (`.` or `'`) is kept as text.
    static func escape(_ text: String) -> String {
        var escaped = ""
        for character in text {
            switch character {
            case "\\": escaped += "\\e"
            case "-": escaped += "\\-"
            // A break point after each slash: without hyphenation a run such as
            // viewWillAppear:/viewDidAppear:/… is wider than the page and troff warns.
            case "/": escaped += "/\\:"
            default: escaped.append(character)
            }
        }
        if escaped.hasPrefix(".") || escaped.hasPrefix("'") { escaped = "\\&" + escaped }
        return escaped
    }

    /// Bold (flags, commands, words typed as they are).
    static func bold(_ text: String) -> String { "\\fB" + escape(text) + "\\fR" }

    /// Italic (placeholders such as FILE).
    static func italic(_ text: String) -> String { "\\fI" + escape(text) + "\\fR" }
}
