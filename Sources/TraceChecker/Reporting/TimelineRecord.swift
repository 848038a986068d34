import TraceParser

/// An object's timeline as the JSON report carries it with `--timelines`: everything the HTML page
/// draws, with log times kept whole (seconds, printed fraction digits, UTC offset, whether a date
/// was printed), so `trace-check merge -f html` draws the page one run would have drawn.
struct TimelineRecord: Codable {
    struct Time: Codable {
        var seconds: Double
        var fractionDigits: Int
        var utcOffsetMinutes: Int?
        var hasDate: Bool
    }

    struct Entry: Codable {
        var line: Int
        var time: Time?
        var event: String
        var selector: String
        var argument: String?
        var state: String?
        var isRepeatStatement: Bool?
    }

    var object: ObjectIdentity
    var parent: ObjectIdentity?
    var entries: [Entry]

    init(_ timeline: ObjectTimeline) {
        object = timeline.object
        parent = timeline.parent
        entries = timeline.entries.map { entry in
            Entry(line: entry.line,
                  time: entry.logTime.map { Time(seconds: $0.seconds, fractionDigits: $0.fractionDigits,
                                                 utcOffsetMinutes: $0.utcOffsetMinutes, hasDate: $0.hasDate) },
                  event: entry.event, selector: entry.selector, argument: entry.argument, state: entry.state,
                  isRepeatStatement: entry.isRepeatStatement ? true : nil)
        }
    }

    /// The timeline of `file` this record was made from.
    func timeline(file: String) -> ObjectTimeline {
        ObjectTimeline(object: object, file: file, parent: parent, entries: entries.map { entry in
            TimelineEntry(line: entry.line,
                          logTime: entry.time.map { LogTime(seconds: $0.seconds, fractionDigits: $0.fractionDigits,
                                                            utcOffsetMinutes: $0.utcOffsetMinutes, hasDate: $0.hasDate) },
                          event: entry.event, selector: entry.selector, argument: entry.argument, state: entry.state,
                          isRepeatStatement: entry.isRepeatStatement ?? false)
        })
    }
}
