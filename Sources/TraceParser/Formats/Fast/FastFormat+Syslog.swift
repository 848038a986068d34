extension FastFormat {
    /// `^(?<mon>Jan|…|Dec) {1,2}(?<day>\d{1,2}) (?<time>\d{2}:\d{2}:\d{2}(?:\.\d{1,6})?) (?:(?<host>[^\s\[\]()]*) )?`
    /// `(?<process>[^\[\]]+?)(?:\((?<sender>[^()\[\]]*)\))?\[(?<pid>\d+)\](?: <(?<level>[A-Za-z]+)>)?: ?(?<msg>.*)$`
    static func syslog(_ b: UnsafeRawBufferPointer, into hit: inout FormatHit, newlineFree: Bool = false) -> FastOutcome {
        let n = b.count
        guard n >= 20, RecordParser.month(b, 0..<3) != nil, b[3] == ASCII.space else { return .noMatch }
        let i = b[4] == ASCII.space ? 5 : 4
        guard i < n, digit(b[i]) else { return .noMatch }
        var t: Int
        if i + 1 < n, digit(b[i + 1]) {
            guard i + 2 < n, b[i + 2] == ASCII.space else { return .noMatch }
            t = i + 3
        } else {
            guard i + 1 < n, b[i + 1] == ASCII.space else { return .noMatch }
            t = i + 2
        }
        let day = i..<t - 1
        guard clock(b, at: t), t + 8 < n else { return .noMatch }
        var h: Int
        let time: Range<Int>
        if b[t + 8] == ASCII.period {
            var j = t + 9
            while j < n, j < t + 16, digit(b[j]) { j += 1 }
            let digits = j - (t + 9)
            guard digits >= 1, digits <= 6, j < n, b[j] == ASCII.space else { return .noMatch }
            time = t..<j
            h = j + 1
        } else if b[t + 8] == ASCII.space {
            time = t..<t + 8
            h = t + 9
        } else {
            return .noMatch
        }
        // The process segment ends at the first bracket, which must be `[`.
        guard let open = firstBracket(b, from: h), b[open] == ASCII.leftBracket else { return .noMatch }
        var r = open + 1
        while r < n, digit(b[r]) { r += 1 }
        guard r > open + 1, r < n, b[r] == ASCII.rightBracket else { return .noMatch }
        // `(?: <level>)?: ?`
        var m = r + 1
        if m < n, b[m] == ASCII.colon {
            m += 1
        } else if m + 1 < n, b[m] == ASCII.space, b[m + 1] == ASCII.lessThan {
            var q = m + 2
            while q < n, (b[q] | 0x20) &- ASCII.a < 26 { q += 1 }
            guard q > m + 2, q + 1 < n, b[q] == ASCII.greaterThan, b[q + 1] == ASCII.colon else { return .noMatch }
            m = q + 2
        } else {
            return .noMatch
        }
        if m < n, b[m] == ASCII.space { m += 1 }
        // Host: the longest run without space, brackets or parentheses, taken only when a space follows.
        var hostEnd = h
        while hostEnd < n {
            let c = b[hostEnd]
            if space(c) || c == ASCII.leftBracket || c == ASCII.rightBracket || c == ASCII.leftParenthesis || c == ASCII.rightParenthesis { break }
            hostEnd += 1
        }
        var ps = h
        var host: Range<Int>?
        if hostEnd < n, b[hostEnd] == ASCII.space, hostEnd + 1 < open { ps = hostEnd + 1; host = h..<hostEnd }
        guard open > ps else { return .noMatch }
        // Lazy process: it stops before a `(sender)` that runs up to the `[`, when there is one.
        var processEnd = open
        if b[open - 1] == ASCII.rightParenthesis {
            var o = open - 2
            while o >= ps, b[o] != ASCII.leftParenthesis, b[o] != ASCII.rightParenthesis { o -= 1 }
            if o > ps, b[o] == ASCII.leftParenthesis { processEnd = o }
        }
        guard newlineFree || restHasNoNewline(b, from: m) else { return .unsure }
        hit.mon = 0..<3; hit.day = day; hit.time = time; hit.process = ps..<processEnd; hit.pid = open + 1..<r; hit.msg = m..<n
        hit.host = host
        return .match
    }
}
