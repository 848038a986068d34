#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The commonest event line, read in one pass: a message that is nothing but
/// `-[Class selector]`, optionally followed by the receiver's own description
/// (`-[FeedVC viewDidLoad] <FeedVC: 0x7fa3c2d00110>`), which is what
/// `NSLog(@"%s %@", __func__, self)` prints.
///
/// The general path reads such a line several times over: the token (a value of seven ranges,
/// copied as it is returned), a search for `self=`, a description scan from the start of the
/// line, the argument's trimming and classification, and a second token scan of the rest. Here
/// the line is checked to be exactly this shape, and any line that is not goes the general way,
/// so the event is the one the general path makes: a test holds the two equal on every corpus
/// line, probe and generated message, and the fuzz target on every input it tries.
extension EventRecognizer {
    /// Emit the event of a plain call line and answer true, or answer false when `m` is not
    /// exactly one (the general path then decides). `hints` are the message's byte signs: a
    /// possible diagnostic or observer word sends the line the general way.
    @inline(__always)
    func plainCall(in m: UnsafeRawBufferPointer, hints: MessageHints, emit: (RecognizedEvent) -> Void) -> Bool {
        guard !hints.mayBeDiagnostic, !hints.mayNameObserver, let token = PlainToken(m) else { return false }
        // A generic owner or NotificationCenter may adopt any described class on the general path, and
        // a generic owner alone names nobody there: generic owners go the general way. The only
        // description allowed here names the token's own class.
        let named = namedClass(UnsafeRawBufferPointer(rebasing: m[token.receiver]))
        guard !named.name.isEmpty, !named.isGenericOwner else { return false }
        let selector = selectorAndKind(UnsafeRawBufferPointer(rebasing: m[token.selector]))
        guard selector.kind != .addObserver, selector.kind != .removeObserver else { return false }
        // `self=0x…` names the receiver on the general path, wherever on the line it is; the
        // description after the token can spell `self` only where the receiver does.
        guard ByteText.find(m, "self", in: 0..<token.end) == nil else { return false }
        var event = RecognizedEvent(kind: selector.kind, selector: selector.selector, selectorKind: selector.kind,
                                    isClassMethod: m[0] == ASCII.plus)
        event.className = named.name
        if token.end < m.count {
            // The class spelled as normalising left it (so the description scanner takes it as the
            // token's class), 200 bytes at most (longer, the general path keeps it as text).
            guard named.name.utf8.count == token.receiver.count, m.count - token.end <= 201,
                  let address = PlainToken.describedAddress(in: m, after: token) else { return false }
            event.address = address
            event.storedArgument = .receiverDescription(className: named.name, address: address)
        }
        emit(event)
        return true
    }
}

/// `-[Class selector]` at the very start of a message: an identifier receiver and no category; the
/// bytes it accepts are those of ``ObjCTokenScanner``'s token (the same byte classes), which the
/// equivalence test holds it to. A block suffix (`]_block_invoke`) is refused by the caller, which
/// takes nothing after the `]` but the end or ` <`.
struct PlainToken {
    let receiver: Range<Int>
    let selector: Range<Int>
    /// Just after the `]`.
    let end: Int

    @inline(__always)
    init?(_ m: UnsafeRawBufferPointer) {
        let n = m.count
        guard n >= 6, m[1] == ASCII.leftBracket, m[0] == ASCII.minus || m[0] == ASCII.plus else { return nil }
        let classes = ByteClass.classes
        guard classes[Int(m[2])] & ByteClass.identifierStart != 0 else { return nil }
        var i = 3
        while i < n, classes[Int(m[i])] & ByteClass.className != 0 { i += 1 }
        guard i < n, m[i] == ASCII.space, let selector = ObjCTokenScanner.closedSelector(in: m, from: i + 1) else { return nil }
        receiver = 2..<i
        self.selector = selector
        end = selector.upperBound + 1
    }

    /// The address of ` <Class: 0x…>` when it is all that follows the token, `Class` spelled as
    /// the token's receiver and the digits as ``EventArgument/spellsDescription(_:className:address:)``
    /// reads them: lowercase, without leading zeros, at most 16.
    @inline(__always)
    static func describedAddress(in m: UnsafeRawBufferPointer, after token: PlainToken) -> UInt64? {
        let nameCount = token.receiver.count
        var i = token.end
        // ` <` name `: 0x` at least one digit `>`.
        guard m.count - i >= nameCount + 8, m[i] == ASCII.space, m[i + 1] == ASCII.lessThan,
              memcmp(m.baseAddress! + i + 2, m.baseAddress! + token.receiver.lowerBound, nameCount) == 0 else { return nil }
        i += 2 + nameCount
        guard m[i] == ASCII.colon, m[i + 1] == ASCII.space, m[i + 2] == ASCII.digit0, m[i + 3] == ASCII.x,
              m[m.count - 1] == ASCII.greaterThan else { return nil }
        i += 4
        let digits = m.count - 1 - i
        guard digits >= 1, digits <= 16, digits == 1 || m[i] != ASCII.digit0 else { return nil }
        let values = ByteClass.hexValues
        var value: UInt64 = 0
        while i < m.count - 1 {
            let byte = m[i], digit = values[Int(byte)]
            guard digit != 0xFF, byte < ASCII.A || byte > ASCII.F else { return nil }
            value = value << 4 | UInt64(digit)
            i += 1
        }
        return value
    }
}
