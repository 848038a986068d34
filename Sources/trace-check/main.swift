#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

// A closed pipe must become EPIPE from write(2), not a silent kill, so the tool can stop quietly.
signal(SIGPIPE, SIG_IGN)
exit(CommandLineTool.run(Array(CommandLine.arguments.dropFirst())))
