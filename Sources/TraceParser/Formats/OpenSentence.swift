/// A diagnostic sentence that a paste hard-wrapped over several lines, as people paste console
/// output into issues and mail at 80 columns:
///
///     An instance 0x9b47210 of class NSObject was deallocated while key value
///     observers were still registered with it. Observation info was leaked, and
///
/// The first line holds a word of a diagnostic sentence (``EventRecognizer/diagnosticHints``)
/// but yields no event; the lines after it that continue it (no format matches them) are added
/// to its text, one space between, until the text holds the whole sentence or
/// ``mostJoinedLines`` lines were added. The line that finishes it carries the whole text and
/// the first line's fields, so the event is found once and reported at the first line.
final class OpenSentence {
    /// Continuation lines added at most: UIKit's longest sentence wraps over four lines at 80 columns.
    static let mostJoinedLines = 3

    /// The text so far: the first line's message, then each continuation's text.
    private let text = ByteBuffer()
    private let process = ByteBuffer()
    private let host = ByteBuffer()
    private var fields: ParsedLine
    private let hadProcess: Bool
    private let hadHost: Bool
    /// Continuation lines added so far.
    private(set) var joinedLines = 0
    /// True when the first line was not a record (nothing came before it to continue).
    let startedUnrecognized: Bool
    /// True when the first line ends where a wrap cut the sentence before its object (``isCut(before:)``).
    private(set) var headIsCut = false

    /// Keep `parsed`, a record or unrecognized line whose message may start a sentence.
    init(_ parsed: ParsedLine) {
        text.set(parsed.message)
        hadProcess = parsed.process != nil
        hadHost = parsed.host != nil
        if let bytes = parsed.process { process.set(bytes) }
        if let bytes = parsed.host { host.set(bytes) }
        startedUnrecognized = parsed.kind == .unrecognized
        fields = parsed
        // The clock is read from the line's bytes, which the next line replaces.
        fields.time = parsed.time
        fields.message = UnsafeRawBufferPointer(start: nil, count: 0)
        fields.process = nil
        fields.host = nil
        // Its bytes are the first line's: a sentence is a diagnostic, which names its own object.
        fields.tag = nil
        headIsCut = endsBeforeObject()
    }

    /// Add a continuation line's text (`bytes` without the space around it) after one space.
    func append(_ bytes: UnsafeRawBufferPointer) {
        var end = text.count
        while end > 0, ByteText.isSpace(text.bytes[end - 1]) { end -= 1 }
        text.truncate(to: end)
        var from = 0, to = bytes.count
        while from < to, ByteText.isSpace(bytes[from]) { from += 1 }
        while to > from, ByteText.isSpace(bytes[to - 1]) { to -= 1 }
        text.append(ASCII.space)
        text.append(UnsafeRawBufferPointer(rebasing: bytes[from..<to]))
        joinedLines += 1
    }

    /// True when `next`, an unformatted line with an event of its own, is the rest of what the wrap
    /// cut: the class after KVO's `of class`, an object description (`… view controller <UINavigationController: ` / `0x1445…> while …`),
    /// one the wrap put at the start of the line (`<UINavigationController: 0x…> while …`), or an
    /// Objective-C token cut after its class (`*** -[ProductDetailsViewController` / ` respondsToSelector:]: …`).
    /// The line's own event is then its sentence without its object, and joining gives it back.
    func isCut(before next: UnsafeRawBufferPointer) -> Bool {
        if endsBeforeObject() { return true }
        var open = 0
        for byte in text.bytes {
            if byte == ASCII.lessThan { open += 1 } else if byte == ASCII.greaterThan, open > 0 { open -= 1 }
        }
        if open > 0 { return true }
        var i = 0
        while i < next.count, ByteText.isSpace(next[i]) { i += 1 }
        return i < next.count && next[i] == ASCII.lessThan
    }

    /// True when the text ends in an Objective-C token cut after its class, or before the class of
    /// Foundation's KVO sentence (`An instance 0x… of class` / `X was deallocated while …`).
    private func endsBeforeObject() -> Bool {
        if EventRecognizer.endsInCutToken(text.bytes) { return true }
        var end = text.count
        while end > 0, ByteText.isSpace(text.bytes[end - 1]) { end -= 1 }
        return end >= 9 && ByteText.hasPrefix(text.bytes, at: end - 9, " of class")
    }

    /// The whole text so far; valid until the next `append`.
    var joined: UnsafeRawBufferPointer { text.bytes }

    /// The continuation line that finishes the sentence: it carries the whole text and the first
    /// line's fields; its bytes are valid while this sentence is kept.
    func finishingLine() -> ParsedLine {
        var result = fields
        result.kind = .continuation
        result.finishesSentence = true
        result.message = text.bytes
        result.process = hadProcess ? process.bytes : nil
        result.host = hadHost ? host.bytes : nil
        return result
    }
}
