import Testing
import TraceChecker

/// Odd input gives diagnostics or an empty set, never a crash or a partial load.
@Suite("Custom rules: odd input")
struct CustomRulesRobustnessTests {
    static let inputs: [String] = [
        "",
        "# only a comment\n\n   \n",
        "event",
        "rule",
        "format",
        "event e\n",
        "rule r x y\n  pair\n  pair ->\n  pair a ->\n  within a -> b\n  terminal\n  terminal a allow\n",
        "event e kind\n",
        "event e selector\n",
        "event e selector ^a$ class\n",
        "rule r\n  message\n  message \"\n  message unclosed-end\n  hint \"a\" b\n  trigger\n",
        "format f\n  pattern ^(?<msg>.*)$\n  time\n  time ,\n  sample\n",
        "format f\n  pattern ^(?<time>\\S+) (?<msg>.*)$\n  time HH:mm:ss,SSS\n  sample 1 2\n",
        "format f\n  pattern ^é(?<msg>.*)$\n  sample ü -[A b]\n",
        "format f\n  pattern ^([)(?<msg>.*)$\n  sample x\n",
        "event e\tselector\t^a$\r\nrule r\r\n\tpair e -> e\r\n",
        "event é  selector ^é$\nrule ü\n  forbid é after é\n  message \"{é}\"\n",
        "\u{FEFF}event e selector ^a$\n",
        String(repeating: "event e selector ^a$\n", count: 3),
        "rule r\n  trigger\n    ↓\n  clean\n\n\n",
    ]

    @Test("Odd input gives diagnostics or loads nothing, and never crashes", arguments: inputs.indices)
    func oddInput(_ index: Int) {
        let text = Self.inputs[index]
        do {
            let loaded = try CustomRulesSupport.load(text)
            #expect(loaded.rules.isEmpty && loaded.formats.isEmpty, "only files without blocks load")
        } catch {
            #expect(!error.diagnostics.isEmpty)
            for diagnostic in error.diagnostics {
                #expect(diagnostic.line >= 1 && diagnostic.column >= 1, "\(diagnostic)")
            }
        }
    }

    @Test("A sample with multi-byte text is placed by character, not by byte")
    func multiByteSampleColumns() {
        let diagnostics = CustomRulesSupport.diagnostics("format f\n  pattern ^éé(?<msg>x.*)$\n  sample éé-[A b]\n")
        // `éé` matched (columns 10 and 11); the `x` the pattern wants is `-` at column 12,
        // and that `x` is column 21 of the pattern line (the pattern starts at column 11).
        #expect(diagnostics.first.map { "\($0.line):\($0.column)" } == "3:12")
        #expect(diagnostics.last.map { "\($0.line):\($0.column)" } == "2:21")
    }
}
