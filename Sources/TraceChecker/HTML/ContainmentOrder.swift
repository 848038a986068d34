/// The drawing order of a session's objects: each parent followed by its children (indented),
/// siblings and roots by their first event. The parent is the one `ObjectTimeline.parent` names.
struct ContainmentOrder {
    struct Item: Equatable {
        /// Index into the timelines given.
        var timeline: Int
        var depth: Int
        /// The parent's index into the timelines given.
        var parent: Int?
    }

    private(set) var items: [Item] = []

    /// `timelines` must be sorted by first event, all from one session.
    init(_ timelines: [ObjectTimeline]) {
        struct Key: Hashable { var className: String?; var address: String? }
        var byKey: [Key: [Int]] = [:]
        for (index, timeline) in timelines.enumerated() {
            byKey[Key(className: timeline.object.className, address: timeline.object.address), default: []].append(index)
        }
        var parentOf = [Int?](repeating: nil, count: timelines.count)
        var children = [[Int]](repeating: [], count: timelines.count)
        for (index, timeline) in timelines.enumerated() {
            guard let parent = timeline.parent else { continue }
            // The engine records the parent as incarnation 1; the incarnation alive when the child
            // first appeared is the latest one that started before it.
            let candidates = (byKey[Key(className: parent.className, address: parent.address)] ?? []).filter { $0 != index }
            let start = timeline.entries.first?.line ?? Int.max
            let chosen = candidates.last { (timelines[$0].entries.first?.line ?? Int.max) <= start } ?? candidates.first
            if let chosen {
                parentOf[index] = chosen
                children[chosen].append(index)
            }
        }
        var visited = [Bool](repeating: false, count: timelines.count)
        func visit(_ root: Int) {
            // Iterative, so a long containment chain cannot exhaust the stack.
            var stack: [(index: Int, depth: Int, parent: Int?)] = [(root, 0, nil)]
            while let (index, depth, parent) = stack.popLast() {
                if visited[index] { continue }
                visited[index] = true
                items.append(Item(timeline: index, depth: depth, parent: parent))
                for child in children[index].reversed() where !visited[child] { stack.append((child, depth + 1, index)) }
            }
        }
        for index in timelines.indices where parentOf[index] == nil { visit(index) }
        // Objects left are on a parent cycle (a log can claim anything); draw them as roots.
        for index in timelines.indices where !visited[index] { visit(index) }
    }
}
