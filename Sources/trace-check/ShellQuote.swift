/// Quoting of generated words for the shells the completion scripts are written in.
enum ShellQuote {
    /// A POSIX single-quoted word (bash, zsh): `'it'\''s'`.
    static func single(_ text: String) -> String {
        "'" + text.replacingOccurrences(of: "'", with: #"'\''"#) + "'"
    }

    /// A fish single-quoted word: only `\` and `'` are special inside it.
    static func fish(_ text: String) -> String {
        "'" + text.replacingOccurrences(of: #"\"#, with: #"\\"#).replacingOccurrences(of: "'", with: #"\'"#) + "'"
    }
}
