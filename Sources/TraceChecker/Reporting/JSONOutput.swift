/// Where ``JSONText`` writes: a byte array, or a ``ByteScratch`` for the hottest writers. Writers
/// call ``reserve(_:)`` with a bound of what they are about to write and then put bytes; an array
/// checks every append anyway, so for it reserving does nothing.
protocol JSONOutput {
    /// Make room for `count` more bytes.
    mutating func reserve(_ count: Int)
    /// Append one byte (after room for it was reserved).
    mutating func put(_ byte: UInt8)
    /// Append `bytes` (after room for them was reserved).
    mutating func put(_ bytes: UnsafeBufferPointer<UInt8>)
}

extension Array: JSONOutput where Element == UInt8 {
    @inline(__always) mutating func reserve(_ count: Int) {}
    @inline(__always) mutating func put(_ byte: UInt8) { append(byte) }
    @inline(__always) mutating func put(_ bytes: UnsafeBufferPointer<UInt8>) { append(contentsOf: bytes) }
}
