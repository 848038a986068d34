/// SARIF 2.1.0 for code-scanning services (GitHub, Azure DevOps, SonarQube): rules with their
/// documentation in `tool.driver.rules`, one result per violation with its physical and
/// related locations. Checked against the OASIS schema in the tests.
public final class SARIFReportWriter: ReportWriter {
    /// The schema URI written into `$schema`.
    public static let schemaURI = "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json"

    /// A SARIF writer.
    public init() {}

    struct Document: Encodable {
        var schema = SARIFReportWriter.schemaURI
        var version = "2.1.0"
        var runs: [Run]
        enum CodingKeys: String, CodingKey { case schema = "$schema", version, runs }
    }

    struct Run: Encodable {
        var tool: Tool
        var results: [Result]
    }

    struct Tool: Encodable { var driver: Driver }

    struct Driver: Encodable {
        var name: String
        var version: String
        var semanticVersion: String
        /// Optional in SARIF 2.1.0; absent rather than a link to nowhere.
        var informationUri: String?
        var rules: [ReportingDescriptor]
    }

    struct Text: Encodable {
        var text: String
    }

    struct HelpText: Encodable {
        var text: String
        var markdown: String
    }

    struct ReportingDescriptor: Encodable {
        struct Configuration: Encodable { var level: String }
        var id: String
        var name: String
        var shortDescription: Text
        var fullDescription: Text
        var defaultConfiguration: Configuration
        var help: HelpText
    }

    struct Result: Encodable {
        var ruleId: String
        var ruleIndex: Int?
        var level: String
        var message: Text
        var locations: [Location]
        var relatedLocations: [Location]?
        /// `Fingerprint.sarifKey` -> the violation's fingerprint, so alerts stay one alert when lines move.
        var partialFingerprints: [String: String]
    }

    struct Location: Encodable {
        var id: Int?
        var message: Text?
        var physicalLocation: PhysicalLocation
    }

    struct PhysicalLocation: Encodable {
        struct Artifact: Encodable { var uri: String }
        struct Region: Encodable { var startLine: Int }
        var artifactLocation: Artifact
        var region: Region
    }

    public func finish(_ report: RunReport, to sink: ByteSink) throws {
        let rules = report.rules
        var indexByID: [String: Int] = [:]
        for (index, rule) in rules.enumerated() { indexByID[rule.id] = index }
        let descriptors = rules.map { rule in
            // The R-xx ids of a rationale name headings of a file in trace-check's repository; say
            // which file, since there is no public address to put in helpUri.
            let reference = UIKitReference.pointer(for: rule.rationale).map { "\n\n" + $0 } ?? ""
            return ReportingDescriptor(
                id: rule.id, name: rule.name, shortDescription: Text(text: rule.summary),
                fullDescription: Text(text: rule.rationale.isEmpty ? rule.summary : rule.rationale),
                defaultConfiguration: .init(level: rule.severity.rawValue),
                help: HelpText(text: rule.summary + "\n\n" + rule.rationale + reference + "\n\nRun `trace-check explain \(rule.id)` for examples.",
                               markdown: "**\(rule.summary)**\n\n\(rule.rationale)\(reference)\n\nRun `trace-check explain \(rule.id)` for examples."))
        }
        var results: [Result] = []
        for violation in report.files.flatMap(\.violations) {
            let related = violation.related.enumerated().map { index, related in
                Location(id: index + 1, message: Text(text: related.message), physicalLocation: Self.physical(related.location))
            }
            var text = violation.message
            if let hint = violation.hint, !hint.isEmpty { text += " Hint: " + hint }
            results.append(Result(ruleId: violation.rule, ruleIndex: indexByID[violation.rule],
                                  level: violation.severity.rawValue, message: Text(text: text),
                                  locations: [Location(physicalLocation: Self.physical(violation.location))],
                                  relatedLocations: related.isEmpty ? nil : related,
                                  partialFingerprints: [Fingerprint.sarifKey: Fingerprint.hex(
                                      rule: violation.rule, className: violation.object?.className, message: violation.message)]))
        }
        let driver = Driver(name: report.tool.name, version: report.tool.version, semanticVersion: report.tool.version,
                            informationUri: report.tool.informationURI, rules: descriptors)
        try ReportJSON.write(Document(runs: [Run(tool: Tool(driver: driver), results: results)]), pretty: true, to: sink)
    }

    static func physical(_ location: SourceLocation) -> PhysicalLocation {
        PhysicalLocation(artifactLocation: .init(uri: uri(location.file)), region: .init(startLine: max(1, location.line)))
    }

    /// A relative path as a URI reference: percent-encode what a URI cannot hold; absolute paths become `file://` URIs.
    public static func uri(_ path: String) -> String {
        var encoded = ""
        for byte in path.utf8 {
            let c = Character(Unicode.Scalar(byte))
            if byte < 0x80, c.isLetter || c.isNumber || "-._~/!$&'()*+,;=:@".contains(c) {
                encoded.append(c)
            } else {
                encoded += "%" + String(byte, radix: 16, uppercase: true).leftPadded(to: 2)
            }
        }
        return path.hasPrefix("/") ? "file://" + encoded : encoded
    }
}

extension String {
    fileprivate func leftPadded(to width: Int) -> String {
        count >= width ? self : String(repeating: "0", count: width - count) + self
    }
}
