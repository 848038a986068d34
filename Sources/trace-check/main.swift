#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import TraceChecker

// A closed pipe must become EPIPE from write(2), not a silent kill, so the tool can stop quietly.
signal(SIGPIPE, SIG_IGN)
// The program's one exit: every error is thrown up to `CommandLineTool.run`, which turns it into
// the status (the second-signal `_exit` in Interrupt.swift is the one exception, and says why).
let status = CommandLineTool.run(Array(CommandLine.arguments.dropFirst()))
// The last checks' engines are still held (EngineKeeper): the system takes their memory back faster.
EngineKeeper.finishBeforeExit()
exit(status)
