/// A compressed container trace-check knows by its first bytes but does not decompress (it
/// reads gzip). Read as text, such a file is a few lines of binary noise with no event, which
/// looks like a clean log; so it is refused, exit 2, with the command that turns it into text.
public enum ForeignCompression: String, CaseIterable, Sendable {
    case xz
    case bzip2
    case zstd
    case lz4
    case zip
    case sevenZip = "7z"

    /// The bytes every stream or archive of the format starts with, from its specification
    /// (`bzip2` is followed by a level digit and a block or end-of-stream magic, see `detect`).
    var magic: [UInt8] {
        switch self {
        case .xz: return [0xFD, 0x37, 0x7A, 0x58, 0x5A, 0x00]
        case .bzip2: return Array("BZh".utf8)
        case .zstd: return [0x28, 0xB5, 0x2F, 0xFD]
        case .lz4: return [0x04, 0x22, 0x4D, 0x18]
        case .zip: return [0x50, 0x4B, 0x03, 0x04]
        case .sevenZip: return [0x37, 0x7A, 0xBC, 0xAF, 0x27, 0x1C]
        }
    }

    /// The format `prefix` (an input's first bytes) starts with, if any.
    static func detect(_ prefix: UnsafeRawBufferPointer) -> ForeignCompression? {
        allCases.first { format in
            let magic = format.magic
            guard prefix.count >= magic.count, prefix.prefix(magic.count).elementsEqual(magic) else { return false }
            guard format == .bzip2 else { return true }
            // "BZh" is text too: a bzip2 stream goes on with its level and the first block's magic
            // (the digits of pi) or, when empty, the end-of-stream magic (those of the square root of pi).
            guard prefix.count >= 10, (ASCII.digit1...ASCII.digit9).contains(prefix[3]) else { return false }
            let block = Array(prefix[4..<10])
            return block == [0x31, 0x41, 0x59, 0x26, 0x53, 0x59] || block == [0x17, 0x72, 0x45, 0x38, 0x50, 0x90]
        }
    }

    /// The name suffix its compressed files carry (`run.log.xz`); nil for the archives, whose
    /// names do not end in a log's name.
    public var fileSuffix: String? {
        switch self {
        case .xz: return "xz"
        case .bzip2: return "bz2"
        case .zstd: return "zst"
        case .lz4: return "lz4"
        case .zip, .sevenZip: return nil
        }
    }

    /// The input error for `path`, compressed so: the command that gives its text.
    public func error(path: String) -> InputError {
        let file = ArchiveAdvice.shellQuoted(path)
        switch self {
        case .zip:
            return .archive(path: path, advice: "a zip archive, which trace-check does not unpack; unpack it (unzip \(file)) and check the folder")
        case .sevenZip:
            return .archive(path: path, advice: "a 7z archive, which trace-check does not unpack; unpack it (7z x \(file)) and check the folder")
        case .xz, .bzip2, .zstd, .lz4:
            let tool = rawValue + " -dc"
            let command = path == "-" ? "decompress it before trace-check reads it (\(tool) FILE | trace-check)" : "run: \(tool) \(file) | trace-check"
            return .undecodable(path: path, reason: "\(rawValue)-compressed data, which trace-check does not decompress (it reads gzip); \(command)")
        }
    }
}
