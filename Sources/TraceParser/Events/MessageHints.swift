/// Which cheap signs of an event a message carries. Each flag is exactly what the corresponding
/// ``EventRecognizer`` check (`hasObjCToken`, `hasCallShape`, `hasVocabulary`, `mayBeDiagnostic`,
/// `mayNameObserver`) answers (a test holds them equal), found with far fewer instructions than
/// one search per needle.
///
/// Every message that may hold an event passes through here. The two-byte shapes end in a rare
/// byte (`[`, `)`) that memchr finds; the words (four bytes or longer) are found in one pass by
/// ``WordWindows``, which stops once every word flag is found.
struct MessageHints {
    static let objc: UInt8 = 1, call: UInt8 = 2, vocabulary: UInt8 = 4, diagnostic: UInt8 = 8, observer: UInt8 = 16

    let flags: UInt8

    var hasObjCToken: Bool { flags & MessageHints.objc != 0 }
    var hasCallShape: Bool { flags & MessageHints.call != 0 }
    var hasVocabulary: Bool { flags & MessageHints.vocabulary != 0 }
    var mayBeDiagnostic: Bool { flags & MessageHints.diagnostic != 0 }
    var mayNameObserver: Bool { flags & MessageHints.observer != 0 }

    /// The words, each with the flag it sets.
    private static let words: [(StaticString, UInt8)] =
        EventRecognizer.vocabularyHints.map { ($0, vocabulary) } + EventRecognizer.diagnosticHints.map { ($0, diagnostic) }
            + [(EventRecognizer.observerHint, observer)]

    /// The words' filter, built once.
    private static let windows = WordWindows(words.map { word, flag in
        (Array(UnsafeBufferPointer(start: word.utf8Start, count: word.utf8CodeUnitCount)), flag)
    })

    /// Scan `m`.
    init(_ m: UnsafeRawBufferPointer) {
        guard m.count >= 2, m.baseAddress != nil else { flags = 0; return }
        var found: UInt8 = 0
        if EventRecognizer.hasObjCToken(m) { found |= MessageHints.objc }
        if EventRecognizer.hasCallShape(m) { found |= MessageHints.call }
        found |= MessageHints.windows.flags(in: m, wanted: MessageHints.vocabulary | MessageHints.diagnostic | MessageHints.observer)
        flags = found
    }
}
