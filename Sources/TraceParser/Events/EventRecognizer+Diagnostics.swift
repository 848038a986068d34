import Foundation

/// UIKit's and Foundation's console sentences (zombies, unbalanced transitions, KVO, leak
/// finders) as diagnostic events.
extension EventRecognizer {
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

    func diagnostic(in m: UnsafeRawBufferPointer) -> RecognizedEvent? {
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
            event.address = (group("zaddr") ?? group("uaddr") ?? group("waddr")).flatMap { ByteText.hex(m, $0) }
            let before = UnsafeRawBufferPointer(rebasing: m[0..<whole.lowerBound])
            if let cls = group("wcls") {
                // The runtime names the class last, and a sentence's `.` may follow it.
                var end = cls.upperBound
                while end > cls.lowerBound, m[end - 1] == ASCII.period { end -= 1 }
                event.className = ClassName.normalize(ByteText.string(m, cls.lowerBound..<end))
            } else if let token = ObjCTokenScanner.first(in: before, from: 0) {
                event.className = ClassName.normalize(ByteText.string(m, token.receiver))
                event.selector = ByteText.string(m, token.selector)
            } else if let (receiver, selector) = Self.signlessCall(endingAt: whole.lowerBound, in: m) {
                event.className = ClassName.normalize(ByteText.string(m, receiver))
                event.selector = ByteText.string(m, selector)
            }
            // An NSZombie line whose address a paste cut off (`… deallocated instance`) still names the
            // receiver; a sentence with neither is prose about the crash. Without its address, a sentence
            // in quotes (`Fix error '-[X release]: message sent …'`, a title) or in a source comment, or
            // with a placeholder (`0x...`, `0x7f8…`, `0x7fXXXXXX`), was quoted from memory or written as a template,
            // not copied from a run: it reports no crash. (Swift's unowned-reference error prints no
            // receiver, and is one without an address.)
            if event.address == nil, ByteText.hasPrefix(m, at: whole.lowerBound, "message sent"),
               event.className == nil || Self.placeholderAddress(in: m, at: whole.upperBound)
                || Self.isInSourceComment(m, before: whole.lowerBound)
                || before.contains(where: { $0 == ASCII.quote || $0 == ASCII.apostrophe || $0 == ASCII.backtick }) { return nil }
        } else if group("unbalanced") != nil {
            event.diagnostic = .unbalancedAppearanceTransitions
            _ = name(DiagnosticSubject.after("appearance transitions for", in: text))
        } else if group("manual") != nil {
            event.diagnostic = .manualAppearanceCall
            event.selector = group("msel").map { ByteText.string(m, $0) } ?? ""
            if let d = described { event.className = d.cls; event.address = d.addr }
        } else if group("kvo") != nil {
            event.diagnostic = .kvoObserversOnDealloc
            let subject = UnsafeRawBufferPointer(rebasing: m[0..<whole.lowerBound])
            kvoSubject(subject, into: &event)
            // Only a description before the sentence can be its subject: after it comes the leaked
            // `<NSKeyValueObservationInfo 0x…>` and its observances.
            if event.className == nil, event.address == nil, let d = firstDescription(in: subject, from: 0) {
                event.className = d.cls
                event.address = d.addr
            }
        } else if group("kvoremove") != nil {
            // The observer that tried to remove itself; the observed object when the observer is not printed.
            event.diagnostic = .kvoRemoveUnregistered
            // The observer; UIKit always prints it, so a sentence without one (a Markdown or HTML paste
            // that swallowed `<X 0x…>`) names nobody rather than the observed object.
            _ = name(DiagnosticSubject.after("Cannot remove an observer ", in: text))
        } else if group("hierarchy") != nil {
            event.diagnostic = .hierarchyInconsistency
            if !name(DiagnosticSubject.after("child view controller:", in: text)), !name(DiagnosticSubject.after("is associated with ", in: text)),
               let d = described {
                event.className = d.cls; event.address = d.addr
            }
        } else if group("leak") != nil {
            event.diagnostic = .possibleMemoryLeak
            if let cls = group("leakcls") ?? group("aleak") ?? (group("dc") != nil ? Self.className(endingAt: whole.lowerBound, in: m) : nil) {
                event.className = ClassName.normalize(ByteText.string(m, cls))
            } else if group("dc") != nil {
                return nil  // DeallocationChecker always names the class: without one this is prose
            } else if group("ribs") != nil {
                // RIBs' LeakDetector: `<<Module.RootViewController: 0x…>: 1633788724632257609> has leaked. Objects
                // are expected to be deallocated at this time: …`, the object's description and its tracking id; and
                // `<Module.HomeViewController: 0x…> appearance has leaked. Either its parent router … Objects are
                // expected …`, a controller still in a window after its router was detached (uber/RIBs#174).
                guard let d = firstDescription(in: UnsafeRawBufferPointer(rebasing: m[0..<whole.lowerBound]), from: 0) else { return nil }
                event.className = d.cls; event.address = d.addr
            } else if let d = firstDescription(in: m, from: whole.upperBound) {
                event.className = d.cls; event.address = d.addr
            }
        } else if group("present") != nil {
            // The controller the call was made on: `(from <Z>)` when UIKit names it, else the presenter.
            event.diagnostic = .presentationWarning
            _ = name(DiagnosticSubject.after("(from ", in: text)) || name(DiagnosticSubject.after("from detached view controller ", in: text))
                // The controller presented or pushed twice, the one a transition started from, the
                // one loaded while deallocating; then the target or presenter (`on <B>`).
                || name(DiagnosticSubject.after("modally an active controller ", in: text)) || name(DiagnosticSubject.after("modally a view controller ", in: text))
                || name(DiagnosticSubject.after("view controller instance (", in: text)) || name(DiagnosticSubject.after("is not supported (", in: text))
                || name(DiagnosticSubject.after("modal transition from ", in: text)) || name(DiagnosticSubject.after("undefined behavior (", in: text))
                || name(DiagnosticSubject.after("UIPopoverPresentationController (", in: text))
                // An action or activity sheet presented on iPad without an anchor: the presenter when UIKit
                // names it, else the sheet. A dismissal during the presentation names the presentation controller.
                || name(DiagnosticSubject.inParentheses(after: "UIAlertControllerStyleActionSheet from ", in: text))
                || name(DiagnosticSubject.inParentheses(after: "Your application has presented ", in: text))
                || name(DiagnosticSubject.after("while transitioning already. (", in: text))
                || name(DiagnosticSubject.after("dismissed during the presentation? (", in: text))
                || name(DiagnosticSubject.after("Presenting controller is ", in: text))
                || name(DiagnosticSubject.after("(attempted to present ", in: text))
                || name(DiagnosticSubject.after(" on target ", in: text))
                || name(DiagnosticSubject.after(" on ", in: text))
                || name(DiagnosticSubject.after("dismiss from view controller", in: text))
                || name(DiagnosticSubject.after("is discouraged", in: text))
            // UIPopoverController's exceptions name only its class, in the method that threw
            // (`-[UIPopoverController dealloc] reached while popover is still visible.`).
            if event.className == nil, event.address == nil, text.contains("-[UIPopoverController ") {
                event.className = "UIPopoverController"
            }
            // AVKit's `Warning: <AVPlayerViewController: 0x…> is trying to enter full screen, but …` names the player first.
            if event.className == nil, event.address == nil, text.contains("is trying to enter full screen"), let d = described {
                event.className = d.cls; event.address = d.addr
            }
        } else if group("rootview") != nil {
            event.diagnostic = .rootViewAddedManually
        } else if group("nested") != nil {
            event.diagnostic = .nestedNavigationTransition
        } else if group("hosting") != nil {
            event.diagnostic = .subviewOfHostingView
        } else if group("noroot") != nil {
            event.diagnostic = .missingRootViewController
        } else if group("offmain") != nil {
            event.diagnostic = .uiCallOffMainThread
        } else if group("offwindow") != nil {
            event.diagnostic = .layoutOutsideWindow
        } else if group("orientation") != nil {
            // `… and [Module.PlayerViewController shouldAutorotate] is returning YES`: the class, without an address.
            event.diagnostic = .orientationMismatch
            _ = name(DiagnosticSubject.after("with the application, and [", in: text))
        } else if group("pageturn") != nil {
            event.diagnostic = .pageTurnInconsistency
        } else if group("navmisuse") != nil {
            event.diagnostic = .navigationMisuse
        } else if group("splitview") != nil {
            event.diagnostic = .splitViewMisuse
            _ = name(DiagnosticSubject.after("Splitview controller ", in: text)) || name(DiagnosticSubject.after(" for expanding ", in: text))
                || name(DiagnosticSubject.after(" for collapsing ", in: text))
        } else {
            event.diagnostic = .memoryWarning
        }
        // `of class  was`, `-[_NSZombie_ sel]`: a subject that normalises to nothing names no class.
        if event.className?.isEmpty == true { event.className = nil }
        // A sentence in a source comment whose object lost its address (`// fixes Unbalanced calls … for
        // <X: 0x7f...`) was quoted from memory, not copied from a console: it names nobody, so the finding
        // is a note. With its address (a console line kept in a comment) it stays the object's.
        if event.diagnostic?.alwaysNamesItsObject == true, event.address == nil, Self.isInSourceComment(m, before: whole.lowerBound) {
            event.className = nil
            event.address = nil
        }
        // The same in a Markdown code span inside a sentence (``If you see `Unbalanced calls … for <X: 0x…>.` in
        // the console, …``, ``SDK8中会得到这样一个warning: `Unbalanced calls …` ``): an article's quotation, even
        // with its address, names nobody; the finding is a note. A span that holds a console line's header
        // (``Output: `2019-03-01 10:00:00.123 MyApp[1234:56789] Unbalanced calls …` ``) was copied from a run.
        if event.diagnostic?.alwaysNamesItsObject == true, let span = Self.codeSpan(around: whole, in: m),
           !Self.opensWithLogHeader(m, from: span.lowerBound + 1, to: whole.lowerBound), Self.isMentionInProse(m, span: span) {
            event.className = nil
            event.address = nil
        }
        event.selector = event.selector.isEmpty ? event.diagnostic!.rawValue : event.selector
        event.selectorKind = Vocabulary.kind(of: event.selector)
        return event
    }

    /// The Markdown code span, backticks included, that holds `range`: an opening backtick before it
    /// (an even number of backticks before that one) and a closing one after it.
    static func codeSpan(around range: Range<Int>, in m: UnsafeRawBufferPointer) -> Range<Int>? {
        guard let base = m.baseAddress else { return nil }
        var open: Int?, ticks = 0
        for i in 0..<range.lowerBound where m[i] == ASCII.backtick {
            open = i
            ticks += 1
        }
        // The last backtick before the sentence opens a span when it is an odd one.
        guard let open, ticks % 2 == 1, range.upperBound < m.count,
              let after = memchr(base + range.upperBound, Int32(ASCII.backtick), m.count - range.upperBound) else { return nil }
        return open..<(UnsafeRawPointer(after) - base + 1)
    }

    /// True when `m[start..<end]`, the text before a sentence in a code span, is a console line's header:
    /// it starts with a digit (a date or a time) or holds a process's `[pid:tid]` or `[pid]`.
    static func opensWithLogHeader(_ m: UnsafeRawBufferPointer, from start: Int, to end: Int) -> Bool {
        guard start < end else { return false }
        if ByteText.isDigit(m[start]) { return true }
        var i = start
        while i + 2 < end {
            if m[i] == ASCII.leftBracket, ByteText.isDigit(m[i + 1]) {
                var j = i + 1
                while j < end, ByteText.isDigit(m[j]) { j += 1 }
                if j < end, m[j] == ASCII.colon || m[j] == ASCII.rightBracket { return true }
            }
            i += 1
        }
        return false
    }

    /// True when the text at `start` is an address elided by hand: ` 0x` with at most a few hex
    /// digits, then `.` or `…` (`0x...`, `0x7f8...`, `0x…`).
    static func placeholderAddress(in m: UnsafeRawBufferPointer, at start: Int) -> Bool {
        var i = start
        while i < m.count, m[i] == ASCII.space { i += 1 }
        guard i + 2 < m.count, m[i] == ASCII.digit0, m[i + 1] | 0x20 == ASCII.x else { return false }
        i += 2
        while i < m.count, ByteClass.of(m[i]) & ByteClass.hexDigit != 0 { i += 1 }
        // `.` twice, the first byte of `…` (U+2026, E2 80 A6), or a mask of `X`s (`0x7fXXXXXX`, `0xXXXXXXXX`).
        if i < m.count, m[i] | 0x20 == ASCII.x { return true }
        return i + 1 < m.count && ((m[i] == ASCII.period && m[i + 1] == ASCII.period) || m[i] == 0xE2)
    }

    /// True when the text before `start` opens a source comment: `//` (not a URL's `://`), or a
    /// line that starts with `/*` or `* ` (a block comment's body).
    static func isInSourceComment(_ m: UnsafeRawBufferPointer, before start: Int) -> Bool {
        var first = 0
        while first < start, ByteText.isSpace(m[first]) { first += 1 }
        if first + 1 < start, m[first] == ASCII.slash, m[first + 1] == ASCII.asterisk { return true }
        if first + 1 < start, m[first] == ASCII.asterisk, m[first + 1] == ASCII.space { return true }
        var i = first
        while i + 1 < start {
            if m[i] == ASCII.slash, m[i + 1] == ASCII.slash, i == 0 || m[i - 1] != ASCII.colon { return true }
            i += 1
        }
        return false
    }

    /// `[Class selector]:` right before `end`, the zombie sentence's start, when the `-` before
    /// the bracket was lost (Markdown reads a leading `-` as a list bullet): the receiver and the
    /// selector, or nil unless exactly that shape is there, with a class name as Objective-C
    /// spells one (upper case or `_` first), so that prose in brackets names nothing.
    static func signlessCall(endingAt end: Int, in m: UnsafeRawBufferPointer) -> (receiver: Range<Int>, selector: Range<Int>)? {
        var close = end
        while close > 0, m[close - 1] == ASCII.space { close -= 1 }
        guard close > 1, m[close - 1] == ASCII.colon, m[close - 2] == ASCII.rightBracket else { return nil }
        close -= 2  // at the `]`
        var open = close
        while open > 0, m[open - 1] != ASCII.leftBracket {
            guard m[open - 1] != ASCII.rightBracket else { return nil }
            open -= 1
        }
        guard open > 0 else { return nil }
        let classes = ByteClass.classes
        var i = open
        guard i < close, ByteText.isUpper(m[i]) || m[i] == ASCII.underscore else { return nil }
        while i < close, classes[Int(m[i])] & ByteClass.className != 0 { i += 1 }
        let receiver = open..<i
        guard i < close, m[i] == ASCII.space, let selector = ObjCTokenScanner.closedSelector(in: m, from: i + 1),
              selector.upperBound == close else { return nil }
        return (receiver, selector)
    }

    /// `An instance 0x190659e0 of class UIView was deallocated while key value observers …`, in
    /// `m`, the text before `was deallocated`. Pasted logs lose either part (`An instance  of class
    /// UITableView was …`, `An instance 0x… of class  was …`): the part that is there is kept.
    func kvoSubject(_ m: UnsafeRawBufferPointer, into event: inout RecognizedEvent) {
        var found: Int?
        while let at = ByteText.find(m, "instance ", in: (found.map { $0 + 9 } ?? 0)..<m.count) { found = at }
        guard let at = found else { return }
        var end = at + 9
        while end < m.count, m[end] != ASCII.space { end += 1 }
        if end > at + 9 { event.address = ByteText.hex(m, at + 9..<end) }
        if event.address == nil, ByteText.hasPrefix(m, at: at + 9, "of class ") { end = at + 8 }
        if ByteText.hasPrefix(m, at: end, " of class ") {
            var classEnd = end + 10
            while classEnd < m.count, m[classEnd] != ASCII.space { classEnd += 1 }
            event.className = ClassName.normalize(ByteText.string(m, end + 10..<classEnd))
        }
    }
}
