// Target 1: LineReader + RecordParser (per-line format recognition, continuation joining,
// wrappers, JSON assembly, escape stripping).
//
// The whole input is the log. Two bytes from its end choose the read size (1...64 bytes) and,
// when the top bit is set, a small line limit so truncation runs too. The same bytes are read
// a second time in one large chunk; lines and their classification must not depend on the read
// size, and line numbers, offsets and lengths must account for every byte.
import Foundation
import FuzzSupport
import TraceParser

private struct Seen: Equatable {
    var bytes: [UInt8], number: Int, offset: Int, truncated: Bool, fullLength: Int
    var kind: LineKind, format: String, message: [UInt8], pid: Int?, tid: UInt64?, line: Int
}

private func read(_ data: [UInt8], chunkSize: Int, maxLineLength: Int) -> (lines: [Seen], truncated: Int, hasLast: Bool) {
    let recognizer = EventRecognizer()
    let parser = RecordParser(baseYear: 2024, baseMonth: 6, bareLineHasEvent: { recognizer.hasEvent($0) })
    let reader = LineReader(source: MemoryByteSource(data), chunkSize: chunkSize, maxLineLength: maxLineLength)
    var seen: [Seen] = []
    do {
        try reader.forEachLine { line in
            parser.parse(line) { parsed in
                seen.append(Seen(bytes: line.withBytes { Array($0) }, number: line.number, offset: line.offset, truncated: line.isTruncated,
                                 fullLength: line.fullLength, kind: parsed.kind, format: parsed.format, message: parsed.withMessage { Array($0) },
                                 pid: parsed.pid, tid: parsed.tid, line: parsed.line))
            }
        }
    } catch {
        fuzzCheck(false, "memory source threw \(error)")
    }
    return (seen, reader.truncatedLines, parser.finish { $0 != nil })
}

exit(runFuzzer { input in
    let data = Array(input)
    let p = parameter(input, fromEnd: 0), q = parameter(input, fromEnd: 1)
    let chunkSize = Int(p & 63) + 1
    let maxLineLength = q & 0x80 != 0 ? Int(q & 0x7f) + 1 : LineReader.defaultMaxLineLength
    let small = read(data, chunkSize: chunkSize, maxLineLength: maxLineLength)
    let whole = read(data, chunkSize: max(1, data.count), maxLineLength: maxLineLength)
    fuzzCheck(small.lines == whole.lines, "lines differ between read sizes \(chunkSize) and \(data.count)")
    fuzzCheck(small.truncated == whole.truncated, "truncated counts differ")
    fuzzCheck(small.hasLast == whole.hasLast, "finish() differs")

    // Every byte is accounted for: lines are contiguous, numbered from 1, and newline-terminated
    // except possibly the last.
    let newlines = data.reduce(0) { $0 + ($1 == 10 ? 1 : 0) }
    let expectedLines = newlines + (data.last.map { $0 == 10 ? 0 : 1 } ?? 0)
    fuzzCheck(small.lines.count == expectedLines, "\(small.lines.count) lines, expected \(expectedLines)")
    var offset = 0
    for (index, line) in small.lines.enumerated() {
        fuzzCheck(line.number == index + 1, "line number \(line.number) at index \(index)")
        fuzzCheck(line.offset == offset, "line \(line.number) offset \(line.offset), expected \(offset)")
        fuzzCheck(line.bytes.count <= maxLineLength, "line \(line.number) longer than the limit")
        fuzzCheck(line.truncated == (line.fullLength > maxLineLength), "line \(line.number) truncation flag")
        fuzzCheck(line.bytes.count <= line.fullLength, "line \(line.number) bytes beyond its full length")
        if !line.truncated {
            let end = offset + line.fullLength
            let raw = Array(data[offset..<end])
            let expected = raw.last == 13 ? Array(raw.dropLast()) : raw
            fuzzCheck(line.bytes == expected, "line \(line.number) bytes differ from the input")
        } else {
            fuzzCheck(line.bytes == Array(data[offset..<offset + maxLineLength]), "truncated line \(line.number) head differs")
        }
        fuzzCheck(line.line >= 0 && line.line <= line.number, "parsed line number \(line.line) after \(line.number)")
        offset += line.fullLength + 1
    }
    fuzzCheck(offset == data.count || offset == data.count + 1, "lines cover \(offset) of \(data.count) bytes")
    return
})
