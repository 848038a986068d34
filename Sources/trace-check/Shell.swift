/// The shells `--generate-completion-script` writes for.
enum Shell: String, CaseIterable, Sendable {
    case bash, zsh, fish
}
