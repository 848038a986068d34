import Foundation
import TraceChecker

/// Parses the command line, dispatches to the subcommand and turns errors into exit codes: every
/// error is thrown up to here, and `main` makes the program's one `exit` with the status returned.
enum CommandLineTool {
    static func run(_ arguments: [String]) -> Int32 {
        do {
            let invocation = try ArgumentParser.parse(arguments)
            if invocation.settings.showHelp {
                try Console.standardOutput.write(HelpText.text(for: invocation.command))
                try Console.standardOutput.flush()
                return Console.success
            }
            if invocation.settings.showVersion {
                try Console.standardOutput.write(Version.line + "\n")
                try Console.standardOutput.flush()
                return Console.success
            }
            if let generated = invocation.settings.generate {
                try Console.standardOutput.write(generated.text())
                try Console.standardOutput.flush()
                return Console.success
            }
            let status: Int32
            switch invocation.command {
            case .check: status = try CheckCommand.run(invocation)
            case .timeline: status = try TimelineCommand.run(invocation)
            case .rules: status = try RulesCommand.run(invocation)
            case .explain: status = try ExplainCommand.run(invocation)
            case .events: status = try EventsCommand.run(invocation)
            case .formats: status = try FormatsCommand.run(invocation)
            case .merge: status = try MergeCommand.run(invocation)
            case .triage: status = try TriageCommand.run(invocation)
            }
            try Console.standardOutput.flush()
            return status
        } catch OutputError.closedPipe {
            // A reader closed the pipe (`| head`): stop quietly with 0, as ripgrep does.
            return Console.success
        } catch let error as UsageError {
            Console.error(error.description)
            return Console.failure
        } catch let error as ConfigError {
            Console.error(error.description)
            return Console.failure
        } catch let error as OutputError {
            Console.error(error.description)
            return Console.failure
        } catch let error as UserRulesError {
            error.print()
            return Console.failure
        } catch let error as BaselineError {
            Console.error(error.description)
            return Console.failure
        } catch {
            Console.error("\(error)")
            return Console.failure
        }
    }
}
