import TraceParser

/// Turns `format` blocks into ``LineFormat``s and verifies every sample line against the
/// pattern, the time format and the whole reader (so a sample another format would claim first
/// is caught too).
struct FormatCompiler {
    /// Group names the reader uses; any other name is most likely a typo that would silently drop a field.
    static let knownGroups = ["date", "mon", "day", "time", "tz", "process", "pid", "tid", "level", "subsystem",
                              "category", "sender", "msg", "srcline", "host"]

    let file: String
    private(set) var diagnostics: [RulesDiagnostic] = []

    init(file: String) { self.file = file }

    private mutating func error(_ at: SourcePosition, _ message: String, level: RulesDiagnostic.Level = .error) {
        diagnostics.append(RulesDiagnostic(file: file, line: at.line, column: at.column, level: level, message: message))
    }

    /// A compiled format with what its samples are checked against.
    struct Compiled {
        var format: LineFormat
        var syntax: RulesSyntax.Format
        var time: TimeFormat?
    }

    /// Compile one block; nil (with diagnostics) when it cannot be used.
    mutating func compile(_ block: RulesSyntax.Format) -> Compiled? {
        guard let pattern = block.pattern else {
            error(block.name.start, "format '\(block.name.text)' has no pattern; add an indented 'pattern ^…(?<msg>.*)$' line")
            return nil
        }
        let regex: Regex
        do {
            regex = try Regex(pattern.text)
        } catch let failure as RegexError {
            error(pattern.position(ofUTF8: failure.offset), "bad pattern: \(failure.message) (PCRE2)")
            return nil
        } catch {
            self.error(pattern.start, "bad pattern: \(error)")
            return nil
        }
        if let offset = NestedRepeat.find(in: pattern.text) {
            error(pattern.position(ofUTF8: offset), "pattern " + NestedRepeat.explanation)
            return nil
        }
        var usable = true
        for case let name? in regex.groupNames where !Self.knownGroups.contains(name) {
            let at = pattern.text.range(of: "<\(name)>").map { pattern.text.unicodeScalars.distance(from: pattern.text.startIndex, to: $0.lowerBound) + 1 } ?? 0
            error(pattern.position(ofScalar: at), "unknown group '\(name)' in a format pattern"
                  + RulesParser.suggestion(name, among: Self.knownGroups, fallback: "; the reader uses " + Self.knownGroups.joined(separator: ", ")))
            usable = false
        }
        if regex.groupIndex(named: "msg") == nil {
            error(pattern.start, "the pattern has no (?<msg>…) group; events are recognised in the message, so name the message part msg")
            usable = false
        }
        var time: TimeFormat?
        if let value = block.time {
            var problems: [(SourcePosition, String)] = []
            time = TimeFormat.parse(value) { problems.append(($0, $1)) }
            for (at, message) in problems { error(at, message) }
            if let time {
                for piece in time.pieces where regex.groupIndex(named: piece.group) == nil {
                    error(value.start, "time format '\(value.text)' reads '\(piece.spelling)' from a (?<\(piece.group)>…) group, which the pattern does not have")
                    usable = false
                }
            } else {
                usable = false
            }
        }
        if block.samples.isEmpty {
            error(block.name.start, "format '\(block.name.text)' has no sample; add 'sample' lines with real log lines (they are checked on every load)")
            usable = false
        }
        guard usable else { return nil }
        do {
            let format = try LineFormat(name: block.name.text, summary: block.summary?.text ?? "user format", pattern: pattern.text,
                                        ignoresTime: time?.ignoresTime ?? false, samples: block.samples.map(\.text))
            return Compiled(format: format, syntax: block, time: time)
        } catch {
            self.error(pattern.start, "bad pattern: \(error)")
            return nil
        }
    }

    /// Check every sample of `compiled` against its pattern, its time format and `catalog` (the
    /// built-in formats plus every user format, in the order the reader tries them).
    mutating func verifySamples(_ compiled: Compiled, catalog: FormatCatalog) {
        let format = compiled.format
        let pattern = compiled.syntax.pattern!
        let matcher = format.regex.makeMatcher()
        for sample in compiled.syntax.samples {
            guard let (match, bytes) = matcher.match(sample.text) else {
                let stop = SampleDiagnosis.stop(pattern: pattern.text, sample: sample.text)
                let rest = String(decoding: Array(sample.text.utf8)[stop.sample...].prefix(24), as: UTF8.self)
                let expected = String(decoding: Array(pattern.text.utf8)[stop.pattern...].prefix(24), as: UTF8.self)
                error(sample.position(ofUTF8: stop.sample),
                      "sample does not match format '\(format.name)': matching stopped here, at '\(rest)'; the pattern expected '\(expected)'")
                error(pattern.position(ofUTF8: stop.pattern), "the pattern stopped matching the sample here", level: .note)
                continue
            }
            if let time = compiled.time, !time.ignoresTime {
                var fits = true
                for piece in time.pieces {
                    guard let index = format.regex.groupIndex(named: piece.group) else { continue }
                    guard let range = match[index] else {
                        error(sample.start, "the sample has no \(piece.group) (the (?<\(piece.group)>…) group did not take part)")
                        fits = false
                        continue
                    }
                    let text = String(decoding: bytes[range], as: UTF8.self)
                    if (try? Regex("^(?:\(piece.regex))$"))?.makeMatcher().match(text) == nil {
                        error(sample.position(ofUTF8: range.lowerBound), "'\(text)' in the sample does not fit '\(piece.spelling)' of the time format")
                        fits = false
                    }
                }
                if !fits { continue }
            }
            let parsed = Self.read(sample.text, catalog: catalog)
            if parsed.format != format.name {
                error(sample.start, "the reader takes this sample as format '\(parsed.format)', not '\(format.name)'"
                      + (catalog.formats.prefix(while: { $0.name != format.name }).contains { $0.name == parsed.format }
                         ? "; '\(parsed.format)' comes first in the rules files, so move '\(format.name)' above it or make '\(parsed.format)' stricter"
                         : "; the reader checks JSON records and wrapper prefixes before line formats"))
            } else if let time = compiled.time, !time.ignoresTime, !parsed.hasTime {
                error(sample.start, "the reader found no time in the sample although the format declares '\(compiled.syntax.time!.text)'")
            }
        }
    }

    /// How the whole reader classifies one line.
    static func read(_ text: String, catalog: FormatCatalog) -> (format: String, hasTime: Bool) {
        let recognizer = EventRecognizer()
        let parser = RecordParser(catalog: catalog, baseYear: 2000, bareLineHasEvent: { recognizer.hasEvent($0) })
        return Line.with(bytes: Array(text.utf8)) { line in
            parser.parse(line) { parsed in (parsed.kind == .record ? parsed.format : parsed.kind.rawValue, parsed.time != nil) }
        }
    }
}
