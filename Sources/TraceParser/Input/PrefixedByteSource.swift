/// Serves bytes already read from a source (to decide its encoding) before the rest of it, so
/// sniffing loses nothing. A read error met while sniffing is thrown once the prefix is served,
/// so the bytes before it are still delivered.
final class PrefixedByteSource: ByteSource {
    let name: String
    private let source: ByteSource
    private var prefix: [UInt8]
    private var position = 0
    private var failure: Error?

    init(_ prefix: [UInt8], then source: ByteSource, failure: Error? = nil) {
        self.prefix = prefix
        self.source = source
        self.failure = failure
        name = source.name
    }

    func read(into buffer: UnsafeMutableRawBufferPointer) throws -> Int {
        guard position < prefix.count else {
            if let failure {
                self.failure = nil
                throw failure
            }
            return try source.read(into: buffer)
        }
        let count = min(buffer.count, prefix.count - position)
        prefix.withUnsafeBytes { bytes in
            buffer.baseAddress!.copyMemory(from: bytes.baseAddress! + position, byteCount: count)
        }
        position += count
        return count
    }
}
