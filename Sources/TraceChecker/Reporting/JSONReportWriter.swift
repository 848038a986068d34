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

    /// Threads that render violations when there are more than fit in the parts (`-j`): the
    /// findings of one large log are rendered after its check, when the check's threads are idle.
    public let renderThreads: Int

    /// A JSON writer; with `timelines`, each file entry carries its objects' timelines.
    /// `renderThreads` (at least 1) render the violations of runs with many findings.
    public init(timelines: Bool = false, renderThreads: Int = 1) {
        self.timelines = timelines
        self.renderThreads = max(1, renderThreads)
    }

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

    /// What follows `files` in the document (keys are sorted): written by Foundation's encoder
    /// (it is small), with `violations` left empty to be written by hand.
    private struct Tail: Encodable {
        var rules: [RuleListWriter.Entry]
        var summary: RunSummary
        var tool: Document.Tool
        var version: Int
        var violations: [Violation]
    }

    /// One file's part of the document, as ``PartRenderer`` renders it: its entry of `files` and
    /// its violations, pretty-printed at the depth the document nests them, separated by `,\n`.
    struct Part: Sendable {
        var entry: [UInt8]
        var violations: [UInt8]
    }

    /// Parts handed over by `fileChecked(_:part:to:)`, in input order.
    private var parts: [Part] = []
    private var partBytes = 0
    /// False once a file came without a part or the parts outgrew ``partLimit``: `finish` then
    /// renders every file itself.
    private var partsUsable = true
    /// Bytes of parts kept for `finish`. Past it they are dropped and `finish` renders the
    /// violations one at a time, so a run with hundreds of thousands of findings holds no second
    /// copy of them as text.
    var partLimit = 32 << 20

    /// Renders file parts on the thread that checked the file (not for `timelines`, which
    /// Foundation's encoder writes).
    public func makePartRenderer() -> FilePartRenderer? { timelines ? nil : PartRenderer() }

    /// Keep the part for `finish`.
    public func fileChecked(_ file: FileReport, part: (any Sendable)?, to sink: ByteSink) throws {
        guard partsUsable, let part = part as? Part else { return dropParts() }
        partBytes += part.entry.count + part.violations.count
        guard partBytes <= partLimit else { return dropParts() }
        parts.append(part)
    }

    /// A file without a part: `finish` renders them all.
    public func fileChecked(_ file: FileReport, to sink: ByteSink) throws { dropParts() }

    private func dropParts() {
        partsUsable = false
        parts = []
        partBytes = 0
    }

    public func finish(_ report: RunReport, to sink: ByteSink) throws {
        let rules = report.rules.map { rule in
            // Where a user rule was loaded from is a fact of one machine, not of the run.
            var entry = RuleListWriter.Entry(rule)
            entry.origin = nil
            return entry
        }
        let tool = Document.Tool(name: report.tool.name, version: report.tool.version)
        guard !timelines, !report.files.isEmpty else {
            return try writeWhole(Document(version: Self.schemaVersion, tool: tool, summary: report.summary, violations: [],
                                           files: report.files.map { FileEntry($0, timelines: timelines) }, rules: rules),
                                  files: report.files, to: sink)
        }
        let prepared = partsUsable && parts.count == report.files.count ? parts : nil
        var out: [UInt8] = []
        out.reserveCapacity(Self.flushSize + 4096)
        out += Array("{\n  \"files\" : [\n".utf8)
        for (index, file) in report.files.enumerated() {
            if index > 0 { out += Array(",\n".utf8) }
            if let prepared { out += prepared[index].entry } else { PartRenderer.appendEntry(file, to: &out) }
            try Self.flushIfFull(&out, to: sink)
        }
        out += Array("\n  ],\n".utf8)
        let tail = try ReportJSON.encoder(pretty: true).encode(
            Tail(rules: rules, summary: report.summary, tool: tool, version: Self.schemaVersion, violations: []))
        guard tail.starts(with: [123, 10]) else {
            throw EncodingError.invalidValue(tail, .init(codingPath: [], debugDescription: "the report tail is not an object"))
        }
        guard report.files.contains(where: { !$0.violations.isEmpty }) else {
            out += tail.dropFirst(2)
            out.append(10)
            return try out.withUnsafeBytes { try sink.write($0) }
        }
        out += try Self.cutAtViolations(tail).dropFirst(2)
        if let prepared {
            var first = true
            for part in prepared where !part.violations.isEmpty {
                if !first { out += Array(",\n".utf8) }
                first = false
                out += part.violations
                try Self.flushIfFull(&out, to: sink)
            }
            out += Array("\n  ]\n}\n".utf8)
            try out.withUnsafeBytes { try sink.write($0) }
        } else {
            try out.withUnsafeBytes { try sink.write($0) }
            try writeViolations(report.files.lazy.flatMap(\.violations), to: sink)
        }
    }

    /// The document encoded by Foundation up to its violations, which are encoded one at a time:
    /// with `timelines`, whose entries only Foundation's encoder writes, and for a run of no file.
    private func writeWhole(_ head: Document, files: [FileReport], to sink: ByteSink) throws {
        guard files.contains(where: { !$0.violations.isEmpty }) else {
            return try ReportJSON.write(head, pretty: true, to: sink)
        }
        let text = try Self.cutAtViolations(try ReportJSON.encoder(pretty: true).encode(head))
        try text.withUnsafeBytes { try sink.write($0) }
        try writeViolations(files.lazy.flatMap(\.violations), to: sink)
    }

    /// Encoded text up to and with its `violations` key and the newline after `[`. The key
    /// sorts last; an empty array ends with `[\n\n  ]\n}` or `[ ]\n}` depending on the encoder,
    /// so the cut is made at the key and the array written by hand.
    private static func cutAtViolations(_ encoded: Data) throws -> [UInt8] {
        var text = [UInt8](encoded)
        let key = Array("\n  \"violations\" : [".utf8)
        guard let cut = lastRange(of: key, in: text) else {
            throw EncodingError.invalidValue(encoded, .init(codingPath: [], debugDescription: "no violations key in the report head"))
        }
        text.removeSubrange(cut.upperBound...)
        text.append(10)
        return text
    }

    /// The elements of `violations` and the document's end, byte for byte what encoding the whole
    /// document gives: hundreds of thousands of findings encoded at once held the encoder's tree
    /// of all of them (gigabytes), where one at a time holds one. The elements are pretty-printed
    /// two levels deep, which ``ViolationJSON`` writes directly (Foundation's encoder per violation
    /// cost most of a report with many findings). They are rendered a batch at a time, each batch
    /// cut into one run per ``renderThreads`` rendered at once and written in order: rendering was
    /// a third of the wall time of a log with hundreds of thousands of findings, on one core.
    private func writeViolations<S: Sequence>(_ violations: S, to sink: ByteSink) throws where S.Element == Violation {
        let renderers = (0..<renderThreads).map { _ in PartRenderer() }
        var outputs = [[UInt8]](repeating: [], count: renderThreads)
        var batch: [Violation] = []
        batch.reserveCapacity(Self.renderBatch)
        var written = 0
        func renderBatch() throws {
            let runs = batch.count < 2 * renderThreads ? 1 : renderThreads
            let runLength = (batch.count + runs - 1) / runs
            let (violations, ordinal) = (batch, written)
            if runs == 1 {
                renderers[0].append(violations[...], ordinal: ordinal, to: &outputs[0])
            } else {
                outputs.withUnsafeMutableBufferPointer { slots in
                    // Each run writes only its own slot, with its own renderer.
                    let slots = SendableSlots(base: slots.baseAddress!)
                    DispatchQueue.concurrentPerform(iterations: runs) { run in
                        let range = min(violations.count, run * runLength)..<min(violations.count, (run + 1) * runLength)
                        renderers[run].append(violations[range], ordinal: ordinal + range.lowerBound, to: &slots.base[run])
                    }
                }
            }
            for run in 0..<runs { try outputs[run].withUnsafeBytes { try sink.write($0) } }
            written += batch.count
            batch.removeAll(keepingCapacity: true)
        }
        for violation in violations {
            batch.append(violation)
            if batch.count == Self.renderBatch { try renderBatch() }
        }
        try renderBatch()
        try Array("\n  ]\n}\n".utf8).withUnsafeBytes { try sink.write($0) }
    }

    /// Violations rendered per batch: enough to keep every thread busy for a while, few enough
    /// that their text (about 1.5 KB each) stays a few megabytes.
    private static let renderBatch = 4096

    /// The base of ``writeViolations(_:to:)``'s output slots, handed to its render threads, each
    /// of which touches only the slot of its own run.
    private struct SendableSlots: @unchecked Sendable {
        let base: UnsafeMutablePointer<[UInt8]>
    }

    private static func flushIfFull(_ buffer: inout [UInt8], to sink: ByteSink) throws {
        guard buffer.count >= flushSize else { return }
        try buffer.withUnsafeBytes { try sink.write($0) }
        buffer.removeAll(keepingCapacity: true)
    }

    /// Renders file parts for one thread; fingerprints come from a cache of its own. Used by one
    /// thread at a time (a checking worker, or one render run of ``writeViolations(_:to:)``),
    /// which is what makes handing it to a render thread safe.
    final class PartRenderer: FilePartRenderer, @unchecked Sendable {
        private let json = ViolationJSON(pretty: true, indent: 4)
        private let fingerprints = FingerprintCache()

        /// Violations of one file past which its part is not rendered: a log with hundreds of
        /// thousands of findings is written one violation at a time by `finish`, not held as text.
        static let maxViolations = 10_000

        func render(_ file: FileReport) -> (any Sendable)? {
            guard file.violations.count <= Self.maxViolations else { return nil }
            var violations: [UInt8] = []
            for (index, violation) in file.violations.enumerated() { append(violation, first: index == 0, to: &violations) }
            var entry: [UInt8] = []
            Self.appendEntry(file, to: &entry)
            // Copied to their exact size: parts are held until the end of the run.
            return Part(entry: Self.exactCopy(entry), violations: Self.exactCopy(violations))
        }

        /// `bytes` in storage of their own size (a grown array keeps up to twice that).
        private static func exactCopy(_ bytes: [UInt8]) -> [UInt8] {
            // At capacity 0 the initializer writes the count into the runtime's one shared empty
            // array, from every thread at once (ThreadSanitizer reports it): an empty part is `[]`.
            guard !bytes.isEmpty else { return [] }
            return [UInt8](unsafeUninitializedCapacity: bytes.count) { buffer, count in
                count = buffer.initialize(fromContentsOf: bytes)
            }
        }

        /// `violations` as consecutive elements of `violations` in place of `out`'s bytes, the first
        /// of them the `ordinal`th of the document (the 0th has no separator before it).
        func append(_ violations: ArraySlice<Violation>, ordinal: Int, to out: inout [UInt8]) {
            out.removeAll(keepingCapacity: true)
            for (offset, violation) in violations.enumerated() { append(violation, first: ordinal + offset == 0, to: &out) }
        }

        /// One element of `violations`, after its separator unless it is the `first`.
        func append(_ violation: Violation, first: Bool, to out: inout [UInt8]) {
            if !first {
                out.append(UInt8(ascii: ","))
                out.append(UInt8(ascii: "\n"))
            }
            for _ in 0..<4 { out.append(UInt8(ascii: " ")) }
            json.append(violation, fingerprint: fingerprints.fingerprint(of: violation), to: &out)
        }

        /// `file`'s element of `files` (a ``FileEntry`` without timelines) as Foundation's
        /// pretty encoder lays it out, two levels deep.
        static func appendEntry(_ file: FileReport, to out: inout [UInt8]) {
            out += Array("    {\n      \"events\" : ".utf8)
            out += String(file.statistics.events).utf8
            out += Array(",\n      \"file\" : ".utf8)
            JSONText.appendString(file.file, to: &out)
            out += Array(",\n      \"lines\" : ".utf8)
            out += String(file.statistics.lines).utf8
            out += Array(",\n      \"objects\" : ".utf8)
            out += String(file.objectCount).utf8
            out += Array(",\n      \"unrecognizedLines\" : ".utf8)
            out += String(file.statistics.unrecognizedLines).utf8
            out += Array("\n    }".utf8)
        }
    }

    /// Bytes of encoded violations collected before they are handed to the sink.
    private static let flushSize = 64 * 1024

    private static func lastRange(of needle: [UInt8], in bytes: [UInt8]) -> Range<Int>? {
        guard bytes.count >= needle.count else { return nil }
        for start in stride(from: bytes.count - needle.count, through: 0, by: -1) where bytes[start..<start + needle.count].elementsEqual(needle) {
            return start..<start + needle.count
        }
        return nil
    }
}
