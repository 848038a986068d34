#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

// A closed pipe must become EPIPE from write(2), not a silent kill, so the tool can stop quietly.
signal(SIGPIPE, SIG_IGN)
// The program's one exit: every error is thrown up to `CommandLineTool.run`, which turns it into
// the status (the second-signal `_exit` in Interrupt.swift is the one exception, and says why).
exit(CommandLineTool.run(Array(CommandLine.arguments.dropFirst())))
