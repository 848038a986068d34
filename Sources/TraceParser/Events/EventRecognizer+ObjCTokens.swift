import Foundation

/// Objective-C method tokens (`-[Class selector]`) and the receiver printed after them.
extension EventRecognizer {
    /// Emits the `-[Class sel]` tokens of the line; false when there were none.
    func objcEvents(in m: UnsafeRawBufferPointer, hints: MessageHints, emit: (RecognizedEvent) -> Void) -> Bool {
        var position = 0
        var found = false
        var tokens = 0
        // The tokens the line emitted (receiver and selector bytes, address): one log statement that
        // prints the same method twice (`-[X viewWillAppear:] line 329 $ -[X viewWillAppear:]`, a
        // macro's `__func__` and a message that is `__func__` again) is one call (R-P9). Ranges, not
        // strings: nearly every line has one token, and comparing costs nothing until a second.
        var emitted: [(receiver: Range<Int>, selector: Range<Int>, address: UInt64?)] = []
        var firstEmitted: (receiver: Range<Int>, selector: Range<Int>, address: UInt64?)?
        // Each token may look for its receiver across the whole line, so a hostile line of a
        // million tokens would take quadratic time; real lines print one to a few.
        while position < m.count, tokens < EventRecognizer.maximumTokensPerMessage,
              let token = ObjCTokenScanner.first(in: m, from: position) {
            tokens += 1
            let range = token.whole
            position = range.upperBound
            // Block bodies (`__29-[VC viewDidLoad]_block_invoke`) are not the method itself, a crash
            // report's JSON frame (`"symbol":"-[VC viewDidLoad]"`) is a method on the stack,
            // and `*** Assertion failure in -[VC viewDidLoad]` names the method an NSAssert failed in.
            if token.pre != nil || token.post != nil || EventRecognizer.isJSONFrameSymbol(m, at: range.lowerBound)
                || EventRecognizer.isQuotedSymbol(m, range) || EventRecognizer.isSymbolInCommentOrCode(m, range)
                || EventRecognizer.namesFailedAssertion(m, at: range.lowerBound)
                || (range.upperBound < m.count && m[range.upperBound] == ASCII.colon && EventRecognizer.startsExceptionBanner(m, at: range.lowerBound))
                || EventRecognizer.namesMethodOfReport(m, at: range.upperBound)
                || EventRecognizer.isSizeChangeRow(m, after: range.upperBound)
                || EventRecognizer.isFrameInLine(m, range) { found = true; continue }
            let recv = token.receiver, sel = token.selector
            let isClassMethod = m[token.kind.lowerBound] == ASCII.plus
            let category = token.category
            let named = selectorAndKind(UnsafeRawBufferPointer(rebasing: m[sel]))
            var event = RecognizedEvent(kind: named.kind, selector: named.selector, selectorKind: named.kind, isClassMethod: isClassMethod)
            let isCenter: Bool, isGenericOwner: Bool
            var spelling: Range<Int>?
            if m[recv.lowerBound] == ASCII.lessThan {
                let receiver = ByteText.string(m, recv)
                let inner = UnsafeRawBufferPointer(rebasing: m[recv])
                if let d = firstDescription(in: inner, from: 0) { event.className = d.cls; event.address = d.addr }
                else { event.className = ClassName.normalize(receiver.dropFirst().prefix { $0 != ":" && $0 != ">" && $0 != " " }) }
                let described = NamedClass(event.className ?? "")
                isCenter = described.isNotificationCenter
                isGenericOwner = described.isGenericOwner
            } else {
                let named = namedClass(UnsafeRawBufferPointer(rebasing: m[recv]))
                event.className = named.name
                spelling = recv
                isCenter = named.isNotificationCenter
                isGenericOwner = named.isGenericOwner
            }
            // `-[< …> sel]`, `-[_NSZombie_ sel]`: a receiver that normalises to nothing names no class.
            if event.className?.isEmpty == true { event.className = nil }
            // A tracer's `-[<NSNotificationCenter: 0x…> removeObserver:<HomeVC: 0x…>]`: the observer is the value.
            if isCenter, let value = token.argument, let d = firstDescription(in: UnsafeRawBufferPointer(rebasing: m[value]), from: 0) {
                event.className = d.cls; event.address = d.addr
            }
            // A tracer's value after the selector (`viewWillAppear:1]`, `…ParentViewController:(null)]`) is the argument.
            var rest = UnsafeRawBufferPointer(rebasing: m[(token.argument ?? range.upperBound..<m.count)])
            if EventRecognizer.mayStartWithSourceLine(rest), let suffix = sourceLineSuffix.match(rest, anchored: true) {
                event.sourceLine = [1, 2, 3, 4, 5, 6].lazy.compactMap { suffix[$0] }.first.flatMap { ByteText.integer(rest, $0) }
                // `,63` / `[第54行]` / `[Line 33]` / `:22` / ` + 24` is the macro's line number, not an argument.
                rest = UnsafeRawBufferPointer(rebasing: rest[suffix.range.upperBound...])
            }
            let tokenClass = event.className ?? ""
            let generic = category != nil || isGenericOwner
            // An app's base class logs for its subclasses: what it prints of `self` is the object,
            // unless the method takes another controller or view as its argument.
            let printsSubclass = !EventRecognizer.takesObjectArgument(event.kind) && ClassName.readsAsBaseClass(tokenClass)
            if event.address == nil {
                attachReceiver(line: m, excluding: range, tokenClass: tokenClass, spelling: spelling, adoptAnyClass: generic || isCenter || printsSubclass, to: &event)
            }
            if printsSubclass, event.address == nil, let concrete = EventRecognizer.classNamedLast(in: rest, otherThan: tokenClass) {
                event.className = concrete
            }
            // `-[UIViewController viewDidLoad]` with no receiver on the line is UIKit's implementation, which
            // every subclass runs (a symbolic breakpoint's name, `po $arg1` printing the object on the next
            // line): no one object, so the call names nobody rather than merging every controller into one.
            // Classes apps use as they are (UINavigationController) keep their name.
            if isGenericOwner, category == nil, event.address == nil, event.className == tokenClass,
               ClassName.rootClasses.contains(tokenClass) { event.className = nil }
            if event.address == nil, !isCenter, let subclass = EventRecognizer.subclassBeforeToken(m, tokenStart: range.lowerBound),
               subclass != event.className {
                event.className = subclass
            }
            classifyArgument(rest: rest, line: m, hints: hints, to: &event)
            // A line that lists several instances of the class names none of them as the receiver: its
            // call is no one object's, and joined to any (the class's only live one) it would be a guess.
            if event.receiverIsOneOfSeveral { found = true; continue }
            if isCenter, event.kind == .addObserver || event.kind == .removeObserver, event.address == nil {
                // Only NotificationCenter itself was named; without the observer this is no object's event.
                // Still a token: the Swift shapes must not read `[NSNotificationCenter addObserver:…]` again.
                found = true
                continue
            }
            let signature = (receiver: recv, selector: sel, address: event.address)
            if let first = firstEmitted {
                let same = { (other: (receiver: Range<Int>, selector: Range<Int>, address: UInt64?)) in
                    other.address == signature.address && m[other.receiver].elementsEqual(m[signature.receiver])
                        && m[other.selector].elementsEqual(m[signature.selector])
                }
                if same(first) || emitted.contains(where: same) { found = true; continue }
                emitted.append(signature)
            } else {
                firstEmitted = signature
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

    /// The class a base class's log statement names before its own method (`NSLog(@"%@ ---> %s",
    /// self.class, __func__)` prints `OneViewController ---> -[MainViewController viewDidLoad]`):
    /// `%s` names the class that implements the method, the word before it the receiver's class.
    /// Taken only when that word is the whole text before the token (with blanks, an arrow, a dash,
    /// a bar or a colon after it) and reads as a controller's or a view's class name, so labels
    /// (`INFO -[…]`, `Step 1 -[…]`) and prose keep the token's class.
    static func subclassBeforeToken(_ m: UnsafeRawBufferPointer, tokenStart: Int) -> String? {
        var end = tokenStart
        while end > 0, [ASCII.space, ASCII.tab, ASCII.minus, ASCII.greaterThan, ASCII.equals, ASCII.colon, ASCII.verticalBar].contains(m[end - 1]) {
            end -= 1
        }
        guard end > 0, end < tokenStart else { return nil }
        var start = end
        while start > 0, ByteText.isIdentifier(m[start - 1]) || m[start - 1] == ASCII.period { start -= 1 }
        guard start == 0, ByteText.isUpper(m[0]) || m[0] == ASCII.underscore else { return nil }
        let name = ClassName.normalize(ByteText.string(m, 0..<end))
        guard ClassName.readsAsControllerOrView(name) else { return nil }
        return name
    }

    /// True when the token at `start` is the value of a `"symbol":` key, as `.ips` crash reports
    /// print their frames.
    static func isJSONFrameSymbol(_ m: UnsafeRawBufferPointer, at start: Int) -> Bool {
        start >= 10 && m[start - 1] == ASCII.quote && ByteText.hasPrefix(m, at: start - 10, "\"symbol\":\"")
    }

    /// True when the token at `range` is a symbol a tool quotes, not a call: the compiler's and the
    /// linker's `In function '-[X viewDidLoad]':`, `duplicate symbol '-[X viewWillAppear:]' in:`
    /// (single quotes around it), a string in pasted source, `NSLog(@"-[X dealloc]")`, or a debugger's
    /// quoted symbol (``isQuotedValue(_:before:)``).
    static func isQuotedSymbol(_ m: UnsafeRawBufferPointer, _ range: Range<Int>) -> Bool {
        let start = range.lowerBound, end = range.upperBound
        guard start > 0 else { return false }
        if m[start - 1] == ASCII.apostrophe { return end < m.count && m[end] == ASCII.apostrophe }
        if m[start - 1] == ASCII.backtick { return end < m.count && m[end] == ASCII.backtick && isMentionInProse(m, span: start - 1..<end + 1) }
        guard start >= 2, m[start - 1] == ASCII.quote else { return false }
        if m[start - 2] == ASCII.at { return true }
        return end < m.count && m[end] == ASCII.quote && isQuotedValue(m, before: start - 1)
    }

    /// True when the Markdown code span `span` sits in a sentence: words outside it (two letters,
    /// or a Chinese, Japanese or Korean character) name the method, they do not print its call ("I
    /// expected `-[X dealloc]` to run", "那么实现`-[X dealloc]`即可"). A span alone on its line, after a
    /// list marker, or beside an object's description or an address is a logged call.
    static func isMentionInProse(_ m: UnsafeRawBufferPointer, span: Range<Int>) -> Bool {
        var i = 0, letters = 0
        while i < m.count {
            if span.contains(i) { i = span.upperBound; letters = 0; continue }
            let byte = m[i]
            // What a logger prints beside a call is no word: an object's description, an address.
            if byte == ASCII.lessThan, let found = DescriptionScanner.first(in: m, from: i), found.whole.lowerBound == i {
                i = found.whole.upperBound; letters = 0; continue
            }
            if byte == ASCII.digit0, i + 1 < m.count, m[i + 1] == ASCII.x {
                i += 2
                while i < m.count, ByteClass.of(m[i]) & ByteClass.hexDigit != 0 { i += 1 }
                letters = 0
                continue
            }
            // A Chinese, Japanese or Korean character (UTF-8 lead bytes of U+3000 to U+D7FF) is a word.
            if byte >= 0xE3, byte <= 0xED { return true }
            letters = ByteText.isUpper(byte) || ByteText.isLower(byte) ? letters + 1 : 0
            if letters == 2 { return true }
            i += 1
        }
        return false
    }

    /// True when the double quote at `quote` opens a symbol a debugger prints as data: lldb's
    /// `image lookup` (`name="-[X viewDidLoad]"`) or a breakpoint file's `"SymbolNames":["-[X
    /// viewDidLoad]"]`. Apps that log calls as structured data (`func="-[X viewDidAppear:]"`,
    /// `{"event": "-[X viewWillAppear:]"}`) still log calls.
    private static func isQuotedValue(_ m: UnsafeRawBufferPointer, before quote: Int) -> Bool {
        if quote >= 5, ByteText.hasPrefix(m, at: quote - 5, "name=") { return true }
        var k = quote - 1
        while k >= 0, m[k] == ASCII.space { k -= 1 }
        guard k >= 0, m[k] == ASCII.leftBracket else { return false }
        k -= 1
        while k >= 0, m[k] == ASCII.space { k -= 1 }
        return k >= 13 && ByteText.hasPrefix(m, at: k - 13, "\"SymbolNames\":")
    }

    /// True when the token at `range` is a symbol in a heading, a comment or decompiled code, not a
    /// call: alone at the end of a Markdown heading (Crashlytics' issue bodies: `#### in -[X
    /// viewWillAppear:]`), the last thing in a one-line `/* … */` (Ghidra's `/* Entry: 10633b958; end:
    /// 10633b9d3; -[X willMoveToParentViewController:] */`), or called with its arguments in a
    /// statement (IDA's `-[UIViewController viewWillAppear:](&v5, "viewWillAppear:", v3);`), or
    /// defined with its parameters (Hopper's `void -[X viewDidLoad](void * self, void * _cmd) {`,
    /// IDA's `void __cdecl -[X dealloc](X *self, SEL a2)`). A token
    /// alone after `//` stays a call: posts keep console traces in comments. So is one after its
    /// image and a backtick: lldb's name for an address (`pc = 0x… App\`-[X viewDidLoad] + 16 at
    /// X.m:34`, `Summary: App\`-[X dealloc] + 12`, `where = App\`-[X viewWillAppear:]`), which
    /// NSLog and `__func__` never print.
    static func isSymbolInCommentOrCode(_ m: UnsafeRawBufferPointer, _ range: Range<Int>) -> Bool {
        if range.lowerBound >= 2, m[range.lowerBound - 1] == ASCII.backtick, ByteText.isIdentifier(m[range.lowerBound - 2]) { return true }
        var end = m.count
        while end > range.upperBound, ByteText.isSpace(m[end - 1]) { end -= 1 }
        if end == range.upperBound {
            // A Markdown heading only: a console trace kept in `//` comments is common in posts.
            var i = 0
            while i < range.lowerBound, ByteText.isSpace(m[i]) { i += 1 }
            return i < range.lowerBound && m[i] == ASCII.hash && isCommentHeading(UnsafeRawBufferPointer(rebasing: m[..<range.lowerBound]))
        }
        let after = range.upperBound
        if m[after] == ASCII.leftParenthesis {
            if end - after >= 3, m[end - 1] == ASCII.semicolon, m[end - 2] == ASCII.rightParenthesis { return true }
            let parameters = UnsafeRawBufferPointer(rebasing: m[after..<end])
            return ByteText.find(parameters, "_cmd", in: 0..<parameters.count) != nil || ByteText.find(parameters, "SEL ", in: 0..<parameters.count) != nil
        }
        var next = after
        while next < end, ByteText.isSpace(m[next]) { next += 1 }
        guard end - next == 2, m[next] == ASCII.asterisk, m[next + 1] == ASCII.slash else { return false }
        var start = 0
        while start < range.lowerBound, ByteText.isSpace(m[start]) { start += 1 }
        return start + 1 < range.lowerBound && m[start] == ASCII.slash && m[start + 1] == ASCII.asterisk
    }

    /// Foundation's assertion report before the token (`NSAssert` prints `*** Assertion failure in
    /// -[RCTNavigator wrapperViewController:didMoveToNavigationController:](), /path/RCTNavigator.m:562`).
    private static let assertionFailure: StaticString = "Assertion failure in "

    /// The runtime's and the frameworks' words after a token that names the method an exception or a
    /// zombie report is about, not a call: `-[__NSDictionaryM audioSessionInterrupted:]: unrecognized
    /// selector sent to instance 0x…` (the method never ran: often a freed observer's reused memory),
    /// NSZombie's `*** -[X release]: message sent to deallocated instance` (its own diagnostic, which a
    /// placeholder address leaves unread), and the nib exceptions `-[NSViewController loadView] loaded
    /// the "X" nib but no view was set.` and `… could not load the "X" nib.` (AppKit logs them and goes
    /// on, so a retried action prints them again), `-[UIViewController _loadViewFromNibNamed:bundle:]
    /// loaded the "X" nib but the view outlet was not set.` (UIKit's): the method that raised.
    private static let exceptionReasons: [StaticString] = [": unrecognized selector sent to ", ": message sent to deallocated instance",
                                                           " loaded the \"", " could not load the \""]

    /// True when the token that ends at `end` is the method an exception's reason or a zombie report names.
    static func namesMethodOfReport(_ m: UnsafeRawBufferPointer, at end: Int) -> Bool {
        // Asked for every token: the two bytes after it rule out nearly all (a blank and `<`, or the end).
        guard end + 1 < m.count else { return false }
        let (first, second) = (m[end], m[end + 1])
        guard (first == ASCII.colon && second == ASCII.space) || (first == ASCII.space && (second == ASCII.l || second == ASCII.c)) else { return false }
        for reason in exceptionReasons where ByteText.hasPrefix(m, at: end, reason) {
            // The nib sentences quote the nib's name, then say `nib`: `-[FeedVC viewDidLoad] loaded the "Feed" data` is a call.
            guard first == ASCII.space else { return true }
            var close = end + reason.utf8CodeUnitCount
            while close < m.count, m[close] != ASCII.quote { close += 1 }
            return ByteText.hasPrefix(m, at: close, "\" nib")
        }
        return false
    }

    /// True when the token at `range` is a frame of a stack printed on one line, wherever in the line:
    /// between an address and its `+ offset` (`… 0x000000010b8ad000 -[FlutterViewController dealloc] +
    /// 76\n12 …`), as crash SDKs print a whole stack with escaped line feeds (Bugly's `jce_callStack: 0
    /// libsystem_kernel.dylib 0x… __psynch_mutexwait + 8\n1 …`) or `stack: 0x… -[X sel] + 76`; or after
    /// a frame number, an image and an address, as a page that collapsed a crash console's columns and
    /// lines shows it (`Fatal Exception: … 0 CoreFoundation 0x8408c __exceptionPreprocess … 2 MyApp
    /// 0x38a468 -[FeedVC viewWillDisappear:] 3 UIKitCore …`, Apple's forums). ``BacktraceFrame`` reads
    /// frames that start a line.
    static func isFrameInLine(_ m: UnsafeRawBufferPointer, _ range: Range<Int>) -> Bool {
        // Asked for every token: a blank before it rules out most (a call starts its message).
        var i = range.lowerBound
        guard i > 0, ByteText.isSpace(m[i - 1]) else { return false }
        while i > 0, ByteText.isSpace(m[i - 1]) { i -= 1 }
        var hex = 0
        while i > 0, ByteClass.hexValue(m[i - 1]) != 0xFF { i -= 1; hex += 1 }
        guard hex >= 4, i >= 2, m[i - 1] == ASCII.x, m[i - 2] == ASCII.digit0 else { return false }
        let end = range.upperBound
        if hex >= 5, end + 3 < m.count, m[end] == ASCII.space, m[end + 1] == ASCII.plus, m[end + 2] == ASCII.space,
           ByteText.isDigit(m[end + 3]) { return true }
        // The image (`libobjc.A.dylib`, `UIKitCore`) and the frame number before the address, blanks between.
        // An image spelled as the token's class or `self` is a log's own columns (`3 FeedVC 0x7fa1 -[FeedVC
        // viewDidLoad]`, what `NSLog(@"%d %@ %p %s", …)` prints), not a frame.
        i -= 2
        guard i > 0, ByteText.isSpace(m[i - 1]) else { return false }
        while i > 0, ByteText.isSpace(m[i - 1]) { i -= 1 }
        let imageEnd = i
        while i > 0, ByteText.isIdentifier(m[i - 1]) || m[i - 1] == ASCII.period || m[i - 1] == ASCII.plus || m[i - 1] == ASCII.minus { i -= 1 }
        guard i < imageEnd, i > 0, ByteText.isIdentifierStart(m[i]), ByteText.isSpace(m[i - 1]) else { return false }
        let image = UnsafeRawBufferPointer(rebasing: m[i..<imageEnd])
        var classEnd = range.lowerBound + 2
        while classEnd < range.upperBound, ByteText.isIdentifier(m[classEnd]) || m[classEnd] == ASCII.period { classEnd += 1 }
        let tokenClass = UnsafeRawBufferPointer(rebasing: m[(range.lowerBound + 2)..<classEnd])
        guard !image.elementsEqual(tokenClass), !ByteText.hasPrefix(image, at: 0, "self") || image.count != 4 else { return false }
        while i > 0, ByteText.isSpace(m[i - 1]) { i -= 1 }
        let numberEnd = i
        while i > 0, ByteText.isDigit(m[i - 1]) { i -= 1 }
        return i < numberEnd && numberEnd - i <= 4 && (i == 0 || ByteText.isSpace(m[i - 1]))
    }

    /// True when the token ending at `end` is followed by nothing but ` : 116 -> 120`: a row of a
    /// binary diff (ipsw's `Functions:` section lists each changed method with its old and new size
    /// in bytes), which names a method of a build, not a call.
    static func isSizeChangeRow(_ m: UnsafeRawBufferPointer, after end: Int) -> Bool {
        var i = end
        func blanks() { while i < m.count, ByteText.isSpace(m[i]) { i += 1 } }
        // ipsw puts a blank before the colon; a call's own text may start with one (`-[X sel]: 0 -> 3`).
        guard i < m.count, ByteText.isSpace(m[i]) else { return false }
        func digits() -> Bool {
            let start = i
            while i < m.count, ByteText.isDigit(m[i]) { i += 1 }
            return i > start
        }
        blanks()
        guard i < m.count, m[i] == ASCII.colon else { return false }
        i += 1
        blanks()
        guard digits() else { return false }
        blanks()
        guard i + 1 < m.count, m[i] == ASCII.minus, m[i + 1] == ASCII.greaterThan else { return false }
        i += 2
        blanks()
        guard digits() else { return false }
        blanks()
        return i == m.count
    }

    /// True when the token at `start` is the method a failed assertion names.
    static func namesFailedAssertion(_ m: UnsafeRawBufferPointer, at start: Int) -> Bool {
        // An exception's reason that starts with the method that raised (`reason: '-[UIPopoverController
        // dealloc] reached while popover is still visible.'`, `reason: '-[UITableViewController loadView]
        // instantiated view controller … but didn't get a UITableView.'`): the method, not a call.
        if start >= 9, m[start - 1] == ASCII.apostrophe || m[start - 1] == ASCII.quote,
           ByteText.hasPrefix(m, at: start - 9, "reason: ") { return true }
        return ByteText.hasPrefix(m, at: start - assertionFailure.utf8CodeUnitCount, assertionFailure)
    }

    /// True when the token at `start` opens the reason in Xcode's banner of an exception,
    /// `Thread 1: "-[X viewDidAppear]: Should have a window."` (also with curly quotes; the caller
    /// asks for the `:` after the token): the method that raised, pasted from the debugger.
    static func startsExceptionBanner(_ m: UnsafeRawBufferPointer, at start: Int) -> Bool {
        var quote = start - 1
        if quote >= 2, m[quote] == 0x9C, m[quote - 1] == 0x80, m[quote - 2] == 0xE2 { quote -= 2 }
        else if quote < 0 || m[quote] != ASCII.quote { return false }
        var i = 0
        while i < quote, ByteText.isSpace(m[i]) { i += 1 }
        guard ByteText.hasPrefix(m, at: i, "Thread ") else { return false }
        i += 7
        let digits = i
        while i < quote, ByteText.isDigit(m[i]) { i += 1 }
        return i > digits && i + 2 == quote && m[i] == ASCII.colon && m[i + 1] == ASCII.space
    }

    /// `-[Class selector` at the end of the message: a token whose closing bracket was lost in the
    /// paste (a cut line, a wrapped column). Taken only when nothing follows it and the selector is
    /// a UIKit name, so that the line cannot mean anything else.
    static let truncatedTokenPattern = "(?<![\\w$])(?<kind>[-+])\\[(?<recv>[A-Za-z_$][\\w$.]*) (?<sel>[A-Za-z_$][\\w$]*(?::(?:[A-Za-z_$][\\w$]*:)*)?)\\s*$"

    /// The event of a token cut before its `]`, if the line ends with one (see ``truncatedTokenPattern``).
    func truncatedEvent(in m: UnsafeRawBufferPointer) -> RecognizedEvent? {
        guard let match = truncatedToken.match(m), let kind = match[1], let recv = match[2], let sel = match[3] else { return nil }
        let named = selectorAndKind(UnsafeRawBufferPointer(rebasing: m[sel]))
        guard named.isKnown else { return nil }
        var event = RecognizedEvent(kind: named.kind, selector: named.selector, selectorKind: named.kind, isClassMethod: m[kind.lowerBound] == ASCII.plus)
        let className = normalizedClass(UnsafeRawBufferPointer(rebasing: m[recv]))
        guard !className.isEmpty else { return nil }
        event.className = className
        attachReceiver(line: m, excluding: match.range, tokenClass: className, spelling: recv, adoptAnyClass: false, to: &event)
        return event.receiverIsOneOfSeveral ? nil : event
    }

    /// False when `markers` can only match the empty string at the start of `m`: a message that
    /// starts with an ASCII letter (other than the `S` of `Step` and the `s` of `self`), `<`, `[`,
    /// `_` or `$` has no list marker to skip.
    /// ``EventRecognizer/levels``, as bytes.
    private static let levelWords: [[UInt8]] = levels.split(separator: "|").map { Array($0.utf8) }
    private static let levelInitials: [Bool] = (0..<256).map { byte in levelWords.contains { $0.first == UInt8(byte) } }

    /// True when a level word starts at `i`, followed by a blank, `:` or `]`.
    static func startsWithLevel(_ m: UnsafeRawBufferPointer, at i: Int) -> Bool {
        // Most messages start otherwise: one table look-up rules them out.
        guard i < m.count, levelInitials[Int(m[i])] else { return false }
        for word in levelWords where m.count > i + word.count {
            let after = m[i + word.count]
            guard after == ASCII.space || after == ASCII.colon || after == ASCII.rightBracket else { continue }
            if word.indices.allSatisfy({ m[i + $0] == word[$0] }) { return true }
        }
        return false
    }

    static func mayStartWithMarker(_ m: UnsafeRawBufferPointer) -> Bool {
        guard let first = m.first else { return false }
        if first == ASCII.S || first == ASCII.s { return true }
        // A bracketed time stamp or level (`[10:23:45] `, `[DEBUG] `), or a level word (`INFO: `).
        if first == ASCII.leftBracket, m.count > 1 { return ByteText.isDigit(m[1]) || startsWithLevel(m, at: 1) }
        if startsWithLevel(m, at: 0) { return true }
        if first == ASCII.lessThan { return ByteText.hasPrefix(m, at: 0, "<private>") }
        return !(ByteText.isUpper(first) || ByteText.isLower(first) || first == ASCII.lessThan || first == ASCII.leftBracket || first == ASCII.underscore || first == ASCII.dollar)
    }

    /// False when `sourceLineSuffix` cannot match at the start of `rest`: it needs `,`, `:` and a
    /// digit, or an optional `\s` then `[`, `l`, `L` or `+`.
    static func mayStartWithSourceLine(_ rest: UnsafeRawBufferPointer) -> Bool {
        guard rest.count >= 2 else { return false }
        let first = rest[0]
        if first == ASCII.comma { return true }
        if first == ASCII.colon { return rest.count >= 3 && ByteText.isDigit(rest[1]) && ByteText.isDigit(rest[2]) }
        let next = FastFormat.space(first) ? rest[1] : first
        return next == ASCII.leftBracket || next == ASCII.l || next == ASCII.L || next == ASCII.plus
    }

    /// The controller's or view's class named by the last word of `rest`, when it is another than
    /// `tokenClass`: a base class's `-[BaseViewController dealloc] 控制器销毁 MineController`
    /// (`NSStringFromClass([self class])` after `__func__`), `STBaseViewController deinit: SettingsViewController`.
    static func classNamedLast(in rest: UnsafeRawBufferPointer, otherThan tokenClass: String) -> String? {
        guard let word = ClassName.trailingTypeName(in: rest) else { return nil }
        let name = ClassName.normalize(ByteText.string(rest, word))
        return name != tokenClass && ClassName.readsAsControllerOrView(name) ? name : nil
    }

    /// Find the receiver's address on the line: a `<Class: 0x…>` of the token's class (any class
    /// for generic category owners and NotificationCenter, any controller's or view's when the word
    /// before the call was a label, `adoptControllerOrView`), or `self=0x…`.
    /// `spelling` is where the token printed its class in `m`, when it did: a description that
    /// spells the class the same way names the same class without normalising its name again.
    func attachReceiver(line m: UnsafeRawBufferPointer, excluding token: Range<Int>, tokenClass: String,
                        spelling: Range<Int>? = nil, adoptAnyClass: Bool, adoptControllerOrView: Bool = false,
                        to event: inout RecognizedEvent) {
        if ByteText.find(m, "self", in: 0..<m.count) != nil, let s = selfAddress.match(m) {
            event.address = s[2].flatMap { ByteText.hex(m, $0) }
            // `self=<Concrete: 0x…>` names the receiver explicitly: a base class's `%s` prints its own
            // name, the description prints the concrete class, which is the object's identity.
            if let cls = s[1] { event.className = ClassName.normalize(ByteText.string(m, cls)) }
            return
        }
        var position = 0
        while let found = DescriptionScanner.first(in: m, from: position) {
            position = found.whole.upperBound
            if found.whole.overlaps(token) { continue }
            let cls = UnsafeRawBufferPointer(rebasing: m[found.cls])
            if adoptAnyClass {
                event.className = normalizedClass(cls)
            } else if adoptControllerOrView, case let described = normalizedClass(cls), ClassName.readsAsControllerOrView(described) {
                event.className = described
            } else if !describesTokenClass(cls, in: m, spelling: spelling, tokenClass: tokenClass) {
                continue
            } else if EventRecognizer.opensList(m, found.whole),
                      hasOtherInstance(of: tokenClass, in: m, from: position, excluding: token, than: found, spelling: spelling) {
                // A list of instances of the class (the navigation stack, `childViewControllers`)
                // names the receiver somewhere in it or not at all: the line is the class's only (a
                // hedged finding), never a guessed instance's. A description before the list is `self`.
                event.receiverIsOneOfSeveral = true
                return
            }
            event.address = ByteText.hex(m, found.addr)
            return
        }
    }

    /// True when `description` is the first item of a printed array: `[` (Swift) or `(` before it,
    /// blanks between, and a comma after it.
    static func opensList(_ m: UnsafeRawBufferPointer, _ description: Range<Int>) -> Bool {
        var i = description.lowerBound
        while i > 0, ByteText.isSpace(m[i - 1]) { i -= 1 }
        guard i > 0, m[i - 1] == ASCII.leftBracket || m[i - 1] == ASCII.leftParenthesis else { return false }
        // An item follows: `(<X: 0x…>) next=…` is `self` in parentheses, not a list.
        var j = description.upperBound
        if j < m.count, m[j] == ASCII.greaterThan { j += 1 }
        while j < m.count, ByteText.isSpace(m[j]) { j += 1 }
        return j < m.count && m[j] == ASCII.comma
    }

    /// Whether the description's class `cls` is the token's (spelled as the token spelled it, or
    /// normalised to the same name).
    private func describesTokenClass(_ cls: UnsafeRawBufferPointer, in m: UnsafeRawBufferPointer, spelling: Range<Int>?, tokenClass: String) -> Bool {
        (spelling.map { ByteText.equal(UnsafeRawBufferPointer(rebasing: m[$0]), cls) } ?? false) || normalizedClass(cls) == tokenClass
    }

    /// Whether a later description on the line names the token's class at another address than `first`.
    private func hasOtherInstance(of tokenClass: String, in m: UnsafeRawBufferPointer, from start: Int, excluding token: Range<Int>,
                                  than first: DescriptionScanner.Found, spelling: Range<Int>?) -> Bool {
        let address = ByteText.hex(m, first.addr)
        var position = start
        while let found = DescriptionScanner.first(in: m, from: position) {
            position = found.whole.upperBound
            if found.whole.overlaps(token) { continue }
            if describesTokenClass(UnsafeRawBufferPointer(rebasing: m[found.cls]), in: m, spelling: spelling, tokenClass: tokenClass),
               ByteText.hex(m, found.addr) != address { return true }
        }
        return false
    }

    struct Description { let cls: String; let addr: UInt64?; let range: Range<Int>; let end: Int }

    func nextDescription(in m: UnsafeRawBufferPointer, from start: Int) -> Description? {
        guard let found = DescriptionScanner.first(in: m, from: start) else { return nil }
        return Description(cls: normalizedClass(UnsafeRawBufferPointer(rebasing: m[found.cls])), addr: ByteText.hex(m, found.addr),
                           range: found.whole, end: found.whole.upperBound)
    }

    func firstDescription(in m: UnsafeRawBufferPointer, from start: Int) -> (cls: String, addr: UInt64?)? {
        nextDescription(in: m, from: start).map { ($0.cls, $0.addr) }
    }
}
