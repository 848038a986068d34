import Foundation
import Testing

/// Command-line conventions users bring from git, ripgrep and swift: `help`, `-V`, suggestions
/// for mistyped subcommands and values, and missing files in trace-check's own words.
@Suite("Command-line conventions")
struct ConventionTests {
    static let clean = "Examples/clean_session.log"
    static let violating = "Examples/observer_added_twice.log"

    /// The one line on standard error of a usage error, after checking the exit code and stdout.
    static func usageError(_ arguments: [String]) throws -> String {
        let outcome = try CLI.run(arguments)
        #expect(outcome.status == 2, "\(arguments)")
        #expect(outcome.stdout.isEmpty, "\(arguments)")
        #expect(outcome.stderr.split(separator: "\n").count == 1, "\(outcome.stderr)")
        return outcome.stderr
    }

    @Test("help [SUBCOMMAND] prints the same text as --help; -V prints the version", arguments: ["", "timeline", "formats"])
    func help(_ command: String) throws {
        let help = try CLI.run(command.isEmpty ? ["help"] : ["help", command])
        let flag = try CLI.run(command.isEmpty ? ["--help"] : [command, "--help"])
        #expect(help.status == 0)
        #expect(help.stdout == flag.stdout)
        #expect(help.stdout.contains("Usage: trace-check \(command.isEmpty ? "[check]" : command)"))
        let version = try CLI.run(["-V"])
        #expect(version.stdout == (try CLI.run(["--version"])).stdout)
        #expect(version.stdout.hasPrefix("trace-check "))
    }

    @Test("A mistyped subcommand is a usage error with a suggestion, never 'no such file'")
    func subcommandSuggestion() throws {
        #expect(try Self.usageError(["timline", Self.clean]) == "trace-check: error: 'timline' is neither a subcommand nor a file or folder (did you mean 'timeline'?); see 'trace-check help'\n")
        #expect(try Self.usageError(["help", "evnets"]).contains("(did you mean 'events'?)"))
        // A word with a dot or slash is a path: its absence is a missing file.
        #expect(try CLI.run(["timline.log"]).stderr == "trace-check: error: timline.log: no such file or folder\n")
    }

    @Test("Enum values get suggestions: --fail-on warnings, --severity ID=eror, -f jsn")
    func valueSuggestions() throws {
        #expect(try Self.usageError(["--fail-on", "warnings", Self.clean]).contains("invalid value 'warnings' for '--fail-on' (did you mean 'warning'?)"))
        #expect(try Self.usageError(["--severity", "controller-leak=eror", Self.clean]).contains("(did you mean 'controller-leak=error'?)"))
        #expect(try Self.usageError(["-f", "jsn", Self.clean]).contains("(did you mean 'json'?)"))
    }

    @Test("Missing or unusable settings files are named in trace-check's words, each for what it is")
    func missingFiles() throws {
        #expect(try Self.usageError(["--rules", "x.tcrules", Self.clean]) == "trace-check: error: x.tcrules: cannot read rules file: no such file\n")
        #expect(try Self.usageError(["--baseline", "nope.json", Self.clean]) == "trace-check: error: nope.json: cannot read baseline: no such file\n")
        #expect(try Self.usageError(["--config", "nope.json", Self.clean]) == "trace-check: error: nope.json: cannot read configuration: no such file\n")
        #expect(try Self.usageError(["--rules", "/dev/zero", Self.clean]) == "trace-check: error: /dev/zero: cannot read rules file: not a regular file\n")
        #expect(try Self.usageError(["--rules", "Examples", Self.clean]) == "trace-check: error: Examples: cannot read rules file: it is a folder\n")
    }

    @Test("timeline --object matches class names by prefix, ignoring case; no match names the closest classes seen")
    func objectFilter() throws {
        let exact = try CLI.run(["timeline", "--object", "CommentsViewController", Self.violating])
        let prefix = try CLI.run(["timeline", "--object", "comments", Self.violating])
        #expect(prefix.status == 0)
        #expect(prefix.stdout == exact.stdout)
        #expect(prefix.stdout.contains("CommentsViewController@"))
        let none = try CLI.run(["timeline", "--object", "PostViewControlr", Self.violating])
        #expect(none.stdout.hasPrefix("0 objects"))
        #expect(none.stderr == "trace-check: warning: no object of a class starting with 'PostViewControlr'; closest classes seen: PostViewController, CommentsViewController\n")
    }

    @Test("A file name with an escape sequence is shown escaped on standard error")
    func escapedNames() throws {
        let outcome = try CLI.run(["bin\u{1B}[2J.log"])
        #expect(outcome.stderr == "trace-check: error: bin\\u{1b}[2J.log: no such file or folder\n")
    }
}
