import Foundation
import TraceParser

/// Rules files: users' own event matchers, temporal templates and line formats, run on the same
/// engine as the built-in rules. The language is described in docs/rules-file.md.
///
/// Loading is all or nothing: any mistake (or, unless switched off, any failing example) throws
/// ``RulesFileError`` with every problem at its `FILE:LINE:COLUMN`, and nothing is returned.
public enum RulesFile {
    /// Load one rules file and run every rule's examples, on up to `jobs` threads. With
    /// `verifyExamples` off, examples are neither required nor run (for callers that run
    /// ``verify(_:jobs:)`` themselves, and tests).
    public static func load(path: String, verifyExamples: Bool = true, jobs: Int = 1) throws(RulesFileError) -> LoadedRules {
        try load(paths: [path], verifyExamples: verifyExamples, jobs: jobs)
    }

    /// Load several rules files as one set (`--rules` given more than once): rule ids and format
    /// names must be unique across all of them and the built-in ones.
    public static func load(paths: [String], verifyExamples: Bool = true, jobs: Int = 1) throws(RulesFileError) -> LoadedRules {
        var sources: [(path: String, text: String)] = []
        for path in paths {
            let data: Data
            do {
                data = try SettingsFileReader.read(path)
            } catch {
                throw RulesFileError.unreadable(path: path, reason: error.description)
            }
            guard let text = String(data: data, encoding: .utf8) else {
                throw RulesFileError.unreadable(path: path, reason: "the file is not UTF-8 text")
            }
            sources.append((path, text))
        }
        return try load(sources: sources, verifyExamples: verifyExamples, jobs: jobs)
    }

    /// Load rules from text (tests, stdin); `path` names it in diagnostics.
    public static func load(text: String, path: String, verifyExamples: Bool = true, jobs: Int = 1) throws(RulesFileError) -> LoadedRules {
        try load(sources: [(path, text)], verifyExamples: verifyExamples, jobs: jobs)
    }

    /// Run every rule's examples on up to `jobs` threads (`trace-check rules --verify FILE`); an
    /// empty result means they all behave as marked. `LoadedRules.diagnostics(for:)` places
    /// failures in the files.
    public static func verify(_ loaded: LoadedRules, jobs: Int = 1) -> [RuleExamples.Failure] {
        RuleExamples.verify(loaded.rules, catalog: loaded.catalog, jobs: jobs)
    }

    static func load(sources: [(path: String, text: String)], verifyExamples: Bool, jobs: Int) throws(RulesFileError) -> LoadedRules {
        var diagnostics: [RulesDiagnostic] = []
        var parsed: [(path: String, syntax: RulesSyntax)] = []
        for (path, text) in sources {
            var parser = RulesParser(text: text, file: path)
            parser.parse()
            diagnostics += parser.diagnostics
            parsed.append((path, parser.syntax))
        }

        // Formats first: every file's formats share one catalog, and samples are read by all of it.
        let builtinFormats = Set(FormatCatalog.standard.allNames)
        var formatNames: [String: (file: String, at: SourcePosition)] = [:]
        var compiledFormats: [(FormatCompiler.Compiled, path: String)] = []
        for (path, syntax) in parsed {
            var compiler = FormatCompiler(file: path)
            for block in syntax.formats {
                let name = block.name.text
                if builtinFormats.contains(name) {
                    diagnostics.append(RulesDiagnostic(file: path, line: block.name.start.line, column: block.name.start.column,
                                                       message: "format name '\(name)' is taken by a built-in format; choose another name"))
                    continue
                }
                if let previous = formatNames[name] {
                    diagnostics.append(RulesDiagnostic(file: path, line: block.name.start.line, column: block.name.start.column,
                                                       message: "format '\(name)' is already declared at \(previous.file):\(previous.at.line)"))
                    continue
                }
                formatNames[name] = (path, block.name.start)
                if let compiled = compiler.compile(block) { compiledFormats.append((compiled, path)) }
            }
            diagnostics += compiler.diagnostics
        }
        let formats = compiledFormats.map(\.0.format)
        let catalog = formats.isEmpty ? FormatCatalog.standard : (try? FormatCatalog(userFormats: formats)) ?? .standard
        for (compiled, path) in compiledFormats {
            var compiler = FormatCompiler(file: path)
            compiler.verifySamples(compiled, catalog: catalog)
            diagnostics += compiler.diagnostics
        }

        // Events are per file; rules share one id space with each other and the built-in rules.
        let builtinIDs = Set(RulePack.builtin.map(\.description.id))
        var ruleIDs: [String: (file: String, at: SourcePosition)] = [:]
        var rules: [TemplateRule] = []
        var exampleSources: [String: [LoadedRules.ExampleSource]] = [:]
        for (path, syntax) in parsed {
            var events = EventCompiler(file: path)
            events.compile(syntax.events)
            var compiler = RuleCompiler(file: path, requireExamples: verifyExamples)
            let declared = Set(syntax.events.map(\.name.text))
            for block in syntax.rules {
                let id = block.id.text
                if builtinIDs.contains(id) {
                    compiler.reportDuplicate(block.id, "rule id '\(id)' is taken by a built-in rule; choose another id")
                } else if let previous = ruleIDs[id] {
                    compiler.reportDuplicate(block.id, "rule id '\(id)' is already used at \(previous.file):\(previous.at.line)")
                } else {
                    ruleIDs[id] = (path, block.id.start)
                }
                if let rule = compiler.compile(block, events: &events, declaredEvents: declared) {
                    rules.append(rule)
                    exampleSources[id] = block.examples.map {
                        LoadedRules.ExampleSource(file: path, keyword: $0.keyword.start, triggering: $0.triggering, lines: $0.lines.map(\.line))
                    }
                }
            }
            diagnostics += events.diagnostics + compiler.diagnostics
        }
        guard diagnostics.isEmpty else { throw .invalid(diagnostics: sorted(diagnostics)) }

        let loaded = LoadedRules(rules: rules, formats: formats, files: sources.map(\.path), catalog: catalog, exampleSources: exampleSources)
        if verifyExamples {
            let failures = verify(loaded, jobs: jobs)
            if !failures.isEmpty { throw .examplesFailed(diagnostics: loaded.diagnostics(for: failures)) }
        }
        return loaded
    }

    /// File order, then line and column; a note stays right after the error it explains.
    static func sorted(_ diagnostics: [RulesDiagnostic]) -> [RulesDiagnostic] {
        var groups: [[RulesDiagnostic]] = []
        for diagnostic in diagnostics {
            if diagnostic.level == .note, !groups.isEmpty { groups[groups.count - 1].append(diagnostic) } else { groups.append([diagnostic]) }
        }
        let fileOrder = Dictionary(diagnostics.map(\.file).enumerated().map { ($1, $0) }, uniquingKeysWith: min)
        return groups.enumerated().sorted { a, b in
            let x = a.element[0], y = b.element[0]
            return (fileOrder[x.file]!, x.line, x.column, a.offset) < (fileOrder[y.file]!, y.line, y.column, b.offset)
        }.flatMap(\.element)
    }
}
