import Testing
@testable import TraceChecker

/// `TemplateRule.render` finds placeholders in the bytes of ASCII messages; these cases hold it to
/// the character-by-character rendering it replaced, and show what each rule of rendering is.
struct TemplateMessageRenderTests {
    static let values = ["object": "FeedVC@0x7fa3c2d00320", "name": "UIKeyboardWillShowNotification",
                         "empty": "", "braces": "{name}", "a{b": "never", "é": "accented"]

    static let formats = [
        "no placeholders at all",
        "{object} was never deallocated",
        "{object} added {name} twice; {name} again",
        "unknown {missing} stays as written, known {name} does not",
        "a value with braces is not expanded again: {braces}",
        "an empty value: [{empty}]",
        "no closing brace: {object",
        "a brace inside a key: {a{b} and {object}",
        "}{object}{ and {}{",
        "{object}",
        "{{object}}",
        "",
        "non-ASCII keeps the character walk: {object} → {name}",
        "a brace a combining mark follows is another character: {\u{301}object} and {object}",
        "a non-ASCII key: {é}",
    ]

    @Test("Every format renders as the character walk renders it", arguments: formats)
    func rendersAsTheCharacterWalk(format: String) {
        #expect(TemplateRule.render(format, Self.values) == TemplateRule.renderCharacters(format, Self.values))
    }

    @Test("Placeholders are replaced once, unknown ones and stray braces stay")
    func replacesKnownPlaceholdersOnce() {
        #expect(TemplateRule.render("{object} added {name}", Self.values)
            == "FeedVC@0x7fa3c2d00320 added UIKeyboardWillShowNotification")
        #expect(TemplateRule.render("{braces} {missing} {object", Self.values) == "{name} {missing} {object")
        #expect(TemplateRule.render("{{object}}", Self.values) == "{FeedVC@0x7fa3c2d00320}")
        #expect(TemplateRule.render("{\u{301}object}", Self.values) == "{\u{301}object}")
    }
}
