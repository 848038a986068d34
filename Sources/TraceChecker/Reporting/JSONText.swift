/// Hand-written JSON for the hot output paths (`events -f ndjson` prints one object per event):
/// the same bytes `ReportJSON.encoder(pretty: false)` produces, without a JSONEncoder per line.
enum JSONText {
    /// Append `value` as a JSON string literal, escaped as Foundation's JSONEncoder does.
    static func appendString<Out: JSONOutput>(_ value: String, to out: inout Out) {
        var value = value
        // One pass: runs without an escape are copied whole, and the scan is a plain loop (a
        // `contains(where:)` pass and a copy cost about 1,200 instructions a report string).
        value.withUTF8 { bytes in
            let count = bytes.count
            // Every byte escaped as `\u00XX` at most, and the quotes.
            out.reserve(count * 6 + 2)
            out.put(34)
            guard let base = bytes.baseAddress else { out.put(34); return }
            var start = 0
            var index = 0
            while index < count {
                // Eight bytes at a time while none of them needs an escape: report strings are
                // long (hints, messages, excerpt lines) and nearly never need one.
                if index + 8 <= count, !Self.needsEscape(UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)) {
                    index += 8
                    continue
                }
                let byte = base[index]
                if byte < 32 || byte == 34 || byte == 92 {
                    if start < index { out.put(UnsafeBufferPointer(start: base + start, count: index - start)) }
                    appendEscape(byte, to: &out)
                    start = index + 1
                }
                index += 1
            }
            if start < count { out.put(UnsafeBufferPointer(start: base + start, count: count - start)) }
            out.put(34)
        }
    }

    /// Whether any of the eight bytes of `word` is a control character, a quote or a backslash: the
    /// "has a byte less than n" and "has a zero byte" tests of bit twiddling, which are exact
    /// about whether any byte qualifies (not about which).
    @inline(__always)
    private static func needsEscape(_ word: UInt64) -> Bool {
        let ones: UInt64 = 0x0101_0101_0101_0101, highs: UInt64 = 0x8080_8080_8080_8080
        func hasZeroByte(_ value: UInt64) -> Bool { (value &- ones) & ~value & highs != 0 }
        let control = (word &- ones &* 32) & ~word & highs != 0
        return control || hasZeroByte(word ^ (ones &* 34)) || hasZeroByte(word ^ (ones &* 92))
    }

    /// The escape of a control character, quote or backslash.
    private static func appendEscape<Out: JSONOutput>(_ byte: UInt8, to out: inout Out) {
        out.put(92)
        switch byte {
        case 34: out.put(34)
        case 92: out.put(92)
        case 10: out.put(110)
        case 13: out.put(114)
        case 9: out.put(116)
        case 8: out.put(98)
        case 12: out.put(102)
        default:
            let hex: StaticString = "0123456789abcdef"
            out.put(117); out.put(48); out.put(48)
            out.put(hex.utf8Start[Int(byte >> 4)])
            out.put(hex.utf8Start[Int(byte & 15)])
        }
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
    static func appendNumber<Out: JSONOutput>(_ value: Int, to out: inout Out) {
        out.reserve(21)
        if value < 0 { out.put(45) }
        var magnitude = value.magnitude
        // UInt.max has 20 digits.
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 20) { digits in
            var start = 20
            repeat {
                start -= 1
                digits[start] = 48 + UInt8(magnitude % 10)
                magnitude /= 10
            } while magnitude > 0
            out.put(UnsafeBufferPointer(rebasing: digits[start...]))
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
        JSONText.appendKey("thread", to: &out); JSONText.appendOptional(thread, to: &out); out.append(44)
        JSONText.appendKey("tid", to: &out); JSONText.appendNumber(tid, to: &out); out.append(44)
        JSONText.appendKey("time", to: &out); JSONText.appendOptional(time, to: &out)
        out.append(125)
        out.append(10)
        return out
    }
}
