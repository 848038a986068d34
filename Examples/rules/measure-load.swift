import TraceChecker
import Foundation

// Times RulesFile.load on a generated 50-rule file: ten rules of each template, every rule with a
// trigger and a clean example, which the load runs. Built and run in release by measure-load.sh.

/// The rules file text: two events per rule, then the rules.
func generate(rules count: Int) -> String {
    var text = "# generated: \(count) rules\n\n"
    for i in 0..<count {
        text += "event open\(i)   selector ^open\(i)$\n"
        text += "event close\(i)  selector ^close\(i)$\n"
    }
    for i in 0..<count {
        let c = "Widget\(i)"
        text += "\nrule generated-\(i)\n  severity error\n  hint \"Fix rule \(i).\"\n"
        switch i % 5 {
        case 0:
            text += "  pair open\(i) -> close\(i) before next-open, dealloc; close-without-open\n  message \"{object}: open\(i) at line {line} not closed\"\n  message close-without-open \"{object}: close\(i) alone\"\n"
            text += "  trigger\n    ↓-[\(c) open\(i)] <\(c): 0x1>\n    -[\(c) open\(i)] <\(c): 0x1>\n  clean\n    -[\(c) open\(i)] <\(c): 0x1>\n    -[\(c) close\(i)] <\(c): 0x1>\n"
        case 1:
            text += "  order close\(i) after open\(i)\n"
            text += "  trigger\n    ↓-[\(c) close\(i)] <\(c): 0x1>\n  clean\n    -[\(c) open\(i)] <\(c): 0x1>\n    -[\(c) close\(i)] <\(c): 0x1>\n"
        case 2:
            text += "  forbid open\(i) after close\(i)\n"
            text += "  trigger\n    -[\(c) close\(i)] <\(c): 0x1>\n    ↓-[\(c) open\(i)] <\(c): 0x1>\n  clean\n    -[\(c) open\(i)] <\(c): 0x1>\n    -[\(c) close\(i)] <\(c): 0x1>\n"
        case 3:
            text += "  within open\(i) -> close\(i) 2s\n"
            text += "  trigger\n    2024-01-01 10:00:00.000 App[1:1] -[\(c) open\(i)] <\(c): 0x1>\n    ↓2024-01-01 10:00:05.000 App[1:1] -[\(c) close\(i)] <\(c): 0x1>\n  clean\n    2024-01-01 10:00:00.000 App[1:1] -[\(c) open\(i)] <\(c): 0x1>\n    2024-01-01 10:00:01.000 App[1:1] -[\(c) close\(i)] <\(c): 0x1>\n"
        default:
            text += "  terminal close\(i) allow dealloc\n"
            text += "  trigger\n    -[\(c) close\(i)] <\(c): 0x1>\n    ↓-[\(c) open\(i)] <\(c): 0x1>\n  clean\n    -[\(c) open\(i)] <\(c): 0x1>\n    -[\(c) close\(i)] <\(c): 0x1>\n    -[\(c) dealloc] <\(c): 0x1>\n"
        }
    }
    return text
}

let path = CommandLine.arguments.dropFirst().first ?? NSTemporaryDirectory() + "generated-50.tcrules"
try! generate(rules: 50).write(toFile: path, atomically: true, encoding: .utf8)
var times: [Double] = []
for _ in 0..<11 {
    let start = DispatchTime.now().uptimeNanoseconds
    do {
        let loaded = try RulesFile.load(path: path)
        precondition(loaded.rules.count == 50)
    } catch {
        print(error.description); exit(1)
    }
    times.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6)
}
let sorted = times.sorted()
print(String(format: "50-rule load (incl. 100 examples): first %.1f ms, median %.1f ms, min %.1f ms", times[0], sorted[sorted.count / 2], sorted[0]))
