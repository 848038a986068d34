import Testing
@testable import TraceParser

/// The words that name a call's object: what a line prints of `self` after a call, and the word
/// before a call that names its receiver.
@Suite("Class names in text")
struct ClassNameTests {
    @Test("The type name a text ends with is its last word, with blanks and a full stop after it left out",
          arguments: [("控制器销毁 MineController", "MineController"), ("deinit: SettingsViewController", "SettingsViewController"),
                      ("FeedVC", "FeedVC"), ("deinit FeedVC. ", "FeedVC"), ("MyApp.HomeView", "MyApp.HomeView"),
                      ("_PrivateView\t", "_PrivateView")])
    func trailingTypeName(text: String, name: String) {
        let bytes = Array(text.utf8)
        let found = bytes.withUnsafeBytes { raw in ClassName.trailingTypeName(in: raw).map { ByteText.string(raw, $0) } }
        #expect(found == name)
    }

    @Test("A text whose last word is no type, or is glued to other text, ends with no type name",
          arguments: ["viewDidLoad called", "title=HomeViewController", "", "  . ", "loaded 42", "(FeedVC"])
    func noTrailingTypeName(text: String) {
        let bytes = Array(text.utf8)
        #expect(bytes.withUnsafeBytes { ClassName.trailingTypeName(in: $0) } == nil)
    }

    @Test("A word before a call names its object when it is a type or a numbered label",
          arguments: [("FeedVC", true), ("_Private", true), ("vc1", true), ("then", false), ("vc", false), ("", false),
                     // A transition's roles, which lists of orders use in place of names.
                     ("Current", false), ("New", false), ("Presenting", false)])
    func typeOrLabel(word: String, names: Bool) {
        #expect(ClassName.readsAsTypeOrLabel(word) == names)
    }

    @Test("The runtime's subclasses print the class they stand for", arguments: [
        ("NSKVONotifying_FeedViewController", "FeedViewController"), ("_NSZombie_FeedViewController", "FeedViewController"),
        ("NSKVONotifying_", "NSKVONotifying_"), ("MyApp.FeedVC", "FeedVC"),
    ])
    func runtimeSubclassesNormalise(raw: String, name: String) {
        #expect(ClassName.normalize(raw) == name)
    }
}
