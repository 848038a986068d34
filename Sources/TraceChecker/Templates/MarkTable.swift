/// One template's marks in one monitor, keyed by the values of the template's slice keys
/// (``Template/sliceKeys``). A template without slice keys, as every built-in one, only ever
/// uses the key "", so its table is one optional field: the monitors of the built-in pack look
/// their marks up per event, and hashing "" into a dictionary cost more than the rest of the
/// template's work.
struct MarkTable {
    /// True when the template has slice keys: marks are kept by key.
    private let isSliced: Bool
    /// The mark of an unsliced template.
    private var single: TemplateMonitor.Mark?
    /// The marks of a sliced template, by key.
    private var keyed: [String: TemplateMonitor.Mark] = [:]

    /// An empty table for a template that has slice keys (`isSliced`) or not.
    init(isSliced: Bool) { self.isSliced = isSliced }

    /// The mark under `key` (always "" for an unsliced template).
    subscript(key: String) -> TemplateMonitor.Mark? {
        get { isSliced ? keyed[key] : single }
        set {
            if isSliced { keyed[key] = newValue } else { single = newValue }
        }
    }

    /// Remove and return the mark under `key`.
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
        if isSliced { return keyed.map { (key: $0.key, value: $0.value) } }
        return single.map { [(key: "", value: $0)] } ?? []
    }

    /// Every mark, in no particular order.
    var values: [TemplateMonitor.Mark] { entries.map(\.value) }
}
