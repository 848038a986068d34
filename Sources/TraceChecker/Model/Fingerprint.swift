/// The identity of a finding across logs, devices and runs: the same lifecycle bug in the same
/// class gets the same fingerprint in every log that shows it, wherever in the log it happens.
///
/// Version 1 is the SHA-256 of the UTF-8 bytes of
/// `rule` NUL `class` NUL `normalised message`, where `class` is the object's class (empty when
/// the violation has none) and the message is normalised as baselines do it
/// (`Baseline.normalized`: addresses become `0xADDR`, free-standing numbers `N`). Its text is
/// `v1:` followed by the first 16 bytes of the digest in lowercase hex. The file name, line,
/// log time, address, process, pid and severity are not part of it, so moving a violation to
/// other lines, addresses and times keeps it, and `--severity` does not change it.
public enum Fingerprint {
    /// The scheme this build computes; a future scheme gets a new prefix and SARIF key.
    public static let version = "v1"
    /// The key of SARIF `partialFingerprints` (GitHub code scanning tracks alerts by it).
    public static let sarifKey = "traceCheck/v1"

    /// `v1:` and 32 hex digits.
    public static func v1(rule: String, className: String?, message: String) -> String {
        "v1:" + hex(rule: rule, className: className, message: message)
    }

    /// The 32 hex digits of version 1, without the prefix (the SARIF value).
    public static func hex(rule: String, className: String?, message: String) -> String {
        var bytes: [UInt8] = []
        appendHashedBytes(rule: rule, className: className, message: message, to: &bytes)
        return hex(ofHashed: bytes)
    }

    /// The bytes version 1 hashes: `rule` NUL `class` NUL `normalised message`.
    static func appendHashedBytes(rule: String, className: String?, message: String, to bytes: inout [UInt8]) {
        bytes += rule.utf8
        bytes.append(0)
        bytes += (className ?? "").utf8
        bytes.append(0)
        Baseline.appendNormalized(message, to: &bytes)
    }

    /// The 32 hex digits of the digest of `bytes` (``appendHashedBytes(rule:className:message:to:)``).
    static func hex(ofHashed bytes: [UInt8]) -> String {
        let digits = Array("0123456789abcdef".utf8)
        var text: [UInt8] = []
        text.reserveCapacity(32)
        for byte in SHA256.digest(bytes).prefix(16) {
            text.append(digits[Int(byte >> 4)])
            text.append(digits[Int(byte & 15)])
        }
        return String(decoding: text, as: UTF8.self)
    }
}

extension Violation {
    /// This violation's fingerprint (`Fingerprint.v1`).
    public var fingerprint: String {
        Fingerprint.v1(rule: rule, className: object?.className, message: message)
    }
}
