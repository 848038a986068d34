/// Syslog lines carry no year. The year starts at a base (the file's modification year, or
/// today's) and moves forward when the month jumps back by more than half a year (Dec -> Jan).
struct YearInference {
    let baseYear: Int
    let baseMonth: Int
    private var year: Int?
    private var lastMonth = 0

    /// `baseMonth` is the month of the base date: a log can't start after it in the same year.
    init(baseYear: Int, baseMonth: Int = 12) {
        self.baseYear = baseYear
        self.baseMonth = baseMonth
    }

    mutating func year(forMonth month: Int) -> Int {
        if let current = year {
            if month + 6 < lastMonth { year = current + 1 } else if month > lastMonth + 6 { year = current - 1 }
        } else {
            year = month > baseMonth ? baseYear - 1 : baseYear
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
