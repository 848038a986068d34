/// A growable byte buffer written through a pointer: one capacity check per reservation instead of
/// the uniqueness and capacity checks an array makes per appended byte, which were most of the
/// cost of the keys, indentation and punctuation of a JSON report with hundreds of thousands of
/// findings. Owned by one writer for one value and freed with ``deallocate()``.
struct ByteScratch: JSONOutput {
    private(set) var base: UnsafeMutablePointer<UInt8>
    private(set) var count = 0
    private var capacity: Int

    /// An empty buffer with room for `capacity` bytes.
    init(capacity: Int) {
        self.capacity = max(16, capacity)
        base = .allocate(capacity: self.capacity)
    }

    /// Free the storage; the buffer must not be used afterwards.
    func deallocate() { base.deallocate() }

    /// The bytes written so far.
    var bytes: UnsafeBufferPointer<UInt8> { UnsafeBufferPointer(start: base, count: count) }

    @inline(__always) mutating func reserve(_ more: Int) {
        if count + more > capacity { grow(to: count + more) }
    }

    @inline(never) private mutating func grow(to needed: Int) {
        let larger = UnsafeMutablePointer<UInt8>.allocate(capacity: max(capacity * 2, needed))
        larger.initialize(from: base, count: count)
        base.deallocate()
        base = larger
        capacity = max(capacity * 2, needed)
    }

    @inline(__always) mutating func put(_ byte: UInt8) {
        assert(count < capacity, "ByteScratch: put without reserve")
        base[count] = byte
        count += 1
    }

    @inline(__always) mutating func put(_ bytes: UnsafeBufferPointer<UInt8>) {
        assert(count + bytes.count <= capacity, "ByteScratch: put without reserve")
        guard let source = bytes.baseAddress else { return }
        (base + count).initialize(from: source, count: bytes.count)
        count += bytes.count
    }

    /// Append `count` copies of `byte` (after room for them was reserved).
    @inline(__always) mutating func put(repeating byte: UInt8, count repeats: Int) {
        assert(count + repeats <= capacity, "ByteScratch: put without reserve")
        (base + count).initialize(repeating: byte, count: repeats)
        count += repeats
    }
}
