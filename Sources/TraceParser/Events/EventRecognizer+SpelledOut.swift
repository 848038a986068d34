#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Callbacks spelled out in words, as tutorials and beginners print them: `print("view did load")`,
/// `NSLog(@"view will appear")`, `MainViewController view did load`, `View Did Disappear`
/// (CosmicMind/Material#378 reports a double viewDidLoad so; more in `Tests/Fixtures/SOURCES.md`).
/// The phrase is read as the callback's name would be: the line with the name in its place goes
/// through the Swift shapes, so a sentence (`When the view did appear, the keyboard …`) stays a
/// sentence. Words are more often prose than a name is, so more is asked of them: only a
/// controller's type name before them names the object (``SpelledCallback/mayOwn(_:before:)``),
/// and after them only a mark of the call (`called`, `start`) or that object's description; or a
/// controller's description alone after them names it, with nothing before them but a label its
/// class name starts with (`NSLog(@"A  view will disappear %@", self)` in `A_ViewController`).
extension EventRecognizer {
    /// Emit the events of `m`, which holds `phrase`: those the Swift shapes read in it as it is,
    /// or, when there are none, those of `m` read with the phrase as the callback's name.
    func swiftEvents(in m: UnsafeRawBufferPointer, hints: MessageHints, spelling phrase: SpelledCallback, emit: (RecognizedEvent) -> Void) {
        var found = false
        swiftEvents(in: m, hints: hints) { found = true; emit($0) }
        guard !found else { return }
        let name = phrase.name
        let before = UnsafeRawBufferPointer(rebasing: m[..<phrase.range.lowerBound])
        let after = UnsafeRawBufferPointer(rebasing: m[phrase.range.upperBound...])
        // A controller's description that names the receiver: read as `name <X: 0x…>`, without the
        // label before the words and the blanks that aligned the columns.
        let describedOwner = SpelledCallback.describedController(after, before: before, className: normalizedClass)
        let head = describedOwner == nil ? phrase.range.lowerBound : 0
        let tailStart = describedOwner == nil ? phrase.range.upperBound : m.count - after.drop(while: ByteText.isSpace).count - 1
        let tail = m.count - tailStart
        withUnsafeTemporaryAllocation(byteCount: head + name.utf8CodeUnitCount + tail, alignment: 1) { buffer in
            if head > 0 { buffer.baseAddress!.copyMemory(from: m.baseAddress!, byteCount: head) }
            (buffer.baseAddress! + head).copyMemory(from: name.utf8Start, byteCount: name.utf8CodeUnitCount)
            if tail > 0 { (buffer.baseAddress! + head + name.utf8CodeUnitCount).copyMemory(from: m.baseAddress! + tailStart, byteCount: tail) }
            let text = UnsafeRawBufferPointer(buffer)
            swiftEvents(in: text, hints: MessageHints(text)) { event in
                guard event.kind == phrase.kind else { return }
                let ownedByDescription = describedOwner != nil && event.className == describedOwner && event.address != nil
                guard ownedByDescription || (event.className.map({ SpelledCallback.mayOwn($0, before: before) }) ?? true
                    && (EventRecognizer.isCallNote(after) || (event.address != nil && SpelledCallback.startsWithDescription(after)))) else { return }
                var event = event
                event.selector = String(describing: name)
                emit(event)
            }
        }
    }
}

/// `view did load`, `View Will Appear`, `view did  disappear` …: the word `view` (its `v` in either
/// case) at the start of a word, one blank, `did` or `will`, blanks, and `load`, `appear` or
/// `disappear` ending a word, the last three in any case.
struct SpelledCallback {
    /// Where the phrase is in the message.
    let range: Range<Int>
    /// The callback it spells.
    let kind: EventKind

    /// The callback's name, which replaces the phrase.
    var name: StaticString {
        switch kind {
        case .viewDidLoad: return "viewDidLoad"
        case .viewWillAppear: return "viewWillAppear"
        case .viewDidAppear: return "viewDidAppear"
        case .viewWillDisappear: return "viewWillDisappear"
        default: return "viewDidDisappear"
        }
    }

    /// True when `className`, which the line's reading gave the callback, may own words spelled out
    /// after `before`: a controller's type name (`MainViewController`, `FeedVC`) written before them.
    /// Words name no receiver the way a call does, so an object printed after them is what the
    /// callback logged (`View did load <NSManagedObject: 0x…>`, `Banner view did load <GADBannerView: 0x…>`),
    /// a word before them may be English (`Ad view did load`) or a tag (`TODO:`), and a view or
    /// another type gets no view controller's callbacks.
    static func mayOwn(_ className: String, before: UnsafeRawBufferPointer) -> Bool {
        guard namesController(className) else { return false }
        let name = Array(className.utf8)
        guard let base = before.baseAddress, name.count <= before.count else { return false }
        // Written as a word of its own: `FeedVC` in `[FeedVC]` or `FeedVC:`, not in `MyFeedVC`.
        return (0...(before.count - name.count)).contains { at in
            let end = at + name.count
            return memcmp(base + at, name, name.count) == 0
                && (at == 0 || !ByteText.isIdentifier(before[at - 1])) && (end == before.count || !ByteText.isIdentifier(before[end]))
        }
    }

    /// The class of the description that `after`, the text after the words, is alone (after blanks),
    /// when it reads as a controller's (`<A_ViewController: 0x7fa11067a730>`) and `before` is blanks or a
    /// label the class's name starts with (`A` in `A  view will disappear <A_ViewController: 0x…>`),
    /// as `className` normalises it; nil otherwise. A word before the words that is no such label may
    /// be English (`Ad view did load <FeedViewController: 0x…>` logs an ad's view in a feed).
    static func describedController(_ after: UnsafeRawBufferPointer, before: UnsafeRawBufferPointer,
                                    className: (UnsafeRawBufferPointer) -> String) -> String? {
        // `whole` ends before the closing `>`.
        guard after.first.map(ByteText.isSpace) == true, let found = DescriptionScanner.first(in: after, from: 0),
              after[..<found.whole.lowerBound].allSatisfy(ByteText.isSpace), found.whole.upperBound < after.count,
              after[found.whole.upperBound] == ASCII.greaterThan, after[(found.whole.upperBound + 1)...].allSatisfy(ByteText.isSpace) else { return nil }
        let name = className(UnsafeRawBufferPointer(rebasing: after[found.cls]))
        // UIKit's own controllers are what a subclass prints of its container (`view did load %@`,
        // `self.navigationController`): its own description names its subclass.
        guard namesController(name), !name.hasPrefix("UI") else { return nil }
        let label = ByteText.withoutTrailingBlanks(UnsafeRawBufferPointer(rebasing: before[(before.firstIndex { !ByteText.isSpace($0) } ?? before.count)...]))
        guard !label.isEmpty else { return name }
        // The label starts the name and ends where a word of it does: `A` of `A_ViewController`, not `Ad` of `Adventure…`.
        guard label.count < name.utf8.count, name.utf8.starts(with: label),
              case let next = Array(name.utf8)[label.count], !ByteText.isLower(next) else { return nil }
        return name
    }

    /// True when `name` is a controller's type name as code spells one (`MainViewController`, `FeedVC`):
    /// compound, with a lower-case letter, not an English word or a tag in capitals.
    private static func namesController(_ name: String) -> Bool {
        (name.hasSuffix("Controller") || name.hasSuffix("VC")) && ClassName.readsAsCompoundName(name)
            && name.utf8.contains(where: ByteText.isLower)
    }

    /// True when `text` is blanks and an object's description (`<FeedVC: 0x…>`): the owner's, whose
    /// class ``mayOwn(_:before:)`` found before the words.
    static func startsWithDescription(_ text: UnsafeRawBufferPointer) -> Bool {
        text.first(where: { !ByteText.isSpace($0) }) == ASCII.lessThan
    }

    /// The first spelled-out callback in `m`, if any. Its `w` is found by memchr: a rarer letter
    /// than `v` or `i`, and most messages asked hold none after a `vie`.
    init?(in m: UnsafeRawBufferPointer) {
        guard let base = m.baseAddress else { return nil }
        var from = 3
        while from + 1 < m.count, let hit = memchr(base + from, Int32(ASCII.w), m.count - from - 1) {
            let w = UnsafeRawPointer(hit) - base
            from = w + 1
            let start = w - 3
            guard m[w + 1] == ASCII.space, m[start] | 0x20 == ASCII.v, m[start + 1] == ASCII.i, m[start + 2] == ASCII.e,
                  start == 0 || !ByteText.isIdentifier(m[start - 1]) else { continue }
            var i = w + 2
            let will: Bool
            if Self.spells(m, at: &i, "did ") { will = false } else if Self.spells(m, at: &i, "will ") { will = true } else { continue }
            let kind: EventKind
            if !will, Self.spells(m, at: &i, "load") { kind = .viewDidLoad }
            else if Self.spells(m, at: &i, "appear") { kind = will ? .viewWillAppear : .viewDidAppear }
            else if Self.spells(m, at: &i, "disappear") { kind = will ? .viewWillDisappear : .viewDidDisappear }
            else { continue }
            // The last word ends the phrase: `view did appearance` is another word.
            guard i == m.count || !ByteText.isIdentifier(m[i]) else { continue }
            range = start..<i
            self.kind = kind
            return
        }
        return nil
    }

    /// True, with `i` moved past it, when `m` at `i` spells `word` (lower-case ASCII and blanks)
    /// with its letters in any case.
    private static func spells(_ m: UnsafeRawBufferPointer, at i: inout Int, _ word: StaticString) -> Bool {
        let n = word.utf8CodeUnitCount
        guard i + n <= m.count else { return false }
        for k in 0..<n {
            let want = word.utf8Start[k]
            guard want == ASCII.space ? m[i + k] == want : m[i + k] | 0x20 == want else { return false }
        }
        i += n
        // Words aligned in columns: `view did  appear`.
        if word.utf8Start[n - 1] == ASCII.space { while i < m.count, m[i] == ASCII.space { i += 1 } }
        return true
    }
}
