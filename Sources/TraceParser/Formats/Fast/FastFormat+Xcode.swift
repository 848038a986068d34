extension FastFormat {
    /// `^date (?<time>\d{2}:\d{2}:\d{2}\.\d{3,6})(?:(?<tz>[+-]\d{4})? |(?=[A-Za-z][^\[\]\s]*\[))(?<process>[^\[\]]+?)\[(?<pid>\d+):(?<tid>[0-9a-fA-Fx]+)\]`
    /// `(?: \[(?<subsystem>[^\s:\]]*):?(?<category>[^\s\]]*)\])?(?: (?<msg>.*))?$`
    static func xcode(_ b: UnsafeRawBufferPointer, into hit: inout FormatHit, newlineFree: Bool = false) -> FastOutcome {
        let n = b.count
        guard n >= 24, dateAndClock(b), b[19] == ASCII.period else { return .noMatch }
        var j = 20
        while j < n, j < 27, digit(b[j]) { j += 1 }
        let digits = j - 20
        // Seven or more digits: neither `[+-]` nor a space can follow six of them.
        guard digits >= 3, digits <= 6, j < n else { return .noMatch }
        let time = 11..<j
        var tz: Range<Int>?
        var k: Int
        if (b[j] == ASCII.plus || b[j] == ASCII.minus), j + 5 < n, digit(b[j + 1]), digit(b[j + 2]), digit(b[j + 3]), digit(b[j + 4]), b[j + 5] == ASCII.space {
            tz = j..<j + 5
            k = j + 6
        } else if b[j] == ASCII.space {
            k = j + 1
        } else if ByteText.isUpper(b[j]) || ByteText.isLower(b[j]) {
            // The blank lost before a process that starts with a letter, as pages that collapsed it
            // paste NSLog's lines (`… 16:58:48.277StudyInit[1659:11303] viewDidLoad`): one word up to
            // its `[`, where a unit, a zone or a level and a blank (`.123ms App[`, `.123Z App[`) is no process.
            k = j
        } else {
            return .noMatch
        }
        guard let open = firstBracket(b, from: k), open > k, b[open] == ASCII.leftBracket,
              k > j || !(k..<open).contains(where: { space(b[$0]) }),
              let (pid, tid, e) = pidTid(b, open: open, tidAllowsUpper: true) else { return .noMatch }
        var msg: Range<Int>?
        var decided = false
        // The optional ` [subsystem:category]`: its `]` is the first space or `]` after `[`.
        var tag: Range<Int>?
        if e + 1 < n, b[e] == ASCII.space, b[e + 1] == ASCII.leftBracket {
            var f = e + 2, colon = false
            while f < n, !space(b[f]), b[f] != ASCII.rightBracket {
                if b[f] == ASCII.colon { colon = true }
                f += 1
            }
            if f < n, b[f] == ASCII.rightBracket {
                let g = f + 1
                if g == n { decided = true }
                else if b[g] == ASCII.space { msg = g + 1..<n; decided = true }
                if decided, !colon, f > e + 2 { tag = e + 2..<f }
            }
        }
        if !decided {
            if e == n { msg = nil }
            else if b[e] == ASCII.space { msg = e + 1..<n }
            else { return .noMatch }
        }
        if !newlineFree, let msg, !restHasNoNewline(b, from: msg.lowerBound) { return .unsure }
        hit.date = 0..<10; hit.time = time; hit.tz = tz; hit.process = k..<open; hit.pid = pid; hit.tid = tid; hit.msg = msg; hit.tag = tag
        return .match
    }
}
