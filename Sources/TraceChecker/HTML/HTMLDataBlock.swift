/// The page's data: one compact JSON document inside `<script type="application/json">`,
/// which the page's script reads to draw only the lanes in view.
///
/// Numbers are written as flat arrays with a fixed stride instead of objects, and every string
/// is interned in one table written last, so the block stays about 40 bytes per event and can
/// be streamed: the layout is written as it is walked, the table when everything refers to it.
/// The format is described in docs/html-report.md.
struct HTMLDataBlock {
    /// Fields per event in a lane's `e` array: line, rank, offset, selector, argument, kind, flags.
    static let entryStride = 7
    /// Fields per span in a lane's `sp` array: state, from entry, to entry (-1: the session's end).
    static let spanStride = 3

    private var strings: [String] = []
    private var index: [String: Int] = [:]

    private mutating func intern(_ text: String) -> Int {
        if let known = index[text] { return known }
        index[text] = strings.count
        strings.append(text)
        return strings.count - 1
    }

    /// Write the block's JSON (without the script element around it).
    static func write(_ layout: ReportLayout, to out: HTMLByteWriter) throws {
        var block = HTMLDataBlock()
        try block.write(layout, to: out)
    }

    private mutating func write(_ layout: ReportLayout, to out: HTMLByteWriter) throws {
        try out.raw("{\"v\":1,\"files\":[")
        for (fileIndex, file) in layout.files.enumerated() {
            if fileIndex > 0 { try out.raw(",") }
            try out.raw("{\"name\":")
            try out.jsonString(file.name)
            try out.raw(",\"sessions\":[")
            for (sessionIndex, session) in file.sessions.enumerated() {
                if sessionIndex > 0 { try out.raw(",") }
                try write(session, to: out)
            }
            try out.raw("]}")
        }
        try out.raw("],\"violations\":[")
        // [file, session, lane, rank, offset, severity, rule, message, line, object]
        for (number, placed) in layout.violations.enumerated() {
            if number > 0 { try out.raw(",") }
            let violation = placed.violation
            try out.trusted("[\(placed.file),\(placed.session),\(placed.lane),\(placed.rank),")
            try out.decimal(placed.offset)
            try out.trusted(",\(HTMLDataBlock.severityCode(violation.severity)),\(intern(violation.rule)),")
            try out.trusted("\(intern(violation.message)),\(violation.location.line),")
            try out.int(violation.object.map { intern($0.displayName) } ?? -1)
            try out.raw("]")
        }
        try out.raw("],\"strings\":[")
        for (number, text) in strings.enumerated() {
            if number > 0 { try out.raw(",") }
            try out.jsonString(text)
        }
        try out.raw("]}")
    }

    private mutating func write(_ session: ReportLayout.Session, to out: HTMLByteWriter) throws {
        try out.raw("{\"process\":")
        try out.jsonString(session.process)
        try out.trusted(",\"pid\":\(session.pid.map(String.init) ?? "null"),\"time\":\(session.hasTime ? 1 : 0),\"base\":")
        try out.decimal(session.base)
        try out.raw(",\"origin\":")
        try out.decimal(session.origin)
        try out.raw(",\"dur\":")
        try out.decimal(session.duration)
        // How the log prints times: the page formats every event's time the way LogTime.iso8601 does.
        let format = session.startTime
        try out.trusted(",\"fd\":\(format?.fractionDigits ?? 0),\"tz\":\(format?.utcOffsetMinutes.map(String.init) ?? "null"),\"date\":\((format?.hasDate ?? true) ? 1 : 0)")
        try out.trusted(",\"ranks\":\(session.rankCount),\"first\":\(session.firstLine),\"last\":\(session.lastLine),\"events\":\(session.eventCount),\"lanes\":[")
        for (laneIndex, lane) in session.lanes.enumerated() {
            if laneIndex > 0 { try out.raw(",") }
            try out.trusted("{\"n\":\(intern(lane.name)),\"c\":\(intern(lane.className)),\"d\":\(lane.depth),")
            try out.trusted("\"p\":\(lane.parent ?? -1),\"f\":\(lane.isFindingsLane ? 1 : 0),\"e\":[")
            for (number, placed) in lane.entries.enumerated() {
                if number > 0 { try out.raw(",") }
                let entry = placed.entry
                try out.trusted("\(entry.line),\(placed.rank),")
                try out.decimal(placed.offset)
                // Flags: bit 0 another statement of the same call, bit 1 the line has its own time,
                // bits 2… the tick colour (EventCategory).
                let category = EventCategory(event: entry.event).rawValue
                let flags = category << 2 | (entry.logTime != nil ? 2 : 0) | (entry.isRepeatStatement ? 1 : 0)
                try out.trusted(",\(intern(entry.selector)),\(entry.argument.map { intern($0) } ?? -1),\(intern(entry.event)),\(flags)")
            }
            try out.raw("],\"sp\":[")
            for (number, span) in lane.spans.enumerated() {
                if number > 0 { try out.raw(",") }
                try out.trusted("\(span.state.rawValue),\(span.from),\(span.to ?? -1)")
            }
            try out.trusted("],\"v\":[\(lane.violations.map(String.init).joined(separator: ","))]}")
        }
        try out.raw("]}")
    }

    /// 0 note, 1 warning, 2 error: the page's colour index.
    static func severityCode(_ severity: Severity) -> Int {
        switch severity {
        case .note: return 0
        case .warning: return 1
        case .error: return 2
        }
    }
}
