import Foundation

/// Swift `#function` shapes (`MyVC viewWillAppear(_:)`, `deinit`) with their type names.
extension EventRecognizer {
    func swiftEvents(in m: UnsafeRawBufferPointer, hints: MessageHints, emit: (RecognizedEvent) -> Void) {
        var text = m
        // `[Lifecycle] FeedVC viewDidLoad()`, `[UI] 🔷 viewDidLoad()`: a tag the logger puts before the call,
        // which is not the type (`[FeedVC] viewDidLoad()` matches a shape). The text after it is read as
        // if it were the whole message, so it is an event only where it would be one alone.
        for _ in 0...EventRecognizer.maximumTagsPeeled {
            guard let after = swiftEventsOfShapes(in: text, hints: hints, emit: emit) else { return }
            text = UnsafeRawBufferPointer(rebasing: text[after...])
        }
    }

    /// True when `marker`, what a line has before its call, starts a `//` comment or a Markdown
    /// heading (`## `) after blanks.
    static func isCommentHeading(_ marker: UnsafeRawBufferPointer) -> Bool {
        var i = 0
        while i < marker.count, ByteText.isSpace(marker[i]) { i += 1 }
        if i + 1 < marker.count, marker[i] == ASCII.slash, marker[i + 1] == ASCII.slash { return true }
        var hashes = 0
        while i < marker.count, marker[i] == ASCII.hash { i += 1; hashes += 1 }
        return (1...6).contains(hashes) && i < marker.count && marker[i] == ASCII.space
    }

    /// True when `text` ends with `deinitialized` (or `-ised`), then at most blanks and a full stop.
    static func endsWithDeinitialized(_ text: UnsafeRawBufferPointer) -> Bool {
        var end = text.count
        while end > 0, ByteText.isSpace(text[end - 1]) || text[end - 1] == ASCII.period || text[end - 1] == ASCII.exclamation { end -= 1 }
        return end >= 13 && (ByteText.hasPrefix(text, at: end - 13, "deinitialized") || ByteText.hasPrefix(text, at: end - 13, "deinitialised"))
    }

    /// True when `text`, blanks aside, is `(`: an NSArray's description starts there and its items
    /// follow on the next lines.
    static func opensList(_ text: UnsafeRawBufferPointer) -> Bool {
        let marks = text.filter { !ByteText.isSpace($0) }
        return marks.count == 1 && marks[0] == ASCII.leftParenthesis
    }

    /// True when `text` holds 销 or 释 (the first characters of "destroyed" and "released"): the
    /// Chinese dealloc sentence is tried only then (or after `deinitiali`).
    static func namesChineseRelease(_ text: UnsafeRawBufferPointer) -> Bool {
        guard let base = text.baseAddress else { return false }
        var i = 0
        // 销 is E9 94 80 in UTF-8, 释 E9 87 8A.
        while i + 2 < text.count, let hit = memchr(base + i, 0xE9, text.count - 2 - i) {
            let at = UnsafeRawPointer(hit) - base
            let (b1, b2) = (text[at + 1], text[at + 2])
            if (b1 == 0x94 && b2 == 0x80) || (b1 == 0x87 && b2 == 0x8A) { return true }
            i = at + 1
        }
        return false
    }

    /// Most bracketed tags peeled before a call (`[App][UI] FeedVC viewDidLoad()`).
    private static let maximumTagsPeeled = 3

    /// Emits the events of the first shape `m` matches. Nil when done; when no shape matched and
    /// the text starts with a tag before what may be a call, where that starts in `m`.
    private func swiftEventsOfShapes(in m: UnsafeRawBufferPointer, hints: MessageHints, emit: (RecognizedEvent) -> Void) -> Int? {
        var start = 0, end = m.count
        if EventRecognizer.mayStartWithMarker(m), let marker = markers.match(m, anchored: true) { start = marker.range.upperBound }
        // `debugPrint` quotes the string it prints (`"FeedVC -- deinit"`): the marker took the opening
        // quote, and the closing one is not part of the call's text.
        if end >= 2, m[0] == ASCII.quote, m[end - 1] == ASCII.quote { end -= 1 }
        guard start < end else { return nil }
        let text = UnsafeRawBufferPointer(rebasing: m[start..<end])
        // One scan for a file name serves both file shapes: most lines name none.
        let namesSwiftFile = ByteText.find(text, ".swift", in: 0..<text.count) != nil
        // React Native's RCTLog puts the Objective-C file first (`[FeedVC.m:40] viewDidAppear`), a macro
        // the class and the line (`[FeedVC:336] dealloc`).
        var startsWithObjCFile = false
        if !namesSwiftFile, text.count > 6, text[0] == ASCII.leftBracket {
            var i = 1
            while i < text.count, ByteText.isIdentifier(text[i]) { i += 1 }
            if i > 1, i + 2 < text.count, text[i] == ASCII.period, text[i + 1] == ASCII.m {
                startsWithObjCFile = true
            } else if i > 1, i + 2 < text.count, text[i] == ASCII.colon, ByteText.isDigit(text[i + 1]) {
                // After a class and a line, only a lifecycle name or a call (`[MyNode:65] node init`,
                // `[MyApp:1234] Attempting to acquire …` are messages): the word is looked up first.
                var word = i + 1
                while word < text.count, ByteText.isDigit(text[word]) { word += 1 }
                if word + 2 < text.count, text[word] == ASCII.rightBracket, text[word + 1] == ASCII.space {
                    var end = word + 2
                    while end < text.count, ByteText.isIdentifier(text[end]) { end += 1 }
                    startsWithObjCFile = end > word + 2 && ((end < text.count && (text[end] == ASCII.leftParenthesis || text[end] == ASCII.colon))
                        || selectorAndKind(UnsafeRawBufferPointer(rebasing: text[(word + 2)..<end])).isKnown)
                }
            }
        }
        if namesSwiftFile || startsWithObjCFile, let tag = swiftFileTag.match(text), let fn = tag[3] {
            var event = swiftEvent(ByteText.string(text, fn), className: tag[1].map { ByteText.string(text, $0) })
            event.sourceLine = tag[2].flatMap { ByteText.integer(text, $0) }
            if let rest = tag[4] { classifyArgument(rest: UnsafeRawBufferPointer(rebasing: text[rest]), line: text, hints: hints, to: &event) }
            emit(event)
            return nil
        }
        if namesSwiftFile, let tag = swiftFileFunction.match(text) {
            let regex = swiftFileFunction.regex
            func group(_ name: String) -> Range<Int>? { regex.groupIndex(named: name).flatMap { tag[$0] } }
            let named = group("fn").map { selectorAndKind(UnsafeRawBufferPointer(rebasing: text[$0])) }
            if let named, named.isCall || named.isKnown {
                var event = swiftEvent(named.selector, className: group("cls").map { ByteText.string(text, $0) })
                let line = group("lineafter") ?? group("dashafter") ?? group("linemid") ?? group("fileline") ?? group("dashline") ?? group("indexline") ?? group("colonline") ?? group("bracketline") ?? group("spaceline")
                event.sourceLine = line.flatMap { ByteText.integer(text, $0) }
                // What the statement printed after the call is its text, as in the other shapes: the
                // statements of one call print different texts (R-P9).
                if let rest = group("rest") { classifyArgument(rest: UnsafeRawBufferPointer(rebasing: text[rest]), line: text, hints: hints, to: &event) }
                emit(event)
                return nil
            }
        }
        if hints.hasVocabulary, EventRecognizer.namesChineseRelease(text) || EventRecognizer.endsWithDeinitialized(text),
           let found = deallocSentence.match(text, anchored: true), let cls = found[1] {
            emit(swiftEvent("dealloc", className: ByteText.string(text, cls)))
            return nil
        }
        for entry in swiftShapes {
            let shape = entry.shape
            var match: ShapeMatch
            if shape == .descriptionFirst, case let outcome = DescriptionCallScanner.scan(text), outcome != .unsure {
                guard case let .match(found) = outcome else { continue }
                match = ShapeMatch(found)
            } else {
                if shape == .labelledFields || shape == .screenLabel, !EventRecognizer.startsWithField(text, blanks: shape == .screenLabel ? 2 : 0) { continue }
                if shape == .labelledType, !EventRecognizer.mayStartWithLabel(text) { continue }
                if shape == .numberedScriptLabel, !EventRecognizer.mayStartWithNumberedScriptLabel(text) { continue }
                if shape == .bracketFunctionLabel, text.first != ASCII.leftBracket { continue }
                guard let found = entry.matcher.match(text, anchored: true) else { continue }
                match = ShapeMatch(found, entry.groups)
            }
            // `<Child: 0x…> willMoveToParentViewController nil`: the word after the description is the
            // function and the next its argument, not a type and its function, when the first is a
            // lifecycle name and the second no call (Neuburg's examples print `nil`, `true` so).
            if shape == .descriptionFirst, let explicit = match.cls2, let fn = match.fn, !selectorAndKind(UnsafeRawBufferPointer(rebasing: text[fn])).isCall,
               !selectorAndKind(UnsafeRawBufferPointer(rebasing: text[fn])).isKnown, selectorAndKind(UnsafeRawBufferPointer(rebasing: text[explicit])).isKnown {
                match.rest = explicit.upperBound..<(match.rest?.upperBound ?? fn.upperBound)
                match.fn = explicit
                match.cls2 = nil
            }
            guard let fnRange = match.fn else { continue }
            // `super.viewDidLoad()`, `[self.child endAppearanceTransition];`: source code pasted beside a
            // log sends a message to an expression, which no log line prints as its type.
            if let cls = match.cls, EventRecognizer.isExpressionReceiver(UnsafeRawBufferPointer(rebasing: text[cls])) { continue }
            if let rest = match.rest, EventRecognizer.restIsCode(UnsafeRawBufferPointer(rebasing: text[rest])) { continue }
            // `FeedVC viewDidLoad not called`, `FeedVC viewDidLoad 未调用`: a note that the call did not come.
            if let rest = match.rest, EventRecognizer.restSaysNotCalled(UnsafeRawBufferPointer(rebasing: text[rest])) { continue }
            // `Optional<FeedVC> deinit`, `Result<Void, Error> init`: a generic type before a call is a
            // controller's or a view's (`HostingController<ContentView>`), or the line is code or documentation.
            // Only the type-then-function shapes take generic arguments, which end the type with `>`.
            if shape == .typeSpaceFunction || shape == .typeSeparatorFunction, let cls = match.cls, text[cls.upperBound - 1] == ASCII.greaterThan,
               !ClassName.readsAsControllerOrView(String(decoding: text[cls].prefix { $0 != ASCII.lessThan }, as: UTF8.self)) { continue }
            let named = selectorAndKind(UnsafeRawBufferPointer(rebasing: text[fnRange]))
            let function = named.selector, kind = named.kind
            var className = match.cls.map { normalizedClass(UnsafeRawBufferPointer(rebasing: text[$0])) }
            if shape == .descriptionFirst, let explicit = match.cls2 { className = normalizedClass(UnsafeRawBufferPointer(rebasing: text[explicit])) }
            // `"\(type(of: self)) \(#function): \(x)"` prints a type's compound name before the function and its
            // colon; prose puts a word there (`Setup viewDidLoad(): register cells.`, `In viewDidLoad(): …`).
            if fnRange.upperBound < text.count, text[fnRange.upperBound] == ASCII.colon, text[fnRange.upperBound - 1] == ASCII.rightParenthesis,
               EventRecognizer.takesTypeThenFunction(shape), !(className.map(ClassName.readsAsCompoundName) ?? false) { continue }
            // An SDK's `TVICameraCapturer dealloc.` ends its sentence with a full stop; prose does too
            // (`Override viewDidLoad.`, `UIKit viewWillAppear.`, `TODO viewDidLoad.`), so only after a
            // compound name that is no framework's and no word in capitals.
            if shape == .typeSpaceFunction, fnRange.upperBound < text.count, text[fnRange.upperBound] == ASCII.period,
               !(className.map(EventRecognizer.namesClassBeforeFullStop) ?? false) { continue }
            let isCallShape = named.isCall, isKnown = named.isKnown
            switch shape {
            case .descriptionFirst, .functionDescription:
                // `<NSThread: 0x…>{…} param: 0x0`, `START: <NSThread: 0x…>`: a description next to a
                // word is common debug output; only a call or a lifecycle name makes it an event.
                guard isCallShape || isKnown else { continue }
                // `addObserver self=<PlayerVC: 0x…> keyPath=status`: maybe key-value observing, which the observer
                // rules (notification registrations) do not model; read as a registration, two key paths were one
                // notification registered twice. Only an addition that names a notification (`name=UIKeyboardWillShowNotification`)
                // is a registration; a removal is one unless it names a key path (`removeObserver self=<X: 0x…>` alone
                // is `removeObserver:self`, every registration).
                if shape == .functionDescription, kind == .addObserver || kind == .removeObserver, let cls = match.cls,
                   ByteText.find(text, "self", in: fnRange.upperBound..<cls.lowerBound) != nil,
                   kind == .addObserver
                    ? ByteText.find(text, "otification", in: cls.upperBound..<text.count) == nil && ByteText.find(text, "name", in: cls.upperBound..<text.count) == nil
                    : ByteText.find(text, "eyPath", in: cls.upperBound..<text.count) != nil || ByteText.find(text, "ey path", in: cls.upperBound..<text.count) != nil { continue }
            case .typeSpaceFunction, .typeAddressFunction:
                // `Type method()`: the type must look like one, and the method must be a call or vocabulary.
                // `init` alone is no bare name (`SDK init`, `Realm init` are prose), except after a controller's
                // or a view's class with nothing after it: `JackDetailViewController Init`, printed in init() the
                // way `X deinit` is in deinit.
                let initOfControllerOrView = kind == .initialize && !named.hasColon && className.map(ClassName.readsAsControllerOrView) == true
                    && (match.rest.map { EventRecognizer.isCallNote(UnsafeRawBufferPointer(rebasing: text[$0])) } ?? true)
                guard let name = className, ClassName.readsAsTypeOrLabel(name),
                      isCallShape || (isKnown && (named.hasColon || named.isBareName || initOfControllerOrView)) else { continue }
                // `AUDIT deinit PTTabBarViewController`: a logger's tag in capitals before a call that names
                // its own object is no type; the text after it is read alone (``afterCapitalTag(_:)``).
                if ClassName.readsAsCategory(name), let rest = match.rest,
                   EventRecognizer.namesOwnObject(UnsafeRawBufferPointer(rebasing: text[rest]), otherThan: name, afterDeinit: kind == .dealloc) { continue }
                // MLeaksFinder's `Object Deallocated: (`, then the classes on the lines after it: a past-tense
                // report that opens a list introduces what follows, and the word before it is no type.
                if named.hasColon, let rest = match.rest, EventRecognizer.opensList(UnsafeRawBufferPointer(rebasing: text[rest])),
                   Vocabulary.pastTenseReports.contains(String(Vocabulary.baseName(of: function))) { continue }
            case .typeSeparatorFunction:
                // `Type: method()`, `Type - method()`: the type must look like one, and the method must be a
                // call, a selector, or a lifecycle name alone on the line (`FeedVC: deinit`) or with a mark of
                // the call after it (`Parent: viewDidAppear -`, `Foo: viewDidAppear called`); `Note:
                // viewWillAppear fires twice` is prose.
                let alone = match.rest.map { EventRecognizer.isCallNote(UnsafeRawBufferPointer(rebasing: text[$0])) } ?? true
                guard let name = className, ClassName.readsAsTypeOrLabel(name),
                      isCallShape || (isKnown && (named.hasColon || ((named.isBareName || kind == .dealloc) && alone))) else { continue }
                // `ScreenA:viewDidLoad()`: with no blank after the colon, only a call reads as one; C++'s
                // `FeedVC::deinit` (`"\(type(of: self))::\(#function)"`) is a type and its member.
                if text[fnRange.lowerBound - 1] == ASCII.colon, !isCallShape, text[fnRange.lowerBound - 2] != ASCII.colon { continue }
            case .labelledFields:
                // A type and a lifecycle name or a call, then nothing, a mark of the call, or another field
                // (`Class:FeedVC Method:viewDidLoad Message:loaded`).
                guard let name = className, ClassName.readsAsTypeOrLabel(name), isCallShape || isKnown,
                      match.rest.map({ EventRecognizer.isCallNoteOrField(UnsafeRawBufferPointer(rebasing: text[$0])) }) ?? true else { continue }
            case .screenLabel:
                // A label of words ending in a number or a letter names an instance (`Tela 1`, `Màn hình 2`), and
                // may precede a lifecycle name alone; one word in another script (`画面A`) only a call with its
                // parentheses. Either way alone or with a mark of the call: `注意：viewDidLoad() 只调用一次` ("note:
                // … is called once") is a sentence. An ASCII word alone is the separator shape's.
                guard let cls = match.cls, let label = EventRecognizer.screenLabel(UnsafeRawBufferPointer(rebasing: text[cls])),
                      isCallShape || (label == .numbered && isKnown && (named.hasColon || named.isBareName)),
                      match.rest.map({ EventRecognizer.isCallNote(UnsafeRawBufferPointer(rebasing: text[$0])) }) ?? true else { continue }
            case .numberedScriptLabel:
                // The label is the instance; a lifecycle name alone or with a mark of the call: `1번째
                // viewDidLoad는 호출되지않고` ("is not called") glues its sentence to the name, and a
                // sentence after a blank (`第1次 viewDidLoad 的时候调用了两次`) is longer than a mark.
                guard let cls = match.cls, EventRecognizer.isNumberedScreenWord(UnsafeRawBufferPointer(rebasing: text[cls])),
                      isCallShape || (isKnown && (named.hasColon || named.isBareName)),
                      match.rest.map({ EventRecognizer.isCallNote(UnsafeRawBufferPointer(rebasing: text[$0])) }) ?? true else { continue }
            case .labelledType:
                // A call, or a lifecycle name alone or with a mark of the call (`호출됨`, "was called"); a
                // transition's role is no label (`Current VC viewWillDisappear`, ``ClassName/wordsNamingNoObject``).
                guard let cls = match.cls, !ClassName.wordsNamingNoObject.contains(ByteText.string(text, cls.lowerBound..<(text[cls].firstIndex(of: ASCII.space) ?? cls.upperBound))),
                      isCallShape || (isKnown && (named.hasColon || named.isBareName)
                                      && (match.rest.map { EventRecognizer.isCallNote(UnsafeRawBufferPointer(rebasing: text[$0])) } ?? true)) else { continue }
            case .functionInType:
                // `layoutSubviews in MyView`: a type-like name, and a call or a lifecycle name; with text after
                // it (`viewWillAppear in UIKit is called …` is prose) only a controller's or view's class.
                let alone = match.rest.map { text[$0].allSatisfy { $0 == ASCII.space || $0 == ASCII.tab } } ?? true
                guard let name = className, let first = name.utf8.first, ByteText.isUpper(first) || first == ASCII.underscore,
                      isCallShape || isKnown, alone || ClassName.readsAsControllerOrView(name) else { continue }
            case .deinitType:
                // `deinit FeedVC`, not `deinit called` or `deinit runs later`: a word after deinit names the
                // type only when it reads as one.
                guard let name = className, ClassName.readsAsTypeOrLabel(name) else { continue }
            case .functionThenType:
                // Only a name that reads as a controller's or a view's: `viewDidLoad Start`, `viewWillAppear
                // Animated` print a word after the function, not the type it ran in.
                guard let name = className, let first = name.utf8.first, ByteText.isUpper(first) || first == ASCII.underscore,
                      ClassName.readsAsControllerOrView(name), isCallShape || isKnown else { continue }
            case .typeDotFunction:
                // `FeedVC.viewDidLoad()` names a type, and `vc2.viewWillDisappear` a role in a hand-written
                // list; `vc.viewDidLoad()`, `childVC.view.removeFromSuperview()` call a method on a
                // variable: source code.
                guard let cls = match.cls, case let first = text[cls.lowerBound] else { continue }
                // `LoginReactor.Action.viewWillAppear`, TCA's `Feature.Action.viewDidLoad`: a case of a
                // reducer's message enum, printed when it is sent, not a type whose callback ran.
                if let name = className, ClassName.readsAsMessageEnum(name) { continue }
                if ByteText.isUpper(first) || first == ASCII.underscore {
                    guard isKnown || isCallShape else { continue }
                } else {
                    guard isKnown, !isCallShape else { continue }
                }
            case .bracketFunctionLabel:
                guard isCallShape || isKnown else { continue }
            case .bracketType:
                guard isCallShape || isKnown else { continue }
                // `[LIFECYCLE] viewDidLoad called`: a category, not the type; the text after it is read alone.
                if let name = className, ClassName.readsAsCategory(name) || ClassName.wordsNamingNoObject.contains(name)
                    || ClassName.wordsPlacingACall.contains(name) { continue }
                // `[Memory] deinit <MyApp.FeedVC: 0x…>`, `[Memory] deinit FeedVC`, `[Lifecycle] viewDidLoad FeedVC`:
                // a tag, then a call that names its own object (`method() <Type: 0x…>`, `deinit Type`, `method
                // FeedVC`). The tag is not the type: the text after it is read alone (below), as it would be
                // without the tag. Read as the tag's, every controller would share one timeline.
                if let rest = match.rest,
                   EventRecognizer.namesOwnObject(UnsafeRawBufferPointer(rebasing: text[rest]), otherThan: className, afterDeinit: kind == .dealloc) {
                    continue
                }
            case .bare:
                guard isCallShape || (isKnown && (named.hasColon || named.isBareName)) else { continue }
                // `// viewDidLoad` or `## viewDidLoad` alone: a heading in a hand-written trace, a comment in
                // pasted source or a Markdown heading, naming the section below it, not a call (a console
                // line kept in a comment names more).
                if EventRecognizer.isCommentHeading(UnsafeRawBufferPointer(rebasing: m[0..<start])) { continue }
            default:
                // `[Common] _BSMachError: port …`, `[Analytics] queued event …`: a bracketed tag before
                // a word is how os_log categories print; only a call or a lifecycle name is an event.
                guard isCallShape || isKnown else { continue }
            }
            var event = RecognizedEvent(kind: kind, className: className, selector: function, selectorKind: kind)
            event.address = match.addr.flatMap { ByteText.hex(text, $0) }
            // `print(#function, view)`, `NSLog(@"viewDidLoad %@", self.detailItem)` in a controller: a view's,
            // a window's or a model object's description after an appearance or load callback is its
            // argument, since none of them gets those callbacks; taken for the receiver, an item whose
            // detail screen opens twice would have loaded a view twice. A description with a frame is a
            // view's (`<MyApp.HeaderView: 0x…; frame = (0 0; 390 44); …>`); one followed by its entity is a
            // Core Data object's (`<Item: 0x…> (entity: Item; id: …)`).
            if shape == .functionDescription, kind.isAppearance || kind == .viewDidLoad || kind == .loadView,
               let cls = className, let clsRange = match.cls,
               ClassName.readsAsUIKitView(cls) || ClassName.readsAsFoundationClass(cls)
                || ByteText.find(text, "; frame = ", in: clsRange.upperBound..<(match.rest?.lowerBound ?? text.count)) != nil
                || match.rest.map({ ByteText.hasPrefix(text, at: $0.lowerBound, " (entity: ") }) == true {
                className = nil
                event.className = nil
                event.address = nil
            }
            event.sourceLine = match.srcline.flatMap { ByteText.integer(text, $0) }
            var rest = match.rest.map { UnsafeRawBufferPointer(rebasing: text[$0]) } ?? UnsafeRawBufferPointer(start: nil, count: 0)
            let extraCalls = shape == .bare ? match.more.map { EventRecognizer.extraCalls(in: text, $0) } ?? [] : []
            if shape == .bare, extraCalls.isEmpty, let more = match.more, !more.isEmpty {
                // `viewDidLoad called`, `viewDidLoad Start`: one word after the name that is no call is
                // the line's text (``CallMarker`` reads it), as it is after a type (`FeedVC viewDidLoad called`);
                // more words that are no calls are a sentence (`viewWillAppear in UIKit is called before …`).
                if text[more.lowerBound + 1..<more.upperBound].contains(ASCII.space) { continue }
                rest = UnsafeRawBufferPointer(rebasing: text[more.lowerBound..<(match.rest?.upperBound ?? more.upperBound)])
            }
            if className == nil, let file = EventRecognizer.trailingSwiftFile(rest) {
                // `🔷 viewDidLoad() (FeedVC.swift:20)`: the logger's file names the type, and is no argument.
                className = normalizedClass(UnsafeRawBufferPointer(rebasing: rest[file.name]))
                event.className = className
                event.sourceLine = event.sourceLine ?? ByteText.integer(rest, file.line)
                rest = UnsafeRawBufferPointer(rebasing: rest[..<(file.name.lowerBound - 1)])
            }
            if event.address == nil, let cls = className {
                let printsSubclass = !EventRecognizer.takesObjectArgument(kind) && ClassName.readsAsBaseClass(cls)
                // A hook's label before the callback names no object: `Track viewWillAppear <HomeViewController:
                // 0x…>`, Aspects' `Aspect viewWillAppear <ViewController: 0x…>` print the receiver after it.
                // Only a description right after the callback (`owner=<X: 0x…>`, `view=<X: 0x…>` name another
                // object), and not at a dealloc: a helper's `ImageLoader deinit <FeedVC: 0x…>` prints its owner.
                // The byte test first: nearly every line has no description after its call.
                let isLabel = EventRecognizer.startsWithDescription(rest) && !printsSubclass && kind != .other && kind != .dealloc
                    && !EventRecognizer.takesObjectArgument(kind) && !ClassName.readsAsControllerOrView(cls)
                attachReceiver(line: text, excluding: fnRange, tokenClass: cls, adoptAnyClass: printsSubclass,
                               adoptControllerOrView: isLabel, to: &event)
                // `In viewDidLoad`, `Tracking viewDidLoad`: a call of no object the line names.
                if shape == .typeSpaceFunction || shape == .typeSeparatorFunction, event.address == nil, event.className == cls,
                   ClassName.wordsPlacingACall.contains(cls) {
                    event.className = nil
                }
                if printsSubclass, event.address == nil, let concrete = EventRecognizer.classNamedLast(in: rest, otherThan: cls) {
                    event.className = concrete
                }
                // A printed list of several instances names none of them (see `objcEvents`).
                if event.receiverIsOneOfSeveral { return nil }
            }
            classifyArgument(rest: rest, line: text, hints: hints, to: &event)
            emit(event)
            for extra in extraCalls { emit(swiftEvent(extra, className: nil)) }
            return nil
        }
        guard let after = EventRecognizer.afterBracketTag(text) ?? EventRecognizer.afterLabel(text) ?? EventRecognizer.afterCapitalTag(text),
              EventRecognizer.mayStartCall(UnsafeRawBufferPointer(rebasing: text[after...]), hints: hints) else { return nil }
        return start + after
    }

    /// True when `rest`, what follows a call, starts with a description after blanks or a colon.
    static func startsWithDescription(_ rest: UnsafeRawBufferPointer) -> Bool {
        var i = 0
        while i < rest.count, ByteText.isSpace(rest[i]) || rest[i] == ASCII.colon { i += 1 }
        return i < rest.count && rest[i] == ASCII.lessThan
    }

    /// The names after a bare call that are calls too (`viewDidLoad viewWillAppear`): with
    /// parentheses, or lifecycle names.
    static func extraCalls(in text: UnsafeRawBufferPointer, _ more: Range<Int>) -> [String] {
        guard !more.isEmpty else { return [] }
        return ByteText.string(text, more).split(separator: " ").map(String.init).filter {
            $0.utf8.contains(ASCII.leftParenthesis) || Vocabulary.kind(of: $0) != .other
        }
    }

    /// True when `rest`, the text after a call, is an object's description alone (`<MyApp.FeedVC:
    /// 0x…>`) of another class than `tagClass`, or another type's name alone: any after a `deinit`
    /// (`FeedVC`), a controller's or view's after any call (`[Lifecycle] viewDidLoad FeedVC`).
    static func namesOwnObject(_ rest: UnsafeRawBufferPointer, otherThan tagClass: String?, afterDeinit: Bool) -> Bool {
        var start = 0
        while start < rest.count, rest[start] == ASCII.space { start += 1 }
        // A separator before a type's name (`viewDidLoad - FeedVC`); a description follows only blanks.
        if start < rest.count, rest[start] != ASCII.lessThan {
            separator: while start < rest.count {
                switch rest[start] {
                case ASCII.space, ASCII.minus, ASCII.greaterThan, ASCII.colon, ASCII.equals, ASCII.verticalBar: start += 1
                default: break separator
                }
            }
        }
        guard start < rest.count else { return false }
        if rest[start] == ASCII.lessThan {
            var end = rest.count
            while end > start, ByteText.isSpace(rest[end - 1]) { end -= 1 }
            let word = UnsafeRawBufferPointer(rebasing: rest[start..<end])
            guard let found = DescriptionScanner.first(in: word, from: 0) else { return false }
            return found.whole.lowerBound == 0 && found.whole.upperBound >= word.count - 1
                && ClassName.normalize(ByteText.string(word, found.cls)) != tagClass
        }
        let text = UnsafeRawBufferPointer(rebasing: rest[start...])
        guard let word = ClassName.trailingTypeName(in: text), word.lowerBound == 0 else { return false }
        let name = ClassName.normalize(ByteText.string(text, word))
        return name != tagClass && (afterDeinit || ClassName.readsAsControllerOrView(name))
    }

    /// True when `rest`, the text after a lifecycle name, adds nothing that makes the line a sentence:
    /// blanks, or one word that marks the call (`called`, `start`, `end`, a flag or a count, a dash, a
    /// word in a script without Latin letters, `вызван`, or up to three Chinese, Japanese or Korean
    /// characters, `호출`, `被调用`). A second word, any other Latin word, or a longer unspaced run (a
    /// Chinese or Japanese sentence, `只调用一次`) makes prose (`fires twice`, `cleanup`).
    static func isCallNote(_ rest: UnsafeRawBufferPointer) -> Bool {
        var start = 0, end = rest.count
        while start < end, ByteText.isSpace(rest[start]) { start += 1 }
        while end > start, ByteText.isSpace(rest[end - 1]) { end -= 1 }
        guard start < end else { return true }
        let word = UnsafeRawBufferPointer(rebasing: rest[start..<end])
        if word.contains(where: ByteText.isSpace) { return isWordedCallNote(word) }
        if !word.contains(where: { ByteText.isUpper($0) || ByteText.isLower($0) }) {
            // A note that the call did not come is no mark of it (`未调用`, `미호출`, `안됨`, `нет`, `❌`).
            if saysNotCalled(word) { return false }
            // Scripts written with blanks between words (Cyrillic, Greek: two-byte letters) give one word
            // here (`вызван`); Chinese and Japanese (three-byte characters) write a sentence unspaced.
            return !word.contains(where: { $0 >= 0xE0 }) || word.count <= 9
        }
        return callNotes.contains(String(decoding: word, as: UTF8.self))
    }

    /// False when `text` cannot start with a label and its colon (``SwiftShape/labelledFields``,
    /// ``SwiftShape/screenLabel``): more than `blanks` blanks come first, or no colon within the
    /// label's longest length. Most Swift-shape lines (`FeedVC viewWillAppear(_:)`) are answered here
    /// instead of by a PCRE2 call each.
    static func startsWithField(_ text: UnsafeRawBufferPointer, blanks: Int = 0) -> Bool {
        var i = 0, seen = 0
        while i < min(text.count, 49) {
            let byte = text[i]
            if ByteText.isSpace(byte) {
                seen += 1
                if seen > blanks || i == 0 { return false }
            }
            if ByteText.isColon(text, at: i) { return i > 0 }
            i += 1
        }
        return false
    }

    /// False when `text` cannot start with ``SwiftShape/labelledType``'s label: a letter or a digit,
    /// then within thirteen bytes a blank and an upper-case letter or `_` (`A ViewController`), a
    /// hyphen and a digit (`VC-1`), or, after a capital, a hyphen and a letter (`D-child`, `Home-VC`).
    static func mayStartWithLabel(_ text: UnsafeRawBufferPointer) -> Bool {
        guard text.count > 4, ByteText.isUpper(text[0]) || ByteText.isDigit(text[0]) || ByteText.isLower(text[0]) else { return false }
        var i = 1
        while i < text.count, i <= 13 {
            let b = text[i]
            if b == ASCII.space { return i + 1 < text.count && (ByteText.isUpper(text[i + 1]) || text[i + 1] == ASCII.underscore) }
            if b == ASCII.minus {
                return i + 1 < text.count && (ByteText.isDigit(text[i + 1]) || (ByteText.isUpper(text[0]) && ByteText.isIdentifierStart(text[i + 1])))
            }
            guard ByteText.isIdentifier(b) else { return false }
            i += 1
        }
        return false
    }

    /// True when `label` is a number and a word that names a screen or an instance, in a script other
    /// than Latin: an ordinal (`1번째`, `第1个`, `2番目`, `1つ目`) or a screen's, a page's or a controller's
    /// word (`1번`, `2번째화면`, `컨트롤러1`, `탭1`, `页面01`, `详情页1`, `视图控制器1`, `画面1`, `Экран1`, `ВК1`).
    /// Other numbered words are steps, sections, figures, questions, dates or counts of times (`第1步`,
    /// `图1`, `问题1`, `2023年10月1日`, `第2次`, `2回目`), which name no object.
    static func isNumberedScreenWord(_ label: UnsafeRawBufferPointer) -> Bool {
        guard label.contains(where: ByteText.isDigit) else { return false }
        let word = String(decoding: label.filter { !ByteText.isDigit($0) }, as: UTF8.self)
        return numberedScreenSuffixes.contains { word.hasSuffix($0) }
    }

    private static let numberedScreenSuffixes: [String] = ["번째", "번", "화면", "뷰", "뷰컨", "페이지", "컨트롤러", "탭", "第个", "个页面", "页面", "页",
                                                           "界面", "控制器", "视图", "画面", "番目", "つ目", "画面目", "ページ",
                                                           "Экран", "экран", "Страница", "страница", "ВК"]

    /// False when `text` cannot start with ``SwiftShape/numberedScriptLabel``'s label: a first word of
    /// at most 48 bytes, followed by a blank, with a letter outside ASCII and an ASCII digit in it.
    static func mayStartWithNumberedScriptLabel(_ text: UnsafeRawBufferPointer) -> Bool {
        guard let first = text.first, first >= 0x80 || ByteText.isDigit(first) else { return false }
        var i = 0, script = false, digit = false
        while i < text.count, i <= 48 {
            let b = text[i]
            if b == ASCII.space { return script && digit && i > 0 }
            if b >= 0x80 { script = true } else if ByteText.isDigit(b) { digit = true } else if !ByteText.isIdentifier(b) { return false }
            i += 1
        }
        return false
    }

    /// How a screen's label before a call names its instance (``SwiftShape/screenLabel``).
    enum ScreenLabel { case numbered, otherScript }

    /// `Tela 1`, `Экран A`, `Màn hình 2` (words, then a number or one letter: numbered), `画面A` (one word with
    /// a letter outside ASCII); nil for one ASCII word (the separator shape reads `FeedVC: viewDidLoad`)
    /// and for other words (`Note 1a`).
    static func screenLabel(_ label: UnsafeRawBufferPointer) -> ScreenLabel? {
        guard let blank = label.lastIndex(where: ByteText.isSpace) else {
            // One word in another script: numbered when it is a screen's word and a number (`1번`, `页面01`,
            // `Экран1`); `问题1` ("question 1"), `第1步` ("step 1") number other things.
            guard label.contains(where: { $0 >= 0x80 }) else { return nil }
            return isNumberedScreenWord(label) ? .numbered : .otherScript
        }
        let last = UnsafeRawBufferPointer(rebasing: label[(blank + 1)...])
        if last.allSatisfy(ByteText.isDigit) { return .numbered }
        // One letter: an ASCII one, or one character of another script (two to four bytes, one lead byte).
        if last.count == 1 ? ByteText.isUpper(last[0]) : (last[0] >= 0xC0 && last.count <= 4 && last.dropFirst().allSatisfy { $0 & 0xC0 == 0x80 }) {
            return .numbered
        }
        return nil
    }

    /// True when `rest`, the text after a call, starts by saying the call did not come: a negation and
    /// a word of calling (`not called`, `never invoked`, `isn't fired`, `is not printed`), an annotation
    /// after an arrow or `//` that says so, `(missing)`, a negated call in a script
    /// written without blanks (`未调用`, `没走`, `呼ばれない`, `미호출`, `호출안됨`), Russian's `не вызван`, or a
    /// cross alone (`❌`). A negation before anything else is the line's text (`not animated`, `不错`,
    /// `미리 로드`, `非同期`), and the call stands. Most rests are empty or start with `<`, `:` or a digit,
    /// and are answered by their first byte.
    static func restSaysNotCalled(_ rest: UnsafeRawBufferPointer) -> Bool {
        var start = 0
        while start < rest.count, ByteText.isSpace(rest[start]) || rest[start] == ASCII.minus { start += 1 }
        var textEnd = rest.count
        while textEnd > start, ByteText.isSpace(rest[textEnd - 1]) || [ASCII.period, ASCII.exclamation, ASCII.comma].contains(rest[textEnd - 1]) { textEnd -= 1 }
        // An annotation after an arrow or a comment mark that is a negated call and ends there, after
        // two words at most (`<- not called`, `// never printed`, `<-- expected here, never printed`):
        // one that goes on is about something else (`// not called twice`, `<- not logged by analytics`,
        // `<- fires, but viewDidDisappear is not called`). And `(missing)` alone, a list's mark.
        if start + 1 < rest.count, (rest[start] == ASCII.lessThan && rest[start + 1] == ASCII.minus)
            || (rest[start] == ASCII.slash && rest[start + 1] == ASCII.slash) {
            var words: [Int] = []
            var i = start
            while i < textEnd, rest[i] == ASCII.minus || rest[i] == ASCII.lessThan || rest[i] == ASCII.slash { i += 1 }
            while i < textEnd, words.count < 6 {
                while i < textEnd, ByteText.isSpace(rest[i]) { i += 1 }
                if i < textEnd { words.append(i) }
                while i < textEnd, !ByteText.isSpace(rest[i]) { i += 1 }
            }
            guard i >= textEnd, words.count >= 2, words.count <= 5, let last = words.last,
                  case let lastWord = UnsafeRawBufferPointer(rebasing: rest[last..<textEnd]),
                  matchesIgnoringCase(lastWord, callingWords) || matchesIgnoringCase(lastWord, printingWords) else { return false }
            // The negated call starts within the first three words and is the last two or three.
            for (index, first) in words.enumerated() where index < 3 && words.count - index <= 3 {
                let phrase = UnsafeRawBufferPointer(rebasing: rest[first..<textEnd])
                if restSaysNotCalled(phrase) { return true }
            }
            return false
        }
        if textEnd - start == 9, ByteText.hasPrefix(rest, at: start, "(missing)") { return true }
        guard start < rest.count, case let first = rest[start], first >= 0x80 || first | 0x20 == ASCII.n || first | 0x20 == ASCII.i
                || first | 0x20 == ASCII.w || first | 0x20 == ASCII.d else { return false }
        var end = start
        while end < rest.count, !ByteText.isSpace(rest[end]) { end += 1 }
        let word = UnsafeRawBufferPointer(rebasing: rest[start..<end])
        var next = end
        while next < rest.count, ByteText.isSpace(rest[next]) { next += 1 }
        var nextEnd = next
        while nextEnd < rest.count, !ByteText.isSpace(rest[nextEnd]) { nextEnd += 1 }
        let second = UnsafeRawBufferPointer(rebasing: rest[next..<nextEnd])
        if first >= 0x80 {
            if saysNotCalled(word) { return next == rest.count || !isCross(word) }
            // Russian writes the negation apart: `не вызван`, `не вызывается`, `не срабатывает`.
            return ByteText.hasPrefix(word, at: 0, "не") && word.count == 4
                && (ByteText.hasPrefix(second, at: 0, "вызы") || ByteText.hasPrefix(second, at: 0, "вызв") || ByteText.hasPrefix(second, at: 0, "сраб"))
        }
        // Bytes, not lower-cased Strings: asked for every rest that starts with one of these letters.
        // An auxiliary first (`is never called`, `was not invoked`, `did not fire`) is read past.
        if word.count <= 4, second.count >= 3, matchesIgnoringCase(word, auxiliaries) {
            return restSaysNotCalled(UnsafeRawBufferPointer(rebasing: rest[next...]))
        }
        guard word.count >= 3, word.count <= 9, second.count >= 3, matchesIgnoringCase(word, englishNegations) else { return false }
        var called = second.count
        while called > 0, second[called - 1] == ASCII.period || second[called - 1] == ASCII.exclamation || second[called - 1] == ASCII.comma { called -= 1 }
        let calling = UnsafeRawBufferPointer(rebasing: second[0..<called])
        // `is not printed` only as the last words: `is not printed in release builds` says when.
        if matchesIgnoringCase(calling, printingWords) { return nextEnd >= textEnd }
        return matchesIgnoringCase(calling, callingWords)
    }

    /// True when `word` is one of `words`, ASCII letters compared without regard to case.
    private static func matchesIgnoringCase(_ word: UnsafeRawBufferPointer, _ words: [[UInt8]]) -> Bool {
        words.contains { candidate in
            candidate.count == word.count && zip(candidate, word).allSatisfy { $0 == $1 | (ByteText.isUpper($1) ? 0x20 : 0) }
        }
    }

    private static let englishNegations: [[UInt8]] = ["not", "never", "isn't", "wasn't", "didn't", "doesn't", "won't", "isnt", "wasnt",
                                                      "didnt", "doesnt", "wont", "isn’t", "wasn’t", "didn’t", "doesn’t", "won’t"].map { Array($0.utf8) }
    private static let auxiliaries: [[UInt8]] = ["is", "was", "did", "does", "will", "wil"].map { Array($0.utf8) }
    private static let callingWords: [[UInt8]] = ["called", "invoked", "fired", "triggered", "run", "runs", "executed", "reached", "hit",
                                                  "call", "invoke", "fire", "trigger", "execute", "get", "gets",
                                                  "fires", "triggers", "executes", "happen", "happens", "happened"].map { Array($0.utf8) }
    /// What a print says of the call (`Second deinit is not printed`); not `logged` (`not logged in`)
    /// nor `print` (`did not print banner`).
    private static let printingWords: [[UInt8]] = [Array("printed".utf8)]

    /// True when `word`, written after a lifecycle name, says the call did not come: a negated call of
    /// Chinese (`未调用`, `没走`, `不会调用`), Japanese (`呼ばれない`, `実行されない`), Korean (`미호출`, `안됨`,
    /// `호출안됨`, `호출되지`), a Russian or Greek `no` alone (`нет`), or a cross (`✗`, `❌`). A negation that
    /// is not about the call (`不错`, `没问题`, `미리`, `안녕`, `非同期`) is the line's text.
    static func saysNotCalled(_ word: UnsafeRawBufferPointer) -> Bool {
        if isCross(word) { return true }
        let text = String(decoding: word, as: UTF8.self)
        if notCalledWords.contains(text.lowercased()) { return true }
        return negatedCalls.contains { text.contains($0) }
    }

    /// A cross alone: `✗`, `✘`, `❌`, `✖`, `🚫`, `⛔` (with a variation selector or not).
    private static func isCross(_ word: UnsafeRawBufferPointer) -> Bool {
        let scalars = String(decoding: word, as: UTF8.self).unicodeScalars.filter { $0 != "\u{FE0F}" }
        return scalars.count == 1 && crosses.contains(scalars.first!)
    }

    private static let crosses: Set<Unicode.Scalar> = ["\u{2717}", "\u{2718}", "\u{274C}", "\u{2716}", "\u{1F6AB}", "\u{26D4}"]
    /// Negated calls in scripts written without blanks between words.
    private static let negatedCalls: [String] = ["未调", "没调", "没有调", "不调用", "未被调", "没被调", "没有被调", "不会调", "不会被调",
                                                 "没走", "不走", "没有走", "未执行", "没执行", "没有执行", "不执行", "未触发", "没触发", "没有触发", "不触发",
                                                 "未調用", "沒調用", "沒有調用", "不會調用", "沒走", "未執行", "沒執行",
                                                 "呼ばれない", "呼ばれず", "呼ばれてない", "呼ばれていない", "呼ばれません", "実行されない", "実行されず",
                                                 "미호출", "호출안됨", "호출 안됨", "호출되지", "호출이 안", "안됨", "실행안됨", "실행되지", "불리지"]
    /// Whole words of negation in scripts written with blanks.
    private static let notCalledWords: Set<String> = ["нет", "όχι"]

    /// ``isCallNote(_:)``, or another labelled field after the method's (`Message:loaded`).
    static func isCallNoteOrField(_ rest: UnsafeRawBufferPointer) -> Bool {
        if isCallNote(rest) { return true }
        var i = 0
        while i < rest.count, ByteText.isSpace(rest[i]) { i += 1 }
        let start = i
        while i < rest.count, i - start <= 48, !ByteText.isSpace(rest[i]) {
            // A colon, ASCII or full-width, ends the field's label.
            if ByteText.isColon(rest, at: i) { return i > start }
            i += 1
        }
        return false
    }

    /// The words apps print after a callback's name to mark the call (R-P9's begin and end markers)
    /// or its flag.
    /// True when `name`, before a method and a full stop, names a class rather than starting a
    /// sentence: a compound name (``ClassName/readsAsCompoundName(_:)``), not in capitals (`TODO`,
    /// `ARC`, `VC`), not a framework or a system (`UIKit`, `SwiftUI`, `CoreData`, `iOS13`).
    static func namesClassBeforeFullStop(_ name: String) -> Bool {
        name.utf8.count > 3 && ClassName.readsAsCompoundName(name) && !ClassName.readsAsCategory(name) && !name.hasSuffix("Kit")
            && !frameworkWords.contains(name) && !name.hasPrefix("iOS") && !name.hasPrefix("macOS")
    }

    private static let frameworkWords: Set<String> = ["SwiftUI", "ObjC", "iOS", "iPadOS", "macOS", "tvOS", "watchOS", "visionOS", "CoreData",
                                                      "CoreAnimation", "CarPlay", "XCTest", "TestFlight", "AutoLayout", "GitHub", "JavaScript"]

    /// True when `text` is English's mark of a call that happened, in words, a full stop or `!`
    /// allowed: `is running`, `was called`, `has been called` (beginners' tutorials:
    /// `NSLog(@"viewDidLoad is running")`). The present `is called` is how prose explains UIKit
    /// (`2. viewWillDisappear is called` in an answer's list), and longer text is a sentence.
    static func isWordedCallNote(_ text: UnsafeRawBufferPointer) -> Bool {
        var end = text.count
        while end > 0, text[end - 1] == ASCII.period || text[end - 1] == ASCII.exclamation { end -= 1 }
        let words = String(decoding: text[0..<end], as: UTF8.self).split(separator: " ")
        switch words.count {
        case 2: return (words[0] == "is" && words[1] == "running") || (words[0] == "was" && wordedCallVerbs.contains(String(words[1])))
        case 3: return words[0] == "has" && words[1] == "been" && wordedCallVerbs.contains(String(words[2]))
        default: return false
        }
    }

    private static let wordedCallVerbs = ["called", "invoked", "executed", "fired", "triggered", "entered"]

    /// ``isWordedCallNote(_:)``'s marks as a pattern, for the bare shape, whose rest a regex takes.
    static let wordedCallNotePattern = "is running|(?:was|has been) (?:\(wordedCallVerbs.joined(separator: "|")))"

    static let callNotes: Set<String> = ["called", "invoked", "entered", "start", "started", "begin", "end", "ended", "finished",
                                         "complete", "completed", "done", "true", "false", "YES", "NO"]

    /// True when the first two words of `text` may hold a call: one has parentheses or is a lifecycle
    /// name, or the text starts with another tag or an object's description. Most tagged lines are
    /// os_log categories before prose (`[Common] _BSMachError: port …`), which this rules out cheaply.
    static func mayStartCall(_ text: UnsafeRawBufferPointer, hints: MessageHints) -> Bool {
        guard let first = text.first else { return false }
        if first == ASCII.leftBracket || first == ASCII.lessThan { return true }
        var start = 0
        for _ in 0..<2 {
            var end = start
            while end < text.count, text[end] != ASCII.space, end - start < 48 { end += 1 }
            guard end > start else { return false }
            let word = UnsafeRawBufferPointer(rebasing: text[start..<end])
            if word.contains(ASCII.leftParenthesis) { return true }
            // Lifecycle names start with a lower-case letter, and the message must hold one somewhere.
            if hints.hasVocabulary, word.count >= 4, ByteText.isLower(word[0]),
               Vocabulary.kind(of: String(decoding: word, as: UTF8.self)) != .other { return true }
            start = end + 1
            guard start < text.count else { return false }
        }
        return false
    }

    /// Where the text after a leading `[tag] ` starts (the tag at most 64 bytes, text after it), if
    /// `text` starts with one.
    static func afterBracketTag(_ text: UnsafeRawBufferPointer) -> Int? {
        guard text.count > 3, text[0] == ASCII.leftBracket else { return nil }
        var i = 1
        while i < min(text.count, 66), text[i] != ASCII.rightBracket, text[i] != ASCII.leftBracket { i += 1 }
        guard i > 1, i + 2 < text.count, text[i] == ASCII.rightBracket else { return nil }
        var start = i + 1
        if text[start] == ASCII.space { start += 1 }
        guard start < text.count, text[start] != ASCII.space else { return nil }
        return start
    }

    /// Where the text after a leading label starts: one to three words of letters and a colon
    /// before a type's name (`Current method: FirstViewController viewDidLoad`, `NSLog(@"Current
    /// method: %@ %@", [self class], NSStringFromSelector(_cmd))`), if `text` starts with one.
    static func afterLabel(_ text: UnsafeRawBufferPointer) -> Int? {
        var i = 0, words = 0
        while words < 3 {
            let start = i
            while i < min(text.count, 40), ByteText.isUpper(text[i]) || ByteText.isLower(text[i]) { i += 1 }
            guard i > start, i < text.count else { return nil }
            words += 1
            if text[i] == ASCII.colon { break }
            guard text[i] == ASCII.space else { return nil }
            i += 1
        }
        // Only before a type (`Note: viewWillAppear fires twice`, `TODO: viewDidLoad cleanup` are prose).
        guard i + 2 < text.count, text[i] == ASCII.colon, text[i + 1] == ASCII.space, ByteText.isUpper(text[i + 2]) else { return nil }
        return i + 2
    }

    /// Where the text after a logger's tag in capitals starts (`AUDIT >>> deinit X`, `LOG deinit X`,
    /// `TRACE - viewDidLoad() FeedVC`): three to twelve capitals, a blank, and arrows or dashes. A colon
    /// makes a heading (`TODO: viewDidLoad cleanup`), which ``afterLabel(_:)`` reads only before a type.
    static func afterCapitalTag(_ text: UnsafeRawBufferPointer) -> Int? {
        var i = 0
        while i < min(text.count, 13), ByteText.isUpper(text[i]) { i += 1 }
        guard i >= 3, i <= 12, i < text.count, text[i] == ASCII.space else { return nil }
        while i < text.count, text[i] == ASCII.space || text[i] == ASCII.greaterThan || text[i] == ASCII.minus { i += 1 }
        guard i < text.count, ByteText.isLower(text[i]) || ByteText.isUpper(text[i]) || text[i] == ASCII.lessThan || text[i] == ASCII.leftBracket else { return nil }
        return i
    }

    /// `(FeedVC.swift:20)` at the end of `rest`: the file and line a logger prints after the message
    /// (CleanroomLogger's `🔷 viewDidLoad() (FeedVC.swift:20)`); the ranges of the file's name and the line.
    static func trailingSwiftFile(_ rest: UnsafeRawBufferPointer) -> (name: Range<Int>, line: Range<Int>)? {
        var end = rest.count
        while end > 0, ByteText.isSpace(rest[end - 1]) { end -= 1 }
        guard end > 0, rest[end - 1] == ASCII.rightParenthesis else { return nil }
        let lineEnd = end - 1
        var lineStart = lineEnd
        while lineStart > 0, ByteText.isDigit(rest[lineStart - 1]) { lineStart -= 1 }
        guard lineStart < lineEnd, lineStart >= 8, rest[lineStart - 1] == ASCII.colon,
              ByteText.hasPrefix(rest, at: lineStart - 7, ".swift") else { return nil }
        let nameEnd = lineStart - 7
        var nameStart = nameEnd
        while nameStart > 0, ByteText.isIdentifier(rest[nameStart - 1]) { nameStart -= 1 }
        guard nameStart < nameEnd, nameStart > 0, rest[nameStart - 1] == ASCII.leftParenthesis,
              ByteText.isIdentifierStart(rest[nameStart]) else { return nil }
        return (nameStart..<nameEnd, lineStart..<lineEnd)
    }

    /// `self`, `super`, or a property path from either: the receiver of a message in source code.
    static func isExpressionReceiver(_ receiver: UnsafeRawBufferPointer) -> Bool {
        for word: StaticString in ["self", "super"] where ByteText.hasPrefix(receiver, at: 0, word) {
            let end = word.utf8CodeUnitCount
            if receiver.count == end || receiver[end] == ASCII.period { return true }
        }
        return false
    }

    /// A rest that is `;`, maybe with a `//` comment after it: the end of a C, Objective-C or
    /// JavaScript statement, so the line is code and not a print of the call.
    /// Also a rest that opens a block, `{` alone or `{ ` and code (`deinit {`, `deinit { print("gone") }`):
    /// a declaration. A thread's description (`{number = 1, name = main}`) has no blank after its brace.
    static func restIsCode(_ rest: UnsafeRawBufferPointer) -> Bool {
        guard let first = rest.firstIndex(where: { $0 != ASCII.space && $0 != ASCII.tab }) else { return false }
        let after = rest[(first + 1)...]
        if rest[first] == ASCII.leftBrace { return after.isEmpty || after.first == ASCII.space }
        guard rest[first] == ASCII.semicolon else { return false }
        let comment = after.drop { $0 == ASCII.space || $0 == ASCII.tab }
        return comment.isEmpty || (comment.count >= 2 && comment.first == ASCII.slash && comment.dropFirst().first == ASCII.slash)
    }

    func swiftEvent(_ function: String, className: String?) -> RecognizedEvent {
        let kind = Vocabulary.kind(of: function)
        return RecognizedEvent(kind: kind, className: className, selector: function, selectorKind: kind)
    }
}
