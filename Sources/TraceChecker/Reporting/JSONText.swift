/// Hand-written JSON for the hot output paths (`events -f ndjson` prints one object per event):
/// the same bytes `ReportJSON.encoder(pretty: false)` produces, without a JSONEncoder per line.
enum JSONText {
    /// Append `value` as a JSON string literal, escaped as Foundation's JSONEncoder does.
    static func appendString(_ value: String, to out: inout [UInt8]) {
        out.append(34)
        // Nearly every string needs no escape: copied whole, not byte by byte through the switch.
        let copied = value.utf8.withContiguousStorageIfAvailable { bytes in
            guard !bytes.contains(where: { $0 < 32 || $0 == 34 || $0 == 92 }) else { return false }
            out.append(contentsOf: bytes)
            return true
        } ?? false
        if copied {
            out.append(34)
            return
        }
        for byte in value.utf8 {
            switch byte {
            case 34: out.append(92); out.append(34)
            case 92: out.append(92); out.append(92)
            case 10: out.append(92); out.append(110)
            case 13: out.append(92); out.append(114)
            case 9: out.append(92); out.append(116)
            case 8: out.append(92); out.append(98)
            case 12: out.append(92); out.append(102)
            case 0..<32:
                let hex: [UInt8] = Array("0123456789abcdef".utf8)
                out.append(contentsOf: [92, 117, 48, 48, hex[Int(byte >> 4)], hex[Int(byte & 15)]])
            default: out.append(byte)
            }
        }
        out.append(34)
    }

    /// Append `"key":` (keys are plain ASCII).
    static func appendKey(_ key: StaticString, to out: inout [UInt8]) {
        out.append(34)
        out.append(contentsOf: UnsafeBufferPointer(start: key.utf8Start, count: key.utf8CodeUnitCount))
        out.append(34)
        out.append(58)
    }

    static func appendOptional(_ value: String?, to out: inout [UInt8]) {
        if let value { appendString(value, to: &out) } else { out.append(contentsOf: [110, 117, 108, 108]) }
    }

    static func appendNumber<T: BinaryInteger>(_ value: T?, to out: inout [UInt8]) {
        guard let value else { out.append(contentsOf: [110, 117, 108, 108]); return }
        if let small = Int(exactly: value) { appendNumber(small, to: &out) } else { out += String(value).utf8 }
    }

    /// Append `value` in decimal, digit by digit: a String per number was most of the cost of
    /// writing a line number in a report of many findings.
    static func appendNumber(_ value: Int, to out: inout [UInt8]) {
        if value < 0 { out.append(45) }
        var magnitude = value.magnitude
        // UInt.max has 20 digits.
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 20) { digits in
            var start = 20
            repeat {
                start -= 1
                digits[start] = 48 + UInt8(magnitude % 10)
                magnitude /= 10
            } while magnitude > 0
            out.append(contentsOf: UnsafeBufferPointer(rebasing: digits[start...]))
        }
    }
}

extension EventRecord {
    /// The record as one NDJSON line (sorted keys, every field present, `null` when missing).
    public func ndjsonLine() -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(256)
        out.append(123)
        JSONText.appendKey("address", to: &out); JSONText.appendOptional(address, to: &out); out.append(44)
        JSONText.appendKey("argument", to: &out); JSONText.appendOptional(argument, to: &out); out.append(44)
        JSONText.appendKey("class", to: &out); JSONText.appendOptional(className, to: &out); out.append(44)
        JSONText.appendKey("event", to: &out); JSONText.appendString(event, to: &out); out.append(44)
        JSONText.appendKey("file", to: &out); JSONText.appendString(file, to: &out); out.append(44)
        JSONText.appendKey("line", to: &out); JSONText.appendNumber(line, to: &out); out.append(44)
        JSONText.appendKey("pid", to: &out); JSONText.appendNumber(pid, to: &out); out.append(44)
        JSONText.appendKey("process", to: &out); JSONText.appendString(process, to: &out); out.append(44)
        JSONText.appendKey("selector", to: &out); JSONText.appendString(selector, to: &out); out.append(44)
        JSONText.appendKey("tid", to: &out); JSONText.appendNumber(tid, to: &out); out.append(44)
        JSONText.appendKey("time", to: &out); JSONText.appendOptional(time, to: &out)
        out.append(125)
        out.append(10)
        return out
    }
}
