import Foundation

/// The JSON report, version 1 (DESIGN.md section 7): `version`, `tool`, `summary`, `violations`,
/// and what `trace-check merge` needs to rebuild every other format from shard reports: `files`
/// (each input's counts, in input order) and `rules` (the rules that ran).
public final class JSONReportWriter: ReportWriter {
    /// The version of the document shape; bumped only on incompatible changes.
    public static let schemaVersion = 1

    /// Whether each file carries its objects' whole timelines (`check -f json --timelines`),
    /// for `merge -f html`. Runs that set it check with `CheckOptions.keepTimelines` on.
    public let timelines: Bool

    /// A JSON writer; with `timelines`, each file entry carries its objects' timelines.
    public init(timelines: Bool = false) { self.timelines = timelines }

    struct Document: Encodable {
        struct Tool: Encodable { var name: String; var version: String }
        var version: Int
        var tool: Tool
        var summary: RunSummary
        var violations: [Violation]
        var files: [FileEntry]
        var rules: [RuleListWriter.Entry]
    }

    /// One input's counts, as `summary` counts the whole run.
    struct FileEntry: Codable {
        var file: String
        var lines: Int
        var events: Int
        var objects: Int
        var unrecognizedLines: Int
        /// Present only in reports written with `timelines`.
        var timelines: [TimelineRecord]?

        init(_ report: FileReport, timelines: Bool) {
            file = report.file
            lines = report.statistics.lines
            events = report.statistics.events
            objects = report.objectCount
            unrecognizedLines = report.statistics.unrecognizedLines
            self.timelines = timelines ? report.timelines.map(TimelineRecord.init) : nil
        }
    }

    public func finish(_ report: RunReport, to sink: ByteSink) throws {
        let document = Document(version: Self.schemaVersion,
                                tool: .init(name: report.tool.name, version: report.tool.version),
                                summary: report.summary,
                                violations: [],
                                files: report.files.map { FileEntry($0, timelines: timelines) },
                                rules: report.rules.map { rule in
                                    // Where a user rule was loaded from is a fact of one machine, not of the run.
                                    var entry = RuleListWriter.Entry(rule)
                                    entry.origin = nil
                                    return entry
                                })
        guard report.files.contains(where: { !$0.violations.isEmpty }) else {
            try ReportJSON.write(document, pretty: true, to: sink)
            return
        }
        try writeStreaming(document, violations: report.files.lazy.flatMap(\.violations), to: sink)
    }

    /// The document with its violations encoded one at a time, byte for byte what encoding it
    /// whole gives: hundreds of thousands of findings encoded at once held the encoder's tree of
    /// all of them (gigabytes), where one at a time holds one. `violations` is the document's last
    /// key (keys are sorted), and its elements are pretty-printed two levels deep, which
    /// ``ViolationJSON`` writes directly (Foundation's encoder per violation cost most of a report
    /// with many findings).
    private func writeStreaming<S: Sequence>(_ head: Document, violations: S, to sink: ByteSink) throws
    where S.Element == Violation {
        var text = try ReportJSON.encoder(pretty: true).encode(head)
        // The head ends with `"violations" : [\n\n  ]\n}` or `"violations" : [ ]\n}` depending on
        // the encoder: cut at the key, which sorts last, and write the array by hand.
        let key = Array("\n  \"violations\" : [".utf8)
        guard let cut = Self.lastRange(of: key, in: text) else {
            throw EncodingError.invalidValue(head, .init(codingPath: [], debugDescription: "no violations key in the report head"))
        }
        text.removeSubrange(cut.upperBound...)
        text.append(10)
        try text.withUnsafeBytes { try sink.write($0) }
        let json = ViolationJSON(pretty: true, indent: 4)
        let fingerprints = FingerprintCache()
        var buffer: [UInt8] = []
        buffer.reserveCapacity(Self.flushSize + 4096)
        var first = true
        for violation in violations {
            if !first { buffer += Array(",\n".utf8) }
            first = false
            buffer += repeatElement(32, count: 4)
            json.append(violation, fingerprint: fingerprints.fingerprint(of: violation), to: &buffer)
            if buffer.count >= Self.flushSize {
                try buffer.withUnsafeBytes { try sink.write($0) }
                buffer.removeAll(keepingCapacity: true)
            }
        }
        buffer += Array("\n  ]\n}\n".utf8)
        try buffer.withUnsafeBytes { try sink.write($0) }
    }

    /// Bytes of encoded violations collected before they are handed to the sink.
    private static let flushSize = 64 * 1024

    private static func lastRange(of needle: [UInt8], in haystack: Data) -> Range<Data.Index>? {
        let bytes = [UInt8](haystack)
        guard bytes.count >= needle.count else { return nil }
        for start in stride(from: bytes.count - needle.count, through: 0, by: -1) where bytes[start..<start + needle.count].elementsEqual(needle) {
            return haystack.startIndex + start..<haystack.startIndex + start + needle.count
        }
        return nil
    }
}
