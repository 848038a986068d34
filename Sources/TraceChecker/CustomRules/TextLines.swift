extension StringProtocol {
    /// The text's lines, cut at each line feed exactly as `split(separator: "\n",
    /// omittingEmptySubsequences: false)` cuts them (a CR LF pair is one `Character`, so it does
    /// not cut), but found by a byte scan instead of walking grapheme clusters: rules files of
    /// thousands of rules, and their examples, are split this way when they load. A line feed
    /// not after a carriage return always sits on a `Character` boundary, so the slices are
    /// those `split` returns.
    var lineFeedSeparatedLines: [SubSequence] {
        var lines: [SubSequence] = []
        let bytes = utf8
        var start = bytes.startIndex
        var index = bytes.startIndex
        var previous: UInt8 = 0
        while index != bytes.endIndex {
            let byte = bytes[index]
            let next = bytes.index(after: index)
            if byte == 0x0A, previous != 0x0D {
                lines.append(self[start..<index])
                start = next
            }
            previous = byte
            index = next
        }
        lines.append(self[start..<bytes.endIndex])
        return lines
    }
}
