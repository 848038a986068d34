import TraceParser

/// Timeline entries and excerpt lines, rendered from what an object's timeline kept of its
/// events only when a report or timeline shows them.
extension RecordedEvent {
    /// The argument as the line printed it, for `object`, the receiver.
    func argument(of object: ObjectRecord) -> String {
        if argumentIsReceiver, let className = object.classKey, let address = object.address {
            return "<" + className + ": " + Address.hex(address) + ">"
        }
        return storedArgument.rendered
    }

    /// The state the event leaves the object in, as timelines name it.
    var state: String? { kind == .dealloc ? "deallocated" : AppearanceState.after(kind).map { $0.rawValue } }

    /// The entry as reports and timelines show it, for `object`, the receiver.
    func timelineEntry(of object: ObjectRecord) -> TimelineEntry {
        let rendered = argument(of: object)
        return TimelineEntry(line: line, logTime: logTime, event: kind.rawValue, selector: selector,
                             argument: rendered.isEmpty ? nil : rendered, state: state, isRepeatStatement: isRepeatStatement)
    }

    /// The entry as a finding's excerpt shows it (`12: viewDidAppear: <X: 0x1>  [appeared]`),
    /// built directly: through a ``TimelineEntry`` it cost several strings per line, and a log
    /// with hundreds of thousands of findings renders millions of excerpt lines.
    func excerptLine(of object: ObjectRecord) -> String {
        var selector = selector
        var stored = ""
        var className = ""
        var address: UInt64?
        if argumentIsReceiver, let name = object.classKey, let value = object.address {
            className = name
            address = value
        } else if case let .object(name?, value?) = storedArgument {
            // Another object (`addChildViewController: <ChildVC: 0x…>`): the same shape as the receiver.
            className = name
            address = value
        } else {
            stored = storedArgument.rendered
        }
        let shownState = self.state
        var state = shownState ?? ""
        // One string written in place: through `+=` each piece cost a growth of the string, and
        // a log with hundreds of thousands of findings renders millions of excerpt lines.
        let capacity = 20 + 2 + selector.utf8.count + 1 + stored.utf8.count + className.utf8.count + 22 + state.utf8.count + 4
        return String(unsafeUninitializedCapacity: capacity) { text in
            let base = text.baseAddress!
            var count = 0
            func put(_ byte: UInt8) { base[count] = byte; count += 1 }
            func put(_ string: inout String) {
                string.withUTF8 { bytes in
                    guard let source = bytes.baseAddress else { return }
                    (base + count).update(from: source, count: bytes.count)
                    count += bytes.count
                }
            }
            // The line number's digits, written in place (a String of them cost more than the rest).
            var digits = 1, rest = line.magnitude
            while rest >= 10 { digits += 1; rest /= 10 }
            if line < 0 { put(UInt8(ascii: "-")) }
            rest = line.magnitude
            for offset in stride(from: digits - 1, through: 0, by: -1) {
                base[count + offset] = UInt8(ascii: "0") + UInt8(rest % 10)
                rest /= 10
            }
            count += digits
            put(UInt8(ascii: ":")); put(UInt8(ascii: " "))
            put(&selector)
            if let address {
                put(UInt8(ascii: " ")); put(UInt8(ascii: "<"))
                put(&className)
                put(UInt8(ascii: ":")); put(UInt8(ascii: " "))
                count += Address.write(address, to: base + count)
                put(UInt8(ascii: ">"))
            } else if !stored.isEmpty {
                put(UInt8(ascii: " "))
                put(&stored)
            }
            if shownState != nil {
                put(UInt8(ascii: " ")); put(UInt8(ascii: " ")); put(UInt8(ascii: "["))
                put(&state)
                put(UInt8(ascii: "]"))
            }
            return count
        }
    }
}
