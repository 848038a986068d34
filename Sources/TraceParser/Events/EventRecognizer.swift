import Foundation

/// Finds lifecycle, observer and diagnostic events inside one message. Holds reusable PCRE2
/// matchers, so keep one per thread. Noise is rejected by byte scans before any pattern runs.
public final class EventRecognizer {
    private static let typeName = "[A-Za-z_$][\\w$]*(?:\\.[A-Za-z_$][\\w$]*)*"
    private static let name = "(?:[A-Za-z_]\\w*\\((?:(?:[A-Za-z_]\\w*|_):)*\\)|[A-Za-z_]\\w*(?::(?:[A-Za-z_]\\w*:)*)?)"
    /// An Objective-C token (`-[Class selector]`, `__29-[VC viewDidLoad]_block_invoke`);
    /// ``ObjCTokenScanner`` finds it without PCRE2.
    static let objcTokenPattern = "(?<pre>__\\d+)?(?<kind>[-+])\\[(?<recv><[^<>\\]]+>|[A-Za-z_$][\\w$.]*)(?:\\((?<cat>[\\w$]*)\\))? (?<sel>[A-Za-z_$][\\w$]*(?::(?:[A-Za-z_$][\\w$]*:)*)?)\\](?<post>_block_invoke)?"
    /// List markers, numbering, `Step N --`, and a `self=` before the object that starts a Swift line.
    static let markerPattern = "^(?:[^\\p{L}\\p{N}<\\[_$]+|\\d+[:.)] +|Step \\d+ -+ +|self ?[=:] ?(?=<))*"
    /// The source-line suffix after an ObjC token (`,63`, `[第54行]`, `line 12`).
    static let sourceLinePattern = "^(?:,(?<a>\\d+)\\b|\\s?\\[第(?<b>\\d+)行\\]|\\s?(?:line|L)\\s?(?<c>\\d+)\\b)"
    /// An object description (`<Class: 0x…>`); ``DescriptionScanner`` finds it without PCRE2.
    static let description = "<(?<cls>[A-Za-z_$][\\w$.]*)(?::\\s?|\\s|\\()(?<addr>0x[0-9a-fA-F]+)\\)?(?=[>;,\\s])"

    private let selfAddress: RegexMatcher
    private let diagnostics: RegexMatcher
    private let markers: RegexMatcher
    private let swiftShapes: [(shape: SwiftShape, matcher: RegexMatcher, groups: ShapeGroups)]
    private let swiftFileTag: RegexMatcher
    private let notificationName: RegexMatcher
    private let flag: RegexMatcher
    private let sourceLineSuffix: RegexMatcher
    private let frameLine: RegexMatcher
    private let truncatedToken: RegexMatcher
    /// Selectors as printed, with their kind; class names as printed, normalised.
    private let selectors = NameCache<NamedSelector>()
    private let classNames = NameCache<String>()

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
            isBareName = Vocabulary.bareNames.contains(selector)
        }
    }

    /// A selector or Swift function as a string with its ``Vocabulary`` kind, made once per spelling.
    @inline(__always)
    private func selectorAndKind(_ bytes: UnsafeRawBufferPointer) -> NamedSelector {
        selectors.value(for: bytes) { NamedSelector(String(decoding: bytes, as: UTF8.self)) }
    }

    /// `ClassName.normalize` of the printed name, made once per distinct spelling.
    @inline(__always)
    private func normalizedClass(_ bytes: UnsafeRawBufferPointer) -> String {
        classNames.value(for: bytes) { ClassName.normalize(String(decoding: bytes, as: UTF8.self)) }
    }

    /// Group numbers of a Swift shape's pattern, looked up once instead of by name per line.
    struct ShapeGroups {
        let fn, cls, cls2, addr, srcline, rest, more: Int?
        init(_ regex: Regex) {
            fn = regex.groupIndex(named: "fn"); cls = regex.groupIndex(named: "cls"); cls2 = regex.groupIndex(named: "cls2")
            addr = regex.groupIndex(named: "addr"); srcline = regex.groupIndex(named: "srcline")
            rest = regex.groupIndex(named: "rest"); more = regex.groupIndex(named: "more")
        }
    }

    enum SwiftShape { case descriptionFirst, bracketWithLine, bracketType, deinitType, typeSpaceFunction, typeDotFunction, functionDescription, bare }

    /// `<Module.Type: 0x…> function(_:)`, the commonest Swift shape; ``DescriptionCallScanner``
    /// reads it without PCRE2 where it can.
    static let descriptionFirstPattern =
        "^<(?<cls>[\\w.$]+): (?<addr>0x[0-9a-fA-F]+)>(?:\\{[^}]*\\})? (?:(?<cls2>\(typeName)) )?(?<fn>\(name))(?<rest>(?:\\s.*)?)$"

    /// The groups a Swift shape found, from PCRE2 or a byte scanner.
    private struct ShapeMatch {
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
        let t = EventRecognizer.typeName, n = EventRecognizer.name
        selfAddress = make("\\bself\\s?[=:]\\s?(?:<(?<cls>[A-Za-z_$][\\w$.]*):\\s?)?(?<addr>0x[0-9a-fA-F]+)")
        diagnostics = make(EventRecognizer.diagnosticPattern)
        // List markers, numbering, `Step N --`, and a `self=` before the object that starts a Swift line.
        markers = make(EventRecognizer.markerPattern)
        let shapes: [(SwiftShape, RegexMatcher)] = [
            (.descriptionFirst, make(EventRecognizer.descriptionFirstPattern)),
            (.bracketWithLine, make("^\\[(?<cls>\(t)) (?<fn>\(n))\\](?:\\((?<srcline>\\d+)\\))?(?<rest>.*)$")),
            (.bracketType, make("^\\[(?<cls>\(t))\\] (?<fn>\(n))(?<rest>(?:\\s.*)?)$")),
            (.deinitType, make("^(?<fn>deinit) (?<cls>\(t))(?<rest>(?:\\s.*)?)$")),
            (.functionDescription, make("^(?<fn>\(n)) <(?<cls>[\\w.$]+): (?<addr>0x[0-9a-fA-F]+)>(?<rest>.*)$")),
            (.typeSpaceFunction, make("^(?<cls>\(t)) (?<fn>\(n))(?<rest>(?:\\s.*)?)$")),
            (.typeDotFunction, make("^(?<cls>\(t))\\.(?<fn>\(n))(?<rest>(?:\\s.*)?)$")),
            // A bare name may carry one token after it (`viewDidLoad 3F2504E0-…`, `viewWillAppear: 2`): a
            // counter, an id or a title printed beside `#function`, which does not change the call.
            (.bare, make("^(?<fn>\(n))(?<more>(?: \(n))*)(?<rest>(?:\\s+-\\s.*|: .*|\\s+\\S+)?)$")),
        ]
        swiftShapes = shapes.map { ($0.0, $0.1, ShapeGroups($0.1.regex)) }
        swiftFileTag = make("\\[(?<cls>[A-Za-z_]\\w*)\\.swift:(?<srcline>\\d+)\\] (?<fn>\(n))(?<rest>.*)$")
        notificationName = make("\\bname\\s?[=:]\\s?(?<name>[^\\s,;)>]+)|(?<token>\\b[A-Za-z_][\\w.]*Notification\\b|Notification\\.Name\\.\\w+)")
        flag = make("\\b(?:animated|isAppearing|appearing)\\s?[=:]\\s?(?<value>1|0|YES|NO|true|false)\\b")
        sourceLineSuffix = make(EventRecognizer.sourceLinePattern)
        frameLine = make(BacktraceFrame.pattern)
        truncatedToken = make(EventRecognizer.truncatedTokenPattern)
    }

    /// Compiled patterns are immutable and shared by every recognizer: JIT-compiling them costs about
    /// 1 ms, which every short check (a rule example, a small file) would otherwise pay again.
    private static let compiledLock = NSLock()
    nonisolated(unsafe) private static var compiledPatterns: [String: Regex] = [:]

    private static func compiled(_ pattern: String) -> Regex {
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

    /// `recognize` with the hints already found by ``hints(_:)``.
    func recognize(_ message: UnsafeRawBufferPointer, hints: MessageHints, emit: (RecognizedEvent) -> Void) {
        // Noise is rejected by byte scans: each recogniser runs only when the bytes it needs are there.
        // A backtrace frame names methods on the stack, never a call made now.
        if BacktraceFrame.mayBeFrame(message), frameLine.match(message, anchored: true) != nil { return }
        if message.count >= 20, hints.mayBeDiagnostic, let event = diagnostic(in: message) {
            emit(event)
            return
        }
        if hints.hasObjCToken, objcEvents(in: message, hints: hints, emit: emit) { return }
        if hints.hasCallShape || hints.hasVocabulary {
            swiftEvents(in: message, hints: hints, emit: emit)
        }
    }

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

    /// True when `second` occurs right after one of `firsts`; memchr finds the rarer second byte.
    private static func hasPair(_ m: UnsafeRawBufferPointer, _ sign: PairSign) -> Bool {
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
    /// Kept in step with `Vocabulary.byBaseName` and `otherUIKitNames` by a test.
    static let vocabularyHints: [StaticString] = ["view", "View", "init", "FromNib", "Child", "Parent", "Appearance", "Memory",
                                                  "dealloc", "Move", "Constraints", "draw", "Observer", "rait", "Reuse", "Need",
                                                  "sizeToFit"]

    static func hasVocabulary(_ m: UnsafeRawBufferPointer) -> Bool {
        for needle in vocabularyHints where ByteText.find(m, needle, in: 0..<m.count) != nil { return true }
        return false
    }

    /// UIKit's and Foundation's console sentences (the catalogue in the README, with real samples in
    /// `Tests/Fixtures/wild/`), and the lines leak finders print per suspect object.
    static let diagnosticPattern = "(?<zombie>message sent to deallocated instance (?<zaddr>0x[0-9a-fA-F]+)|Attempted to read an unowned reference but (?:the )?object (?:(?<uaddr>0x[0-9a-fA-F]+) )?was already deallocated)"
        + "|(?<unbalanced>Unbalanced calls to begin/end appearance transitions for)"
        + "|(?<manual>Calling -(?<msel>view\\w+:?) directly on a view controller is not supported)"
        + "|(?<kvo>was deallocated while key value observers were still registered)"
        + "|(?<kvoremove>Cannot remove an observer .*because it is not registered as an observer)"
        + "|(?<hierarchy>UIViewControllerHierarchyInconsistency|child view controller:.* should have parent view controller|A view can only be associated with at most one view controller)"
        + "|(?<leak>Possibly Memory Leak|In case that (?<leakcls>\\w+) should not be dealloced|Possible memory leak: |(?<dc> not deallocated after being (?:removed from its parent|dismissed)))"
        + "|(?<present>Attempt to present .* whose view is not in the window hierarchy|Presenting view controllers on detached view controllers is discouraged|while a presentation or dismiss is in progress|Attempt to present .* while a presentation is in progress|Attempt to present .* which is already presenting)"
        + "|(?<memory>Received memory warning)"

    /// Words every diagnostic sentence of `diagnostics` contains.
    static let diagnosticHints: [StaticString] = ["dealloc", "Unbalanced", "directly on", "Inconsistency", "Memory Leak", "resent",
                                                  "memory warning", "an observer", "parent view", "at most one", "memory leak"]

    /// The word `addObserver` and `removeObserver` share: without it no text announces observer traffic.
    static let observerHint: StaticString = "Observer"

    static func mayNameObserver(_ m: UnsafeRawBufferPointer) -> Bool { ByteText.find(m, observerHint, in: 0..<m.count) != nil }

    static func mayBeDiagnostic(_ m: UnsafeRawBufferPointer) -> Bool {
        for needle in diagnosticHints where ByteText.find(m, needle, in: 0..<m.count) != nil { return true }
        return false
    }

    /// True when `message` would yield at least one event (used to tell bare lines from continuations).
    public func hasEvent(_ message: UnsafeRawBufferPointer) -> Bool {
        var found = false
        recognize(message) { _ in found = true }
        return found
    }

    // MARK: Diagnostics

    /// The class name (`[A-Za-z_][\w.]*`) that ends right at `end`. Found here rather than in the
    /// pattern: an alternative that starts with a character class makes PCRE2 try the whole
    /// pattern at every letter of every line, where literal starts let it skip ahead.
    static func className(endingAt end: Int, in m: UnsafeRawBufferPointer) -> Range<Int>? {
        func isNameByte(_ b: UInt8) -> Bool {
            (b >= ASCII.digit0 && b <= ASCII.digit9) || (b >= ASCII.A && b <= ASCII.Z) || (b >= ASCII.a && b <= ASCII.z) || b == ASCII.underscore || b == ASCII.period
        }
        var start = end
        while start > 0, isNameByte(m[start - 1]) { start -= 1 }
        // The first byte is a letter or `_`: skip leading digits and dots as the pattern's start would.
        while start < end, !((m[start] >= ASCII.A && m[start] <= ASCII.Z) || (m[start] >= ASCII.a && m[start] <= ASCII.z) || m[start] == ASCII.underscore) {
            start += 1
        }
        return start < end ? start..<end : nil
    }

    private func diagnostic(in m: UnsafeRawBufferPointer) -> RecognizedEvent? {
        guard let match = diagnostics.match(m) else { return nil }
        let r = diagnostics.regex
        func group(_ name: String) -> Range<Int>? { r.groupIndex(named: name).flatMap { match[$0] } }
        let whole = match.range
        var event = RecognizedEvent(kind: .diagnostic, selector: "", selectorKind: .other)
        let described = firstDescription(in: m, from: 0)
        // The sentence names its object in a fixed place; the first description on the line may be a
        // helper printed with it (`<NSKeyValueObservationInfo 0x…>`, the presented controller).
        let text = ByteText.string(m, 0..<m.count)
        func name(_ subject: DiagnosticSubject.Named?) -> Bool {
            guard let subject else { return false }
            event.className = subject.className
            event.address = subject.address
            return true
        }
        if group("zombie") != nil {
            event.diagnostic = .zombieMessage
            event.address = (group("zaddr") ?? group("uaddr")).flatMap { ByteText.hex(m, $0) }
            if let token = ObjCTokenScanner.first(in: UnsafeRawBufferPointer(rebasing: m[0..<whole.lowerBound]), from: 0) {
                event.className = ClassName.normalize(ByteText.string(m, token.receiver))
                event.selector = ByteText.string(m, token.selector)
            }
        } else if group("unbalanced") != nil {
            event.diagnostic = .unbalancedAppearanceTransitions
            _ = name(DiagnosticSubject.after("appearance transitions for", in: text))
        } else if group("manual") != nil {
            event.diagnostic = .manualAppearanceCall
            event.selector = group("msel").map { ByteText.string(m, $0) } ?? ""
            if let d = described { event.className = d.cls; event.address = d.addr }
        } else if group("kvo") != nil {
            event.diagnostic = .kvoObserversOnDealloc
            kvoSubject(m, into: &event)
            if event.className == nil, event.address == nil, let d = described { event.className = d.cls; event.address = d.addr }
        } else if group("kvoremove") != nil {
            // The observer that tried to remove itself; the observed object when the observer is not printed.
            event.diagnostic = .kvoRemoveUnregistered
            _ = name(DiagnosticSubject.after("Cannot remove an observer ", in: text)) || name(DiagnosticSubject.after(" from ", in: text))
        } else if group("hierarchy") != nil {
            event.diagnostic = .hierarchyInconsistency
            if !name(DiagnosticSubject.after("child view controller:", in: text)), !name(DiagnosticSubject.after("is associated with ", in: text)),
               let d = described {
                event.className = d.cls; event.address = d.addr
            }
        } else if group("leak") != nil {
            event.diagnostic = .possibleMemoryLeak
            if let cls = group("leakcls") ?? (group("dc") != nil ? Self.className(endingAt: whole.lowerBound, in: m) : nil) {
                event.className = ClassName.normalize(ByteText.string(m, cls))
            } else if group("dc") != nil {
                return nil  // DeallocationChecker always names the class: without one this is prose
            } else if let d = firstDescription(in: m, from: whole.upperBound) {
                event.className = d.cls; event.address = d.addr
            }
        } else if group("present") != nil {
            // The controller the call was made on: `(from <Z>)` when UIKit names it, else the presenter.
            event.diagnostic = .presentationWarning
            _ = name(DiagnosticSubject.after("(from ", in: text)) || name(DiagnosticSubject.after(" on ", in: text))
                || name(DiagnosticSubject.after("dismiss from view controller", in: text))
                || name(DiagnosticSubject.after("is discouraged", in: text))
        } else {
            event.diagnostic = .memoryWarning
        }
        event.selector = event.selector.isEmpty ? event.diagnostic!.rawValue : event.selector
        event.selectorKind = Vocabulary.kind(of: event.selector)
        return event
    }

    /// `An instance 0x190659e0 of class UIView was deallocated while key value observers …`
    private func kvoSubject(_ m: UnsafeRawBufferPointer, into event: inout RecognizedEvent) {
        guard let at = ByteText.find(m, "instance 0x", in: 0..<m.count) else { return }
        var end = at + 9
        while end < m.count, m[end] != ASCII.space { end += 1 }
        event.address = ByteText.hex(m, at + 9..<end)
        if ByteText.hasPrefix(m, at: end, " of class ") {
            var classEnd = end + 10
            while classEnd < m.count, m[classEnd] != ASCII.space { classEnd += 1 }
            event.className = ClassName.normalize(ByteText.string(m, end + 10..<classEnd))
        }
    }

    // MARK: Objective-C tokens

    /// Emits the `-[Class sel]` tokens of the line; false when there were none.
    private func objcEvents(in m: UnsafeRawBufferPointer, hints: MessageHints, emit: (RecognizedEvent) -> Void) -> Bool {
        var position = 0
        var found = false
        var tokens = 0
        // Each token may look for its receiver across the whole line, so a hostile line of a
        // million tokens would take quadratic time; real lines print one to a few.
        while position < m.count, tokens < EventRecognizer.maximumTokensPerMessage,
              let token = ObjCTokenScanner.first(in: m, from: position) {
            tokens += 1
            let range = token.whole
            position = range.upperBound
            // Block bodies (`__29-[VC viewDidLoad]_block_invoke`) are not the method itself, and a
            // crash report's JSON frame (`"symbol":"-[VC viewDidLoad]"`) is a method on the stack.
            if token.pre != nil || token.post != nil || EventRecognizer.isJSONFrameSymbol(m, at: range.lowerBound) { found = true; continue }
            let recv = token.receiver, sel = token.selector
            let isClassMethod = m[token.kind.lowerBound] == ASCII.plus
            let category = token.category
            let named = selectorAndKind(UnsafeRawBufferPointer(rebasing: m[sel]))
            var event = RecognizedEvent(kind: named.kind, selector: named.selector, selectorKind: named.kind, isClassMethod: isClassMethod)
            if m[recv.lowerBound] == ASCII.lessThan {
                let receiver = ByteText.string(m, recv)
                let inner = UnsafeRawBufferPointer(rebasing: m[recv])
                if let d = firstDescription(in: inner, from: 0) { event.className = d.cls; event.address = d.addr }
                else { event.className = ClassName.normalize(receiver.dropFirst().prefix { $0 != ":" && $0 != ">" && $0 != " " }) }
            } else {
                event.className = normalizedClass(UnsafeRawBufferPointer(rebasing: m[recv]))
            }
            // `-[< …> sel]`, `-[_NSZombie_ sel]`: a receiver that normalises to nothing names no class.
            if event.className?.isEmpty == true { event.className = nil }
            let restStart = range.upperBound
            var rest = UnsafeRawBufferPointer(rebasing: m[restStart...])
            if EventRecognizer.mayStartWithSourceLine(rest), let suffix = sourceLineSuffix.match(rest, anchored: true) {
                event.sourceLine = [1, 2, 3].lazy.compactMap { suffix[$0] }.first.flatMap { ByteText.integer(rest, $0) }
                // `,63` / `[第54行]` is the macro's line number, not an argument.
                rest = UnsafeRawBufferPointer(rebasing: rest[suffix.range.upperBound...])
            }
            let tokenClass = event.className ?? ""
            let isCenter = tokenClass.hasSuffix("NotificationCenter")
            let generic = category != nil || ClassName.isGenericOwner(tokenClass)
            if event.address == nil {
                attachReceiver(line: m, excluding: range, tokenClass: tokenClass, adoptAnyClass: generic || isCenter, to: &event)
            }
            classifyArgument(rest: rest, line: m, hints: hints, to: &event)
            if isCenter, event.kind == .addObserver || event.kind == .removeObserver, event.address == nil {
                // Only NotificationCenter itself was named; without the observer this is no object's event.
                // Still a token: the Swift shapes must not read `[NSNotificationCenter addObserver:…]` again.
                found = true
                continue
            }
            emit(event)
            found = true
        }
        if !found, let event = truncatedEvent(in: m) {
            emit(event)
            return true
        }
        return found
    }

    /// True when the token at `start` is the value of a `"symbol":` key, as `.ips` crash reports
    /// print their frames.
    static func isJSONFrameSymbol(_ m: UnsafeRawBufferPointer, at start: Int) -> Bool {
        start >= 10 && m[start - 1] == ASCII.quote && ByteText.hasPrefix(m, at: start - 10, "\"symbol\":\"")
    }

    /// `-[Class selector` at the end of the message: a token whose closing bracket was lost in the
    /// paste (a cut line, a wrapped column). Taken only when nothing follows it and the selector is
    /// a UIKit name, so that the line cannot mean anything else.
    static let truncatedTokenPattern = "(?<![\\w$])(?<kind>[-+])\\[(?<recv>[A-Za-z_$][\\w$.]*) (?<sel>[A-Za-z_$][\\w$]*(?::(?:[A-Za-z_$][\\w$]*:)*)?)\\s*$"

    /// The event of a token cut before its `]`, if the line ends with one (see ``truncatedTokenPattern``).
    private func truncatedEvent(in m: UnsafeRawBufferPointer) -> RecognizedEvent? {
        guard let match = truncatedToken.match(m), let kind = match[1], let recv = match[2], let sel = match[3] else { return nil }
        let named = selectorAndKind(UnsafeRawBufferPointer(rebasing: m[sel]))
        guard named.isKnown else { return nil }
        var event = RecognizedEvent(kind: named.kind, selector: named.selector, selectorKind: named.kind, isClassMethod: m[kind.lowerBound] == ASCII.plus)
        let className = normalizedClass(UnsafeRawBufferPointer(rebasing: m[recv]))
        guard !className.isEmpty else { return nil }
        event.className = className
        attachReceiver(line: m, excluding: match.range, tokenClass: className, adoptAnyClass: false, to: &event)
        return event
    }

    /// False when `markers` can only match the empty string at the start of `m`: a message that
    /// starts with an ASCII letter (other than the `S` of `Step` and the `s` of `self`), `<`, `[`,
    /// `_` or `$` has no list marker to skip.
    static func mayStartWithMarker(_ m: UnsafeRawBufferPointer) -> Bool {
        guard let first = m.first else { return false }
        if first == ASCII.S || first == ASCII.s { return true }
        return !(ByteText.isUpper(first) || ByteText.isLower(first) || first == ASCII.lessThan || first == ASCII.leftBracket || first == ASCII.underscore || first == ASCII.dollar)
    }

    /// False when `sourceLineSuffix` cannot match at the start of `rest`: it needs `,`, or an
    /// optional `\s` then `[`, `l` or `L`.
    static func mayStartWithSourceLine(_ rest: UnsafeRawBufferPointer) -> Bool {
        guard rest.count >= 2 else { return false }
        let first = rest[0]
        if first == ASCII.comma { return true }
        let next = FastFormat.space(first) ? rest[1] : first
        return next == ASCII.leftBracket || next == ASCII.l || next == ASCII.L
    }

    /// Find the receiver's address on the line: a `<Class: 0x…>` of the token's class (any class
    /// for generic category owners and NotificationCenter), or `self=0x…`.
    private func attachReceiver(line m: UnsafeRawBufferPointer, excluding token: Range<Int>, tokenClass: String,
                                adoptAnyClass: Bool, to event: inout RecognizedEvent) {
        if ByteText.find(m, "self", in: 0..<m.count) != nil, let s = selfAddress.match(m) {
            event.address = s[2].flatMap { ByteText.hex(m, $0) }
            // `self=<Concrete: 0x…>` names the receiver explicitly: a base class's `%s` prints its own
            // name, the description prints the concrete class, which is the object's identity.
            if let cls = s[1] { event.className = ClassName.normalize(ByteText.string(m, cls)) }
            return
        }
        var position = 0
        while let d = nextDescription(in: m, from: position) {
            position = d.end
            if d.range.overlaps(token) { continue }
            if d.cls == tokenClass || adoptAnyClass {
                if adoptAnyClass { event.className = d.cls }
                event.address = d.addr
                return
            }
        }
    }

    private struct Description { let cls: String; let addr: UInt64?; let range: Range<Int>; let end: Int }

    private func nextDescription(in m: UnsafeRawBufferPointer, from start: Int) -> Description? {
        guard let found = DescriptionScanner.first(in: m, from: start) else { return nil }
        return Description(cls: normalizedClass(UnsafeRawBufferPointer(rebasing: m[found.cls])), addr: ByteText.hex(m, found.addr),
                           range: found.whole, end: found.whole.upperBound)
    }

    private func firstDescription(in m: UnsafeRawBufferPointer, from start: Int) -> (cls: String, addr: UInt64?)? {
        nextDescription(in: m, from: start).map { ($0.cls, $0.addr) }
    }

    // MARK: Swift shapes

    private func swiftEvents(in m: UnsafeRawBufferPointer, hints: MessageHints, emit: (RecognizedEvent) -> Void) {
        var start = 0
        if EventRecognizer.mayStartWithMarker(m), let marker = markers.match(m, anchored: true) { start = marker.range.upperBound }
        guard start < m.count else { return }
        let text = UnsafeRawBufferPointer(rebasing: m[start...])
        if ByteText.find(text, ".swift:", in: 0..<text.count) != nil, let tag = swiftFileTag.match(text), let fn = tag[3] {
            var event = swiftEvent(ByteText.string(text, fn), className: tag[1].map { ByteText.string(text, $0) })
            event.sourceLine = tag[2].flatMap { ByteText.integer(text, $0) }
            if let rest = tag[4] { classifyArgument(rest: UnsafeRawBufferPointer(rebasing: text[rest]), line: text, hints: hints, to: &event) }
            emit(event)
            return
        }
        for (shape, matcher, groups) in swiftShapes {
            let match: ShapeMatch
            if shape == .descriptionFirst, case let outcome = DescriptionCallScanner.scan(text), outcome != .unsure {
                guard case let .match(found) = outcome else { continue }
                match = ShapeMatch(found)
            } else {
                guard let found = matcher.match(text, anchored: true) else { continue }
                match = ShapeMatch(found, groups)
            }
            guard let fnRange = match.fn else { continue }
            let named = selectorAndKind(UnsafeRawBufferPointer(rebasing: text[fnRange]))
            let function = named.selector, kind = named.kind
            var className = match.cls.map { normalizedClass(UnsafeRawBufferPointer(rebasing: text[$0])) }
            if shape == .descriptionFirst, let explicit = match.cls2 { className = normalizedClass(UnsafeRawBufferPointer(rebasing: text[explicit])) }
            let isCallShape = named.isCall, isKnown = named.isKnown
            switch shape {
            case .descriptionFirst, .functionDescription:
                // `<NSThread: 0x…>{…} param: 0x0`, `START: <NSThread: 0x…>`: a description next to a
                // word is common debug output; only a call or a lifecycle name makes it an event.
                guard isCallShape || isKnown else { continue }
            case .typeSpaceFunction:
                // `Type method()`: the type must look like one, and the method must be a call or vocabulary.
                guard let first = className?.utf8.first, ByteText.isUpper(first) || first == ASCII.underscore,
                      isCallShape || (isKnown && (named.hasColon || named.isBareName)) else { continue }
            case .typeDotFunction:
                guard isKnown || (isCallShape && className?.utf8.first.map(ByteText.isUpper) == true) else { continue }
            case .bare:
                guard isCallShape || (isKnown && (named.hasColon || named.isBareName)) else { continue }
            default:
                // `[Common] _BSMachError: port …`, `[Analytics] queued event …`: a bracketed tag before
                // a word is how os_log categories print; only a call or a lifecycle name is an event.
                guard isCallShape || isKnown else { continue }
            }
            var event = RecognizedEvent(kind: kind, className: className, selector: function, selectorKind: kind)
            event.address = match.addr.flatMap { ByteText.hex(text, $0) }
            event.sourceLine = match.srcline.flatMap { ByteText.integer(text, $0) }
            let rest = match.rest.map { UnsafeRawBufferPointer(rebasing: text[$0]) } ?? UnsafeRawBufferPointer(start: nil, count: 0)
            if event.address == nil, let cls = className {
                attachReceiver(line: text, excluding: fnRange, tokenClass: cls, adoptAnyClass: false, to: &event)
            }
            classifyArgument(rest: rest, line: text, hints: hints, to: &event)
            emit(event)
            if shape == .bare, let more = match.more, !more.isEmpty {
                for word in ByteText.string(text, more).split(separator: " ") {
                    let extra = String(word)
                    let extraKind = Vocabulary.kind(of: extra)
                    guard extra.utf8.contains(ASCII.leftParenthesis) || extraKind != .other else { continue }
                    emit(swiftEvent(extra, className: nil))
                }
            }
            return
        }
    }

    private func swiftEvent(_ function: String, className: String?) -> RecognizedEvent {
        let kind = Vocabulary.kind(of: function)
        return RecognizedEvent(kind: kind, className: className, selector: function, selectorKind: kind)
    }

    // MARK: Arguments

    /// Classify what follows the method: nil (`(null)`, `nil`), another object, a flag, a
    /// notification name for observer events, or free text.
    private func classifyArgument(rest: UnsafeRawBufferPointer, line: UnsafeRawBufferPointer, hints: MessageHints,
                                  to event: inout RecognizedEvent) {
        if event.kind == .addObserver || event.kind == .removeObserver {
            event.argument = .observer(name: notification(in: rest) ?? notification(in: line), blockBased: Vocabulary.isBlockBasedObserver(event.selector))
            return
        }
        // The text after an ObjC token or Swift function may itself announce observer traffic.
        if hints.mayNameObserver, let word = observerWord(in: rest) {
            event.kind = word.add ? .addObserver : .removeObserver
            event.argument = .observer(name: notification(in: rest), blockBased: word.block)
            return
        }
        // Work on bytes: this runs for every event, and Foundation string searches cost more than the rest together.
        var lo = 0, hi = rest.count
        @inline(__always) func trimmed(_ b: UInt8) -> Bool { b == ASCII.space || b == ASCII.tab || b == ASCII.colon || b == ASCII.equals || b == ASCII.comma }
        while lo < hi, trimmed(rest[lo]) { lo += 1 }
        while hi > lo, trimmed(rest[hi - 1]) { hi -= 1 }
        if let comment = ByteText.find(rest, "//", in: lo..<hi) {     // `-[V layoutSubviews]// note`
            hi = comment
            while hi > lo, ByteText.isSpace(rest[hi - 1]) { hi -= 1 }
        }
        if lo == hi { event.argument = .unknown; return }
        if ByteText.find(rest, "animated", in: lo..<hi) != nil || ByteText.find(rest, "ppearing", in: lo..<hi) != nil,
           let f = flag.match(rest), let v = f[1] {
            let value = ByteText.string(rest, v)
            event.argument = .flag(value == "1" || value == "YES" || value == "true")
            if !EventRecognizer.takesObjectArgument(event.kind) { return }
        }
        if EventRecognizer.takesObjectArgument(event.kind) {
            if ByteText.find(rest, "(null)", in: lo..<hi) != nil || EventRecognizer.hasNilWord(rest, in: lo..<hi) {
                event.argument = .none
                return
            }
            var position = 0
            while let d = nextDescription(in: rest, from: position) {
                position = d.end
                if d.addr != nil, d.addr == event.address { continue }
                event.argument = .object(className: d.cls, address: d.addr)
                return
            }
        }
        if case .flag = event.argument { return }
        let text = ByteText.string(rest, lo..<min(hi, lo + 800))
        event.argument = .text(text.utf8.count > 200 ? String(text.prefix(200)) : text)
    }

    /// `nil` as a word after the start, `=`, `:`, whitespace or `(` (`parent=nil`, `(nil)`, `superview: nil`).
    static func hasNilWord(_ m: UnsafeRawBufferPointer, in range: Range<Int>) -> Bool {
        var from = range.lowerBound
        while let at = ByteText.find(m, "nil", in: from..<range.upperBound) {
            let before = at == range.lowerBound ? ASCII.space : m[at - 1]
            let afterOK = at + 3 >= range.upperBound || !ByteText.isIdentifier(m[at + 3])
            if afterOK, before == ASCII.equals || before == ASCII.colon || before == ASCII.leftParenthesis || ByteText.isSpace(before) || at == range.lowerBound { return true }
            from = at + 1
        }
        return false
    }

    static func takesObjectArgument(_ kind: EventKind) -> Bool {
        switch kind {
        case .willMoveToParent, .didMoveToParent, .willMoveToSuperview, .willMoveToWindow, .addChild, .didAddSubview, .willRemoveSubview:
            return true
        default: return false
        }
    }

    private func observerWord(in rest: UnsafeRawBufferPointer) -> (add: Bool, block: Bool)? {
        guard rest.count >= 11 else { return nil }
        if let at = ByteText.find(rest, "addObserver", in: 0..<rest.count) {
            let tail = ByteText.string(rest, at..<min(rest.count, at + 40))
            return (true, Vocabulary.isBlockBasedObserver(tail) || tail.hasPrefix("addObserverForName"))
        }
        if ByteText.find(rest, "removeObserver", in: 0..<rest.count) != nil { return (false, false) }
        return nil
    }

    private func notification(in text: UnsafeRawBufferPointer) -> String? {
        guard text.count > 0, let match = notificationName.match(text) else { return nil }
        if let n = match[1] { return ByteText.string(text, n) }
        if let t = match[2] { return ByteText.string(text, t) }
        return nil
    }
}
