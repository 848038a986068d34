import Foundation
import Testing
@_spi(Testing) @testable import TraceParser

/// Lines of `bench/generate_log.py --seed 42` (all three generated formats, events, noise and continuations).
private let benchmarkLines: [String] = [
    "2024-03-05 10:24:10.281289+0800 MyApp[1234:569648] Task <A4AB9067-3375-8498-B044-27BBF06A1C16>.<43> finished with error [-1001] Error Domain=NSURLErrorDomain Code=-1001 \"The request timed out.\" UserInfo={_kCFStreamErrorCodeKey=-2102, NSErrorFailingURLStringKey=<private>}",
    "2024-03-05 10:23:50.894473+0800 MyApp[1234:567890] -[FeedCell willMoveToWindow:] newWindow=<UIWindow: 0x7fa3c1f04a40> <FeedCell: 0x7fa3c2d01fe0>",
    "2024-03-05 10:24:11.186453+0800 CommCenter[88:87220] #I Network registration: home, RAT: LTE, band 61, signal strength: -116 dBm, bars 3",
    "2024-03-05 10:24:24.169360+0800 SpringBoard[57:57250] [app<com.example.myapp>:1234] Setting process visibility to: Foreground (taskState: Running) <SBApplicationProcessState: 0x4092d73e4>",
    "2024-03-05 10:23:47.986770+0800 MyApp[1234:574206] Task <88FD8CD3-3BEE-5E12-A855-9EE0E2B0A439>.<172> summary for task success {transaction_duration_ms=496, response_status=200, connection=35, reused=1, request_bytes=891, response_bytes=44229}",
    "2024-03-05 10:23:46.416666+0800 MyApp[1234:567890] [Analytics] queued event tap_like id=FFBAE640-3B2A-BE4A-B19F-8503A773ED57 batch=43",
    "2024-03-05 10:24:31.559180+0800 runningboardd[33:35307] [app<com.example.myapp(6181A330-9805-93B2-214A-66A53AF0D2E7)>:1234] Workspace assertion state update: Running, priority 2",
    "2024-03-05 10:23:53.626733+0800 MyApp[1234:570626] [C3 104.16.149.152:8000 tcp, url hash: 79ba13dc] event: client:connection_reused @49.682s",
    "2024-03-05 10:24:15.355 Df assertiond[68:10b52] [MyApp:1234] Attempting to acquire assertion for MyApp:1234: <BKProcessAssertion: 0xf98f437e8; \"com.apple.UIKit.activity\"; id:5-DDBCBA29-884D-E98D-223A-52FACE847628>",
    "2024-03-05 10:24:02.193 Df locationd[71:11a68] [com.apple.locationd.Core:Client] {\"msg\":\"CLClientManager#updateLocation\", \"client\":\"com.example.myapp\", \"accuracy\":12.00, \"event\":<private>}",
    "2024-03-05 10:23:48.826 Df MyApp[1234:8aa52] [com.apple.network:connection] [C8 17.253.194.58:443 tcp, url hash: af0770f5] event: client:connection_reused @86.498s",
    "2024-03-05 10:24:27.704 Df MyApp[1234:8aa52] -[MessageCell layoutSubviews] <MessageCell: 0x7fa3c2d0cec0>",
    "2024-03-05 10:23:52.266 Df MyApp[1234:8aa52] -[PhotoViewerViewController viewDidLoad] <PhotoViewerViewController: 0x7fa3c2d08450>",
    "2024-03-05 10:24:16.427 I  MyApp[1234:8cb94] [com.apple.coredata:] CoreData: annotation: fetch using NSSQLiteStatement <0x6000fac18a2f> returned 159 rows",
    "2024-03-05 10:23:53.885 Df kernel[0:b63] AppleKeyStore: operation failed (pid: 267 sel: 7 ret: e00002c2 '-536870206')",
    "2024-03-05 10:24:18.072 Df MyApp[1234:8beaf] [com.apple.CFNetwork:Summary] Task <2C3B11AB-4B64-CC6D-564B-F669C40048B6>.<91> summary for task success {transaction_duration_ms=391, response_status=200, connection=22, reused=1, request_bytes=803, response_bytes=7245}",
    "Mar  5 10:24:14 iPhone MyApp(CFNetwork)[1234] <Error>: Task <B0374F00-00E0-1F82-B1E5-D1C76A9772E2>.<52> finished with error [-1001] Error Domain=NSURLErrorDomain Code=-1001 \"The request timed out.\" UserInfo={_kCFStreamErrorCodeKey=-2102, NSErrorFailingURLStringKey=<private>}",
    "Mar  5 10:24:28 iPhone dasd(DuetActivitySchedulerDaemon)[102] <Notice>: com.apple.mediaanalysisd.photos:B7C0CA:[",
    "Mar  5 10:24:18 iPhone runningboardd(RunningBoard)[33] <Notice>: [app<com.example.myapp(A725AFA2-0EE4-9ABE-C011-930E9E9E6176)>:1234] Workspace assertion state update: Running, priority 6",
    "Mar  5 10:23:51 iPhone CommCenter(CommCenter)[88] <Notice>: #I [C54 10.0.1.183:443 tcp] data context pdp_ip0 active, ipv4 10.56.130.70",
    "Mar  5 10:23:51 iPhone apsd(ApplePushService)[92] <Notice>: <APSCourier: 0xa10d82bb7> connection 4 received message for enabled topic 'com.example.myapp' onInterface: NonCellular",
    "Mar  5 10:24:01 iPhone MyApp[1234] <Notice>: -[ImageCache storeImage:forKey:] key=https://cdn.example.com/img/bfd759ea98a8894b.jpg bytes=198080",
    "Mar  5 10:23:54 iPhone powerd[40] <Notice>: Process MyApp.1234 Created SystemIsActive \"application is active\" age:00:00:00 id:33137680997 [System: PrevIdle SysAct]",
    "Mar  5 10:24:14 iPhone backboardd(BackBoardServices)[64] <Debug>: [HIDEvents] post event: <BKHIDEventDescriptor: 0xe23a75656; type: digitizer; senderID: 0x99D32B9C65AED3AD> timestamp: 8250974124",
    "\t{name: BatteryLevelPolicy, policyWeight: 1.000, response: {33, 0.41}}",
    "\t{name: ThermalPolicy, policyWeight: 5.000, response: {0, 0.00}}",
    "\t] sumScores:0.000000, denominator:0.230000, FinalDecision: Can't Run",
    "\t] sumScores:0.000000, denominator:0.230000, FinalDecision: Can't Run",
    "    Date = \"Tue, 05 Mar 2024 02:23:45 GMT\";",
    "    \"Content-Type\" = \"application/json; charset=utf-8\";",
    "}",
    "}",
    "\t[C7.1.1 51923BD3-FB50-11C7-2DCF-456771ADBB5B 10.0.1.7.55686<->127.0.0.1:443]",
    "\t[C7.1.1 51923BD3-FB50-11C7-2DCF-456771ADBB5B 10.0.1.7.55686<->127.0.0.1:443]",
    "\tConnected Path: satisfied (Path is satisfied), interface: en0, ipv4, dns",
    "\tConnected Path: satisfied (Path is satisfied), interface: en0, ipv4, dns",
    "\tDuration: 0.644s, DNS @0.000s took 0.001s, TCP @0.002s took 0.019s, TLS took 0.046s",
    "\tDuration: 8.542s, DNS @0.000s took 0.009s, TCP @0.002s took 0.019s, TLS took 0.046s",
    "\tProbably at least one of the constraints in the following list is one you don't want.",
    "\tProbably at least one of the constraints in the following list is one you don't want.",
    "\t\"<NSLayoutConstraint:0x60004d80ee28 V:|-(8)-[UILabel:0x7fa3e3c24f6d]   (active, names: '|':UIView:0x7fa3cde9051f )>\"",
    "\t\"<NSLayoutConstraint:0x600091269bc0 UILabel:0x7fa32433fc0b.height == 44   (active)>\",",
]

/// Bytes the header fields of the formats are made of, substituted into lines to probe the hand parsers.
private let probeBytes: [UInt8] = Array(" []():0aF+-<>{}x\t.\n".utf8)

/// Every distinct, valid UTF-8 line the checks below run on: corpus files, format samples, benchmark lines.
private let corpusLines: [[UInt8]] = {
    var seen = Set<[UInt8]>()
    var lines: [[UInt8]] = []
    func add(_ line: [UInt8]) {
        var line = line
        if line.last == 13 { line.removeLast() }
        let valid = line.withUnsafeBytes { !ByteText.hasInvalidUTF8($0) }
        if valid, seen.insert(line).inserted { lines.append(line) }
    }
    for file in Fixtures.allLogs {
        guard let bytes = try? Fixtures.bytes(file) else { continue }
        for line in bytes.split(separator: 10, omittingEmptySubsequences: false) { add(Array(line)) }
    }
    for format in FormatCatalog.standard.formats { for sample in format.samples { add(Array(sample.utf8)) } }
    for line in benchmarkLines { add(Array(line.utf8)) }
    return lines
}()

/// Lines near the corpus lines: every prefix of the first 64 bytes, and single-byte substitutions there.
private let probeLines: [[UInt8]] = {
    var probes: [[UInt8]] = []
    for (number, line) in corpusLines.enumerated() where number % 4 == 0 {
        let head = min(line.count, 64)
        for cut in 0..<head { probes.append(Array(line[0..<cut])) }
        for position in 0..<head where line[position] < 0x80 {
            for byte in probeBytes where byte != line[position] {
                var copy = line
                copy[position] = byte
                probes.append(copy)
            }
        }
    }
    return probes
}()

@Suite("Hand parsers and prefilters agree with their patterns")
struct FastFormatTests {
    /// The regex's answer in the shape a hand parser gives.
    private func regexHit(_ format: LineFormat, index: Int, _ bytes: UnsafeRawBufferPointer) -> FormatHit? {
        guard let match = format.regex.makeMatcher().match(bytes, anchored: true) else { return nil }
        return FormatHit(index: index, match: match, groups: format.groups, in: bytes)
    }

    private func check(_ lines: [[UInt8]]) -> (decided: Int, unsure: Int) {
        var decided = 0, unsure = 0
        let formats = FormatCatalog.standard.formats
        for line in lines {
            line.withUnsafeBytes { bytes in
                for (index, format) in formats.enumerated() {
                    if case .none = format.fast { continue }
                    var hit = FormatHit(index: index)
                    let expected = regexHit(format, index: index, bytes)
                    let outcome = format.fast.evaluate(bytes, into: &hit)
                    if !line.contains(10) {
                        // What the record parser passes for lines its byte scan found free of line feeds.
                        var knownFree = FormatHit(index: index)
                        #expect(format.fast.evaluate(bytes, into: &knownFree, newlineFree: true) == outcome && knownFree == hit,
                                "\(format.name) newline-free path: \(String(decoding: line, as: UTF8.self))")
                    }
                    switch outcome {
                    case .match:
                        decided += 1
                        #expect(expected == hit, "\(format.name) hand parser: \(String(decoding: line, as: UTF8.self))")
                    case .noMatch:
                        decided += 1
                        #expect(expected == nil, "\(format.name) stand-in rejects a line its pattern accepts: \(String(decoding: line, as: UTF8.self))")
                    case .unsure:
                        unsure += 1
                    }
                }
            }
        }
        return (decided, unsure)
    }

    @Test("hand parsers give the pattern's groups and prefilters never reject a match, on every corpus line")
    func corpus() {
        #expect(FastFormat.enabled, "PCRE2 built with a newline other than LF: hand parsers are off")
        let result = check(corpusLines)
        #expect(result.decided > 1000)
    }

    @Test("the same on truncated and byte-substituted corpus lines")
    func probes() {
        _ = check(probeLines)
    }

    @Test("every hint word is found at every alignment, at the start, the end and alone")
    func hintsAtEveryAlignment() {
        let words = (EventRecognizer.vocabularyHints + EventRecognizer.diagnosticHints + [EventRecognizer.observerHint]).map { String(decoding: UnsafeRawBufferPointer(start: $0.utf8Start, count: $0.utf8CodeUnitCount), as: UTF8.self) }
        for word in words {
            for before in 0...5 {
                for after in 0...3 {
                    let text = Array(String(repeating: "x", count: before).utf8) + Array(word.utf8) + Array(String(repeating: "y", count: after).utf8)
                    text.withUnsafeBytes { m in
                        let hints = MessageHints(m)
                        #expect(hints.hasVocabulary == EventRecognizer.hasVocabulary(m), "\(before) \(word) \(after)")
                        #expect(hints.mayBeDiagnostic == EventRecognizer.mayBeDiagnostic(m), "\(before) \(word) \(after)")
                        #expect(hints.mayNameObserver == EventRecognizer.mayNameObserver(m), "\(before) \(word) \(after)")
                        #expect(hints.hasVocabulary || hints.mayBeDiagnostic, "\(before) \(word) \(after)")
                    }
                }
            }
        }
    }

    @Test("the one-pass message hints equal the per-needle checks")
    func hints() {
        for line in corpusLines + probeLines {
            line.withUnsafeBytes { m in
                let hints = MessageHints(m)
                #expect(hints.hasObjCToken == EventRecognizer.hasObjCToken(m))
                #expect(hints.hasCallShape == EventRecognizer.hasCallShape(m))
                #expect(hints.hasVocabulary == EventRecognizer.hasVocabulary(m))
                #expect(hints.mayBeDiagnostic == EventRecognizer.mayBeDiagnostic(m))
                #expect(hints.mayNameObserver == EventRecognizer.mayNameObserver(m))
            }
        }
    }
}

@Suite("UTF-8 validity scan")
struct UTF8ValidityTests {
    @Test("the eight-byte ASCII skip answers like the standard library's validation on random bytes")
    func matchesStandardValidation() {
        var seeded = SplitMix(seed: 42)
        let alphabet: [UInt8] = [0x41, 0x20, 0x7A, 0xC3, 0xA9, 0xE2, 0x80, 0x9C, 0xF0, 0x9F, 0x98, 0x80, 0xFF, 0xC0, 0xED, 0xA0, 0xBF]
        for _ in 0..<20_000 {
            let count = Int(seeded.next() % 40)
            let bytes = (0..<count).map { _ in seeded.next() % 3 == 0 ? alphabet[Int(seeded.next() % UInt64(alphabet.count))] : 0x61 }
            let expected = String(validating: bytes, as: UTF8.self) == nil
            let scanned = bytes.withUnsafeBytes { ByteText.hasInvalidUTF8($0) }
            #expect(scanned == expected, "\(bytes)")
            if scanned != expected { return }
        }
    }

    @Test("fixed-width shapes are the patterns they name and accept exactly digits in digit places")
    func fixedWidthShapes() {
        #expect(FixedBytes.dateDashes == FixedBytes("dddd-dd-"))
        #expect(FixedBytes.dayAndHour == FixedBytes("dd dd:dd"))
        #expect(FixedBytes.clock == FixedBytes("dd:dd:dd"))
        #expect(FixedBytes.microseconds == FixedBytes("d.dddddd"))
        let shape = FixedBytes("dd:dd:dd")
        for place in 0..<8 {
            for byte in UInt8.min...UInt8.max {
                var bytes: [UInt8] = Array("12:34:56".utf8)
                bytes[place] = byte
                let expected = place == 2 || place == 5 ? byte == 58 : ByteText.isDigit(byte)
                let fits = bytes.withUnsafeBytes { FastFormat.fixed($0.baseAddress!, at: 0, shape) }
                #expect(fits == expected, "byte \(byte) at \(place)")
                if fits != expected { return }
            }
        }
    }

    @Test("the bracket search finds the first bracket at every length and position, from every start")
    func firstBracketAtEveryPosition() {
        for count in 0...40 {
            for position in 0..<max(count, 1) {
                for bracket: UInt8 in [91, 93] {
                    var bytes = [UInt8](repeating: 0x61, count: count)
                    if position < count { bytes[position] = bracket }
                    if position + 3 < count { bytes[count - 1] = 91 }
                    for from in 0...count {
                        let expected = (from..<count).first { bytes[$0] == 91 || bytes[$0] == 93 }
                        let found = bytes.withUnsafeBytes { FastFormat.firstBracket($0, from: from) }
                        #expect(found == expected, "length \(count), bracket at \(position), from \(from)")
                        if found != expected { return }
                    }
                }
            }
        }
    }

    @Test("the byte class table says of every byte what the byte predicates say")
    func byteClassesMatchThePredicates() {
        for value in 0...255 {
            let b = UInt8(value), classes = ByteClass.of(b)
            #expect((classes & ByteClass.identifierStart != 0) == ByteText.isIdentifierStart(b), "\(value)")
            #expect((classes & ByteClass.identifier != 0) == ByteText.isIdentifier(b), "\(value)")
            #expect((classes & ByteClass.className != 0) == (ByteText.isIdentifier(b) || b == ASCII.period), "\(value)")
            let hex = Character(UnicodeScalar(b)).hexDigitValue
            #expect((classes & ByteClass.hexDigit != 0) == (b < 0x80 && hex != nil), "\(value)")
            #expect(ByteClass.hexValue(b) == (b < 0x80 ? hex.map(UInt8.init) ?? 0xFF : 0xFF), "\(value)")
        }
        let digits = Array("0x7FA3c2d0a1b0".utf8)
        #expect(digits.withUnsafeBytes { ByteText.hex($0, 0..<digits.count) } == 0x7fa3c2d0a1b0)
        #expect(digits.withUnsafeBytes { ByteText.hex($0, 0..<digits.count - 1) } == 0x7fa3c2d0a1b)
        let bad = Array("0x7fg".utf8)
        #expect(bad.withUnsafeBytes { ByteText.hex($0, 0..<bad.count) } == nil)
    }

    @Test("the 32-byte scan for escapes, line feeds and high bytes finds the first at every length and position, alone or with another at the end")
    func escapeOrHighByteScanFindsTheFirst() {
        for count in 0...100 {
            let plain = [UInt8](repeating: 0x61, count: count)
            #expect(plain.withUnsafeBytes { ByteText.firstSpecialByte($0) } == nil)
            for position in 0..<count {
                for special: UInt8 in [0x1B, 0x0A, 0x80, 0xFF] {
                    // Alone (`<A: 0x1> → f()`: the arrow at bytes 14 to 16 of 35 was missed once, the
                    // last sixteen bytes being clean), and with a second special byte last.
                    for marksTheEnd in [false, true] where !marksTheEnd || position + 1 < count {
                        var bytes = plain
                        bytes[position] = special
                        if marksTheEnd { bytes[count - 1] = 0xC3 }
                        let found = bytes.withUnsafeBytes { ByteText.firstSpecialByte($0) }
                        #expect(found == position, "length \(count), byte \(special) at \(position), end marked: \(marksTheEnd)")
                        if found != position { return }
                    }
                }
            }
        }
    }
}

/// A small deterministic generator, so a failure names the same bytes on every run.
private struct SplitMix {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

@Suite("Byte scanners that stand in for recognizer patterns")
struct RecognizerScannerTests {
    static let descriptions: [[UInt8]] = [
        "<A: 0x1>", "<A:0x1>", "<A 0x1>", "<A(0x1)>", "<A(0x1) ", "<A(0x1)x", "<A: 0x1)", "<A: 0x>", "<A:  0x1>", "<A: 0X1>",
        "<A.B$c_1: 0xdeadBEEF;", "<A: 0x1,", "<A: 0x1\t", "<A: 0x1", "<<A: 0x1>", "<1A: 0x1>", "< A: 0x1>", "x <A: 0x12g>",
        "<A: 0x1> <B: 0x2>", "<A:\t0x1>", "<A: 0x1)>", "<A(0x1))>", "<_$: 0x0>",
    ].map { Array($0.utf8) }

    @Test("the first-byte guard of isGenericOwner rejects no generic owner")
    func genericOwnersStartWithUIOrNS() {
        for owner in ClassName.genericOwners {
            #expect(ClassName.isGenericOwner(owner), "\(owner)")
        }
        #expect(!ClassName.isGenericOwner("SettingsViewController"))
        #expect(!ClassName.isGenericOwner("UIViewControllerX"))
        #expect(!ClassName.isGenericOwner(""))
    }

    @Test("the description scanner finds what the pattern finds, from any start, on corpus, probe and edge lines")
    func descriptionScannerMatchesPattern() throws {
        let matcher = try Regex(EventRecognizer.description).makeMatcher()
        for line in corpusLines + probeLines + Self.descriptions {
            line.withUnsafeBytes { m in
                // A search from `start` depends only on the first `<` at or after it: every `<`,
                // the byte after it, and a sample of other starts cover all cases.
                let starts = Set((0..<m.count).filter { m[$0] == 60 }.flatMap { [$0, $0 + 1] } + stride(from: 0, to: m.count, by: 16))
                for start in starts.sorted() where start < m.count {
                    let expected = matcher.match(m, from: start).map { DescriptionScanner.Found(whole: $0.range, cls: $0[1]!, addr: $0[2]!) }
                    let scanned = DescriptionScanner.first(in: m, from: start)
                    #expect(scanned == expected, "\(String(decoding: line, as: UTF8.self)) from \(start)")
                    if scanned != expected { return }
                }
            }
        }
    }

    @Test("the source-line precheck never rejects text the suffix pattern matches")
    func sourceLinePrecheckIsNecessary() throws {
        let suffix = try Regex(EventRecognizer.sourceLinePattern).makeMatcher()
        let samples = [",63", " ,63", " [第54行]", "[第54行]", " line 12", "line12", "L3", " L 3", "\tL3", ", 3", " <A: 0x1>", "", "L"]
        for line in corpusLines + samples.map({ Array($0.utf8) }) {
            line.withUnsafeBytes { m in
                // The pattern can only match where one of these bytes starts the text.
                for start in 0..<m.count where m[start] == 44 || m[start] == 91 || m[start] == 108 || m[start] == 76 || m[start] == 32 || m[start] == 9 {
                    let rest = UnsafeRawBufferPointer(rebasing: m[start...])
                    if suffix.match(rest, anchored: true) != nil {
                        #expect(EventRecognizer.mayStartWithSourceLine(rest), "\(String(decoding: rest, as: UTF8.self))")
                    }
                }
            }
        }
    }
}

extension RecognizerScannerTests {
    @Test("the marker precheck only rules out lines where the marker pattern matches nothing")
    func markerPrecheckIsNecessary() throws {
        let markers = try Regex(EventRecognizer.markerPattern).makeMatcher()
        let samples = ["1. viewDidLoad", "Step 2 -- viewWillAppear", "self=<A: 0x1> viewDidLoad()", "self = <A: 0x1> x", "• viewDidLoad",
                       "⬇️ ---- viewDidLoad", "<A: 0x1> viewDidLoad()", "[A] viewDidLoad()", "_x", "$y", "A viewDidLoad()", "selfish", "Stepper"]
        for line in corpusLines + samples.map({ Array($0.utf8) }) {
            line.withUnsafeBytes { m in
                guard !EventRecognizer.mayStartWithMarker(m) else { return }
                let match = markers.match(m, anchored: true)
                #expect(match == nil || match!.range.isEmpty, "\(String(decoding: m, as: UTF8.self))")
            }
        }
    }
}

extension RecognizerScannerTests {
    /// Token-like text assembled from parts that exercise every branch of the pattern.
    static func generatedTokens(count: Int) -> [[UInt8]] {
        var rng = SplitMix(seed: 7)
        func pick<T>(_ items: [T]) -> T { items[Int(rng.next() % UInt64(items.count))] }
        let prefixes: [[UInt8]] = ["", "x ", "__29", "___1", "__", "_9", "1", "a__12"].map { Array($0.utf8) }
        let signs: [[UInt8]] = ["-[", "+[", "-", "[", "-(["].map { Array($0.utf8) }
        let receivers: [[UInt8]] = ["VC", "My.VC$1", "<VC: 0x1>", "<é>", "<>", "<a<b>", "9VC", "_", "<\u{1}>"].map { Array($0.utf8) }
            + [[60, 0xC3, 62], [60, 0xFF, 62], [60, 0xE2, 0x80, 62]]
        let categories: [[UInt8]] = ["", "(Cat)", "()", "(a.b)", "(x"].map { Array($0.utf8) }
        let gaps: [[UInt8]] = [" ", "", "  "].map { Array($0.utf8) }
        // With a tracer's values after the last colon (Logos' `%log`), and near misses of them.
        let selectors: [[UInt8]] = ["viewDidLoad", "a:", "a:b:", "a:b", "a::", "9a", "$s:", "set_x:y:z:", "a:1", "a:YES", "a:-0.5",
                                    "a:b:c", "a:<X: 0x1>", "a:<>", "a:<é>", "a:(null)", "a:(nil)", "a:<a<b>", "a:1 b", "a:b.c:", "a:$",
                                    "a:0x1F", "a:0x", "a:0xg", "a:0X1", "a:-", "a:-1.", "a:1.5.2", "a:12.", "a:b:0x1c0", "a:-0x2"]
            .map { Array($0.utf8) } + [Array("a:<".utf8) + [0xFF, 62]]
        let closes: [[UInt8]] = ["]", "]_block_invoke", "]_block", "", "]]"].map { Array($0.utf8) }
        let tails: [[UInt8]] = ["", " -[B c]", " <A: 0x1>", ",63"].map { Array($0.utf8) }
        return (0..<count).map { _ in
            pick(prefixes) + pick(signs) + pick(receivers) + pick(categories) + pick(gaps) + pick(selectors) + pick(closes) + pick(tails)
        }
    }

    /// `-[Class selector] <Class: 0x…>` messages built from parts at and beside every edge of the
    /// plain-call shape: normalised and generic classes, observer and diagnostic words, `self`,
    /// descriptions of other classes or spelled otherwise, long names and text after them.
    static func generatedPlainCalls(count: Int) -> [[UInt8]] {
        var rng = SplitMix(seed: 13)
        func pick(_ items: [String]) -> String { items[Int(rng.next() % UInt64(items.count))] }
        let prefixes = ["", "", "", " ", "__29", "x "]
        let signs = ["-[", "-[", "+[", "-(["]
        let classes = ["FeedVC", "FeedVC", "MyApp.FeedVC", "_TtC5MyApp6FeedVC", "_NSZombie_FeedVC", "_NSZombie_", "NSNotificationCenter",
                       "UIViewController", "NSNotificationCenter", "MyselfVC", "self", "a.9b", "_TtC5MyApp69abc", "addObserverVC",
                       "removeObserverVC", "UIViewControllerHierarchyInconsistency", String(repeating: "LongName", count: 25), "VC(Cat)"]
        // What descriptions print: the token's spelling, or the name it normalises to.
        let normalised = ["FeedVC", "9b", "abc", "", "_NSZombie_", "VC"]
        let selectors = ["viewDidLoad", "viewWillAppear:", "initWithNibName:bundle:", "dealloc", "addObserver:selector:name:object:",
                         "removeObserver:", "didMoveToParentViewController:", "setSelfTest:", "foo"]
        let closes = ["]", "]", "]", "]_block_invoke", ""]
        let gaps = [" ", " ", " ", "", "  ", "\t", ",63 ", "x", "=", ":"]
        let addresses = ["0x7fa3c2d00110", "0x1", "0x0", "0x01", "0x7FA3", "0x", "0x1234567890abcdef", "0x1234567890abcdef0"]
        let tails = [">", ">", ">", "> ", ">x", "", ">>", ")>", "> -[A b]", "> addObserver", "> message sent to deallocated instance"]
        let long = String(repeating: "LongName", count: 24)
        // Edges the random draw may miss: a description of 200 and of 201 bytes, a block body.
        let edges = ["-[\(long)V viewDidLoad] <\(long)V: 0x1>", "-[\(long)V viewDidLoad] <\(long)V: 0x12>",
                     "-[\(long)V viewDidLoad] <\(long)V: 0x123>", "-[A viewDidLoad]_block_invoke <A: 0x1>", "-[A viewDidLoad]_block_invoke"]
        return edges.map { Array($0.utf8) } + (0..<count).map { _ in
            let name = pick(classes)
            let described = rng.next() % 3 == 0 ? pick(classes + normalised) : name
            var message = pick(prefixes) + pick(signs) + name + " " + pick(selectors) + pick(closes)
            if rng.next() % 5 != 0 {
                message += pick(gaps) + "<" + (rng.next() % 7 == 0 ? "FeedVC" : described) + (rng.next() % 9 == 0 ? ":" : ": ") + pick(addresses) + pick(tails)
            }
            return Array(message.utf8)
        }
    }

    @Test("a plain call line gives the event the general path gives, on corpus, probe and generated messages")
    func plainCallsMatchTheGeneralPath() {
        let fast = EventRecognizer(), general = EventRecognizer()
        general.usesPlainCalls = false
        var taken = 0
        let probes = probeLines.enumerated().filter { $0.offset % 4 == 0 }.map(\.element)
        for line in corpusLines + probes + Self.generatedPlainCalls(count: 20000) {
            line.withUnsafeBytes { whole in
                // Messages start anywhere in a line: from the line's start and from every `-[` and `+[`.
                let starts = [0] + (0..<max(0, whole.count - 1)).filter { (whole[$0] == 45 || whole[$0] == 43) && whole[$0 + 1] == 91 }
                for start in Set(starts).sorted() where start < whole.count {
                    let m = UnsafeRawBufferPointer(rebasing: whole[start...])
                    guard let hints = EventRecognizer.hints(m) else { continue }
                    if fast.plainCall(in: m, hints: hints, emit: { _ in }) { taken += 1 }
                    var expected: [RecognizedEvent] = [], found: [RecognizedEvent] = []
                    general.recognize(m) { expected.append($0) }
                    fast.recognize(m) { found.append($0) }
                    #expect(found == expected, "\(String(decoding: m, as: UTF8.self))")
                    if found != expected { return }
                }
            }
        }
        // The shape is common in the corpus and in the generated messages: most must take it.
        #expect(taken > 3000)
    }

    /// `<Type: 0x…> function` messages built from parts at and beside every edge of the pattern.
    static func generatedDescriptionCalls(count: Int) -> [[UInt8]] {
        var rng = SplitMix(seed: 11)
        func pick(_ items: [String]) -> [UInt8] { Array(items[Int(rng.next() % UInt64(items.count))].utf8) }
        let classes = ["MyApp.VC", "VC", "_$x.1", "", "a b", "é", "VC:"]
        let addresses = ["0x1", "0x7fa3C2d0", "0x", "0X1", "1", "0x1g"]
        // A view's fields after the address, nested descriptions and cut ones among them.
        let fields = ["", "", "; frame = (0 88; 390 44); layer = <CALayer: 0x6>", "; a = <b>", ";", "; x = <y", "; <", "; a = <b <c>>", "; >"]
        let braces = ["", "{}", "{a b}", "{x", "{}}", ":", "{}:", "::", ": ", " -", " --", " ->", " -->", " ->>", " =>", " ==>", " =",
                      " |", " ||", "{} -", " - -", " -x", " -:", ": -"]
        let gaps = [" ", "", "  ", "\t"]
        let types = ["", "VC ", "My.VC ", "My. ", "$x ", "1x ", "My.VC", "a.b.c ", "x.$y "]
        let functions = ["viewDidLoad()", "viewWillAppear(_:)", "init(nibName:bundle:)", "a(b)", "a(b:", "deinit", "foo:", "foo:bar:",
                         "foo:bar", "_:", "$x", "x()y", "f(_:_:)", "g(:)", "h()", "A.b()"]
        let tails = ["", " rest", "\tx", ":", ": rest", ":x", "::", ":\t", "()", " ", "x", " é", "\n", " a\nb", "\r"]
        return (0..<count).map { _ in
            Array("<".utf8) + pick(classes) + Array(": ".utf8) + pick(addresses) + pick(fields) + Array(">".utf8) + pick(braces) + pick(gaps)
                + pick(types) + pick(functions) + pick(tails)
        }
    }

    @Test("the description-call scanner answers like its pattern, or defers, on corpus, probe and generated messages")
    func descriptionCallScannerMatchesPattern() throws {
        let matcher = try Regex(EventRecognizer.descriptionFirstPattern).makeMatcher()
        var decided = 0
        // Every fourth probe: the probes repeat each corpus line dozens of times with one byte changed.
        let probes = probeLines.enumerated().filter { $0.offset % 4 == 0 }.map(\.element)
        for line in corpusLines + probes + Self.generatedDescriptionCalls(count: 6000) {
            line.withUnsafeBytes { whole in
                // Messages start anywhere in a line: from every `<`.
                for start in (0..<whole.count) where whole[start] == 60 {
                    let m = UnsafeRawBufferPointer(rebasing: whole[start...])
                    let expected = matcher.match(m, anchored: true).map {
                        DescriptionCallScanner.Match(cls: $0[1]!, addr: $0[2]!, cls2: $0[3], fn: $0[4]!, rest: $0[5]!)
                    }
                    switch DescriptionCallScanner.scan(m) {
                    case .unsure:
                        continue
                    case let .match(found):
                        decided += 1
                        #expect(found == expected, "\(String(decoding: m, as: UTF8.self))")
                        if found != expected { return }
                    case .noMatch:
                        decided += 1
                        #expect(expected == nil, "\(String(decoding: m, as: UTF8.self))")
                        if expected != nil { return }
                    }
                }
            }
        }
        #expect(decided > 5000)
    }

    @Test("the ObjC token scanner finds what the pattern finds, from every start, on corpus, probe and generated lines")
    func objcTokenScannerMatchesPattern() throws {
        let matcher = try Regex(EventRecognizer.objcTokenPattern).makeMatcher()
        for line in corpusLines + probeLines + Self.generatedTokens(count: 4000) {
            line.withUnsafeBytes { m in
                // A search from `start` depends on the candidates at or after it: every `[`, the two
                // bytes before it, and a sample of other starts cover all cases.
                let brackets = (0..<m.count).filter { m[$0] == 91 }
                let starts = Set(brackets.flatMap { [$0 - 4, $0 - 3, $0 - 2, $0 - 1, $0] } + stride(from: 0, to: m.count, by: 16)).filter { $0 >= 0 }
                for start in starts.sorted() where start < m.count {
                    let expected = matcher.match(m, from: start).map {
                        ObjCTokenScanner.Token(whole: $0.range, pre: $0[1], kind: $0[2]!, receiver: $0[3]!, category: $0[4], selector: $0[5]!, argument: $0[6], post: $0[7])
                    }
                    let scanned = ObjCTokenScanner.first(in: m, from: start)
                    #expect(scanned == expected, "\(Array(m)) from \(start)")
                    if scanned != expected { return }
                }
            }
        }
    }
}

@Suite("Anchored patterns answer without PCRE2 when the first byte cannot begin a match")
struct AnchoredOpeningTests {
    /// Every pattern anchored with `^` that the recognizer and the standard formats run.
    static let anchoredPatterns: [String] = {
        let recognizer = EventRecognizer()
        let patterns = recognizer.swiftShapes.map(\.matcher.regex.pattern)
            + [recognizer.markers, recognizer.frameLine, recognizer.swiftFileTag, recognizer.diagnostics].map(\.regex.pattern)
            + FormatCatalog.standard.formats.map(\.regex.pattern)
        return Array(Set(patterns.filter { $0.hasPrefix("^") })).sorted()
    }()

    /// The groups of `outcome`, or nil when it did not match (a failure is its own answer).
    private static func groups(_ outcome: RegexOutcome, count: Int) -> [Range<Int>?]? {
        switch outcome {
        case let .matched(match): return (0...count).map { match[$0] }
        case .noMatch: return nil
        case .failed: return [0..<0, nil]
        }
    }

    @Test("Each anchored pattern answers every corpus line, message start and first byte as PCRE2 does when asked")
    func skipsOnlyWhatCannotMatch() throws {
        #expect(Self.anchoredPatterns.count >= 10)
        // The subjects: corpus lines, where their messages may start (after a space), and the
        // same with every ASCII byte in front.
        var subjects: [[UInt8]] = []
        for (number, line) in corpusLines.enumerated() where number % 3 == 0 {
            subjects.append(line)
            for start in 1..<max(1, min(line.count, 80)) where line[start - 1] == 32 { subjects.append(Array(line[start...])) }
        }
        for (number, line) in corpusLines.enumerated() where number % 40 == 0 {
            for byte in UInt8(0)..<128 { subjects.append([byte] + line.drop { $0 != 32 }) }
        }
        var skipped = 0
        for pattern in Self.anchoredPatterns {
            let original = try Regex(pattern)
            #expect(original.isAnchored, "\(pattern)")
            let opening = Regex.bytesThatCanBegin(original.code)
            let fast = original.makeMatcher(), plain = RegexMatcher(regex: original, checksOpening: false)
            for subject in subjects {
                subject.withUnsafeBytes { m in
                    let expected = Self.groups(plain.search(m, anchored: true), count: original.captureCount)
                    let actual = Self.groups(fast.search(m, anchored: true), count: original.captureCount)
                    #expect(actual == expected, "\(pattern) on \(m.first.map { String($0) } ?? "-") \(String(decoding: m, as: UTF8.self))")
                    if let first = m.first, !opening[Int(first)] { skipped += 1 }
                }
            }
        }
        // The shortcut is taken often, or this test would prove nothing about it.
        #expect(skipped > 10_000)
    }
}
