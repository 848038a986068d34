import Foundation

/// Finds lifecycle, observer and diagnostic events inside one message. Holds reusable PCRE2
/// matchers, so keep one per thread. Noise is rejected by byte scans before any pattern runs.
///
/// This file holds the matchers and the dispatch; each recogniser is an extension of its own:
/// the byte signs (`+Signs`), diagnostics, Objective-C tokens, Swift shapes and arguments.
public final class EventRecognizer {
    static let typeName = "[A-Za-z_$][\\w$]*(?:\\.[A-Za-z_$][\\w$]*)*"
    /// A generic type's arguments as `type(of: self)` prints them (`HostingController<ContentView>`,
    /// three levels deep), never an address (`FeedVC<0x…>` prints the receiver) or a description.
    static let genericArguments = "(?:<(?!0x)(?:[^<>:\\n]++|<(?:[^<>:\\n]++|<[^<>:\\n]*+>)*+>)*+>)?"
    static let name = "(?:[A-Za-z_]\\w*\\((?:(?:[A-Za-z_]\\w*|_):)*\\)|[A-Za-z_]\\w*(?::(?:[A-Za-z_]\\w*:)*)?)"
    /// An Objective-C token (`-[Class selector]`, `__29-[VC viewDidLoad]_block_invoke`);
    /// ``ObjCTokenScanner`` finds it without PCRE2.
    static let objcTokenPattern = "(?<pre>__\\d+)?(?<kind>[-+])\\[(?<recv><[^<>\\]]+>|[A-Za-z_$][\\w$.]*)(?:\\((?<cat>[\\w$]*)\\))? (?<sel>[A-Za-z_$][\\w$]*(?::(?:[A-Za-z_$][\\w$]*:)*)?)(?<arg>(?<=:)(?:<[^<>\\]]*>|\\(null\\)|-?(?:0x[0-9a-fA-F]+|[0-9]+(?:\\.[0-9]+)?)))?\\](?<post>_block_invoke)?"
    /// List markers, numbering (`3.`, keycap emoji `1️⃣`), `Step N --`, a `self=` before the object that starts a Swift
    /// line, and the `<private>` that unified logging prints for an interpolated `self` it redacts (`Logger`'s
    /// `"\\(self) viewWillAppear"` read in `log stream` or Console.app): a receiver that names nobody.
    static let markerPattern = "^(?:(?!\\{[-\\d{])[^\\p{L}\\p{N}<\\[(_$]+|\\((?![A-Z_])|\\d+[:.)] +|\\d\\x{FE0F}?\\x{20E3} *|\\d+\\.\\d+(?:m?s)? {2,}|Step \\d+ -+ +|self ?[=:] ?(?=<)|<private>:? +"
        // A logger's own time stamp and level before the message: `2024-03-05 10:23:45.123 `,
        // `10:23:45 `, `[2024-03-05T10:23:45Z] `, Swift's `Date()` (`2022-06-21 13:30:33 +0000 `), `[DEBUG] `,
        // `INFO: `, and Napier's yearless
        // `08-19 02:10:53.548 💚 DEBUG ` (Kotlin Multiplatform's logger on iOS).
        + "|\\[?(?:\\d{4}-\\d{2}-\\d{2}(?:[T ]\\d{1,2}:\\d{2}(?::\\d{2})?(?:[.,]\\d+)?)?|(?:\\d{2}-\\d{2} )?\\d{1,2}:\\d{2}:\\d{2}(?:[.,]\\d+)?)(?: ?(?:Z|[+-]\\d{2}:?\\d{2}))?\\]?:? +"
        + "|(?:\\[(?:\(levels))\\]|(?:\(levels)):?) +)*"
    static let levels = "TRACE|DEBUG|INFO|NOTICE|WARN|WARNING|ERROR|VERBOSE|FAULT|Trace|Debug|Info|Notice|Warn|Warning|Error|Verbose|Fault"
    /// The source-line suffix after an ObjC token (`,63`, `[第54行]`, `line 12`, the DLog macro's
    /// `[Line 33]`, `NSLog((@"%s [Line %d] " fmt), __PRETTY_FUNCTION__, __LINE__, …)`, and `%s:%d`'s `:22`; one digit
    /// is more likely `%d` of a flag, `viewWillAppear:]:1`, than a line under a file's header comment;
    /// LxDBAnything's `%s + %d`, `-[ViewController viewDidLoad] + 24🎈 obj = …`, the number glued to a
    /// sign: `+ 1 child`, `+ 120 ms`, a counter `+2` at the end are no line numbers, and a frame's
    /// `+ 16` offset never reaches this reading, frames are no calls).
    static let sourceLinePattern = "^(?:,(?<a>\\d+)\\b|\\s?\\[第(?<b>\\d+)行\\]|\\s?(?:line|L)\\s?(?<c>\\d+)\\b|\\s?\\[[Ll]ine (?<d>\\d+)\\]|:(?<e>\\d{2,})(?=[\\s\\]]|$)"
        + "|\\s?\\+\\s?(?<f>\\d+)(?=[^\\s\\w.,:;)\\]]))"
    /// An object description (`<Class: 0x…>`); ``DescriptionScanner`` finds it without PCRE2.
    static let description = "<(?<cls>[A-Za-z_$][\\w$.]*)(?::\\s?|\\s|\\()(?<addr>0x[0-9a-fA-F]+)\\)?(?=[>;,\\s])"

    let selfAddress: RegexMatcher
    let diagnostics: RegexMatcher
    let markers: RegexMatcher
    let swiftShapes: [ShapeMatcher]
    /// A logger's `[File.swift:12] function` (or React Native's RCTLog `[File.m:40] message`, or a
    /// macro's `[Class:336] dealloc`): the file or the class names the class, the number is the
    /// source line.
    let swiftFileTag: RegexMatcher
    /// A logger's file and function columns: `[ViewController.swift][viewDidLoad():45]`,
    /// `MainVC.swift viewDidLoad() 31`, `<ViewController.swift:viewDidLoad():7>`, `ViewController.swift
    /// viewDidLoad()[15]`: the file names the class, the number after the function is its source line.
    let swiftFileFunction: RegexMatcher
    /// A dealloc said in a sentence, the type first: the Chinese `XBMyselfViewController 被销毁了`,
    /// `控制器[BMSettingViewController]销毁了`, `TKPerson - 释放了` (`NSLog(@"%@ 销毁了",
    /// NSStringFromClass([self class]))` in a dealloc, a common convention), and the Swift book's
    /// `print("\(name) is being deinitialized")`.
    let deallocSentence: RegexMatcher
    let notificationName: RegexMatcher
    let flag: RegexMatcher
    let sourceLineSuffix: RegexMatcher
    let frameLine: RegexMatcher
    let truncatedToken: RegexMatcher
    /// Selectors as printed, with their kind; class names as printed, normalised.
    let selectors = NameCache<NamedSelector>()
    let classNames = NameCache<NamedClass>()
    /// Free-text arguments and notification names, one string per spelling (see ``StringInterner``).
    /// Arguments are cut at 200 characters, so longer keys would never be stored whole.
    let texts = StringInterner(slots: 4096, maxKeyLength: 200)

    /// A selector or Swift function with what the shapes ask of it, all pure functions of its
    /// spelling: worked out once per spelling, not per event.
    struct NamedSelector {
        let selector: String
        let kind: EventKind
        /// Has `(`: a Swift call shape (`viewDidLoad()`).
        let isCall: Bool
        /// Has `:`.
        let hasColon: Bool
        /// A lifecycle or other UIKit name, or `deinit`.
        let isKnown: Bool
        /// One of ``Vocabulary/bareNames``.
        let isBareName: Bool

        init(_ selector: String) {
            self.selector = selector
            kind = Vocabulary.kind(of: selector)
            isCall = selector.utf8.contains(ASCII.leftParenthesis)
            hasColon = selector.utf8.contains(ASCII.colon)
            isKnown = kind != .other || selector == "deinit" || Vocabulary.otherUIKitNames.contains(selector)
            isBareName = Vocabulary.bareNames.contains(selector) || Vocabulary.viewCallbackIgnoringCase(selector).map(Vocabulary.bareNames.contains) == true
        }
    }

    /// A selector or Swift function as a string with its ``Vocabulary`` kind, made once per spelling.
    @inline(__always)
    func selectorAndKind(_ bytes: UnsafeRawBufferPointer) -> NamedSelector {
        selectors.value(for: bytes) { NamedSelector(String(decoding: bytes, as: UTF8.self)) }
    }

    /// A class name as printed, normalised, with what an Objective-C token asks of it: pure
    /// functions of its spelling, worked out once per spelling, not per token.
    struct NamedClass {
        let name: String
        /// Ends in `NotificationCenter`: the token names the centre, not the observer.
        let isNotificationCenter: Bool
        /// One of ``ClassName/genericOwners``.
        let isGenericOwner: Bool

        init(_ name: String) {
            self.name = name
            isNotificationCenter = name.hasSuffix("NotificationCenter")
            isGenericOwner = ClassName.isGenericOwner(name)
        }
    }

    /// ``NamedClass`` of the printed name, made once per distinct spelling.
    @inline(__always)
    func namedClass(_ bytes: UnsafeRawBufferPointer) -> NamedClass {
        classNames.value(for: bytes) { NamedClass(ClassName.normalize(String(decoding: bytes, as: UTF8.self))) }
    }

    /// `ClassName.normalize` of the printed name, made once per distinct spelling.
    @inline(__always)
    func normalizedClass(_ bytes: UnsafeRawBufferPointer) -> String { namedClass(bytes).name }

    /// Group numbers of a Swift shape's pattern, looked up once instead of by name per line.
    struct ShapeGroups {
        let fn, cls, cls2, addr, srcline, rest, more: Int?
        init(_ regex: Regex) {
            fn = regex.groupIndex(named: "fn"); cls = regex.groupIndex(named: "cls"); cls2 = regex.groupIndex(named: "cls2")
            addr = regex.groupIndex(named: "addr"); srcline = regex.groupIndex(named: "srcline")
            rest = regex.groupIndex(named: "rest"); more = regex.groupIndex(named: "more")
        }
    }

    enum SwiftShape { case descriptionFirst, bracketWithLine, bracketFunctionLabel, bracketType, functionInType, functionThenType, deinitType, typeSpaceFunction, typeAddressFunction, typeDotFunction, typeSeparatorFunction, screenLabel, numberedScriptLabel, labelledType, labelledFields, functionDescription, bare }

    /// A Swift shape with its pattern and the pattern's group numbers. A class, not a tuple or a
    /// struct: iterating an array of those copied each one through value witnesses (the
    /// runtime's generic tuple copy, or the struct's outlined one), hundreds of instructions per
    /// shape tried, where a reference is one retain.
    final class ShapeMatcher {
        let shape: SwiftShape
        let matcher: RegexMatcher
        let groups: ShapeGroups

        init(shape: SwiftShape, matcher: RegexMatcher, groups: ShapeGroups) {
            self.shape = shape
            self.matcher = matcher
            self.groups = groups
        }
    }

    /// `<Module.Type: 0x…> function(_:)`, the commonest Swift shape; ``DescriptionCallScanner``
    /// reads it without PCRE2 where it can. A view's description goes on with its fields, one of them
    /// a description too (`<App.PhotoCell: 0x…; baseClass = UITableViewCell; frame = (0 88; 390 44);
    /// layer = <CALayer: 0x…>> deinit`). A colon or a separator may follow the description
    /// (`print("\(self): \(#function)")`, `print("\(self) - \(#function)")`), or a dot join them
    /// (`"\(self).\(#function)"`: `<iOSInjection.SwiftEval: 0x…>.deinit()`, InjectionIII#290).
    static let descriptionFirstPattern =
        "^<(?<cls>[\\w.$]+): (?<addr>0x[0-9a-fA-F]+)(?:;(?:[^<>]|<[^<>]*>)*)?>(?:\\{[^}]*\\})?(?:(?::| (?:\(descriptionSeparator)))? | ?\\.)(?:(?<cls2>\(typeName)) )?(?<fn>\(name))\(afterCall)(?<rest>(?:\\s.*)?)$"

    /// What people put between a type and `#function` (`"\(Self.self): \(#function)"`,
    /// `"\(type(of: self)) - \(#function)"`, `FeedVC --> viewDidLoad`, `FeedVC#viewDidLoad`): a colon,
    /// dashes, an arrow (`->` also without blanks, as C's member arrow), a bar, `>`, or Ruby's and
    /// JavaScript's `#`; a colon with blanks on both sides too (`FourthViewController : viewDidAppear`,
    /// columns aligned by hand: `ViewController   : viewWillAppear`).
    static let typeSeparator = "(?:::|: *| *\u{FF1A} *|#|-+>| +(?:\(descriptionSeparator)|\u{2013}|\u{2014}|\u{2192}|>|:) +)"
    /// What people put between an object's description and `#function` (`<FeedVC: 0x…> - deinit`),
    /// blanks around it: dashes with an optional arrow head, `=` arrows, a bar, `→`.
    static let descriptionSeparator = "-+>?|=+>|\\||\u{2192}"
    /// A colon right after a Swift function's parentheses ends the name, not the line's text:
    /// `"\(type(of: self)) \(#function): \(animated)"` prints `FeedVC viewDidAppear(_:): true`.
    static let afterCall = "(?:(?<=\\)):)?"
    /// True for the shapes that take a type, then the function: after a colon there, the type must read
    /// as a compound name (``afterCall``, ``ClassName/readsAsCompoundName(_:)``).
    static func takesTypeThenFunction(_ shape: SwiftShape) -> Bool {
        switch shape {
        case .bracketType, .typeSpaceFunction, .typeSeparatorFunction, .labelledFields, .screenLabel, .numberedScriptLabel, .labelledType: true
        default: false
        }
    }

    /// A geometry as Foundation prints it (`NSStringFromCGRect`: `{{0, 0}, {768, 1004}}`, a size or a
    /// point `{320, 480}`, insets `{20, 0, 0, 0}`): numbers, commas, blanks and braces, no code.
    static let geometry = "\\{[-\\d{][-\\d.e, {}]{2,80}\\}"

    /// The groups a Swift shape found, from PCRE2 or a byte scanner.
    struct ShapeMatch {
        var fn, cls, cls2, addr, srcline, rest, more: Range<Int>?

        init(_ match: RegexMatch, _ groups: ShapeGroups) {
            @inline(__always) func group(_ number: Int?) -> Range<Int>? { number.flatMap { match[$0] } }
            fn = group(groups.fn); cls = group(groups.cls); cls2 = group(groups.cls2); addr = group(groups.addr)
            srcline = group(groups.srcline); rest = group(groups.rest); more = group(groups.more)
        }

        init(_ found: DescriptionCallScanner.Match) {
            fn = found.fn; cls = found.cls; cls2 = found.cls2; addr = found.addr; rest = found.rest
        }
    }

    /// Compiles the patterns once; matchers are private to this recognizer.
    public init() {
        func make(_ pattern: String) -> RegexMatcher { EventRecognizer.compiled(pattern).makeMatcher() }
        let t = EventRecognizer.typeName, n = EventRecognizer.name, g = EventRecognizer.genericArguments, a = EventRecognizer.afterCall
        selfAddress = make("\\bself\\s?[=:]\\s?(?:<(?<cls>[A-Za-z_$][\\w$.]*):\\s?)?(?<addr>0x[0-9a-fA-F]+)")
        diagnostics = make(EventRecognizer.diagnosticPattern)
        // List markers, numbering, `Step N --`, and a `self=` before the object that starts a Swift line.
        markers = make(EventRecognizer.markerPattern)
        let shapes: [(SwiftShape, RegexMatcher)] = [
            (.descriptionFirst, make(EventRecognizer.descriptionFirstPattern)),
            // `[FeedVC viewDidLoad](26)`, and `[SecondVC : viewDidLoad]` between rules of dashes (blog posts on modal
            // presentation, jinnify.tistory.com/64).
            (.bracketWithLine, make("^\\[(?<cls>\(t))(?: | ?: )(?<fn>\(n))\\](?:\\((?<srcline>\\d+)\\))?(?<rest>.*)$")),
            // `---------- [ viewWillAppear - B vc ] ----------`: a banner of the method and the screen's label
            // (Korean study notes on presentation styles), which ends in a controller's or screen's word
            // (`[viewDidLoad - called]`, `[… - start]` mark the call); the label is the instance.
            (.bracketFunctionLabel, make("^\\[ ?(?<fn>\(n)) +[-\u{2013}] +(?<cls>(?:[A-Za-z][A-Za-z0-9_]{0,15} )?[A-Za-z0-9_]{0,16}(?:VC|vc|Vc|Controller|View|Screen|screen|Page|page)) ?\\](?<rest>.*)$")),
            // `[FeedVC] viewDidLoad`, `(FeedVC) viewDidLoad`: in parentheses only a type-like name, not `(lldb)`.
            (.bracketType, make("^(?|\\[(?<cls>\(t))\\]|\\((?=[A-Z_])(?<cls>\(t))\\)) (?<fn>\(n))\(a)(?<rest>(?:\\s.*)?)$")),
            // `layoutSubviews in MyView`, `deinit in FeedVC`: the function, then the type it ran in.
            (.functionInType, make("^(?<fn>\(n)) in (?<cls>\(t))(?<rest>(?:\\s.*)?)$")),
            // `deinit FeedVC`, `Deinit: FeedVC` (`print("** Deinit: \(type(of: self)) **")`).
            (.deinitType, make("^(?<fn>deinit|Deinit|DEINIT):? (?<cls>\(t))(?<rest>(?:\\s.*)?)$")),
            // `deinit <MyApp.FeedVC: 0x…>`, and with a separator: `DEINIT - <…>`, `deinit: <…>`; with the receiver
            // spelled out, `viewDidLoad self=<FeedVC: 0x…>` (`NSLog(@"viewDidLoad self=%@", self)`), `viewWillAppear: self = <…>`.
            (.functionDescription, make("^(?<fn>\(n))(?: +(?:\(EventRecognizer.descriptionSeparator))|(?<=[\\w)]):)?(?: | +self *[=:] *)<(?<cls>[\\w.$]+): (?<addr>0x[0-9a-fA-F]+)(?:;(?:[^<>]|<[^<>]*>)*)?>(?<rest>.*)$")),
            (.typeSpaceFunction, make("^(?<cls>\(t)\(g))(?: |  +(?=[a-z]))(?<fn>\(n))\(a)(?:\\.(?=\\s*$))?(?<rest>(?:(?<=:)(?:[01]|YES|NO)(?!\\w))?(?:\\s.*)?)$")),
            // `NSLog(@"%@(%p) %@", NSStringFromClass([self class]), self, NSStringFromSelector(_cmd))`:
            // the class, the receiver's address (in parentheses, angle brackets or bare), the selector.
            (.typeAddressFunction, make("^(?<cls>\(t))(?:\\(|<|:? \\[?)(?<addr>0x[0-9a-fA-F]+)[)>\\]]? +(?<fn>\(n))\(a)(?<rest>(?:\\s.*)?)$")),
            // `FeedVC.viewDidLoad()`, and SwiftyBeaver's default `$N.$F:$l - $M`: `FeedVC.viewDidLoad():29 - loaded`.
            (.typeDotFunction, make("^(?<cls>\(t))\\.(?<fn>\(n))(?:(?<=\\)):(?<srcline>\\d+)|(?<=\\)):(?=\\s))?(?<rest>(?:\\s.*)?)$")),
            (.typeSeparatorFunction, make("^(?<cls>\(t)\(g))\(EventRecognizer.typeSeparator)(?<fn>\(n))(?:@(?<srcline>\\d+))?\(a)(?<rest>(?:\\s.*)?)$")),
            // `Class:FeedVC Method:viewDidLoad` (`NSLog(@"Class:%@ Method:%@", [self class], NSStringFromSelector(_cmd))`),
            // `クラス名:FeedVC メソッド名:viewDidLoad()`: two labelled fields, the type's and the method's.
            (.labelledFields, make("^[^\\s:\u{FF1A}<\\[(][^\\s:\u{FF1A}]{0,15}[:\u{FF1A}] ?(?<cls>\(t))[ ,\u{FF0C}]+[^\\s:\u{FF1A}]{1,16}[:\u{FF1A}] ?(?<fn>\(n))\(a)(?<rest>(?:\\s.*)?)$")),
            // `画面A:viewDidLoad()`, `Tela 1: viewDidLoad`, `Экран A: viewWillAppear`: a screen's label (in the
            // writer's script, or numbered), a colon (ASCII or full-width), then the call (``screenLabel(_:)``).
            (.screenLabel, make("^(?<cls>(?:[\\p{L}\\p{N}_]+ ){0,2}[\\p{L}\\p{N}_]{1,16})[:\u{FF1A}] ?(?<fn>\(n))\(a)(?<rest>(?:\\s.*)?)$")),
            // `1번째 viewDidLoad 호출` ("1st viewDidLoad called"), `Экран1 viewWillAppear`, `页面01 viewDidLoad`: one word
            // in another script with a number in it, then the call, without a colon (``mayStartWithNumberedScriptLabel(_:)``).
            (.numberedScriptLabel, make("^(?<cls>[\\p{L}\\p{N}_]{1,16}) (?<fn>\(n))\(a)(?<rest>(?:\\s.*)?)$")),
            // `A ViewController viewDidLoad()`, `First VC viewWillAppear(_:)`, `VC-1 viewDidLoad 호출됨`, `D-child
            // viewWillAppear`, `Home-VC viewWillAppear:`: a screen's label of a short word and a controller's or
            // view's type, a name and a number, or a letter or a name hyphenated to a word or a role (`Post-login`,
            // `Re-entry` are English words; blog posts label each controller of one class so); the label is the instance. Words that
            // start English sentences are not labels (`When ViewController viewDidLoad() runs`), nor are a
            // logger's one-letter levels (`D FeedViewController viewDidLoad`) or a transition's roles.
            (.labelledType, make("^(?<cls>(?!(?:The|This|That|These|Those|When|Then|If|In|On|At|And|But|So|Now|After|Before|My|Our|Your|Its|Each|Every|Why|How|What|Where|Is|Are|Only|Also|Not|No|Call|Calls|Called|[DVIWEFT])\\b)"
                                 + "[A-Z0-9][A-Za-z0-9]{0,11} (?:[A-Z_]\\w*)?(?:Controller|VC|View)|(?:[A-Za-z]*(?:Controller|View|Screen|Page|Tab)|VC|vc)-\\d{1,3}"
                                 + "|[A-Z]-[a-z][a-z0-9]{1,15}|[A-Z][A-Za-z0-9]{0,11}-(?:[Cc]hild|[Pp]arent|vc|VC|View|Controller|[Ss]creen|[Pp]age|[Tt]ab))(?:\\.swift)? (?<fn>\(n))\(a)(?<rest>(?:\\s.*)?)$")),
            // `viewDidLoad() FeedVC`, `viewWillAppear - HomeViewController` (`print(#function, type(of: self))`):
            // the function, then a controller's or view's type alone.
            (.functionThenType, make("^(?<fn>\(n))(?: +|: +| +(?:\(EventRecognizer.descriptionSeparator)|\u{2013}|\u{2014}) +)(?<cls>\(t))(?<rest>[ \t]*)$")),
            // A bare name may carry one token after it (`viewDidLoad 3F2504E0-…`, `viewWillAppear: 2`): a
            // counter, an id or a title printed beside `#function`, which does not change the call; or
            // English's mark of the call in words (`viewDidLoad is running`, ``isWordedCallNote(_:)``). A
            // geometry printed with `NSStringFromCGRect(self.view.bounds)` may come before or after it
            // (`{{0, 0}, {768, 1004}} viewDidLoad`: the bounds of a rotation trace). An optional printed beside it
            // is one value however many blanks it holds (`print(#function, view.window)`: `viewDidAppear(_:) Optional(<UIWindow: 0x…; frame = …>)`).
            (.bare, make("^(?:\(EventRecognizer.geometry)\\s+)?(?<fn>\(n))(?<more>(?: (?!(?:is|was|has) )\(n))*)(?<rest>(?:\\s+-\\s.*|: .*|\\s+\\S+|\\s+(?:\(EventRecognizer.wordedCallNotePattern))[.!]*|\\s+Optional\\(.*\\)|\\s+\(EventRecognizer.geometry))?)$")),
        ]
        swiftShapes = shapes.map { ShapeMatcher(shape: $0.0, matcher: $0.1, groups: ShapeGroups($0.1.regex)) }
        swiftFileTag = make("\\[(?|(?<cls>[A-Za-z_]\\w*)\\.(?:swift|mm?)|(?<cls>(?=[A-Z_]\\w*[a-z])\\w+)):(?<srcline>\\d+)\\] (?<fn>\(n))(?<rest>.*)$")
        // `FeedVC.swift:42 viewDidLoad()`, `[FeedVC.swift][viewDidLoad()]`, swift-logger's `FeedVC.swift > viewDidLoad(): 25`,
        // `print(#file, #line, #function, #column)`'s `/…/FeedVC.swift 15 viewDidLoad() 40`, and hgkim2024/Log's
        // `[FeedVC.swift]:19 [viewDidLoad()] - message`, `[FeedVC.swift]:19 - viewDidLoad(): message`,
        // `[FeedVC.swift:42 - viewDidLoad()]`, and a helper's
        // `print("\\(file)[\\(line)], \\(function): ")`: `FeedVC.swift[20], viewDidLoad(): `.
        swiftFileFunction = make("(?:^|(?<=[\\s\\[@<|/]))(?<cls>[A-Za-z_]\\w*)\\.swift(?:\\]\\[|\\] |:(?<dashafter>\\d+) +- +|:(?<lineafter>\\d+) +| +(?<linemid>\\d+) +| +[>|-] +"
                                 + "|\\]:(?<fileline>\\d+) +\\[|\\]:(?<dashline>\\d+) +- +|\\[(?<indexline>\\d+)\\], +|:| +)(?<fn>\(n))"
                                 + "(?:: ?(?<colonline>\\d+)|\\[(?<bracketline>\\d+)\\]| (?<spaceline>\\d+)(?=\\s|$))?(?(<fileline>)\\]?)(?<rest>.*)$")
        deallocSentence = make("^(?:控制器|页面)?[\\[【]?(?<cls>[A-Z_][A-Za-z0-9_.$]*)[\\]】]? *(?:[-:：] *)?(?:(?:已经|已)?被?(?:销毁|释放)(?:了|掉了)?|is (?:being )?deinitiali[sz]ed)[ \\t!！。.~]*$")
        notificationName = make("\\bname\\s?[=:]\\s?(?<name>[^\\s,;)>]+)|(?<token>\\b[A-Za-z_][\\w.]*Notification\\b|Notification\\.Name\\.\\w+)")
        flag = make("\\b(?:animated|isAppearing|appearing)\\s?[=:]\\s?(?<value>1|0|YES|NO|true|false)\\b")
        sourceLineSuffix = make(EventRecognizer.sourceLinePattern)
        frameLine = make(BacktraceFrame.pattern)
        truncatedToken = make(EventRecognizer.truncatedTokenPattern)
    }

    /// Compiled patterns are immutable and shared by every recognizer: JIT-compiling them costs about
    /// 1 ms, which every short check (a rule example, a small file) would otherwise pay again.
    static let compiledLock = NSLock()
    nonisolated(unsafe) private static var compiledPatterns: [String: Regex] = [:]

    static func compiled(_ pattern: String) -> Regex {
        compiledLock.lock()
        defer { compiledLock.unlock() }
        if let regex = compiledPatterns[pattern] { return regex }
        let regex = try! Regex(pattern)
        compiledPatterns[pattern] = regex
        return regex
    }

    /// Recognise every event in `message`; `emit` is called once per event, in line order.
    public func recognize(_ message: UnsafeRawBufferPointer, emit: (RecognizedEvent) -> Void) {
        guard let hints = EventRecognizer.hints(message) else { return }
        recognize(message, hints: hints, emit: emit)
    }

    /// Most Objective-C method tokens read from one message (documented in README, "Reliability
    /// and limits"): the rest of such a line is not read for events.
    public static let maximumTokensPerMessage = 64

    /// The byte signs of events in `message`; nil when it cannot hold any (too short, or none of the
    /// signs): such a message need not be kept for recognition. There is no upper bound: a message
    /// is as long as the line reader let it be (`--max-line-length`, whose cut is warned about), so
    /// a `dealloc` line with a long payload is never silently lost.
    static func hints(_ message: UnsafeRawBufferPointer) -> MessageHints? {
        guard message.count >= 4 else { return nil }
        let hints = MessageHints(message)
        return hints.flags == 0 ? nil : hints
    }

    /// `recognize` with the hints already found by ``hints(_:)``; `tagged` is the message with the
    /// format's tag before it (`[END] viewDidLoad`), where a tracer's mark may be the tag.
    func recognize(_ message: UnsafeRawBufferPointer, hints: MessageHints, tagged: UnsafeRawBufferPointer? = nil,
                   emit: (RecognizedEvent) -> Void) {
        let message = EventRecognizer.trimmingLineBreakTag(message)
        // Noise is rejected by byte scans: each recogniser runs only when the bytes it needs are there.
        if usesPlainCalls, hints.hasObjCToken, plainCall(in: message, hints: hints, emit: emit) { return }
        // A backtrace frame names methods on the stack, never a call made now.
        if BacktraceFrame.mayBeFrame(message), frameLine.match(message, anchored: true) != nil { return }
        if message.count >= 20, hints.mayBeDiagnostic, let event = diagnostic(in: message) {
            emit(event)
            return
        }
        // `Enter viewDidLoad <FeedVC: 0x…>` … `Exit viewDidLoad <FeedVC: 0x…>`, `[END] FeedVC.viewDidLoad`:
        // a tracer's mark before the method is the line's text, read as the same word after the method is
        // (`viewDidLoad Start` … `viewDidLoad End`), so the two lines are one call (``CallMarker``). It
        // stands in for no argument or the receiver's own description, which says nothing more.
        if let (marked, mark) = CallMarker.leadingMark(in: message).map({ (message, $0) })
            ?? tagged.flatMap({ tagged in CallMarker.leadingMark(in: tagged).map { (tagged, $0) } }) {
            let text = ByteText.string(marked, mark)
            calls(in: message, hints: hints) { event in
                var event = event
                if EventRecognizer.namesNothingButTheReceiver(event) { event.argument = .text(text) }
                emit(event)
            }
        } else {
            calls(in: message, hints: hints, emit: emit)
        }
    }

    /// The calls `message` prints, for ``recognize(_:hints:emit:)``.
    @inline(__always)
    private func calls(in message: UnsafeRawBufferPointer, hints: MessageHints, emit: (RecognizedEvent) -> Void) {
        if hints.hasObjCToken, objcEvents(in: message, hints: hints, emit: emit) { return }
        // A call shape (`viewDidLoad()`) is how Swift prints the name itself: words are looked for only without one.
        if hints.hasVocabulary, !hints.hasCallShape, let phrase = SpelledCallback(in: message) {
            swiftEvents(in: message, hints: hints, spelling: phrase, emit: emit)
        } else if hints.hasCallShape || hints.hasVocabulary {
            swiftEvents(in: message, hints: hints, emit: emit)
        }
    }

    /// True when `event`'s argument is nothing, or the description of the receiver it was bound to
    /// (`<FeedVC: 0x…>`, `<MyApp.FeedVC: 0x…>`).
    static func namesNothingButTheReceiver(_ event: RecognizedEvent) -> Bool {
        if event.argument == .unknown || event.storedArgument.describes(className: event.className, address: event.address) { return true }
        guard case let .text(text) = event.argument, let address = event.address, text.hasPrefix("<") else { return false }
        return text.hasSuffix(": " + Address.hex(address) + ">") && !text.dropFirst().contains("<")
    }

    /// `message` without an HTML line break at its end (`Parent: viewDidLoad<br>`, `<br/>`, `<br />`):
    /// logs copied from a page's Markdown source (Qiita, Jekyll) keep the tag that broke the lines.
    @inline(__always)
    static func trimmingLineBreakTag(_ m: UnsafeRawBufferPointer) -> UnsafeRawBufferPointer {
        // Asked for every message: most end in neither `>` nor a blank, and a description's `>` follows
        // an address's digit, not `r` or `/`.
        let n = m.count
        guard n >= 4 else { return m }
        let last = m[n - 1]
        if last == ASCII.greaterThan {
            let before = m[n - 2] | 0x20
            guard before == ASCII.r || before == ASCII.slash | 0x20 else { return m }
        } else if !ByteText.isSpace(last) {
            return m
        }
        return trimmingLineBreakTagAtEnd(m)
    }

    private static func trimmingLineBreakTagAtEnd(_ m: UnsafeRawBufferPointer) -> UnsafeRawBufferPointer {
        var end = m.count
        while end > 0, ByteText.isSpace(m[end - 1]) { end -= 1 }
        guard end >= 4, m[end - 1] == ASCII.greaterThan else { return m }
        var close = end - 1
        if close > 0, m[close - 1] == ASCII.slash {
            close -= 1
            if close > 0, m[close - 1] == ASCII.space { close -= 1 }
        }
        guard close >= 3, m[close - 3] == ASCII.lessThan, m[close - 2] | 0x20 == ASCII.b, m[close - 1] | 0x20 == ASCII.r else { return m }
        return UnsafeRawBufferPointer(rebasing: m[0..<(close - 3)])
    }

    /// False only where tests and the fuzz target compare ``plainCall(in:hints:emit:)`` with the
    /// general path it stands in for.
    @_spi(Testing) public var usesPlainCalls = true

    /// True when `message` holds a whole diagnostic sentence that yields an event: the test that
    /// ends a hard-wrapped sentence (``OpenSentence``).
    public func holdsDiagnostic(_ message: UnsafeRawBufferPointer) -> Bool {
        message.count >= 20 && diagnostic(in: message) != nil
    }

    /// True when `message` would yield at least one event (used to tell bare lines from continuations).
    public func hasEvent(_ message: UnsafeRawBufferPointer) -> Bool {
        var found = false
        recognize(message) { _ in found = true }
        return found
    }
}
