extension FastFormat {
    /// `^date (?<time>\d{2}:\d{2}:\d{2}\.\d{3}) (?<level>Df|Db|Fa|In|[A-Z] ) (?<process>[^\[\]]+?)\[(?<pid>\d+):(?<tid>[0-9a-f]+)\] `
    /// `(?:\[(?<subsystem>[^\s:\]]+):(?<category>[^\s\]]*)\] |\((?<sender>[^()]*)\) )?(?<msg>.*)$`
    static func compact(_ b: UnsafeRawBufferPointer, into hit: inout FormatHit, newlineFree: Bool = false) -> FastOutcome {
        let n = b.count
        guard n >= 28, dateAndClock(b), b[19] == 46, digit(b[20]), digit(b[21]), digit(b[22]), b[23] == 32, b[26] == 32 else { return .noMatch }
        let l0 = b[24], l1 = b[25]
        let levelOK = (l0 == 68 && (l1 == 102 || l1 == 98)) || (l0 == 70 && l1 == 97) || (l0 == 73 && l1 == 110)
            || ((l0 &- 65) < 26 && l1 == 32)
        guard levelOK else { return .noMatch }
        // The lazy process cannot pass a bracket, so it ends at the first one, which must be `[`.
        guard let open = firstBracket(b, from: 27), open > 27, b[open] == 91,
              let (pid, tid, after) = pidTid(b, open: open, tidAllowsUpper: false), after < n, b[after] == 32 else { return .noMatch }
        var msgStart = after + 1
        if msgStart < n, b[msgStart] == 91 {
            // `[subsystem:category] `: subsystem stops at the first space, `:` or `]` and must meet `:`.
            var i = msgStart + 1
            while i < n, !space(b[i]), b[i] != 58, b[i] != 93 { i += 1 }
            if i > msgStart + 1, i < n, b[i] == 58 {
                i += 1
                while i < n, !space(b[i]), b[i] != 93 { i += 1 }
                if i + 1 < n, b[i] == 93, b[i + 1] == 32 { msgStart = i + 2 }
            }
        } else if msgStart < n, b[msgStart] == 40 {
            var i = msgStart + 1
            while i < n, b[i] != 40, b[i] != 41 { i += 1 }
            if i + 1 < n, b[i] == 41, b[i + 1] == 32 { msgStart = i + 2 }
        }
        guard newlineFree || restHasNoNewline(b, from: msgStart) else { return .unsure }
        hit.date = 0..<10; hit.time = 11..<23; hit.process = 27..<open; hit.pid = pid; hit.tid = tid; hit.msg = msgStart..<n
        return .match
    }
}
