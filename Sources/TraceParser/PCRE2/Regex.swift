import CPCRE2
import Foundation

/// A compiled, JIT-accelerated PCRE2 pattern. Immutable after compilation (its JIT code is
/// made once, under a lock, before its first match), so one value can be shared by every thread;
/// each thread matches through its own ``RegexMatcher``.
public final class Regex: @unchecked Sendable {
    /// The source text of the pattern.
    public let pattern: String
    let code: OpaquePointer
    /// True when the pattern itself is anchored (`^…`): then matching never passes PCRE2_ANCHORED,
    /// which would make PCRE2 fall back from JIT code to its interpreter.
    public let isAnchored: Bool
    /// The bytes a match can start with, as PCRE2's study of the pattern knows them (nil when any
    /// byte can). Lets callers skip a pattern for a line without calling into PCRE2 at all.
    public let firstBytes: [Bool]?
    /// Names of the capture groups, indexed by group number (index 0 is the whole match).
    public let groupNames: [String?]
    private let groupIndexByName: [String: Int]
    /// For a pattern anchored at the subject's start: 1 for each byte a match can begin with
    /// (``bytesThatCanBegin(_:)``), worked out once, when a matcher first needs it (``openingBytes()``).
    private var openingTable: UnsafeMutablePointer<UInt8>?
    /// Guards what is worked out on first use: `openingTable` and `isJITCompiled`.
    private let lazyStateLock = NSLock()
    /// True once PCRE2 was asked for JIT code (``compileForJIT()``); guarded by `lazyStateLock`.
    private var isJITCompiled = false

    /// Compile `pattern`. Invalid UTF-8 in subjects never crashes or misleads a match:
    /// the pattern is compiled with `PCRE2_UTF | PCRE2_MATCH_INVALID_UTF`.
    public init(_ pattern: String, caseless: Bool = false) throws {
        self.pattern = pattern
        var errorCode: Int32 = 0
        var errorOffset: Int = 0
        var options = UInt32(PCRE2_UTF) | UInt32(PCRE2_MATCH_INVALID_UTF)
        if caseless { options |= UInt32(PCRE2_CASELESS) }
        func compile(_ text: String) -> OpaquePointer? {
            text.utf8CString.withUnsafeBufferPointer { buffer in
                buffer.baseAddress!.withMemoryRebound(to: UInt8.self, capacity: buffer.count) {
                    pcre2_compile_8($0, buffer.count - 1, options, &errorCode, &errorOffset, nil)
                }
            }
        }
        // The JIT-safe spelling (NegatedEscapes); an error is reported against the text as written.
        let safe = NegatedEscapes.bracketed(pattern)
        guard let code = compile(safe) ?? (safe == pattern ? nil : compile(pattern)) else {
            throw RegexError(message: RegexError.message(forCode: errorCode), offset: errorOffset, pattern: pattern)
        }
        self.code = code
        var allOptions: UInt32 = 0
        pcre2_pattern_info_8(code, UInt32(PCRE2_INFO_ALLOPTIONS), &allOptions)
        isAnchored = allOptions & UInt32(PCRE2_ANCHORED) != 0
        firstBytes = Regex.possibleFirstBytes(code)
        var captureCount: UInt32 = 0
        pcre2_pattern_info_8(code, UInt32(PCRE2_INFO_CAPTURECOUNT), &captureCount)
        var names = [String?](repeating: nil, count: Int(captureCount) + 1)
        var nameCount: UInt32 = 0
        var entrySize: UInt32 = 0
        var table: UnsafePointer<UInt8>? = nil
        pcre2_pattern_info_8(code, UInt32(PCRE2_INFO_NAMECOUNT), &nameCount)
        pcre2_pattern_info_8(code, UInt32(PCRE2_INFO_NAMEENTRYSIZE), &entrySize)
        pcre2_pattern_info_8(code, UInt32(PCRE2_INFO_NAMETABLE), &table)
        var byName: [String: Int] = [:]
        if let table, nameCount > 0 {
            for entry in 0..<Int(nameCount) {
                let base = table + entry * Int(entrySize)
                let number = Int(base[0]) << 8 | Int(base[1])
                var end = 2
                while end < Int(entrySize), base[end] != 0 { end += 1 }
                let name = String(decoding: UnsafeBufferPointer(start: base + 2, count: end - 2), as: UTF8.self)
                names[number] = name
                byName[name] = number
            }
        }
        groupNames = names
        groupIndexByName = byName
    }

    deinit {
        pcre2_code_free_8(code)
        openingTable?.deallocate()
    }

    /// Makes the pattern's JIT code, once, on the first call from any thread. Compiling it when the
    /// pattern is made cost every run about 200,000 instructions per pattern, most of which a run
    /// never tries (the recogniser and the format catalogue hold about fifty). A JIT failure (an
    /// unsupported platform) only costs speed: PCRE2 then interprets.
    func compileForJIT() {
        lazyStateLock.lock()
        defer { lazyStateLock.unlock() }
        guard !isJITCompiled else { return }
        _ = pcre2_jit_compile_8(code, UInt32(PCRE2_JIT_COMPLETE))
        isJITCompiled = true
    }

    /// The opening bytes of this anchored pattern, worked out on the first call from any thread
    /// (matchers are made per thread and sometimes per call: each working them out again cost
    /// 128 matches every time).
    func openingBytes() -> UnsafePointer<UInt8> {
        lazyStateLock.lock()
        defer { lazyStateLock.unlock() }
        if let table = openingTable { return UnsafePointer(table) }
        let table = UnsafeMutablePointer<UInt8>.allocate(capacity: 256)
        for (index, may) in Regex.bytesThatCanBegin(code).enumerated() { table[index] = may ? 1 : 0 }
        openingTable = table
        return UnsafePointer(table)
    }

    /// PCRE2_INFO_FIRSTCODETYPE 1 means one literal first byte; otherwise PCRE2_INFO_FIRSTBITMAP
    /// may give the set of possible first bytes.
    private static func possibleFirstBytes(_ code: OpaquePointer) -> [Bool]? {
        var type: UInt32 = 0
        pcre2_pattern_info_8(code, UInt32(PCRE2_INFO_FIRSTCODETYPE), &type)
        if type == 1 {
            var unit: UInt32 = 0
            pcre2_pattern_info_8(code, UInt32(PCRE2_INFO_FIRSTCODEUNIT), &unit)
            var set = [Bool](repeating: false, count: 256)
            guard unit < 256 else { return nil }
            set[Int(unit)] = true
            // PCRE2_CASELESS patterns report one case only; stay conservative for letters.
            if let scalar = Unicode.Scalar(unit), Character(scalar).isLetter { return nil }
            return set
        }
        var bitmap: UnsafePointer<UInt8>? = nil
        pcre2_pattern_info_8(code, UInt32(PCRE2_INFO_FIRSTBITMAP), &bitmap)
        guard let bitmap else { return nil }
        return (0..<256).map { bitmap[$0 >> 3] & (1 << UInt8($0 & 7)) != 0 }
    }

    /// Whether each byte alone could begin a match of the anchored `code`: a match or a partial one
    /// (or a limit, which decides nothing) says it could; bytes from 0x80 up always may.
    static func bytesThatCanBegin(_ code: OpaquePointer) -> [Bool] {
        guard let data = pcre2_match_data_create_from_pattern_8(code, nil) else { return [Bool](repeating: true, count: 256) }
        defer { pcre2_match_data_free_8(data) }
        var set = [Bool](repeating: true, count: 256)
        for byte in 0..<128 {
            var subject = UInt8(byte)
            let rc = pcre2_match_8(code, &subject, 1, 0, UInt32(PCRE2_PARTIAL_HARD) | UInt32(PCRE2_NO_JIT), data, nil)
            set[byte] = rc != PCRE2_ERROR_NOMATCH
        }
        return set
    }

    /// False when no match can start with `byte`.
    @inline(__always)
    public func canStart(with byte: UInt8) -> Bool { firstBytes?[Int(byte)] ?? true }

    /// The number of the group called `name`, if the pattern has one.
    public func groupIndex(named name: String) -> Int? { groupIndexByName[name] }

    /// Number of capture groups (not counting the whole match).
    public var captureCount: Int { groupNames.count - 1 }

    /// A matcher owning reusable match data for this pattern; keep one per thread.
    public func makeMatcher() -> RegexMatcher { RegexMatcher(regex: self) }
}

/// Matches one ``Regex`` against byte buffers, reusing its match data for every call, under
/// ``RegexLimits``. Not thread-safe: give each thread its own.
public final class RegexMatcher {
    /// The pattern this matcher runs.
    public let regex: Regex
    private let matchData: OpaquePointer
    /// Calls of ``match(_:from:anchored:)`` that PCRE2 could not answer (a limit was reached), which
    /// that method reports as nil: callers that do not switch over ``search(_:from:anchored:)``
    /// read this to count and warn. A matcher belongs to one thread, so the two counters skip the
    /// run-time exclusivity check (two per recognised Objective-C event on the pipelined path).
    @exclusivity(unchecked) public private(set) var failures = 0
    /// The most recent such failure.
    @exclusivity(unchecked) public private(set) var lastFailure: RegexFailure?
    /// For a pattern anchored at the subject's start (`^…`), which PCRE2's study leaves without
    /// first bytes: 1 for each byte a match can begin with (``Regex/openingBytes()``), fetched on
    /// this matcher's first search from offset 0, so patterns a run never tries cost nothing. A
    /// subject that starts with another byte is answered without calling PCRE2, where each call
    /// costs hundreds of instructions even when the first byte fails (a Swift shape tried on
    /// `[Tag] text`). Raw bytes: reading an array here retained it on every search.
    @exclusivity(unchecked) private var openingBytes: UnsafePointer<UInt8>?
    /// True for anchored patterns; false only where a test compares the shortcut with PCRE2's answer.
    private let checksOpening: Bool
    /// True once this matcher made sure its pattern has JIT code (``Regex/compileForJIT()``), so
    /// that only its first search takes the pattern's lock.
    @exclusivity(unchecked) private var hasJITCode = false

    init(regex: Regex, checksOpening: Bool = true) {
        self.regex = regex
        self.checksOpening = checksOpening && regex.isAnchored
        matchData = pcre2_match_data_create_from_pattern_8(regex.code, nil)
    }

    deinit { pcre2_match_data_free_8(matchData) }

    /// False when `byte` cannot begin a match of this anchored pattern at the subject's start.
    @inline(__always)
    private func mayOpen(with byte: UInt8) -> Bool {
        if let openingBytes { return openingBytes[Int(byte)] != 0 }
        let table = regex.openingBytes()
        openingBytes = table
        return table[Int(byte)] != 0
    }

    /// Match against `subject[start...]`: a match (its ranges are byte offsets into `subject`),
    /// no match, or a failure when PCRE2 reached one of ``RegexLimits``.
    @inline(__always)
    public func search(_ subject: UnsafeRawBufferPointer, from start: Int = 0, anchored: Bool = false) -> RegexOutcome {
        // PCRE2_MATCH_INVALID_UTF makes invalid sequences safe inside the matcher, so the O(n)
        // up-front validity check of the whole subject on every call is pure cost.
        var options: UInt32 = (anchored && !regex.isAnchored ? UInt32(PCRE2_ANCHORED) : 0) | UInt32(PCRE2_NO_UTF_CHECK)
        if start == 0, checksOpening, let b = subject.first, !mayOpen(with: b) { return .noMatch }
        if !hasJITCode {
            regex.compileForJIT()
            hasJITCode = true
        }
        var byte: UInt8 = 0
        return withUnsafeMutablePointer(to: &byte) { empty in
            let base = subject.baseAddress?.assumingMemoryBound(to: UInt8.self) ?? UnsafePointer(empty)
            var rc = pcre2_match_8(regex.code, base, subject.count, start, options, matchData, RegexLimits.context.pointer)
            if rc == PCRE2_ERROR_JIT_STACKLIMIT {
                // The JIT's fixed stack is small; the interpreter backtracks on the heap, bounded
                // by the depth and heap limits, so it can still answer.
                options |= UInt32(PCRE2_NO_JIT)
                rc = pcre2_match_8(regex.code, base, subject.count, start, options, matchData, RegexLimits.context.pointer)
            }
            if rc > 0 {
                return .matched(RegexMatch(owner: self, ovector: pcre2_get_ovector_pointer_8(matchData), count: Int(rc),
                                           capacity: regex.groupNames.count))
            }
            // rc == 0 means the ovector was too small, which match data made from the pattern never is.
            guard let failure = RegexFailure(code: rc == 0 ? -1 : rc) else { return .noMatch }
            return .failed(failure)
        }
    }

    /// Match against `subject[start...]`; on success the returned ranges are byte offsets
    /// into `subject`. An unset optional group has a `nil` range. nil both for no match and for a
    /// failure (counted in ``failures``); use ``search(_:from:anchored:)`` to tell them apart.
    @inline(__always)
    public func match(_ subject: UnsafeRawBufferPointer, from start: Int = 0, anchored: Bool = false) -> RegexMatch? {
        switch search(subject, from: start, anchored: anchored) {
        case let .matched(match): return match
        case .noMatch: return nil
        case let .failed(failure):
            failures += 1
            lastFailure = failure
            return nil
        }
    }

    /// Convenience for tests and cold paths: match a Swift string.
    public func match(_ text: String) -> (match: RegexMatch, bytes: [UInt8])? {
        let bytes = Array(text.utf8)
        let result = bytes.withUnsafeBytes { match($0) }
        return result.map { ($0, bytes) }
    }
}

/// The group ranges of one successful match. It reads the matcher's reused match data,
/// so it is valid only until that matcher's next call (no allocation per match); it holds the matcher alive.
public struct RegexMatch {
    /// Keeps the matcher (and so its match data) alive as long as the match is used: reading a
    /// match of a temporary `regex.makeMatcher()` was a use-after-free the fuzzer and ASan found.
    private let owner: RegexMatcher
    private let ovector: UnsafeMutablePointer<Int>
    private let count: Int

    init(owner: RegexMatcher, ovector: UnsafeMutablePointer<Int>, count: Int, capacity: Int) {
        self.owner = owner
        self.ovector = ovector
        self.count = min(count, capacity)
    }

    /// The byte range of group `index`, or nil when the group did not participate.
    @inline(__always)
    public subscript(index: Int) -> Range<Int>? {
        guard index < count else { return nil }
        let lower = ovector[2 * index], upper = ovector[2 * index + 1]
        // PCRE2_UNSET is SIZE_MAX, which reads as -1 through Int.
        guard lower >= 0, lower <= upper else { return nil }
        return lower..<upper
    }

    /// The byte range of the whole match.
    public var range: Range<Int> { self[0]! }
}
