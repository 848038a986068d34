/// Syslog lines carry no year. The year starts at a base (the file's modification year, or
/// today's) and moves forward when the month jumps back by more than half a year (Dec -> Jan).
struct YearInference {
    let baseYear: Int
    let baseMonth: Int
    let baseDay: Int
    private var year: Int?
    private var lastMonth = 0

    /// `baseMonth` and `baseDay` are the base date's: a log can't start after it in the same year.
    /// The day is given one day of slack, because the device's clock (the line's) and the
    /// machine's (the file's date) may be in different time zones.
    init(baseYear: Int, baseMonth: Int = 12, baseDay: Int = 31) {
        self.baseYear = baseYear
        self.baseMonth = baseMonth
        self.baseDay = baseDay
    }

    /// The year of a line dated `month` and `day` (the day matters only for the first line).
    mutating func year(forMonth month: Int, day: Int = 1) -> Int {
        if let current = year {
            if month + 6 < lastMonth { year = current + 1 } else if month > lastMonth + 6 { year = current - 1 }
        } else {
            let startsAfterBase = month > baseMonth || (month == baseMonth && day > baseDay + 1)
            year = startsAfterBase ? baseYear - 1 : baseYear
        }
        lastMonth = month
        return year!
    }

    /// True when `year(forMonth: month)` would change nothing (the month of the line before, with
    /// the year known).
    func isSettled(forMonth month: Int) -> Bool { year != nil && month == lastMonth }

    /// True when `observe(year:month:)` would change nothing.
    func isSettled(observing observed: Int, month: Int) -> Bool { year == observed && month == lastMonth }

    /// A dated line elsewhere in the same source (files mix formats) tells the year for sure.
    mutating func observe(year observed: Int, month: Int) {
        year = observed
        lastMonth = month
    }
}
