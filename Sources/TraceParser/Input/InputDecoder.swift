/// Turns any source into the UTF-8 text the reader parses, by what its first bytes are: gzip is
/// inflated, UTF-16 transcoded (a gzip of UTF-16 both), plain text passed through untouched.
/// Everything streams. A tar archive (a sysdiagnose tarball) is refused with advice, since the
/// logs inside it are not one text, and so is any other compression (``ForeignCompression``).
public enum InputDecoder {
    /// `source` decoded. Reads its first bytes (at least `InputEncoding.minimumSniffLength`
    /// unless the input is shorter: a live pipe is not waited on for more than that) and serves
    /// them again, so nothing is lost.
    public static func decoded(_ source: ByteSource) throws -> ByteSource {
        try decoded(source, depth: 0)
    }

    private static func decoded(_ source: ByteSource, depth: Int) throws -> ByteSource {
        // Inside gzip the bytes are at hand, so the whole sniff window is filled and a tarball is
        // seen; a raw pipe is judged on its first read, so live text is never held back.
        let wanted = depth > 0 ? InputEncoding.sniffLength : InputEncoding.minimumSniffLength
        var prefix = [UInt8](repeating: 0, count: InputEncoding.sniffLength)
        var count = 0
        var failure: Error?
        while count < wanted {
            let got: Int
            do {
                got = try prefix.withUnsafeMutableBytes { bytes in
                    try source.read(into: UnsafeMutableRawBufferPointer(rebasing: bytes[count...]))
                }
            } catch {
                // Damage after the first bytes: those are still served, then the error.
                guard count > 0 else { throw error }
                failure = error
                break
            }
            if got == 0 { break }
            count += got
        }
        prefix.removeSubrange(count...)
        let encoding = InputEncoding.detect(prefix)
        if let failure {
            if encoding == .plain { return PrefixedByteSource(prefix, then: source, failure: failure) }
            throw failure
        }
        switch encoding {
        case .plain:
            return PrefixedByteSource(prefix, then: source)
        case .gzip where depth < 2:
            return try decoded(GzipByteSource(PrefixedByteSource(prefix, then: source)), depth: depth + 1)
        case .gzip:
            throw InputError.undecodable(path: source.name, reason: "gzip inside gzip inside gzip; decompress it first")
        case let .utf16LittleEndian(bom), let .utf16BigEndian(bom):
            let rest = PrefixedByteSource(Array(prefix[bom...]), then: source)
            return UTF16ByteSource(rest, bigEndian: encoding == .utf16BigEndian(bomLength: bom))
        case .tar:
            throw InputError.archive(path: source.name, advice: ArchiveAdvice.tarball(source.name))
        case let .compressed(compression):
            throw compression.error(path: source.name)
        }
    }
}
