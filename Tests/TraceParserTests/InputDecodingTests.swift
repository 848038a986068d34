import Foundation
import Testing
@testable import TraceParser

/// Serves its bytes at most `step` at a time, as a pipe fed slowly does.
final class TrickleByteSource: ByteSource {
    let name = "<trickle>"
    private let bytes: [UInt8]
    private let step: Int
    private var position = 0

    init(_ bytes: [UInt8], step: Int) {
        self.bytes = bytes
        self.step = step
    }

    func read(into buffer: UnsafeMutableRawBufferPointer) throws -> Int {
        let count = min(step, buffer.count, bytes.count - position)
        guard count > 0 else { return 0 }
        for index in 0..<count { buffer[index] = bytes[position + index] }
        position += count
        return count
    }
}

/// gzip, UTF-16 and tar are recognised by their first bytes and read as the UTF-8 they hold.
@Suite("Input decoding")
struct InputDecodingTests {
    static let plain = "sequences/15_zombie_message_to_deallocated_SO1585688.log"
    static let encoded = ["encodings/zombie.log.gz", "encodings/zombie.utf16le.log", "encodings/zombie.utf16be.log",
                          "encodings/zombie.utf16le-nobom.log"]

    /// Everything `source` decodes to, read in pieces of `step` bytes.
    static func drain(_ source: ByteSource, step: Int = 1 << 16) throws -> [UInt8] {
        let decoded = try InputDecoder.decoded(source)
        var out: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: step)
        while true {
            let count = try buffer.withUnsafeMutableBytes { try decoded.read(into: $0) }
            if count == 0 { return out }
            out += buffer[..<count]
        }
    }

    @Test("Each encoded copy gives the same lines, events and statistics as the UTF-8 file, at every read size",
          arguments: encoded, [1, 3, 7, 4096])
    func sameAsPlain(_ file: String, chunkSize: Int) throws {
        let expected = try readFixture(Self.plain)
        let actual = try readFixture(file, chunkSize: chunkSize)
        #expect(actual.lines == expected.lines)
        #expect(actual.snapshots == expected.snapshots)
        #expect(actual.statistics.events == 1)
        #expect(actual.statistics.lines == expected.statistics.lines)
    }

    @Test("The encoding is told by content: gzip magic, either BOM, NULs in every other byte, ustar, other compressions' magic")
    func detection() throws {
        #expect(InputEncoding.detect(try Fixtures.bytes("encodings/zombie.log.gz")) == .gzip)
        #expect(InputEncoding.detect(try Fixtures.bytes("encodings/zombie.utf16le.log")) == .utf16LittleEndian(bomLength: 2))
        #expect(InputEncoding.detect(try Fixtures.bytes("encodings/zombie.utf16be.log")) == .utf16BigEndian(bomLength: 2))
        #expect(InputEncoding.detect(try Fixtures.bytes("encodings/zombie.utf16le-nobom.log")) == .utf16LittleEndian(bomLength: 0))
        #expect(InputEncoding.detect(Array("\0a\0b\0c\0d".utf8)) == .utf16BigEndian(bomLength: 0))
        #expect(InputEncoding.detect(try Fixtures.bytes(Self.plain)) == .plain)
        #expect(InputEncoding.detect(Array("\u{FEFF}2024-01-01 x".utf8)) == .plain)
        var tar = [UInt8](repeating: 0, count: 512)
        tar.replaceSubrange(257..<262, with: Array("ustar".utf8))
        #expect(InputEncoding.detect(tar) == .tar)
        for compression in [ForeignCompression.xz, .bzip2, .zstd, .lz4, .zip] {
            #expect(InputEncoding.detect(try Fixtures.bytes("encodings/zombie-\(compression.rawValue).bin")) == .compressed(compression))
        }
        #expect(InputEncoding.detect([0x37, 0x7A, 0xBC, 0xAF, 0x27, 0x1C, 0x00, 0x04]) == .compressed(.sevenZip))
        // "BZh" starts text too: bzip2 needs its level and block magic after it.
        #expect(InputEncoding.detect(Array("BZh9 is not a stream".utf8)) == .plain)
        // Short or NUL-free input is text; a single NUL among text is not UTF-16.
        #expect(InputEncoding.detect(Array("ab".utf8)) == .plain)
        #expect(InputEncoding.detect(Array("abc\0defgh".utf8)) == .plain)
    }

    @Test("UTF-16 with characters beyond ASCII, surrogate pairs and a pair split across reads becomes the same UTF-8")
    func utf16Scalars() throws {
        let text = "viewDidLoad 视图 — café 🚀 end\n𝄞 second line\n"
        for (bom, units) in [([UInt8(0xFF), 0xFE], Array(text.utf16).flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }),
                             ([UInt8(0xFE), 0xFF], Array(text.utf16).flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] })] {
            for step in [1, 2, 3, 5, 64] {
                let decoded = try Self.drain(TrickleByteSource(bom + units, step: step), step: step)
                #expect(String(decoding: decoded, as: UTF8.self) == text, "step \(step)")
            }
        }
    }

    @Test("An unpaired surrogate or an odd last byte becomes U+FFFD, not a crash or a lost line")
    func utf16Damage() throws {
        let lone: [UInt8] = [0xFF, 0xFE, 0x41, 0x00, 0x00, 0xD8, 0x42, 0x00, 0x0A, 0x00, 0x43]
        let decoded = try Self.drain(MemoryByteSource(lone))
        #expect(String(decoding: decoded, as: UTF8.self) == "A\u{FFFD}B\n\u{FFFD}")
    }

    @Test("Two gzip members one after the other are read as one text, as gzip -d does")
    func concatenatedMembers() throws {
        let member = try Fixtures.bytes("encodings/zombie.log.gz")
        let plain = try Fixtures.bytes(Self.plain)
        #expect(try Self.drain(MemoryByteSource(member + member)) == plain + plain)
        #expect(try Self.drain(TrickleByteSource(member + member, step: 5), step: 7) == plain + plain)
        // Zero padding after the last member (tape and block tools add it) ends the input quietly.
        #expect(try Self.drain(MemoryByteSource(member + [0, 0, 0, 0])) == plain)
    }

    @Test("A gzip of nothing is an empty input, not an error")
    func emptyMember() throws {
        let empty: [UInt8] = [0x1F, 0x8B, 0x08, 0, 0, 0, 0, 0, 0, 0x03, 0x03, 0, 0, 0, 0, 0, 0, 0, 0, 0]
        #expect(try Self.drain(MemoryByteSource(empty)).isEmpty)
        let result = try readAll(empty)
        #expect(result.statistics.lines == 0)
    }

    @Test("A truncated gzip delivers what it holds, then throws an undecodable error naming the file")
    func truncated() throws {
        let member = try Fixtures.bytes("encodings/zombie.log.gz")
        let reader = TraceReader(options: fixedOptions)
        #expect(throws: InputError.undecodable(path: "cut.gz", reason: "gzip data is truncated (the file ends inside the compressed stream)")) {
            try reader.read(MemoryByteSource(Array(member.prefix(member.count - 4)), name: "cut.gz")) { _ in }
        }
        // Only the trailer's last bytes are missing: the whole text was inflated and every line read.
        #expect(reader.lastStatistics.lines == 4)
        // Cut inside the compressed data: the lines inflated before the cut are still read.
        let short = try readAllLines(Array(member.prefix(member.count / 2 + 60)))
        #expect(short.lines > 0 && short.lines < 4)
    }

    /// Lines read from `bytes` before the read ended or failed.
    func readAllLines(_ bytes: [UInt8]) throws -> ParseStatistics {
        let reader = TraceReader(options: fixedOptions)
        _ = try? reader.read(MemoryByteSource(bytes)) { _ in }
        return reader.lastStatistics
    }

    @Test("A corrupt gzip throws an undecodable error after the lines before the damage")
    func corrupt() throws {
        var member = try Fixtures.bytes("encodings/zombie.log.gz")
        for index in 30..<60 { member[index] ^= 0x5A }
        let reader = TraceReader(options: fixedOptions)
        do {
            try reader.read(MemoryByteSource(member, name: "bad.gz")) { _ in }
            Issue.record("a corrupt gzip was read without an error")
        } catch let InputError.undecodable(path, reason) {
            #expect(path == "bad.gz")
            #expect(reason.hasPrefix("gzip data is corrupt ("))
        }
    }

    @Test("A tar archive is refused with advice, also inside gzip")
    func tarball() throws {
        var tar = [UInt8](repeating: 0, count: 1024)
        tar.replaceSubrange(257..<262, with: Array("ustar".utf8))
        let reader = TraceReader(options: fixedOptions)
        #expect(throws: InputError.archive(path: "sysdiagnose_x.tar", advice: ArchiveAdvice.tarball("sysdiagnose_x.tar"))) {
            try reader.read(MemoryByteSource(tar, name: "sysdiagnose_x.tar")) { _ in }
        }
        #expect(ArchiveAdvice.tarball("sysdiagnose_x.tar").contains("system_logs.logarchive"))
    }

    @Test("A pipe that delivers one byte at a time is decoded without waiting for more than a few bytes")
    func trickle() throws {
        let plain = try Fixtures.bytes(Self.plain)
        #expect(try Self.drain(TrickleByteSource(plain, step: 1)) == plain)
        #expect(try Self.drain(TrickleByteSource(Array(plain.prefix(2)), step: 1)) == Array(plain.prefix(2)))
    }
}
