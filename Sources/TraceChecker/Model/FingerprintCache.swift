/// Fingerprints already computed, by the bytes they hash: a report with hundreds of thousands of
/// findings has a few hundred distinct fingerprints (addresses and numbers are normalised away),
/// and hashing each finding's bytes again was a large share of writing it. One per writer, on
/// the writer's thread.
final class FingerprintCache {
    private var known: [HashedBytes: String] = [:]
    private var bytes: [UInt8] = []
    /// Distinct fingerprints kept; past it the cache starts over, so memory stays bounded
    /// whatever the findings are.
    static let capacity = 4096

    /// `violation.fingerprint`.
    func fingerprint(of violation: Violation) -> String {
        bytes.removeAll(keepingCapacity: true)
        Fingerprint.appendHashedBytes(rule: violation.rule, className: violation.object?.className, message: violation.message, to: &bytes)
        let key = HashedBytes(bytes: bytes)
        if let known = known[key] { return known }
        let fingerprint = Fingerprint.version + ":" + Fingerprint.hex(ofHashed: bytes)
        if known.count >= Self.capacity { known.removeAll(keepingCapacity: true) }
        known[key] = fingerprint
        return fingerprint
    }

    /// A byte array as a dictionary key hashed in one call over its storage: `[UInt8]`'s own
    /// `Hashable` feeds the hasher a byte at a time, about 40 instructions a byte, and the
    /// lookup was half the cost of fingerprinting a finding.
    private struct HashedBytes: Hashable {
        let bytes: [UInt8]

        func hash(into hasher: inout Hasher) {
            bytes.withUnsafeBytes { hasher.combine(bytes: $0) }
        }
    }
}
