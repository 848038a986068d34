import Foundation
import TraceParser

for path in CommandLine.arguments.dropFirst() {
    let reader = TraceReader()
    let source = try FileByteSource(path: path)
    let stats = try reader.read(source) { e in
        print("\(path.split(separator: "/").last!):\(e.line) \(e.kind.rawValue) \(e.objectDescription) sel=\(e.selector) arg=\(e.argument.rendered) thr=\(e.thread.rawValue) pid=\(e.session.pid.map(String.init) ?? "-") proc=\(e.session.process) t=\(e.time?.iso8601 ?? "-") \(e.diagnostic?.rawValue ?? "")")
    }
    print("  stats:", stats.recordsByFormat, "cont", stats.continuationLines, "env", stats.envelopeLines, "unrec", stats.unrecognizedLines, "events", stats.events)
}
