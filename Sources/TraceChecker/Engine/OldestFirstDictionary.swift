/// A dictionary that can forget its oldest key in amortised constant time: the bounded keyed
/// state of one object's monitor (live observer names, a user rule's marks sliced by name), which
/// `--max-obligations` caps however many distinct names a log prints. Keys are kept in insertion
/// order beside the values; a key set again or removed leaves a stale entry there (its stamp is no
/// longer the live one's), skipped when met and swept once stale entries outnumber live ones.
struct OldestFirstDictionary<Key: Hashable, Value> {
    private var values: [Key: (value: Value, stamp: Int)] = [:]
    private var order = OldestFirstList<(key: Key, stamp: Int)>()
    private var nextStamp = 0

    /// Keys held.
    var count: Int { values.count }
    /// True when no key is held.
    var isEmpty: Bool { values.isEmpty }

    /// Entries in the insertion-order list, stale ones included (tests hold it bounded).
    var orderedKeyCount: Int { order.count }

    /// The value under `key`.
    subscript(key: Key) -> Value? { values[key]?.value }

    /// Every key with its value, in no particular order.
    var entries: [(key: Key, value: Value)] { values.map { (key: $0.key, value: $0.value.value) } }

    /// Set `value` under `key`, the newest key from now on. When `key` is new and `limit` keys are
    /// held, the oldest is forgotten first, and the result is true.
    @discardableResult
    mutating func set(_ value: Value, forKey key: Key, limit: Int) -> Bool {
        var forgot = false
        if values[key] == nil, values.count >= max(1, limit) {
            forgetOldest()
            forgot = true
        }
        nextStamp += 1
        values[key] = (value, nextStamp)
        order.append((key, nextStamp))
        if order.count > 2 * max(values.count, 16) { order.removeAll { values[$0.key]?.stamp != $0.stamp } }
        return forgot
    }

    /// Remove and return the value under `key`.
    @discardableResult
    mutating func removeValue(forKey key: Key) -> Value? { values.removeValue(forKey: key)?.value }

    /// Forget every key; with `keepingCapacity`, the buffers stay for what comes next.
    mutating func removeAll(keepingCapacity: Bool = false) {
        if !values.isEmpty { values.removeAll(keepingCapacity: keepingCapacity) }
        order.removeAll(keepingCapacity: keepingCapacity)
        nextStamp = 0
    }

    private mutating func forgetOldest() {
        while let (key, stamp) = order.oldest {
            order.dropOldest()
            if values[key]?.stamp == stamp {
                values[key] = nil
                return
            }
        }
    }
}

extension OldestFirstDictionary: Sendable where Key: Sendable, Value: Sendable {}
