extension FastFormat {
    /// `^date (?<time>\d{2}:\d{2}:\d{2}\.\d{3}) (?<level>Df|Db|Fa|In|[A-Z] ) (?<process>[^\[\]]+?)\[(?<pid>\d+):(?<tid>[0-9a-f]+)\] `
    /// `(?:\[(?<subsystem>[^\s:\]]+):(?<category>[^\s\]]*)\] |\((?<sender>[^()\[\]]*)\) )?(?<msg>.*)$`
    static func compact(_ b: UnsafeRawBufferPointer, into hit: inout FormatHit, newlineFree: Bool = false) -> FastOutcome {
        let n = b.count
        guard n >= 28, dateAndClock(b), b[19] == ASCII.period, digit(b[20]), digit(b[21]), digit(b[22]), b[23] == ASCII.space, b[26] == ASCII.space else { return .noMatch }
        let l0 = b[24], l1 = b[25]
        let levelOK = (l0 == ASCII.D && (l1 == ASCII.f || l1 == ASCII.b)) || (l0 == ASCII.F && l1 == ASCII.a) || (l0 == ASCII.I && l1 == ASCII.n)
            || ((l0 &- ASCII.A) < 26 && l1 == ASCII.space)
        guard levelOK else { return .noMatch }
        // The lazy process cannot pass a bracket, so it ends at the first one, which must be `[`.
        guard let open = firstBracket(b, from: 27), open > 27, b[open] == ASCII.leftBracket,
              let (pid, tid, after) = pidTid(b, open: open, tidAllowsUpper: false), after < n, b[after] == ASCII.space else { return .noMatch }
        var msgStart = after + 1
        if msgStart < n, b[msgStart] == ASCII.leftBracket {
            // `[subsystem:category] `: subsystem stops at the first space, `:` or `]` and must meet `:`.
            var i = msgStart + 1
            while i < n, !space(b[i]), b[i] != ASCII.colon, b[i] != ASCII.rightBracket { i += 1 }
            if i > msgStart + 1, i < n, b[i] == ASCII.colon {
                i += 1
                while i < n, !space(b[i]), b[i] != ASCII.rightBracket { i += 1 }
                if i + 1 < n, b[i] == ASCII.rightBracket, b[i + 1] == ASCII.space { msgStart = i + 2 }
            }
        } else if msgStart < n, b[msgStart] == ASCII.leftParenthesis {
            var i = msgStart + 1
            // No bracket: `(-[X viewDidLoad]) - Called` is a message that starts with a call.
            while i < n, b[i] != ASCII.leftParenthesis, b[i] != ASCII.rightParenthesis, b[i] != ASCII.leftBracket, b[i] != ASCII.rightBracket { i += 1 }
            if i + 1 < n, b[i] == ASCII.rightParenthesis, b[i + 1] == ASCII.space { msgStart = i + 2 }
        }
        guard newlineFree || restHasNoNewline(b, from: msgStart) else { return .unsure }
        hit.date = 0..<10; hit.time = 11..<23; hit.process = 27..<open; hit.pid = pid; hit.tid = tid; hit.msg = msgStart..<n
        return .match
    }
}
