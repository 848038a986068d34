import Testing
@testable import TraceParser

// An independent count of the events in the corpus, written with plain string scanning and
// no regular expression, so a defect in the production patterns cannot hide itself.
//
// Decisions, documented here because the counter defines what "every token" means:
// - `-[Class sel]` and `+[Class sel]` count wherever they sit in a line (glued after digits,
//   emoji, `方法:` or `Step 3 -- `), also on lines with no log prefix.
// - `__NN-[Class sel]_block_invoke…` blocks do not count: they run inside the method, later and
//   often on another thread (VERDICTS.md 37).
// - Tokens whose receiver is an object description (`-[<CBPeripheral: 0x15e159c0> isConnected]`,
//   Logos `%log`) DO count, and the description gives both class and address; the parser must
//   report the same address.
// - A token must close on the same line with a plain selector, or with one value after a selector's
//   last colon, as Logos' `%log` call traces print it (`attributeForHandle:14]`, `:<X: 0x…>]`,
//   `:(null)]`, a number): a call, whose selector is the part before the value. A word there
//   (`viewWillAppear:animated]`, `:YES]`) is source code, not a trace.
// - Lines without a log prefix inherit the process and pid of the last prefixed line above them.

/// One `-[Class selector]` token as the independent scanner sees it.
struct ScannedToken: Hashable, CustomStringConvertible {
    var line: Int
    var className: String
    var address: UInt64?
    var selector: String
    var isClassMethod: Bool
    var process: String
    var pid: Int?

    var description: String { "L\(line) \(isClassMethod ? "+" : "-")[\(className)\(address.map { "@0x" + String($0, radix: 16) } ?? "") \(selector)] \(process)[\(pid.map(String.init) ?? "-")]" }
}

enum TokenScanner {
    static func isIdentStart(_ c: Character) -> Bool { c.isASCII && (c.isLetter || c == "_" || c == "$") }
    static func isIdent(_ c: Character) -> Bool { c.isASCII && (c.isLetter || c.isNumber || c == "_" || c == "$") }

    /// `Module.Class` -> `Class`; `_TtCV14__lldb_expr_9010SampleView11Coordinator` -> `SampleView.Coordinator`.
    static func plainClass(_ raw: String) -> String {
        if raw.hasPrefix("_Tt") {
            // Swift mangling: a kind letter run, then length-prefixed identifiers; the first is the module.
            var parts: [String] = []
            var rest = Substring(raw.dropFirst(3)).drop { !$0.isNumber }
            while let digitEnd = rest.firstIndex(where: { !$0.isNumber }), digitEnd > rest.startIndex,
                  let length = Int(rest[..<digitEnd]), rest.distance(from: digitEnd, to: rest.endIndex) >= length {
                let end = rest.index(digitEnd, offsetBy: length)
                parts.append(String(rest[digitEnd..<end]))
                rest = rest[end...]
            }
            return parts.dropFirst().joined(separator: ".")
        }
        return raw.split(separator: ".").last.map(String.init) ?? raw
    }

    /// The `-[…]`/`+[…]` tokens of one line, in order.
    static func objcTokens(in text: String) -> [(className: String, address: UInt64?, selector: String, isClassMethod: Bool)] {
        let chars = Array(text)
        var found: [(String, UInt64?, String, Bool)] = []
        var i = 0
        while i + 1 < chars.count {
            defer { i += 1 }
            guard chars[i] == "-" || chars[i] == "+", chars[i + 1] == "[" else { continue }
            // `__29-[`: a block.
            var back = i - 1
            while back >= 0, chars[back].isASCII, chars[back].isNumber { back -= 1 }
            let isBlock = back < i - 1 && back >= 1 && chars[back] == "_" && chars[back - 1] == "_"
            var j = i + 2
            var className = "", address: UInt64?
            if j < chars.count, chars[j] == "<" {
                guard let close = chars[j...].firstIndex(of: ">") else { continue }
                let inside = String(chars[(j + 1)..<close])
                className = String(inside.prefix { $0 != ":" && $0 != " " && $0 != "(" })
                if let at = inside.range(of: "0x") {
                    address = UInt64(inside[at.upperBound...].prefix { $0.isHexDigit }, radix: 16)
                }
                j = close + 1
            } else {
                guard j < chars.count, isIdentStart(chars[j]) else { continue }
                let start = j
                while j < chars.count, isIdent(chars[j]) || chars[j] == "." { j += 1 }
                className = String(chars[start..<j])
            }
            if j < chars.count, chars[j] == "(" {
                guard let close = chars[j...].firstIndex(of: ")") else { continue }
                j = close + 1
            }
            guard j < chars.count, chars[j] == " " else { continue }
            j += 1
            let selectorStart = j
            while j < chars.count, isIdent(chars[j]) || chars[j] == ":" { j += 1 }
            // What follows the last colon, if anything, is a traced value, not a part of the selector.
            if let lastColon = chars[selectorStart..<j].lastIndex(of: ":"), lastColon + 1 < j { j = lastColon + 1 }
            let selectorEnd = j
            // One traced value after the last colon.
            if j < chars.count, j > selectorStart, chars[j - 1] == ":", chars[j] != "]" {
                if chars[j] == "<" {
                    guard let close = chars[(j + 1)...].firstIndex(where: { $0 == ">" || $0 == "]" || $0 == "<" }), chars[close] == ">" else { continue }
                    j = close + 1
                } else if String(chars[j...].prefix(6)) == "(null)" {
                    j += 6
                } else {
                    // A number: tracers print BOOLs and scalars with %d, %f, %p.
                    let start = j
                    if chars[j] == "-" { j += 1 }
                    while j < chars.count, chars[j].isHexDigit || chars[j] == "x" || chars[j] == "." { j += 1 }
                    let number = String(chars[start..<j]).drop { $0 == "-" }
                    guard !number.isEmpty, Double(number) != nil || (number.hasPrefix("0x") && UInt64(number.dropFirst(2), radix: 16) != nil) else { continue }
                }
            }
            guard j < chars.count, chars[j] == "]", selectorEnd > selectorStart, isIdentStart(chars[selectorStart]) else { continue }
            let selector = String(chars[selectorStart..<selectorEnd])
            // Each part of a selector is an identifier, and a selector with colons ends with one.
            let parts = selector.split(separator: ":")
            guard parts.allSatisfy({ isIdentStart($0.first!) }), !selector.contains(":") || selector.hasSuffix(":") else { continue }
            let after = String(chars[(j + 1)...].prefix(13))
            if isBlock || after == "_block_invoke" { i = j; continue }
            found.append((plainClass(className), address, selector, chars[i] == "+"))
            i = j
        }
        return found
    }
}

/// Process names printed in the corpus, listed by hand from the files (not from the parser).
private let knownProcesses = [
    "API_UIViewControllerExample", "LifeCircleDemo", "Runner", "Long_Task", "Nudge", "accountsd", "MobileSafari",
    "loginwindow", "legacyScreenSaver", "DemoUIViewControllerRelatedAll", "UIViewLifeDemo", "MemoryManagement",
    "Restaurants", "ViewControllerLifyCycle", "HBNavigationBarDemo", "BKSingleton", "MyApp", "Test", "Slide for Reddit",
    "SolveApp", "yalu102", "SpringBoard", "pasted", "simple_native_logger_example", "kernel.development", "banshee",
    "example", "node", "My Super Awesome App", "com.apple.WebKit.Networking", "securityd", "syslog_relay",
]

/// The process and pid a prefixed line names, by locating a known process name before `[pid`
/// (`Proc[pid:tid]`, `Proc(Lib)[pid]`) or, in `log` default rows, before `: ` after the PID column.
func scanSession(_ line: String) -> (process: String, pid: Int?)? {
    for name in knownProcesses.sorted(by: { $0.count > $1.count }) {
        guard let range = line.range(of: name) else { continue }
        var rest = line[range.upperBound...]
        if rest.hasPrefix("(") , let close = rest.firstIndex(of: ")") { rest = rest[rest.index(after: close)...] }
        if rest.hasPrefix("[") {
            let digits = rest.dropFirst().prefix { $0.isNumber }
            if let pid = Int(digits) { return (name, pid) }
        }
        if rest.hasPrefix(": ") {
            // `… 591    5    loginwindow: …`: PID, then TTL, then the process.
            let columns = line[..<range.lowerBound].split(separator: " ")
            if columns.count >= 2, let pid = Int(columns[columns.count - 2]) { return (name, pid) }
        }
    }
    return nil
}

/// Every ObjC token of a file, with the session the counter expects for it.
func scanObjCTokens(_ text: String) -> [ScannedToken] {
    var session: (process: String, pid: Int?) = ("", nil)
    var tokens: [ScannedToken] = []
    for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
        let line = String(line)
        if let named = scanSession(line) { session = named }
        for t in TokenScanner.objcTokens(in: line) {
            tokens.append(ScannedToken(line: index + 1, className: t.className, address: t.address, selector: t.selector,
                                       isClassMethod: t.isClassMethod, process: session.process, pid: session.pid))
        }
    }
    return tokens
}

/// One Swift `#function` print as the independent scanner sees it.
struct ScannedSwiftCall: Hashable, CustomStringConvertible {
    var line: Int
    var className: String?
    var address: UInt64?
    var function: String
    var description: String { "L\(line) \(className ?? "-")\(address.map { "@0x" + String($0, radix: 16) } ?? "") \(function)" }
}

/// Lifecycle names people print without parentheses (`viewWillAppear`, `deinit`).
private let handWrittenNames: Set<String> = [
    "loadView", "viewDidLoad", "viewWillAppear", "viewDidAppear", "viewWillDisappear", "viewDidDisappear",
    "viewWillLayoutSubviews", "viewDidLayoutSubviews", "deinit", "dealloc",
]

enum SwiftScanner {
    /// `name(label:label:)` or `name()`.
    static func isCall(_ word: Substring) -> Bool {
        guard let open = word.firstIndex(of: "("), word.last == ")", open > word.startIndex,
              TokenScanner.isIdentStart(word[word.startIndex]) else { return false }
        let name = word[..<open]
        let labels = word[word.index(after: open)..<word.index(before: word.endIndex)]
        return name.allSatisfy(TokenScanner.isIdent) && labels.allSatisfy { TokenScanner.isIdent($0) || $0 == ":" }
            && (labels.isEmpty || labels.last == ":")
    }

    static func isFunction(_ word: Substring) -> Bool { isCall(word) || handWrittenNames.contains(String(word)) }

    /// The Swift lifecycle prints of one line.
    static func calls(in raw: String, line: Int) -> [ScannedSwiftCall] {
        var text = Substring(raw)
        while text.first == " " { text = text.dropFirst() }
        if text.hasPrefix("- ") { text = text.dropFirst(2) }
        // `<Module.Type: 0xADDR> function`
        if text.hasPrefix("<"), let colon = text.firstIndex(of: ":"), let close = text.firstIndex(of: ">"), colon < close {
            let type = text[text.index(after: text.startIndex)..<colon]
            let pointer = text[text.index(colon, offsetBy: 2)..<close]
            let word = text[text.index(after: close)...].drop { $0 == " " }
            guard pointer.hasPrefix("0x"), isFunction(word) else { return [] }
            return [ScannedSwiftCall(line: line, className: TokenScanner.plainClass(String(type)),
                                     address: UInt64(pointer.dropFirst(2), radix: 16), function: String(word))]
        }
        // ` [Type function()](20): message`
        if text.hasPrefix("["), let close = text.firstIndex(of: "]") {
            let inside = text[text.index(after: text.startIndex)..<close].split(separator: " ")
            guard inside.count == 2, isCall(inside[1]), text[close...].hasPrefix("](") else { return [] }
            return [ScannedSwiftCall(line: line, className: String(inside[0]), address: nil, function: String(inside[1]))]
        }
        // a logger's `[File.swift:34] function(): message`
        if let tag = text.range(of: ".swift:"), let open = text[..<tag.lowerBound].lastIndex(of: "["),
           let close = text[tag.upperBound...].firstIndex(of: "]") {
            let file = text[text.index(after: open)..<tag.lowerBound]
            let word = text[text.index(close, offsetBy: 2)...].prefix { $0 != ":" || true }.split(separator: " ").first ?? ""
            let function = word.hasSuffix(":") ? word.dropLast() : word
            guard isCall(function) else { return [] }
            return [ScannedSwiftCall(line: line, className: String(file), address: nil, function: String(function))]
        }
        // Drop a ` - annotation` tail (`viewDidLayoutSubviews() - Optional((67.0, …))`).
        if let dash = text.range(of: " - ") { text = text[..<dash.lowerBound] }
        let words = text.split(separator: " ")
        // `Type function(labels:)`
        if words.count == 2, let first = words[0].first, first.isUppercase, words[0].allSatisfy(TokenScanner.isIdent), isCall(words[1]) {
            return [ScannedSwiftCall(line: line, className: String(words[0]), address: nil, function: String(words[1]))]
        }
        // bare functions, one or more on a line (`viewDidAppear didMove(toParentViewController:)`)
        guard !words.isEmpty, words.allSatisfy(isFunction), words.contains(where: isCall) || words.count == 1 else { return [] }
        return words.map { ScannedSwiftCall(line: line, className: nil, address: nil, function: String($0)) }
    }

    static func scan(_ text: String) -> [ScannedSwiftCall] {
        text.split(separator: "\n", omittingEmptySubsequences: false).enumerated().flatMap { calls(in: String($1), line: $0 + 1) }
    }
}

/// Events that are neither `-[…]` tokens nor Swift prints: hand-written lists and NSLog'd bare
/// selectors (`NSStringFromSelector(_cmd)`), and UIKit's own diagnostics. Written from the files.
private let otherShapes: [String: [(line: Int, kind: EventKind, className: String?)]] = [
    "formats/02_": [(2, .initialize, nil), (3, .other, nil), (4, .loadView, nil), (5, .viewDidLoad, nil), (6, .viewWillAppear, nil),
                    (7, .viewWillLayoutSubviews, nil), (8, .viewDidLayoutSubviews, nil), (9, .viewDidAppear, nil),
                    (11, .viewWillDisappear, nil), (12, .viewDidDisappear, nil), (13, .viewWillAppear, nil), (14, .other, nil),
                    (15, .viewDidAppear, nil)],
    "sequences/07_": [(1, .initialize, "A_ViewController"), (2, .loadView, "A_ViewController"), (3, .viewDidLoad, "A_ViewController"),
                      (4, .other, "A_ViewController"), (5, .viewWillAppear, "A_ViewController"),
                      (6, .viewWillLayoutSubviews, "A_ViewController"), (7, .viewDidLayoutSubviews, "A_ViewController"),
                      (8, .viewWillLayoutSubviews, "A_ViewController"), (9, .viewDidLayoutSubviews, "A_ViewController"),
                      (10, .viewDidAppear, "A_ViewController"), (11, .initialize, "B_ViewController"), (12, .loadView, "B_ViewController"),
                      (13, .viewDidLoad, "B_ViewController"), (14, .viewWillDisappear, "A_ViewController"),
                      (15, .viewWillAppear, "B_ViewController"), (16, .other, "B_ViewController"),
                      (17, .viewWillLayoutSubviews, "B_ViewController"), (18, .viewDidLayoutSubviews, "B_ViewController"),
                      (19, .viewDidDisappear, "A_ViewController"), (20, .viewDidAppear, "B_ViewController"),
                      (21, .viewWillDisappear, "B_ViewController"), (22, .viewWillAppear, "A_ViewController"),
                      (23, .other, "A_ViewController"), (24, .viewDidDisappear, "B_ViewController"),
                      (25, .viewDidAppear, "A_ViewController"), (26, .dealloc, "B_ViewController")],
    "sequences/08_": [(1, .willMoveToSuperview, nil), (2, .didMoveToSuperview, nil), (3, .didAddSubview, nil), (4, .willMoveToWindow, nil),
                      (5, .didMoveToWindow, nil), (6, .willMoveToSuperview, nil), (7, .willMoveToWindow, nil), (8, .didMoveToWindow, nil),
                      (9, .didMoveToSuperview, nil), (10, .willRemoveSubview, nil)],
    "sequences/13_": [(2, .viewWillDisappear, "vc2"), (3, .viewWillAppear, "vc1"), (5, .viewWillDisappear, "vc1"),
                      (6, .viewDidDisappear, "vc1"), (7, .viewWillAppear, "vc2"), (8, .viewDidAppear, "vc2")],
    "sequences/17_": [(1, .diagnostic, "SingleSubredditViewController")],
    "sequences/26_": [(2, .viewDidLoad, nil), (3, .viewWillAppear, nil), (4, .viewWillLayoutSubviews, nil),
                      (5, .viewDidLayoutSubviews, nil), (6, .viewDidAppear, nil)],
]

@Suite("Events counted independently")
struct IndependentCounterTests {
    @Test("the independent scanner itself reads the shapes it must (a check of the checker)")
    func scannerSelfCheck() {
        #expect(TokenScanner.objcTokens(in: "111-[VC viewWillAppear:]").map(\.className) == ["VC"])
        #expect(TokenScanner.objcTokens(in: "__29-[VC viewDidLoad]_block_invoke").isEmpty)
        #expect(TokenScanner.objcTokens(in: "-[VC viewDidLoad]_block_invoke").isEmpty)
        #expect(TokenScanner.objcTokens(in: "-[<CBPeripheral: 0x15e159c0> isConnected]").map(\.address) == [0x15e159c0])
        #expect(TokenScanner.objcTokens(in: "-[<CBPeripheral: 0x15e159c0> attributeForHandle:14]").map(\.selector) == ["attributeForHandle:"])
        #expect(TokenScanner.objcTokens(in: "-[<X: 0x1> didMoveToParentViewController:<Nav: 0x2>]").map(\.selector) == ["didMoveToParentViewController:"])
        #expect(TokenScanner.objcTokens(in: "-[X viewWillAppear:1 animated]").isEmpty)
        #expect(TokenScanner.objcTokens(in: "-[self viewWillAppear:animated]").isEmpty)
        #expect(TokenScanner.objcTokens(in: "+[IXAppInstallCoordinator(IXSimpleInstaller) begin:] -[A b] -[C d:e:]").map(\.selector)
                == ["begin:", "b", "d:e:"])
        #expect(TokenScanner.plainClass("_TtCV14__lldb_expr_9010SampleView11Coordinator") == "SampleView.Coordinator")
        #expect(SwiftScanner.calls(in: "- viewDidAppear didMove(toParentViewController:)", line: 1).map(\.function)
                == ["viewDidAppear", "didMove(toParentViewController:)"])
        #expect(SwiftScanner.calls(in: "presented BlueViewController", line: 1).isEmpty)
        #expect(scanSession("2025-03-09 16:55:35.489871+0400 0x112f     Default     0x0                  591    5    loginwindow: x")?.pid == 591)
        #expect(scanSession("Nov 2 15:53:49 CSSs-iPad accountsd(AccountsDaemon)[216] <Notice>: x")?.pid == 216)
    }

    @Test("every -[Class selector] token of a corpus file is an event with that class, selector, process and pid",
          arguments: Fixtures.allLogs)
    func objcTokensAreEvents(file: String) throws {
        let expected = scanObjCTokens(try Fixtures.text(file))
        let lines = Set(expected.map(\.line))
        let events = try readFixture(file).events.filter { lines.contains($0.line) }
        let found = events.map { e in
            ScannedToken(line: e.line, className: e.className ?? "<nil>", address: nil, selector: e.selector,
                         isClassMethod: e.isClassMethod, process: e.session.process, pid: e.session.pid)
        }
        let expectedWithoutAddress = expected.map { var t = $0; t.address = nil; return t }
        #expect(found == expectedWithoutAddress)
        // Where the receiver is itself a description, the parser must report its address.
        for token in expected where token.address != nil {
            let event = events.first { $0.line == token.line && $0.selector == token.selector }
            #expect(event?.address == token.address, "\(token)")
        }
    }

    @Test("every Swift lifecycle print of a corpus file is an event with that class, function and address",
          arguments: Fixtures.allLogs)
    func swiftPrintsAreEvents(file: String) throws {
        let text = try Fixtures.text(file)
        // Lines holding ObjC tokens are the other counter's.
        let objcLines = Set(scanObjCTokens(text).map(\.line))
        let expected = SwiftScanner.scan(text).filter { !objcLines.contains($0.line) }
        let lines = Set(expected.map(\.line))
        let found = try readFixture(file).events.filter { lines.contains($0.line) }
            .map { ScannedSwiftCall(line: $0.line, className: $0.className, address: $0.address, function: $0.selector) }
        #expect(found == expected)
    }

    @Test("no event comes from anywhere else: every event is a token, a Swift print or a listed hand-written line",
          arguments: Fixtures.allLogs)
    func everyEventIsAccountedFor(file: String) throws {
        let text = try Fixtures.text(file)
        let objcLines = Set(scanObjCTokens(text).map(\.line))
        let swiftLines = Set(SwiftScanner.scan(text).map(\.line))
        let listed = otherShapes.first { file.hasPrefix($0.key) }?.value ?? []
        let others = try readFixture(file).events.filter { !objcLines.contains($0.line) && !swiftLines.contains($0.line) }
        #expect(others.map(\.line) == listed.map(\.line), "unexpected or missing events: \(others.map(EventSnapshot.init))")
        for (event, want) in zip(others, listed) {
            #expect(event.kind == want.kind, "L\(want.line)")
            #expect(event.className == want.className, "L\(want.line)")
        }
    }

    @Test("the counters find the corpus totals (301 ObjC tokens, 130 Swift prints), so a scanner that finds nothing cannot pass")
    func countsAreNotTrivial() throws {
        var objc = 0, swift = 0
        for file in Fixtures.allLogs {
            let text = try Fixtures.text(file)
            objc += scanObjCTokens(text).count
            swift += SwiftScanner.scan(text).count
        }
        #expect(objc == 301, "tokens in the corpus copy as of this writing (the Logos trace `attributeForHandle:14]` among them)")
        #expect(swift == 130, "Swift prints in the corpus copy as of this writing")
    }
}
