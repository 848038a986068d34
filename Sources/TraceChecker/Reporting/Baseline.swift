import Foundation

/// Known violations that should not fail a run (SwiftLint's approach). Entries match on
/// rule, file name, class and normalised message, never on addresses, times or line numbers,
/// so a re-captured log with the same known issues stays quiet while a new issue fails.
/// Matching counts: a baseline with two entries suppresses two matching violations, and a
/// third is reported as new. `fingerprints` (`Fingerprint`) name known findings fleet-wide:
/// each hides every violation with that fingerprint, in any file.
public struct Baseline: Sendable, Equatable {
    /// One known violation.
    public struct Entry: Codable, Hashable, Sendable, Comparable {
        /// Rule id.
        public var rule: String
        /// The file's name without its folder, so logs can move between folders.
        public var file: String
        /// The object's class, when known.
        public var className: String?
        /// The message with addresses and numbers normalised.
        public var message: String

        /// An entry from its parts.
        public init(rule: String, file: String, className: String?, message: String) {
            self.rule = rule
            self.file = file
            self.className = className
            self.message = message
        }

        /// The entry that `violation` matches.
        public init(_ violation: Violation) {
            self.init(rule: violation.rule, file: Baseline.fileKey(violation.location.file),
                      className: violation.object?.className, message: Baseline.normalized(violation.message))
        }

        public static func < (a: Entry, b: Entry) -> Bool {
            (a.file, a.rule, a.className ?? "", a.message) < (b.file, b.rule, b.className ?? "", b.message)
        }

        enum CodingKeys: String, CodingKey { case rule, file, className = "class", message }
    }

    /// The known violations, sorted.
    public private(set) var entries: [Entry]
    /// Known fingerprints (`v1:…`), sorted: each matches any number of violations in any file.
    public private(set) var fingerprints: [String]

    /// A baseline of `entries` and `fingerprints`.
    public init(entries: [Entry], fingerprints: [String] = []) {
        self.entries = entries.sorted()
        self.fingerprints = Set(fingerprints).sorted()
    }

    /// Every fingerprint this baseline knows: its `fingerprints` and those of its entries.
    public var knownFingerprints: Set<String> {
        Set(fingerprints).union(entries.map { Fingerprint.v1(rule: $0.rule, className: $0.className, message: $0.message) })
    }

    /// The baseline that makes `violations` known.
    public init(violations: [Violation]) { self.init(entries: violations.map(Entry.init)) }

    private struct Document: Codable {
        var version: Int
        var entries: [Entry]
        /// Absent in baselines without fingerprints, so their bytes do not change.
        var fingerprints: [String]?
    }

    /// Read a baseline file written by `encoded()`.
    public init(data: Data, path: String) throws {
        let document: Document
        do {
            document = try JSONDecoder().decode(Document.self, from: data)
        } catch {
            throw BaselineError.malformed(path: path)
        }
        guard document.version == 1 else { throw BaselineError.unsupportedVersion(path: path, version: document.version) }
        for fingerprint in document.fingerprints ?? [] where !Self.isFingerprint(fingerprint) {
            throw BaselineError.badFingerprint(path: path, value: fingerprint)
        }
        self.init(entries: document.entries, fingerprints: document.fingerprints ?? [])
    }

    /// The file's bytes: versioned, sorted JSON, so baselines diff cleanly in review.
    public func encoded() throws -> Data {
        var data = try ReportJSON.encoder(pretty: true).encode(Document(version: 1, entries: entries,
                                                                                   fingerprints: fingerprints.isEmpty ? nil : fingerprints))
        data.append(10)
        return data
    }

    /// A consumable copy of the baseline's counts for one run.
    public func matcher() -> Matcher { Matcher(entries, fingerprints: Set(fingerprints)) }

    /// `v1:` and 32 lowercase hex digits.
    static func isFingerprint(_ text: String) -> Bool {
        let bytes = Array(text.utf8)
        return bytes.count == 35 && text.hasPrefix("v1:")
            && bytes[3...].allSatisfy { (48...57).contains($0) || (97...102).contains($0) }
    }

    /// Suppresses violations while budget remains for their entry.
    public final class Matcher {
        private var remaining: [Entry: Int] = [:]
        private let fingerprints: Set<String>

        init(_ entries: [Entry], fingerprints: Set<String>) {
            for entry in entries { remaining[entry, default: 0] += 1 }
            self.fingerprints = fingerprints
        }

        /// True when `violation` is new (report it); false when a known fingerprint or entry absorbs it.
        public func isNew(_ violation: Violation) -> Bool {
            if !fingerprints.isEmpty, fingerprints.contains(violation.fingerprint) { return false }
            let key = Entry(violation)
            guard let count = remaining[key], count > 0 else { return true }
            remaining[key] = count - 1
            return false
        }
    }

    /// `logs/run1.log` -> `run1.log`.
    public static func fileKey(_ path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return path }
        return String(path[path.index(after: slash)...])
    }

    /// Addresses become `0xADDR`; free-standing numbers (times, line numbers, durations, counts)
    /// become `N`. Digits inside identifiers (`Test1ViewController`) stay.
    public static func normalized(_ message: String) -> String {
        var bytes: [UInt8] = []
        appendNormalized(message, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The UTF-8 bytes of `normalized(message)` appended to `out`. Messages are nearly always
    /// ASCII, and those are normalised byte by byte: every finding's fingerprint normalises its
    /// message, and through Unicode scalars that was most of the cost of writing a report with
    /// hundreds of thousands of findings.
    static func appendNormalized(_ message: String, to out: inout [UInt8]) {
        var message = message
        let isASCII = message.withUTF8 { utf8 in
            guard !utf8.contains(where: { $0 >= 0x80 }) else { return false }
            appendNormalized(ascii: utf8, to: &out)
            return true
        }
        if !isASCII { out += normalizedScalars(message).utf8 }
    }

    /// ``normalized(_:)`` of an ASCII message: the same rules as ``normalizedScalars(_:)``,
    /// where every letter is an ASCII letter.
    private static func appendNormalized(ascii bytes: UnsafeBufferPointer<UInt8>, to out: inout [UInt8]) {
        func isAlphabetic(_ b: UInt8) -> Bool { (b | 0x20) >= ASCII.a && (b | 0x20) <= ASCII.z }
        func isDigit(_ b: UInt8) -> Bool { b >= ASCII.zero && b <= ASCII.nine }
        func isWordByte(_ b: UInt8) -> Bool { isAlphabetic(b) || isDigit(b) || b == ASCII.underscore }
        func isHex(_ b: UInt8) -> Bool { isDigit(b) || ((b | 0x20) >= ASCII.a && (b | 0x20) <= ASCII.f) }
        func isSeparator(_ b: UInt8) -> Bool {
            b == ASCII.colon || b == ASCII.dot || b == ASCII.minus || b == ASCII.capitalT || b == ASCII.comma
        }
        let count = bytes.count
        var index = 0
        // Bytes that stay as they are go out in runs, copied whole when a number or the end
        // comes: a byte at a time, they were most of the cost of fingerprinting a finding.
        var runStart = 0
        func flushRun() {
            if runStart < index { out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<index])) }
        }
        defer { flushRun() }
        while index < count {
            let byte = bytes[index]
            guard isDigit(byte), index == 0 || !isWordByte(bytes[index - 1]) else {
                index += 1
                continue
            }
            flushRun()
            defer { runStart = index }
            if byte == ASCII.zero, index + 2 < count, bytes[index + 1] | 0x20 == ASCII.x, isHex(bytes[index + 2]) {
                var end = index + 2
                while end < count, isHex(bytes[end]) { end += 1 }
                out += ASCII.addressPlaceholder
                index = end
                continue
            }
            var end = index
            while end < count {
                if isDigit(bytes[end]) {
                    end += 1
                } else if isSeparator(bytes[end]), end + 1 < count, isDigit(bytes[end + 1]) {
                    end += 1
                } else {
                    break
                }
            }
            if end < count, isAlphabetic(bytes[end]), bytes[end] != ASCII.s {
                out += bytes[index..<end]
            } else {
                out.append(ASCII.capitalN)
            }
            index = end
        }
    }

    /// The bytes ``appendNormalized(ascii:to:)`` reads and writes.
    private enum ASCII {
        static let a = UInt8(ascii: "a"), f = UInt8(ascii: "f"), s = UInt8(ascii: "s"), x = UInt8(ascii: "x"), z = UInt8(ascii: "z")
        static let zero = UInt8(ascii: "0"), nine = UInt8(ascii: "9"), underscore = UInt8(ascii: "_")
        static let colon = UInt8(ascii: ":"), dot = UInt8(ascii: "."), minus = UInt8(ascii: "-"), comma = UInt8(ascii: ",")
        static let capitalT = UInt8(ascii: "T"), capitalN = UInt8(ascii: "N")
        static let addressPlaceholder = Array("0xADDR".utf8)
    }

    /// ``normalized(_:)`` scalar by scalar, for messages with non-ASCII text (letters of other
    /// scripts count as identifier letters).
    static func normalizedScalars(_ message: String) -> String {
        let scalars = Array(message.unicodeScalars)
        var result = String.UnicodeScalarView()
        var index = 0
        // ASCII letters without a Unicode property lookup: every finding's fingerprint normalises
        // its message, and the lookup was most of the time of a report with many findings.
        func isAlphabetic(_ s: Unicode.Scalar) -> Bool {
            s.isASCII ? ("a"..."z").contains(s) || ("A"..."Z").contains(s) : s.properties.isAlphabetic
        }
        func isWordScalar(_ s: Unicode.Scalar) -> Bool {
            isAlphabetic(s) || s == "_" || ("0"..."9").contains(s)
        }
        func isDigit(_ s: Unicode.Scalar) -> Bool { ("0"..."9").contains(s) }
        func isHex(_ s: Unicode.Scalar) -> Bool { isDigit(s) || ("a"..."f").contains(s) || ("A"..."F").contains(s) }
        while index < scalars.count {
            let scalar = scalars[index]
            let previousIsWord = index > 0 && isWordScalar(scalars[index - 1])
            if scalar == "0", !previousIsWord, index + 2 < scalars.count,
               scalars[index + 1] == "x" || scalars[index + 1] == "X", isHex(scalars[index + 2]) {
                var end = index + 2
                while end < scalars.count, isHex(scalars[end]) { end += 1 }
                result.append(contentsOf: "0xADDR".unicodeScalars)
                index = end
                continue
            }
            if isDigit(scalar), !previousIsWord {
                // A number, a time (10:23:45.123) or a date (2017-05-12T10:23:45): digits joined by separators.
                var end = index
                while end < scalars.count {
                    if isDigit(scalars[end]) {
                        end += 1
                    } else if ":.-T,".unicodeScalars.contains(scalars[end]), end + 1 < scalars.count, isDigit(scalars[end + 1]) {
                        end += 1
                    } else {
                        break
                    }
                }
                if end < scalars.count, isAlphabetic(scalars[end]), scalars[end] != "s" {
                    // Part of an identifier such as `2ndViewController`: keep it.
                    result.append(contentsOf: scalars[index..<end])
                } else {
                    result.append("N")
                }
                index = end
                continue
            }
            result.append(scalar)
            index += 1
        }
        return String(result)
    }
}

/// Why a baseline file could not be used. One message per case.
public enum BaselineError: Error, CustomStringConvertible, Equatable, Sendable {
    /// `--baseline FILE` does not exist or cannot be read.
    case unreadable(path: String, reason: String)
    /// Not the JSON a baseline file contains.
    case malformed(path: String)
    /// Written by a newer trace-check.
    case unsupportedVersion(path: String, version: Int)
    /// A `fingerprints` item that is not `v1:` and 32 hex digits.
    case badFingerprint(path: String, value: String)

    /// A one-line, user-facing message naming the file.
    public var description: String {
        switch self {
        case let .unreadable(path, reason): return "\(path): cannot read baseline: \(reason)"
        case let .malformed(path): return "\(path): not a trace-check baseline (expected {\"version\": 1, \"entries\": [...]})"
        case let .unsupportedVersion(path, version): return "\(path): baseline version \(version) is not supported (expected 1)"
        case let .badFingerprint(path, value):
            return "\(path): '\(value)' is not a fingerprint (expected v1: and 32 hex digits, as reports print them)"
        }
    }
}
