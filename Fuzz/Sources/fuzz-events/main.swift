// Target 2: EventRecognizer on one message (the bytes libFuzzer hands over, unchanged, so
// AddressSanitizer sees any read past the message's end).
//
// Checks: recognition is deterministic across calls on the same recognizer (its PCRE2 matchers
// are reused), `hasEvent` agrees with `recognize`, the plain-call shortcut gives what the general
// path gives, and every event names what it claims.
import Foundation
import FuzzSupport
@_spi(Testing) import TraceParser

private let recognizer = EventRecognizer()
private let general: EventRecognizer = {
    let recognizer = EventRecognizer()
    recognizer.usesPlainCalls = false
    return recognizer
}()

exit(runFuzzer { message in
    var first: [RecognizedEvent] = []
    recognizer.recognize(message) { first.append($0) }
    var second: [RecognizedEvent] = []
    recognizer.recognize(message) { second.append($0) }
    fuzzCheck(first == second, "recognition is not deterministic: \(first) vs \(second)")
    fuzzCheck(recognizer.hasEvent(message) == !first.isEmpty, "hasEvent disagrees with recognize")
    var generalEvents: [RecognizedEvent] = []
    general.recognize(message) { generalEvents.append($0) }
    fuzzCheck(first == generalEvents, "the plain-call shortcut disagrees with the general path: \(first) vs \(generalEvents)")
    for event in first {
        fuzzCheck((event.kind == .diagnostic) == (event.diagnostic != nil), "diagnostic kind without a diagnostic: \(event)")
        if let name = event.className { fuzzCheck(!name.isEmpty, "empty class name: \(event)") }
        if let line = event.sourceLine { fuzzCheck(line >= 0, "negative source line: \(event)") }
        _ = String(describing: event)   // every field printable
    }
})
