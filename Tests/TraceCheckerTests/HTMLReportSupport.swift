import Foundation
import TraceChecker
import TraceParser

/// Shared helpers for the HTML report tests: checking logs, decoding the page's data block,
/// and generating big synthetic logs.
enum HTMLReportSupport {
    /// Check a log from text with full timelines, as `-f html` does.
    static func check(text: String, fileName: String) -> FileReport {
        var options = CheckOptions()
        options.keepTimelines = true
        return TraceCheck.check(source: MemoryByteSource(Array(text.utf8)), fileName: fileName, options: options)
    }

    /// Check a file with full timelines.
    static func check(path: String, fileName: String) throws -> FileReport {
        var options = CheckOptions()
        options.keepTimelines = true
        return TraceCheck.check(source: try FileByteSource(path: path), fileName: fileName, options: options)
    }

    /// The page's data block, decoded: `strings` resolved by the caller.
    struct Data {
        var json: [String: Any]
        var strings: [String] { json["strings"] as? [String] ?? [] }
        var violations: [[Any]] { json["violations"] as? [[Any]] ?? [] }
        var files: [[String: Any]] { json["files"] as? [[String: Any]] ?? [] }
        var sessions: [[String: Any]] { files.flatMap { $0["sessions"] as? [[String: Any]] ?? [] } }
        var lanes: [[String: Any]] { sessions.flatMap { $0["lanes"] as? [[String: Any]] ?? [] } }
        func string(_ value: Any?) -> String? {
            guard let index = value as? Int, index >= 0, index < strings.count else { return nil }
            return strings[index]
        }
    }

    static func data(of document: HTMLDocument) throws -> Data {
        guard let block = document.scripts.first(where: { $0.attributes["id"] == "trace-data" }) else {
            throw CocoaError(.coderValueNotFound)
        }
        let object = try JSONSerialization.jsonObject(with: Foundation.Data(block.text.utf8))
        return Data(json: object as? [String: Any] ?? [:])
    }

    /// A log in the Xcode console format with `objects` view controllers of 20 events each:
    /// a container with a child, pushed, shown, covered, popped and deallocated, with layout
    /// passes between. Every tenth object never deallocates, so the page has findings.
    static func syntheticLog(objects: Int) -> String {
        var lines: [String] = []
        lines.reserveCapacity(objects * 20)
        var clock = 0.0
        func stamp() -> String {
            clock += 0.0137
            let whole = Int(clock)
            let micros = Int((clock - Double(whole)) * 1_000_000)
            let seconds = 45 + whole
            return "2024-03-05 \(10 + seconds / 3600 % 10):\(two(seconds / 60 % 60)):\(two(seconds % 60)).\(six(micros))+0800 MyApp[1234:567890] "
        }
        func two(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }
        func six(_ n: Int) -> String { let t = String(n); return String(repeating: "0", count: 6 - t.count) + t }
        let classes = ["Feed", "Profile", "Settings", "Chat", "Search", "Detail", "Photo", "Map", "Cart", "Login"]
        var index = 0
        while index < objects {
            let parentClass = classes[index / 2 % classes.count] + "ViewController"
            let childClass = classes[(index / 2 + 3) % classes.count] + "CardViewController"
            let parent = "<\(parentClass): 0x\(String(0x7fa3_0000_0000 + index * 0x100, radix: 16))>"
            let child = "<\(childClass): 0x\(String(0x7fa3_0000_0000 + (index + 1) * 0x100, radix: 16))>"
            let leaks = index % 20 == 0
            func call(_ receiver: String, _ className: String, _ selector: String, _ argument: String = "") {
                lines.append(stamp() + "-[\(className) \(selector)]" + (argument.isEmpty ? "" : " " + argument) + " " + receiver)
            }
            call(parent, parentClass, "viewDidLoad")
            call(parent, parentClass, "addChildViewController:", "child=\(child)")
            call(child, childClass, "willMoveToParentViewController:", "parent=\(parent)")
            call(child, childClass, "viewDidLoad")
            call(child, childClass, "didMoveToParentViewController:", "parent=\(parent)")
            call(parent, parentClass, "viewWillAppear:", "animated=1")
            call(child, childClass, "viewWillAppear:", "animated=1")
            for _ in 0..<2 {
                call(parent, parentClass, "viewWillLayoutSubviews")
                call(parent, parentClass, "viewDidLayoutSubviews")
            }
            call(parent, parentClass, "viewDidAppear:", "animated=1")
            call(child, childClass, "viewDidAppear:", "animated=1")
            call(parent, parentClass, "viewWillDisappear:", "animated=1")
            call(child, childClass, "viewWillDisappear:", "animated=1")
            call(parent, parentClass, "viewDidDisappear:", "animated=1")
            call(child, childClass, "viewDidDisappear:", "animated=1")
            call(child, childClass, "willMoveToParentViewController:", "parent=(null)")
            call(child, childClass, "removeFromParentViewController")
            call(child, childClass, "dealloc")
            if !leaks { call(parent, parentClass, "dealloc") } else { call(parent, parentClass, "viewDidLoad") }
            index += 2
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
