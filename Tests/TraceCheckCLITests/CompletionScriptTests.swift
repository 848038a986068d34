import Foundation
import Testing
@testable import trace_check

/// A command line to complete and what the shell must offer for its last word.
private struct CompletionCase {
    var line: String
    var expected: Set<String>
    /// Only require `expected` among the offers (file names in the scratch folder come too).
    var subset = false
}

/// Every flag value with fixed words, in every subcommand and spelling, plus flags, the first
/// argument, `explain`'s rule ids and file values: made from the table, so new flags are covered.
private func completionCases() -> [CompletionCase] {
    var cases: [CompletionCase] = []
    for command in Subcommand.allCases {
        let flags = FlagTable.flags(for: command)
        cases.append(CompletionCase(line: "trace-check \(command.rawValue) --",
                                    expected: Set(flags.map { "--" + $0.long })))
        for flag in flags {
            let spellings = (flag.short.map { ["-\($0)"] } ?? []) + ["--" + flag.long]
            switch flag.valueCompletion {
            case let .words(words):
                for spelling in spellings {
                    cases.append(CompletionCase(line: "trace-check \(command.rawValue) \(spelling) ", expected: Set(words)))
                }
            case .files:
                cases.append(CompletionCase(line: "trace-check \(command.rawValue) --\(flag.long) ", expected: ["a.log"],
                                            subset: true))
            case .none:
                break
            }
        }
    }
    cases.append(CompletionCase(line: "trace-check --format=js", expected: ["json"]))
    cases.append(CompletionCase(line: "trace-check ", expected: Set(ValueCompletion.commandWords + ["a.log"]),
                                subset: true))
    cases.append(CompletionCase(line: "trace-check help ", expected: Set(Subcommand.allCases.map(\.rawValue))))
    cases.append(CompletionCase(line: "trace-check explain ", expected: Set(ValueCompletion.ruleIDs)))
    cases.append(CompletionCase(line: "trace-check timeline a", expected: ["a.log"]))
    return cases
}

/// Writes the script from the binary into a scratch folder that holds one log, `a.log`.
private func scratchWithScript(_ shell: Shell) throws -> (folder: URL, script: URL) {
    let folder = try Paths.scratchFolder("completion-\(shell.rawValue)")
    let generated = try CLI.run(["--generate-completion-script", shell.rawValue])
    #expect(generated.status == 0)
    let script = folder.appendingPathComponent("trace-check.\(shell.rawValue)")
    try Data(generated.stdout.utf8).write(to: script)
    try Data().write(to: folder.appendingPathComponent("a.log"))
    return (folder, script)
}

/// `line<TAB>offer offer …` per case, as the driver prints them.
private func offers(_ output: String) -> [String: Set<String>] {
    var result: [String: Set<String>] = [:]
    for row in output.split(separator: "\n", omittingEmptySubsequences: false) {
        let parts = row.split(separator: "\t", maxSplits: 1, omittingEmptySubsequences: false)
        guard parts.count == 2 else { continue }
        result[String(parts[0])] = Set(parts[1].split(separator: " ").map(String.init))
    }
    return result
}

private func check(_ results: [String: Set<String>], shell: Shell) {
    for testCase in completionCases() {
        guard let offered = results[testCase.line] else {
            Issue.record("\(shell): no result for '\(testCase.line)'")
            continue
        }
        if testCase.subset {
            #expect(testCase.expected.isSubset(of: offered), "\(shell) '\(testCase.line)': \(offered.sorted())")
        } else {
            #expect(offered == testCase.expected, "\(shell) '\(testCase.line)'")
        }
    }
}

@Suite("Completion scripts in their shells")
struct CompletionScriptTests {
    @Test("bash -n accepts the bash script", .enabled(if: ExternalTool.path("bash") != nil, "bash is not installed"))
    func bashSyntax() throws {
        let (folder, script) = try scratchWithScript(.bash)
        defer { try? FileManager.default.removeItem(at: folder) }
        let outcome = try ExternalTool.run("bash", ["-n", script.path])
        #expect(outcome.status == 0, "\(outcome.stderr)")
    }

    @Test("zsh -n accepts the zsh script", .enabled(if: ExternalTool.path("zsh") != nil, "zsh is not installed"))
    func zshSyntax() throws {
        let (folder, script) = try scratchWithScript(.zsh)
        defer { try? FileManager.default.removeItem(at: folder) }
        let outcome = try ExternalTool.run("zsh", ["-n", script.path])
        #expect(outcome.status == 0, "\(outcome.stderr)")
    }

    @Test("fish -n accepts the fish script", .enabled(if: ExternalTool.path("fish") != nil, "fish is not installed"))
    func fishSyntax() throws {
        let (folder, script) = try scratchWithScript(.fish)
        defer { try? FileManager.default.removeItem(at: folder) }
        let outcome = try ExternalTool.run("fish", ["-n", script.path])
        #expect(outcome.status == 0, "\(outcome.stderr)")
    }

    @Test("bash offers each flag's values, the flags, subcommands, rule ids and files",
          .enabled(if: ExternalTool.path("bash") != nil, "bash is not installed"))
    func bashCompletes() throws {
        let (folder, script) = try scratchWithScript(.bash)
        defer { try? FileManager.default.removeItem(at: folder) }
        // Bash's default word breaks, so '=' handling is exercised as in an interactive shell.
        var driver = """
        source \(ShellQuote.single(script.path))
        COMP_WORDBREAKS=$' \\t\\n"\\'><=;|&(:'
        offer() {
            COMP_LINE="$1"; COMP_POINT=${#COMP_LINE}; COMPREPLY=()
            _trace_check
            printf '%s\\t%s\\n' "$1" "${COMPREPLY[*]}"
        }

        """
        for testCase in completionCases() { driver += "offer \(ShellQuote.single(testCase.line))\n" }
        driver += "offer 'trace-check --severity controller-leak=w'\n"
        let outcome = try ExternalTool.run("bash", ["--norc", "--noprofile"], input: driver, in: folder)
        #expect(outcome.stderr.isEmpty, "\(outcome.stderr)")
        let results = offers(outcome.stdout)
        check(results, shell: .bash)
        // Bash replaces only what follows the '=', so the offer is the level alone.
        #expect(results["trace-check --severity controller-leak=w"] == ["warning"])
    }

    @Test("fish offers each flag's values, the flags, subcommands, rule ids and files",
          .enabled(if: ExternalTool.path("fish") != nil, "fish is not installed"))
    func fishCompletes() throws {
        let (folder, script) = try scratchWithScript(.fish)
        defer { try? FileManager.default.removeItem(at: folder) }
        var driver = """
        source \(ShellQuote.fish(script.path))
        function offer
            set -l words
            for row in (complete -C $argv[1])
                set -a words (string split -f1 \\t -- $row)
            end
            printf '%s\\t%s\\n' $argv[1] "$words"
        end

        """
        for testCase in completionCases() { driver += "offer \(ShellQuote.fish(testCase.line))\n" }
        let outcome = try ExternalTool.run("fish", ["--no-config", "-c", "source -"], input: driver, in: folder)
        #expect(outcome.stderr.isEmpty, "\(outcome.stderr)")
        var results = offers(outcome.stdout)
        // fish offers '--format=json' for '--format=js', the whole word.
        results["trace-check --format=js"] = results["trace-check --format=js"].map { Set($0.map { $0.replacingOccurrences(of: "--format=", with: "") }) }
        check(results, shell: .fish)
    }
}
