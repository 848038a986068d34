import Foundation
import Testing
import TraceChecker
import TraceParser

/// A capture can start with any thread's line: an object released on a background queue, a
/// completion block that prints `#function`. Those lines are the background's, and UIKit's
/// callbacks after them are still the main thread's, so a verdict never moves for one. Each real
/// sample with NSLog's thread ids of iOS 7 and later gets such a line before its first record.
@Suite("A background thread's line at the top of a log")
struct BackgroundLineTests {
    /// The real samples with an NSLog record whose thread id is numbered in creation order.
    static let logs: [String] = FixturePaths.logs(in: ["sequences", "seeds", "wild", "formats"]).filter { firstRecord(in: $0) != nil }

    /// The line index, prefix up to the pid (`2023-11-08 14:21:02.114305+0800 MyApp[2817:`) and thread
    /// of the first NSLog record of `path`, when its thread id is past 0xFFFF.
    static func firstRecord(in path: String) -> (index: Int, prefix: String, tid: Int)? {
        guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { return nil }
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            // A date first, then the process and `[pid:tid] `.
            let bytes = Array(line.utf8)
            guard bytes.count > 24, bytes[4] == UInt8(ascii: "-"), bytes[7] == UInt8(ascii: "-"), bytes[0...3].allSatisfy({ $0 >= 48 && $0 <= 57 }),
                  let open = bytes.firstIndex(of: UInt8(ascii: "[")), let colon = bytes[open...].firstIndex(of: UInt8(ascii: ":")),
                  let close = bytes[colon...].firstIndex(of: UInt8(ascii: "]")), close + 1 < bytes.count, bytes[close + 1] == UInt8(ascii: " "),
                  colon > open + 1, bytes[(open + 1)..<colon].allSatisfy({ $0 >= 48 && $0 <= 57 }),
                  let tid = Int(String(decoding: bytes[(colon + 1)..<close], as: UTF8.self)) else { continue }
            return tid > 0xFFFF ? (index, String(decoding: bytes[...colon], as: UTF8.self), tid) : nil
        }
        return nil
    }

    /// What the built-in pack finds in `text`: rule, severity and object of each finding.
    private static func verdicts(_ text: String) -> Set<String> {
        let reader = TraceReader.Options(baseDate: Date(timeIntervalSince1970: 1_700_000_000))
        let report = TraceCheck.check(source: MemoryByteSource(Array(text.utf8), name: "log"), fileName: "log", readerOptions: reader)
        return Set(report.violations.map { "\($0.rule) \($0.severity.rawValue) \($0.message.prefix { $0 != ":" })" })
    }

    @Test("Enough samples have thread ids to try")
    func samplesExist() {
        #expect(Self.logs.count >= 30, "\(Self.logs.count)")
    }

    @Test("A background dealloc or #function line before the first record moves no verdict", arguments: logs)
    func backgroundLineMovesNothing(path: String) throws {
        let text = try String(contentsOfFile: path, encoding: .utf8)
        let (index, prefix, tid) = try #require(Self.firstRecord(in: path))
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let whole = Self.verdicts(text)
        for line in ["-[AvatarDownloadOperation dealloc] <AvatarDownloadOperation: 0x60000aa0c0c0>", "FeedCell.viewDidLoad(): loaded 20 items"] {
            lines.insert("\(prefix)\(tid + 97)] \(line)", at: index)
            let moved = Self.verdicts(lines.joined(separator: "\n"))
            lines.remove(at: index)
            #expect(moved == whole, "\(line): gained \(moved.subtracting(whole).sorted()), lost \(whole.subtracting(moved).sorted())")
        }
    }
}
