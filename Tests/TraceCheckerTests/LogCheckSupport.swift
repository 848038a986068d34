import Foundation
import TraceParser
@testable import TraceChecker

/// The findings of `rule` (of every rule when nil) when the built-in pack checks `lines` (one log
/// line each) as one file, with a fixed base date so that undated syslog lines get the same year
/// whenever tests run.
func findings(of rule: String?, in lines: [String]) -> [Violation] {
    findings(of: rule, in: lines.joined(separator: "\n") + "\n")
}

/// The report of `lines` (one log line each) checked as one file by the built-in pack, with every
/// object's full timeline.
func reportWithTimelines(of lines: [String]) -> FileReport {
    var options = CheckOptions()
    options.keepTimelines = true
    let text = lines.joined(separator: "\n") + "\n"
    return TraceCheck.check(source: MemoryByteSource(Array(text.utf8)), fileName: "log", options: options)
}

/// The findings of `rule` (of every rule when nil) when the built-in pack checks `text` as one file.
func findings(of rule: String?, in text: String) -> [Violation] {
    let reader = TraceReader.Options(baseDate: Date(timeIntervalSince1970: 1_700_000_000))
    return TraceCheck.check(source: MemoryByteSource(Array(text.utf8), name: "log"), fileName: "log", readerOptions: reader)
        .violations.filter { rule == nil || $0.rule == rule }
}
