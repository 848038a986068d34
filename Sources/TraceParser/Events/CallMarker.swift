/// Words some code bases print when a method starts (`loadView() Start`, `viewDidLoad 开始`,
/// `[KeyboardViewController] viewDidLoad called`), often with a matching line when it ends
/// (`End`, `completed`, `took 145 ms`): every line of the method between the two is one call
/// (R-P9), with or without time stamps, however many statements and nested calls of other
/// objects come between. Tracers print the word before the method (`Enter viewDidLoad <X: 0x…>`,
/// `END viewDidLoad`, `← viewDidLoad`): the recognizer makes it the line's text
/// (``leadingMark(in:)``), so the engine reads it wherever it was printed.
public enum CallMarker {
    /// How a line opens a call.
    public enum Opening: Sendable {
        /// The method starts here (`Start`, `called`, `begin`): the method's lines after it are this
        /// call's until another line opens one.
        case call
        /// A statement of the method comes next (`before super`): the lines after it that say where
        /// they are (`after super`, `before reloadData`) are this call's.
        case aroundStatement
    }

    /// True when `payload`, the text after the method, starts with a word that opens a call.
    public static func opensCall(_ payload: String) -> Bool { opening(payload) != nil }

    /// How `payload`, the text after the method, opens a call; nil when its first word opens none.
    /// Asked whenever an object repeats its last method, so it reads the bytes in place.
    public static func opening(_ payload: String) -> Opening? {
        var payload = payload
        return payload.withUTF8 { utf8 in
            let bytes = UnsafeRawBufferPointer(utf8)
            if openingArrows.contains(where: { startsWith(bytes, at: 0, $0) }) { return .call }
            guard let start = firstWordStart(bytes), mayOpen(bytes[start]), let found = word(at: start, in: bytes, among: openingWords) else { return nil }
            return openingWords[found] == aroundStatementWord ? .aroundStatement : .call
        }
    }

    /// True when `payload`, the text after the method, starts with a word that says the call ended
    /// (`End`, `completed`, `took 145.2ms`, `finished in 3ms`): the method printed it as it returned.
    /// Words that also start ordinary sentences (`out of sync`, `stop timer`, `return from detail`) are none.
    public static func closesCall(_ payload: String) -> Bool {
        var payload = payload
        return payload.withUTF8 { utf8 in
            let bytes = UnsafeRawBufferPointer(utf8)
            if closingArrows.contains(where: { startsWith(bytes, at: 0, $0) }) { return true }
            guard let start = firstWordStart(bytes), mayClose(bytes[start]) else { return false }
            return word(at: start, in: bytes, among: closingWords) != nil
        }
    }

    /// The mark a tracer printed before the method at the start of `message`, after up to two
    /// bracketed tags (`Enter viewDidLoad <FeedVC: 0x…>`, `[END] FeedVC.viewDidLoad`, `→ viewDidLoad`):
    /// one of the words of ``opening(_:)`` or ``closesCall(_:)`` in any case, or an arrow, with a
    /// blank or a colon after it. Nil for nearly every message, answered on its first byte.
    public static func leadingMark(in message: UnsafeRawBufferPointer) -> Range<Int>? {
        var start = 0
        for _ in 0..<2 where start < message.count && message[start] == UInt8(ascii: "[") {
            guard let close = message[start...].firstIndex(of: UInt8(ascii: "]")) else { return nil }
            // The tag may be the mark itself: `[END] viewDidLoad`, `[OUT] FeedVC.viewDidLoad`.
            if let end = markEnd(in: message, at: start + 1), end == close { return start + 1..<end }
            start = close + 1
            while start < message.count, message[start] == UInt8(ascii: " ") { start += 1 }
        }
        // A mark is a word of its own before the method: `End viewDidLoad`, `Exit: viewDidLoad`.
        guard let end = markEnd(in: message, at: start), end < message.count,
              message[end] == UInt8(ascii: " ") || message[end] == UInt8(ascii: ":") else { return nil }
        return start..<end
    }

    /// Where the mark at `start` ends: a word of ``openingWords`` or ``closingWords`` in any case, or an arrow.
    /// Asked for every message with a call, so bytes rule out most before any word is compared: an ASCII
    /// word is compared only when its length is one a mark has and a blank or a colon follows it.
    private static func markEnd(in message: UnsafeRawBufferPointer, at start: Int) -> Int? {
        guard start < message.count else { return nil }
        let first = message[start]
        if first < 0x80 {
            guard mayOpen(first) || mayClose(first) else { return arrowEnd(in: message, at: start) }
            var end = start
            while end < message.count, end - start <= longestWord, isWordByte(message[end]) { end += 1 }
            guard end - start >= 3, end - start <= longestWord, end == message.count || message[end] == UInt8(ascii: " ")
                    || message[end] == UInt8(ascii: ":") || message[end] == UInt8(ascii: "]") else { return nil }
        } else if !(mayOpen(first) || mayClose(first)) {
            return arrowEnd(in: message, at: start)
        }
        if let found = word(at: start, in: message, among: openingWords) { return start + openingWords[found].count }
        return word(at: start, in: message, among: closingWords).map { start + closingWords[$0].count }
    }

    /// Where the arrow at `start` ends, if one of ``openingArrows`` or ``closingArrows`` is there; read
    /// byte by byte, since most messages start with `<` (a description) or `-` (a method token).
    private static func arrowEnd(in message: UnsafeRawBufferPointer, at start: Int) -> Int? {
        let n = message.count - start
        guard n >= 2 else { return nil }
        let b0 = message[start], b1 = message[start + 1]
        switch b0 {
        case UInt8(ascii: "-"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "="), 0xE2:
            guard b1 == UInt8(ascii: ">") || b1 == UInt8(ascii: "-") || b1 == UInt8(ascii: "<") || b1 == UInt8(ascii: "=")
                    || b1 == 0x86 || b1 == 0x94 else { return nil }
            return arrows.first(where: { startsWith(message, at: start, $0) }).map { start + $0.count }
        default:
            return nil
        }
    }

    /// The longest ASCII word among the marks (`beginning`).
    private static let longestWord = (openingWords + closingWords).filter { $0.allSatisfy { $0 < 0x80 } }.map(\.count).max() ?? 0

    /// The arrows tracers print before a method as it starts (`→`, `->`, `>>>`, `┌`) and as it returns
    /// (`←`, `<-`, `<<<`, `└`). Emoji (`⬇️ ---------- viewDidLoad`, sequence 26) are bullets.
    private static let openingArrows: [[UInt8]] = ["→", "->", ">>>", "==>", "┌"].map { Array($0.utf8) }
    private static let closingArrows: [[UInt8]] = ["←", "<-", "<<<", "<==", "└"].map { Array($0.utf8) }
    private static let arrows = openingArrows + closingArrows

    /// Where the first word of `bytes` starts, after markup and punctuation (`** Start **`, `- begin`)
    /// and the receiver's description a statement printed first (`<FeedVC: 0x…> took 12.0 ms`).
    private static func firstWordStart(_ bytes: UnsafeRawBufferPointer) -> Int? {
        var start = 0
        if bytes.first == UInt8(ascii: "<"), let close = bytes.firstIndex(of: UInt8(ascii: ">")), close + 1 < bytes.count,
           bytes[close + 1] == UInt8(ascii: " ") {
            start = close + 1
        }
        while start < bytes.count, bytes[start] < 0x80, !isWordByte(bytes[start]) { start += 1 }
        return start < bytes.count ? start : nil
    }

    /// The index in `words` of the word at `start` in `bytes`, in any ASCII case, and whole: `Startup`
    /// is not `Start` (a CJK word may run on into more text, `开始加载`).
    private static func word(at start: Int, in bytes: UnsafeRawBufferPointer, among words: [[UInt8]]) -> Int? {
        words.firstIndex { word in
            guard bytes.count - start >= word.count else { return false }
            var k = 0
            while k < word.count {
                let byte = bytes[start + k]
                if (byte >= 0x41 && byte <= 0x5A ? byte | 0x20 : byte) != word[k] { return false }
                k += 1
            }
            return start + k == bytes.count || !isWordByte(bytes[start + k])
        }
    }

    private static func startsWith(_ bytes: UnsafeRawBufferPointer, at start: Int, _ prefix: [UInt8]) -> Bool {
        bytes.count - start >= prefix.count && prefix.indices.allSatisfy { bytes[start + $0] == prefix[$0] }
    }

    private static let aroundStatementWord = Array("before".utf8)

    /// True when `byte` may start one of ``openingWords``: `s`, `b`, `e`, `c`, `i` in either case,
    /// or the lead byte of 开 or 시 (most payloads are answered here).
    @inline(__always)
    private static func mayOpen(_ byte: UInt8) -> Bool {
        switch byte | 0x20 {
        case 0x73, 0x62, 0x65, 0x63, 0x69, 0xE5, 0xEC: return true
        default: return false
        }
    }

    /// True when `byte` may start one of ``closingWords``: `e`, `f`, `d`, `c`, `l`, `r`, `t` in
    /// either case, or the lead byte of 结, 完, 종 or 끝.
    @inline(__always)
    private static func mayClose(_ byte: UInt8) -> Bool {
        switch byte | 0x20 {
        case 0x65, 0x66, 0x64, 0x63, 0x6C, 0x72, 0x74, 0xEB, 0xEC, 0xE5, 0xE7: return true
        default: return false
        }
    }

    /// `called` and `invoked` say the method was entered: apps print `viewDidLoad called` first and
    /// `viewDidLoad completed` last (public view controllers of keyboard and share extensions).
    /// `before` opens the lines around a statement (`loadView - before super`, then `loadView - after
    /// super`, a lifecycle demo's README): ``Opening/aroundStatement``.
    private static let openingWords: [[UInt8]] = ["start", "started", "starting", "begin", "beginning", "begins", "enter",
                                                  "entered", "entering", "called", "invoked", "before", "开始", "시작"].map { Array($0.utf8) }

    /// What methods print as they return, and performance monitors after them (`viewDidLoad took
    /// 145.2ms`, sessions' swizzled monitors).
    private static let closingWords: [[UInt8]] = ["end", "ended", "ending", "ends", "exit", "exited", "exiting", "leave", "leaving",
                                                  "finish", "finished", "done", "complete", "completed", "returned",
                                                  "returning", "took", "结束", "完成", "종료", "끝"].map { Array($0.utf8) }

    private static func isWordByte(_ byte: UInt8) -> Bool {
        (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || byte == 0x5F
    }
}
