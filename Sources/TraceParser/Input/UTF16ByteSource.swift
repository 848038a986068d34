/// UTF-16 text (little or big endian) served as UTF-8, transcoded as it is read: what
/// PowerShell's `>` and some Windows log collectors write. A code unit or surrogate pair split
/// across reads is carried over; an unpaired surrogate becomes U+FFFD, as every decoder does.
final class UTF16ByteSource: ByteSource {
    let name: String
    private let source: ByteSource
    private let bigEndian: Bool
    /// Raw bytes read and not yet transcoded: an odd byte, or a high surrogate waiting for its pair.
    private var carry: [UInt8] = []
    private var raw = [UInt8](repeating: 0, count: 1 << 16)
    /// UTF-8 made from the last read and not yet handed out.
    private var decoded: [UInt8] = []
    private var position = 0
    private var atEnd = false

    init(_ source: ByteSource, bigEndian: Bool) {
        self.source = source
        self.bigEndian = bigEndian
        name = source.name
    }

    func read(into buffer: UnsafeMutableRawBufferPointer) throws -> Int {
        while position == decoded.count {
            if atEnd { return 0 }
            try refill()
        }
        let count = min(buffer.count, decoded.count - position)
        decoded.withUnsafeBytes { bytes in
            buffer.baseAddress!.copyMemory(from: bytes.baseAddress! + position, byteCount: count)
        }
        position += count
        return count
    }

    private func refill() throws {
        decoded.removeAll(keepingCapacity: true)
        position = 0
        raw.replaceSubrange(0..<carry.count, with: carry)
        let kept = carry.count
        let count = try raw.withUnsafeMutableBytes { bytes in
            try source.read(into: UnsafeMutableRawBufferPointer(rebasing: bytes[kept...]))
        }
        if count == 0 {
            atEnd = true
            // A lone byte or a high surrogate at the very end: one replacement character.
            if !carry.isEmpty { append(0xFFFD) }
            carry = []
            return
        }
        transcode(kept + count)
    }

    /// Transcode `raw[0..<available]` into `decoded`; keep what cannot be finished yet in `carry`.
    private func transcode(_ available: Int) {
        var index = 0
        func unit(_ at: Int) -> UInt32 {
            bigEndian ? UInt32(raw[at]) << 8 | UInt32(raw[at + 1]) : UInt32(raw[at + 1]) << 8 | UInt32(raw[at])
        }
        while index + 1 < available {
            let first = unit(index)
            if first >= 0xD800, first < 0xDC00 {
                guard index + 3 < available else { break }
                let second = unit(index + 2)
                if second >= 0xDC00, second < 0xE000 {
                    append(0x10000 + ((first - 0xD800) << 10) + (second - 0xDC00))
                    index += 4
                } else {
                    append(0xFFFD)
                    index += 2
                }
                continue
            }
            append(first >= 0xDC00 && first < 0xE000 ? 0xFFFD : first)
            index += 2
        }
        carry = Array(raw[index..<available])
    }

    /// Append `scalar` to `decoded` as UTF-8.
    private func append(_ scalar: UInt32) {
        switch scalar {
        case ..<0x80:
            decoded.append(UInt8(scalar))
        case ..<0x800:
            decoded.append(UInt8(0xC0 | scalar >> 6))
            decoded.append(UInt8(0x80 | scalar & 0x3F))
        case ..<0x10000:
            decoded.append(UInt8(0xE0 | scalar >> 12))
            decoded.append(UInt8(0x80 | scalar >> 6 & 0x3F))
            decoded.append(UInt8(0x80 | scalar & 0x3F))
        default:
            decoded.append(UInt8(0xF0 | scalar >> 18))
            decoded.append(UInt8(0x80 | scalar >> 12 & 0x3F))
            decoded.append(UInt8(0x80 | scalar >> 6 & 0x3F))
            decoded.append(UInt8(0x80 | scalar & 0x3F))
        }
    }
}
