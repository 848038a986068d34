/// What the first bytes of an input say it is. Inputs are recognised by content, not by name:
/// a rotated `syslog.2` may be gzip, and PowerShell's `>` writes UTF-16 into a `.log`.
public enum InputEncoding: Equatable, Sendable {
    /// Text as it is (UTF-8, with or without a BOM, or ASCII).
    case plain
    /// A gzip member (`1f 8b 08`).
    case gzip
    /// UTF-16 little endian; `bomLength` bytes of byte-order mark to skip (0 or 2).
    case utf16LittleEndian(bomLength: Int)
    /// UTF-16 big endian; `bomLength` bytes of byte-order mark to skip (0 or 2).
    case utf16BigEndian(bomLength: Int)
    /// A tar archive (`ustar` at offset 257): a sysdiagnose tarball or a bundle of logs.
    case tar
    /// Compressed by something other than gzip (xz, bzip2, zstd, lz4, zip, 7z): refused with the
    /// command that decompresses it, never read as text.
    case compressed(ForeignCompression)

    /// Bytes of the prefix the decision can use; `detect` looks at no more.
    public static let sniffLength = 512

    /// Fewest bytes `detect` needs before it can tell plain text from the others (fewer means
    /// the input is that short, and it is judged on what there is).
    public static let minimumSniffLength = 4

    /// The encoding `prefix` (the input's first bytes) shows.
    public static func detect(_ prefix: UnsafeRawBufferPointer) -> InputEncoding {
        let count = prefix.count
        if count >= 3, prefix[0] == 0x1F, prefix[1] == 0x8B, prefix[2] == 0x08 { return .gzip }
        if count >= 2, prefix[0] == 0xFF, prefix[1] == 0xFE { return .utf16LittleEndian(bomLength: 2) }
        if count >= 2, prefix[0] == 0xFE, prefix[1] == 0xFF { return .utf16BigEndian(bomLength: 2) }
        if count >= 262, Array(prefix[257..<262]) == Array("ustar".utf8) { return .tar }
        if let compression = ForeignCompression.detect(prefix) { return .compressed(compression) }
        // Without a BOM: text in UTF-16 has a NUL in every other byte (ASCII letters, digits and
        // punctuation are the low byte of their code unit), and nothing else has that shape.
        let pairs = min(count, 64) / 2
        guard pairs >= minimumSniffLength / 2 else { return .plain }
        var evenNul = true, oddNul = true, evenText = true, oddText = true
        for pair in 0..<pairs {
            let even = prefix[2 * pair], odd = prefix[2 * pair + 1]
            if even != 0 { evenNul = false } else { evenText = false }
            if odd != 0 { oddNul = false } else { oddText = false }
        }
        if oddNul, evenText { return .utf16LittleEndian(bomLength: 0) }
        if evenNul, oddText { return .utf16BigEndian(bomLength: 0) }
        return .plain
    }

    /// `detect` over an array.
    public static func detect(_ prefix: [UInt8]) -> InputEncoding {
        prefix.withUnsafeBytes { detect($0) }
    }
}
