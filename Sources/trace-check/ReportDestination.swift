import TraceChecker

/// One report of a run: its format, and the file it goes to (nil: standard output).
///
/// `-o` is repeatable. `-o FORMAT=FILE` names its own format (`-o sarif=out.sarif -o junit=out.xml
/// -o text=-`); a plain `-o FILE` takes `--format`; `-` is standard output. Without `-o`, the one
/// report goes to standard output in `--format`.
struct ReportDestination: Equatable {
    /// A report format name the command accepts.
    let format: String
    /// The file, or nil for standard output.
    let path: String?

    /// The destinations of `outputs` (the `-o` values in order); `format` is `--format` or the
    /// command's default, `formats` those the command accepts.
    static func resolve(outputs: [String], format: String, formats: [String]) throws -> [ReportDestination] {
        guard !outputs.isEmpty else { return [ReportDestination(format: format, path: nil)] }
        let destinations = try outputs.map { try parse($0, format: format, formats: formats) }
        if destinations.filter({ $0.path == nil }).count > 1 {
            throw UsageError.badValue(flag: "--output", value: "-",
                                      expected: "standard output ('-') at most once; name a FILE for the other reports")
        }
        return destinations
    }

    /// `FORMAT=FILE`, `FILE` or `-`. A word before `=` that is no format is a usage error with a
    /// suggestion (`sarf=out.sarif`); a file whose own name holds `=` is written `./a=b.log`.
    static func parse(_ value: String, format: String, formats: [String]) throws -> ReportDestination {
        guard let equals = value.firstIndex(of: "="), !value.hasPrefix("."), !value.hasPrefix("/") else {
            return ReportDestination(format: format, path: value == "-" ? nil : value)
        }
        let name = String(value[..<equals])
        let file = String(value[value.index(after: equals)...])
        guard formats.contains(name) else {
            let hint = Suggestion.closest(to: name, among: formats).map { "did you mean '\($0)'? " } ?? ""
            throw UsageError.badValue(flag: "--output", value: value,
                                      expected: "FORMAT=FILE with FORMAT one of \(formats.joined(separator: ", ")) (\(hint)a file whose name holds '=' is written ./\(value))")
        }
        guard !file.isEmpty else {
            throw UsageError.badValue(flag: "--output", value: value, expected: "FORMAT=FILE, or FORMAT=- for standard output")
        }
        return ReportDestination(format: name, path: file == "-" ? nil : file)
    }

    /// The file an `-o` value names, whatever its format (nil for standard output), so a walk can
    /// leave it out before the value is checked.
    static func filePath(_ value: String) -> String? {
        var file = value
        if let equals = value.firstIndex(of: "="), !value.hasPrefix("."), !value.hasPrefix("/") {
            file = String(value[value.index(after: equals)...])
        }
        return file == "-" || file.isEmpty ? nil : file
    }
}
