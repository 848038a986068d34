import Foundation

/// What a call's argument names: a parent, a window, nil, an observer or a notification.
extension EventRecognizer {
    /// Classify what follows the method: nil (`(null)`, `nil`), another object, a flag, a
    /// notification name for observer events, or free text.
    func classifyArgument(rest: UnsafeRawBufferPointer, line: UnsafeRawBufferPointer, hints: MessageHints,
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
        // The commonest argument, `-[C sel] <C: 0x…>`: the receiver's own description. None of the
        // searches below can change that answer (it holds no `//`, a flag needs `=` or `:` then a
        // word, and the description's `0x` is neither a flag value nor `nil`), so it is taken first.
        if lo < hi, hi - lo <= 200, rest[lo] == ASCII.lessThan, let className = event.className, let address = event.address,
           EventArgument.spellsDescription(UnsafeRawBufferPointer(rebasing: rest[lo..<hi]), className: className, address: address) {
            event.storedArgument = .receiverDescription(className: className, address: address)
            return
        }
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
        let bytes = UnsafeRawBufferPointer(rebasing: rest[lo..<min(hi, lo + 800)])
        // The receiver's own description, the commonest text, is kept as its parts (``StoredArgument``).
        if bytes.count <= 200, let className = event.className, let address = event.address,
           EventArgument.spellsDescription(bytes, className: className, address: address) {
            event.storedArgument = .receiverDescription(className: className, address: address)
            return
        }
        let text = texts.string(bytes)
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

    func observerWord(in rest: UnsafeRawBufferPointer) -> (add: Bool, block: Bool)? {
        guard rest.count >= 11 else { return nil }
        if let at = ByteText.find(rest, "addObserver", in: 0..<rest.count) {
            let tail = UnsafeRawBufferPointer(rebasing: rest[at..<min(rest.count, at + 40)])
            return (true, Vocabulary.isBlockBasedObserver(tail) || ByteText.hasPrefix(tail, at: 0, "addObserverForName"))
        }
        if ByteText.find(rest, "removeObserver", in: 0..<rest.count) != nil { return (false, false) }
        return nil
    }

    func notification(in text: UnsafeRawBufferPointer) -> String? {
        guard text.count > 0, let match = notificationName.match(text) else { return nil }
        if let n = match[1] { return texts.string(UnsafeRawBufferPointer(rebasing: text[n])) }
        if let t = match[2] { return texts.string(UnsafeRawBufferPointer(rebasing: text[t])) }
        return nil
    }
}
