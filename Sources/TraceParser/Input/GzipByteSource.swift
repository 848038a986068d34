import CZlib

/// The decompressed bytes of a gzip source, inflated as they are read (memory stays one input
/// buffer and zlib's 32 KiB window, whatever the size). Concatenated members (`cat a.gz b.gz`)
/// are read one after the other, as `gzip -d` does. A corrupt member or one cut short throws
/// `InputError.undecodable` after every byte before the damage was delivered.
final class GzipByteSource: ByteSource {
    let name: String
    private let source: ByteSource
    private let stream: UnsafeMutablePointer<z_stream>
    private let input: UnsafeMutableRawBufferPointer
    /// Between members: the last one ended and the next has not begun.
    private var betweenMembers = false
    private var finished = false
    /// Damage found after some bytes of the same read were inflated: thrown on the next read,
    /// so those bytes are delivered first.
    private var pendingError: InputError?

    /// Compressed input is read in pieces of this size.
    static let inputSize = 1 << 16

    init(_ source: ByteSource) throws {
        self.source = source
        name = source.name
        stream = .allocate(capacity: 1)
        stream.initialize(to: z_stream())
        input = .allocate(byteCount: Self.inputSize, alignment: 16)
        guard czlib_inflate_init_gzip(stream) == Z_OK else {
            stream.deallocate()
            input.deallocate()
            throw InputError.undecodable(path: source.name, reason: "zlib could not start (out of memory)")
        }
    }

    deinit {
        inflateEnd(stream)
        stream.deallocate()
        input.deallocate()
    }

    func read(into buffer: UnsafeMutableRawBufferPointer) throws -> Int {
        if let error = pendingError {
            pendingError = nil
            throw error
        }
        guard !finished, buffer.count > 0 else { return 0 }
        stream.pointee.next_out = buffer.baseAddress!.assumingMemoryBound(to: Bytef.self)
        stream.pointee.avail_out = uInt(min(buffer.count, Int(UInt32.max)))
        let capacity = Int(stream.pointee.avail_out)
        while Int(stream.pointee.avail_out) == capacity {
            if stream.pointee.avail_in == 0 {
                let count = try source.read(into: input)
                if count == 0 {
                    finished = true
                    if betweenMembers { return 0 }
                    throw InputError.undecodable(path: name, reason: "gzip data is truncated (the file ends inside the compressed stream)")
                }
                stream.pointee.next_in = input.baseAddress!.assumingMemoryBound(to: Bytef.self)
                stream.pointee.avail_in = uInt(count)
            }
            if betweenMembers {
                // Another member follows only if it starts like one; anything else (the zero
                // padding some tools add) ends the input, as `gzip -d` ignores trailing garbage.
                guard stream.pointee.next_in.pointee == 0x1F else {
                    finished = true
                    return 0
                }
                inflateReset(stream)
                betweenMembers = false
            }
            let status = inflate(stream, Z_NO_FLUSH)
            switch status {
            case Z_OK:
                continue
            case Z_BUF_ERROR where stream.pointee.avail_in == 0:
                continue
            case Z_STREAM_END:
                betweenMembers = true
                if Int(stream.pointee.avail_out) < capacity { return capacity - Int(stream.pointee.avail_out) }
            default:
                finished = true
                let message = stream.pointee.msg.map { String(cString: $0) } ?? "zlib error \(status)"
                let error = InputError.undecodable(path: name, reason: "gzip data is corrupt (\(message))")
                let produced = capacity - Int(stream.pointee.avail_out)
                guard produced > 0 else { throw error }
                pendingError = error
                return produced
            }
        }
        return capacity - Int(stream.pointee.avail_out)
    }
}
