/// A list in arrival order that forgets its oldest element in constant time: the bounded
/// registrations of one object (`--max-obligations`). `Array.removeFirst()` moved every other
/// element, so an object registering millions of distinct names paid the whole limit on every
/// registration once it was full. Elements before `head` are gone; they are cut off in one step
/// once they are the larger part of the storage, so each element is moved at most once more.
struct OldestFirstList<Element> {
    private var storage: [Element] = []
    private var head = 0

    /// Elements held.
    var count: Int { storage.count - head }
    /// True when nothing is held.
    var isEmpty: Bool { head == storage.count }
    /// The elements, oldest first.
    var elements: ArraySlice<Element> { storage[head...] }
    /// The oldest element.
    var oldest: Element? { isEmpty ? nil : storage[head] }

    /// Add `element` as the newest.
    mutating func append(_ element: Element) { storage.append(element) }

    /// Forget the oldest element.
    mutating func dropOldest() {
        guard !isEmpty else { return }
        head += 1
        if head == storage.count {
            storage.removeAll(keepingCapacity: true)
            head = 0
        } else if head > storage.count / 2 {
            storage.removeFirst(head)
            head = 0
        }
    }

    /// Forget every element that satisfies `shouldRemove`, keeping the others in order.
    mutating func removeAll(where shouldRemove: (Element) -> Bool) {
        if head > 0 {
            storage.removeFirst(head)
            head = 0
        }
        storage.removeAll(where: shouldRemove)
    }

    /// Forget everything; with `keepingCapacity`, the buffer stays for what comes next.
    mutating func removeAll(keepingCapacity: Bool = false) {
        storage.removeAll(keepingCapacity: keepingCapacity)
        head = 0
    }

    /// Change every element in place (oldest first).
    mutating func update(_ body: (inout Element) -> Void) {
        for index in head..<storage.count { body(&storage[index]) }
    }
}

extension OldestFirstList: Sendable where Element: Sendable {}
