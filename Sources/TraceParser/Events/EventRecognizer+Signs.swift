import Foundation

/// The byte signs a message must hold to yield an event: the cheap tests that run before any
/// pattern, and the needles literal-first scanning derives from them.
extension EventRecognizer {
    /// `-[` or `+[` somewhere: the only way an Objective-C token can start.
    static func hasObjCToken(_ m: UnsafeRawBufferPointer) -> Bool { hasPair(m, objcTokenSigns) }

    /// `()` or `:)`: a Swift `#function` call shape (`viewDidLoad()`, `viewWillAppear(_:)`).
    static func hasCallShape(_ m: UnsafeRawBufferPointer) -> Bool { hasPair(m, callShapeSigns) }

    /// Two-byte signs: a second byte (the rarer, found by memchr) right after one of two firsts.
    typealias PairSign = (firsts: (UInt8, UInt8), second: UInt8)
    static let objcTokenSigns: PairSign = ((ASCII.minus, ASCII.plus), ASCII.leftBracket)
    static let callShapeSigns: PairSign = ((ASCII.leftParenthesis, ASCII.colon), ASCII.rightParenthesis)

    /// Byte strings at least one of which every message that yields an event holds: exactly the
    /// signs ``hints(_:)`` looks for, so a line holding none of them cannot yield an event and
    /// literal-first scanning may leave it unread.
    public static let needles: [[UInt8]] = {
        func pairs(_ sign: PairSign) -> [[UInt8]] { [[sign.firsts.0, sign.second], [sign.firsts.1, sign.second]] }
        func bytes(_ word: StaticString) -> [UInt8] { Array(UnsafeBufferPointer(start: word.utf8Start, count: word.utf8CodeUnitCount)) }
        return pairs(objcTokenSigns) + pairs(callShapeSigns)
            + (vocabularyHints + diagnosticHints + [observerHint]).map(bytes)
    }()

    /// True when `m` ends inside an Objective-C token cut after its class (`*** -[ProductDetailsViewController`,
    /// trailing blanks allowed): a paste wrapped there, and the next line may finish a sentence
    /// whose subject it is (``OpenSentence``).
    static func endsInCutToken(_ m: UnsafeRawBufferPointer) -> Bool {
        var end = m.count
        while end > 0, ByteText.isSpace(m[end - 1]) { end -= 1 }
        var start = end
        let classes = ByteClass.classes
        while start > 0, classes[Int(m[start - 1])] & ByteClass.className != 0 { start -= 1 }
        guard start < end, start >= 2, classes[Int(m[start])] & ByteClass.identifierStart != 0,
              m[start - 1] == ASCII.leftBracket, m[start - 2] == ASCII.minus || m[start - 2] == ASCII.plus else { return false }
        return true
    }

    /// True when `second` occurs right after one of `firsts`; memchr finds the rarer second byte.
    static func hasPair(_ m: UnsafeRawBufferPointer, _ sign: PairSign) -> Bool {
        let (firsts, second) = sign
        guard let base = m.baseAddress else { return false }
        var i = 1
        while i < m.count, let hit = memchr(base + i, Int32(second), m.count - i) {
            let at = UnsafeRawPointer(hit) - base
            let before = m[at - 1]
            if before == firsts.0 || before == firsts.1 { return true }
            i = at + 1
        }
        return false
    }

    /// A piece of every name ``Vocabulary`` knows (`viewWillAppear`, `deinit`, `willMoveToWindow:`,
    /// `addObserver`, `loadViewIfNeeded` …), so a line without any cannot be a Swift-shape event.
    /// Kept in step with `Vocabulary.byBaseName` and `otherUIKitNames` by a test. A word is found by
    /// its first windows (``WordWindows``): `ppearance`, not `Appearance`, whose `App` is in every
    /// line of an app named `…App` (`MyApp[1234:5678]`), each a word compare for nothing.
    static let vocabularyHints: [StaticString] = ["view", "View", "init", "Init", "FromNib", "Child", "Parent", "ppearance", "Memory",
                                                  "dealloc", "Move", "Constraints", "draw", "Observer", "rait", "Reuse", "Need",
                                                  "sizeToFit", "DEINIT", "Dealloc", "DEALLOC",
                                                  // Chinese dealloc prints: `%@ 销毁了` ("destroyed"), `%@ 被释放了` ("released").
                                                  "销毁", "释放"]

    static func hasVocabulary(_ m: UnsafeRawBufferPointer) -> Bool {
        for needle in vocabularyHints where ByteText.find(m, needle, in: 0..<m.count) != nil { return true }
        return false
    }

    /// UIKit's and Foundation's console sentences (the catalogue in the README, with real samples in
    /// `Tests/Fixtures/wild/`), and the lines leak finders print per suspect object.
    static let diagnosticPattern = "(?<zombie>message sent to deallocated instance(?: (?<zaddr>0x[0-9a-fA-F]++)(?!\\.\\.|…|[Xx]))?|Attempted to read an unowned reference but (?:the )?object (?:(?<uaddr>0x[0-9a-fA-F]+) )?was already deallocated"
        + "|Cannot form weak reference to instance \\((?<waddr>0x[0-9a-fA-F]+)\\) of class (?<wcls>[A-Za-z_][\\w.]*))"
        + "|(?<unbalanced>Unbalanced calls to begin/end appearance transitions for)"
        + "|(?<manual>Calling -(?<msel>view\\w+:?) directly on a view controller is not supported)"
        + "|(?<kvo>was deallocated while key value observers were still registered)"
        + "|(?<kvoremove>Cannot remove an observer .*(?:because it is not registered as an observer|most likely because the value for the key))"
        + "|(?<hierarchy>UIViewControllerHierarchyInconsistency|child view controller:.* should have parent view controller|A view can only be associated with at most one view controller"
        + "|Children view controllers .* must have a common parent view controller when calling)"
        + "|(?<leak>Possibly Memory Leak|In case that (?<leakcls>\\w+) should not be dealloced|Possible memory leak: |(?<dc> not deallocated after being (?:removed from its parent|dismissed))"
        // MLeaksFinder's first releases asserted instead of logging: NSAssert names the suspect's class.
        + "|Assertion failure in -\\[(?<aleak>[A-Za-z_]\\w*) assertNotDealloc\\]"
        + "|(?<ribs>(?<=>) (?:appearance )?has leaked\\. (?:.{0,400}?\\. )?Objects are expected to be deallocated at this time))"
        + "|(?<present>Attempt to present .* whose view is not in the window hierarchy|Presenting view controllers on detached view controllers is discouraged|Presenting view controller .* from detached view controller .* is (?:not supported|discouraged)|while a presentation or dismiss is in progress|Attempt to present .* while a presentation is in progress|Attempt to present .* which is already presenting"
        // Game Center's delayed presentation still pending (UIKit's own spelling, "presention").
        + "|Attempt to present .* which is waiting for a delayed presen(?:ta)?tion of"
        + "|Application tried to present modally an? (?:active|view) controller|Application tried to (?:present a nil modal|push a nil) view controller on target"
        + "|Application tried to present modal view controller on itself"
        + "|is pushing the same view controller instance|Pushing the same view controller instance more than once is not supported"
        + "|called on .* while an existing transition or presentation is occurring|Attempting to begin a modal transition from .* while a transition is already in progress"
        + "|Attempting to load the view of a view controller while it is deallocating"
        + "|UIPopoverPresentationController .{0,80}should have a non-nil sourceView or barButtonItem set before the presentation occurs"
        // UIPopoverController's exceptions (iOS 3.2 to 8, iPad only): anchored to a view in no window,
        // released while its popover shows, created on an iPhone.
        + "|Popovers cannot be presented from a view which does not have a window"
        + "|-\\[UIPopoverController dealloc\\] reached while popover is still visible"
        + "|-\\[UIPopoverController initWithContentViewController:\\] called when not running under UIUserInterfaceIdiomPad"
        + "|Your application has presented an? [\\w.]+ \\(.{0,400}?is UIModalPresentationPopover"
        + "|Trying to dismiss the presentation controller while transitioning already|presentation controller was dismissed during the presentation\\?"
        // AVKit's player shown outside any controller hierarchy, and the present warning's tail a paste kept alone.
        + "|is trying to enter full screen, but is not in its view's window's view controller hierarchy"
        + "|<[^<>]+> on <[^<>]+> whose view is not in the window hierarchy"
        // A presentation from the keyboard's window, which UIKit refuses (an alert helper that took the top-most window).
        + "|Keyboard cannot present view controllers \\(attempted to present)"
        + "|(?<memory>Received memory warning)"
        + "|(?<rootview>Manually adding the rootViewController's view to the view hierarchy is no longer supported)"
        + "|(?<nested>nested (?:push|pop) animation can result in (?:a )?corrupted navigation bar|Finishing up a navigation transition in an unexpected state"
        + "|Attempting to begin a transition on navigation bar|Can[’']t add self as subview)"
        + "|(?<noroot>Application windows are expected to have a root view controller at the end of application launch)"
        + "|(?<hosting>as a subview of\\s+\\w*Hosting[\\w.]*\\s+is not supported)"
        + "|(?<offmain>Main Thread Checker: UI API called on a background thread|modifying the autolayout engine from a background thread"
        + "|Modifying properties of a view's layer off the main thread is not allowed)"
        + "|(?<offwindow>UITableView was told to layout its visible cells and other contents without being in the view hierarchy)"
        + "|(?<orientation>Supported orientations has no common orientation with the application"
        + "|preferredInterfaceOrientationForPresentation .{0,40}must match a supported interface orientation)"
        + "|(?<pageturn>No view controller managing visible view|Failed to determine navigation direction for scroll|Duplicate states in queue)"
        + "|(?<navmisuse>Pushing a navigation controller is not supported|Tried to pop to a view controller that doesn['’]t exist"
        // A tab bar controller told to select a controller it does not hold (UITabBarController.m asserts since iOS 18's SDK).
        + "|Attempting to select a view controller that isn['’]t a child)"
        + "|(?<splitview>is expected to have a (?:view controller at index 0|master view controller) before it['’]?s used|Unexpected view controller change in \\w+ column for (?:expanding|collapsing))"

    /// Words every diagnostic sentence of `diagnostics` contains, each as long as its sentences
    /// allow: a word ordinary text also holds runs the whole pattern over that text for nothing
    /// (SpringBoard prints "… because still in use by an observer" many times a second, and
    /// "present" is a common word). `deallocated` and `dealloced`, not `dealloc`: every
    /// `-[X dealloc]` line holds that (messages with only `dealloc` are still read: it is a
    /// ``vocabularyHints`` word).
    static let diagnosticHints: [StaticString] = ["deallocated", "dealloced", "Unbalanced", "directly on", "Inconsistency", "Memory Leak",
                                                  "Attempt to present", "Presenting view controller", "presentation or dismiss",
                                                  "memory warning", "remove an observer", "parent view", "at most one", "memory leak",
                                                  "assertNotDealloc",
                                                  // Navigation's sentences, by words that start with bytes few other
                                                  // words start with: a window hit is checked against every word of
                                                  // its first byte (`view controller instance` would be, on every
                                                  // lifecycle line's `view`).
                                                  "tried to p", "ushing the same view", "existing transition",
                                                  "Attempting to begin a modal", "Attempting to load the view",
                                                  // Not needed for a whole sentence (it has "presentation or dismiss"),
                                                  // but a line wrapped before that starts one (``OpenSentence``).
                                                  "Attempt to dismiss", "Manually adding the rootViewController", "weak reference to instance",
                                                  // KVO's sentence wrapped before its class (`An instance 0x… of class`): the
                                                  // words whose windows ordinary lines rarely hold (`An instance` has `n i`).
                                                  "of class",
                                                  // Navigation's nested transitions and the crash they end in.
                                                  "corrupted navigation bar", "Finishing up a navigation", "transition on navigation bar",
                                                  "add self as subview",
                                                  // A view added inside a SwiftUI host.
                                                  "as a subview of",
                                                  // A popover presented without an anchor (an action sheet on iPad).
                                                  // Its other wordings, by words whose first bytes are rare in logs
                                                  // (`application …`, `transitioning …` start like common words).
                                                  "non-nil sourceView", "UIModalPresentationPopover", "while transitioning",
                                                  "dismissed during the presentation", "(attempted to present",
                                                  // UIPopoverController's own exceptions (`running under …` would
                                                  // check every line with `run` or `unn` in it).
                                                  "Popovers cannot be presented", "popover is still visible",
                                                  "UIUserInterfaceIdiomPad",
                                                  // A window left without a root controller at launch.
                                                  "expected to have a root view controller",
                                                  // UIKit touched off the main thread: the checker's and Auto Layout's own
                                                  // words (`background thread` starts like `ground`, `round`, common words).
                                                  "UI API called", "autolayout engine", "off the main thread is not allowed",
                                                  // A table view laid out before it is in a window.
                                                  "UITableView was told",
                                                  // A controller that allows no orientation the app allows, and
                                                  // UIPageViewController's consistency exceptions, by words whose first
                                                  // four bytes are rare in logs (`must`, `navigation`, `Interface` are not).
                                                  "no common orientation", "supported interface orientation",
                                                  "No view controller managing", "determine navigation direction", "Duplicate states in queue",
                                                  // A navigation controller pushed, a pop to a controller not in the stack, a
                                                  // tab bar told to select a controller that is not its child.
                                                  "Pushing a navigation", "Tried to pop to", "Attempting to select",
                                                  // A split view controller used before it has its controllers (iOS 5 said
                                                  // "a master view controller"), or changed while it expands or collapses.
                                                  "expected to have a view controller", "expected to have a master view", "Unexpected view controller change",
                                                  // AVKit's player outside any hierarchy; the present warning's tail alone.
                                                  " full screen", "whose view is not in"]

    /// The word `addObserver` and `removeObserver` share: without it no text announces observer traffic.
    static let observerHint: StaticString = "Observer"

    static func mayNameObserver(_ m: UnsafeRawBufferPointer) -> Bool { ByteText.find(m, observerHint, in: 0..<m.count) != nil }

    static func mayBeDiagnostic(_ m: UnsafeRawBufferPointer) -> Bool {
        for needle in diagnosticHints where ByteText.find(m, needle, in: 0..<m.count) != nil { return true }
        return false
    }
}
