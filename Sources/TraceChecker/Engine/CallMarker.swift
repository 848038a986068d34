/// Words some code bases print when a method starts (`loadView() Start`, `viewDidLoad 开始`),
/// with a matching line when it ends: every line of the method between the two is one call
/// (R-P9), with or without time stamps, however many statements and nested calls of other
/// objects come between.
enum CallMarker {
    /// True when `payload`, the text after the method, starts with a word that opens a call.
    static func opensCall(_ payload: String) -> Bool {
        var word: [UInt8] = []
        for byte in payload.utf8 {
            if byte >= 0x80 || ByteClass.isWordByte(byte) {
                word.append(byte >= 0x41 && byte <= 0x5A ? byte + 0x20 : byte)
            } else if !word.isEmpty {
                break
            }
            if word.count > 12 { break }
        }
        return openingWords.contains(word)
    }

    private static let openingWords: Set<[UInt8]> = Set(["start", "started", "starting", "begin", "beginning", "begins", "enter",
                                                        "entering", "开始", "시작"].map { Array($0.utf8) })

    private enum ByteClass {
        static func isWordByte(_ byte: UInt8) -> Bool {
            (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || byte == 0x5F
        }
    }
}
