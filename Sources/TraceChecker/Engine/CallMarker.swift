/// Words some code bases print when a method starts (`loadView() Start`, `viewDidLoad 开始`,
/// `[KeyboardViewController] viewDidLoad called`), often with a matching line when it ends
/// (`End`, `completed`): every line of the method between the two is one call
/// (R-P9), with or without time stamps, however many statements and nested calls of other
/// objects come between.
enum CallMarker {
    /// How a line opens a call.
    enum Opening {
        /// The method starts here (`Start`, `called`, `begin`): the method's lines after it are this
        /// call's until another line opens one.
        case call
        /// A statement of the method comes next (`before super`): the lines after it that say where
        /// they are (`after super`, `before reloadData`) are this call's.
        case aroundStatement
    }

    /// True when `payload`, the text after the method, starts with a word that opens a call.
    static func opensCall(_ payload: String) -> Bool { opening(payload) != nil }

    /// How `payload`, the text after the method, opens a call; nil when its first word opens none.
    /// Asked whenever an object repeats its last method, so it reads the bytes in place.
    static func opening(_ payload: String) -> Opening? {
        var payload = payload
        return payload.withUTF8 { bytes in
            var start = 0
            // Markup and punctuation before the word (`** Start **`, `- begin`).
            while start < bytes.count, bytes[start] < 0x80, !isWordByte(bytes[start]) { start += 1 }
            guard start < bytes.count, mayOpen(bytes[start]) else { return nil }
            for word in openingWords where bytes.count - start >= word.count {
                var k = 0
                while k < word.count {
                    let byte = bytes[start + k]
                    if (byte >= 0x41 && byte <= 0x5A ? byte | 0x20 : byte) != word[k] { break }
                    k += 1
                }
                // The whole word: `Startup` is not `Start`.
                if k == word.count, start + k == bytes.count || !isWordByte(bytes[start + k]) {
                    return word == aroundStatementWord ? .aroundStatement : .call
                }
            }
            return nil
        }
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

    /// `called` and `invoked` say the method was entered: apps print `viewDidLoad called` first and
    /// `viewDidLoad completed` last (public view controllers of keyboard and share extensions).
    /// `before` opens the lines around a statement (`loadView - before super`, then `loadView - after
    /// super`, a lifecycle demo's README): ``Opening/aroundStatement``.
    private static let openingWords: [[UInt8]] = ["start", "started", "starting", "begin", "beginning", "begins", "enter",
                                                  "entered", "entering", "called", "invoked", "before", "开始", "시작"].map { Array($0.utf8) }

    private static func isWordByte(_ byte: UInt8) -> Bool {
        (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || byte == 0x5F
    }
}
