/// One template's marks in one monitor, keyed by the values of the template's slice keys
/// (``Template/sliceKeys``). A template without slice keys, as every built-in one, only ever
/// uses the key "", so its table is one optional field: the monitors of the built-in pack look
/// their marks up per event, and hashing "" into a dictionary cost more than the rest of the
/// template's work. Keyed marks are bounded like every per-object obligation
/// (`--max-obligations`): a key past the limit forgets the oldest.
struct MarkTable {
    /// True when the template has slice keys: marks are kept by key.
    private let isSliced: Bool
    /// The mark of an unsliced template.
    private var single: TemplateMonitor.Mark?
    /// The marks of a sliced template, by key.
    private var keyed = OldestFirstDictionary<String, TemplateMonitor.Mark>()

    /// An empty table for a template that has slice keys (`isSliced`) or not.
    init(isSliced: Bool) { self.isSliced = isSliced }

    /// The mark under `key` (always "" for an unsliced template).
    subscript(key: String) -> TemplateMonitor.Mark? { isSliced ? keyed[key] : single }

    /// Set the mark under `key`; a new key past `--max-obligations` forgets the oldest, and
    /// the context counts it.
    mutating func set(_ mark: TemplateMonitor.Mark, forKey key: String, in context: MonitorContext) {
        guard isSliced else {
            single = mark
            return
        }
        if keyed.set(mark, forKey: key, limit: context.maxOpenObligations) { context.droppedObligation() }
    }

    /// Remove and return the mark under `key`.
    @discardableResult
    mutating func removeValue(forKey key: String) -> TemplateMonitor.Mark? {
        guard isSliced else {
            defer { single = nil }
            return single
        }
        return keyed.removeValue(forKey: key)
    }

    /// Remove every mark.
    mutating func removeAll() {
        single = nil
        if !keyed.isEmpty { keyed.removeAll() }
    }

    /// Every mark with its key, in no particular order.
    var entries: [(key: String, value: TemplateMonitor.Mark)] {
        if isSliced { return keyed.entries }
        return single.map { [(key: "", value: $0)] } ?? []
    }

    /// Every mark, in no particular order.
    var values: [TemplateMonitor.Mark] { entries.map(\.value) }
}
