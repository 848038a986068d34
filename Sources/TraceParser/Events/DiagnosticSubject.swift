/// Which object a UIKit or Foundation console sentence is about. Each sentence names it in a fixed
/// place (`… transitions for <X: 0x…>`, `Attempt to present <A> on <B>`, `child view
/// controller:<X> should have …`), in any of the spellings UIKit used over the years: `<X: 0x…>`,
/// `<X 0x…>`, `<X>` or `X: 0x…`. Diagnostic lines are rare, so this works on a String.
enum DiagnosticSubject {
    /// A class and address as the sentence spells them.
    struct Named: Equatable {
        var className: String
        var address: UInt64?
    }

    /// The object named right after the first `marker` in `text`.
    static func after(_ marker: String, in text: String) -> Named? {
        guard let range = text.firstRange(of: marker) else { return nil }
        return object(at: text[range.upperBound...], bareNameIsPrinted: reportsACrash(text))
    }

    /// The object in the first parentheses after `marker` in `text` (`… a UIAlertController (<A: 0x…>)`).
    static func inParentheses(after marker: String, in text: String) -> Named? {
        guard let range = text.firstRange(of: marker), let open = text[range.upperBound...].firstIndex(of: "(") else { return nil }
        return object(at: text[text.index(after: open)...], bareNameIsPrinted: reportsACrash(text))
    }

    /// True when `text` is an exception's report (`Terminating app due to uncaught exception …`,
    /// `reason: '…'`): the app crashed, so the class it names is the object even when the paste
    /// lost the brackets and the address (`child view controller:BATestTableViewController should …`).
    static func reportsACrash(_ text: String) -> Bool {
        text.contains("uncaught exception") || text.contains("reason: ")
    }

    /// The object spelled at the start of `text`, after blanks, a colon, and the back-tick, backslash
    /// or quote a paste wraps it in (`` `<X 0x…>` ``, `\<X: 0x…\>`, `"X: 0x…"`). A bare name must look
    /// like a class (upper-case or `_` first), so that prose (`for the`) is never taken for one,
    /// and must have its address unless `bareNameIsPrinted` (an exception's report): `Attempt to
    /// present X on Y`, `on VC` and a class named in a title were typed, and so were descriptions
    /// UIKit would have printed with an address (`<X>`, `<X: XXX>`, `<vcA>`).
    static func object(at text: Substring, bareNameIsPrinted: Bool) -> Named? {
        // Markdown's escape before `<` (`\<X: 0x…\>`) and the quotes a page put where it lost `<>`
        // (`"X: 0x…"`) are the paste's, not UIKit's.
        var rest = text.drop { $0 == " " || $0 == ":" || $0 == "`" || $0 == "\\" || $0 == "\"" }
        let bracketed = rest.first == "<"
        // `< mainViewController: 0x…>`: a blank a reporter typed after `<` is not part of the name.
        if bracketed { rest = rest.dropFirst().drop { $0 == " " } }
        let name = rest.prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." || $0 == "$" }
        guard let first = name.first, bracketed ? (first.isLetter || first == "_") : (first.isUppercase || first == "_") else { return nil }
        let after = rest.dropFirst(name.count).drop { $0 == ":" || $0 == " " }
        var address: UInt64?
        if after.hasPrefix("0x") {
            let digits = after.dropFirst(2).prefix { $0.isHexDigit }
            let tail = after.dropFirst(2 + digits.count)
            // A mask typed where UIKit printed the address (`0xXXXXXXXX`, `0x-------`, `0x7fXXXX`): the
            // sentence is quoted, whatever class it names. An address elided or cut short (`0x...`, `0x7f...`,
            // a paste or a title that ends there) keeps its class but is no address, and Markdown's emphasis
            // or a sentence in another script right after a real one is no mask (`0x7af2aca0_`, `0x7af2acb0**`,
            // `0x7fa1c0d0a100的问题`). An exception's report with its addresses masked still shows the app
            // crashed: its class stays.
            if let next = tail.first, next == "X" || next == "x" || (digits.isEmpty && (next == "-" || next == "*" || next == "?")) {
                guard bareNameIsPrinted else { return nil }
            } else if !(tail.hasPrefix("...") || tail.hasPrefix("…")) {
                address = UInt64(digits, radix: 16)
            }
        }
        // UIKit prints every object it names with its address: a bare name without one (`… transitions for
        // Xamarin_Forms_Platform_iOS_PageRenderer` in an issue's title, `Attempt to present X on Y`) was
        // typed, unless an exception's report around it shows the app crashed; then it must still read like
        // a class name as people write them (three characters or more, some lower-case).
        if !bracketed, address == nil, !bareNameIsPrinted || name.count < 3 || !name.contains(where: \.isLowercase) { return nil }
        // UIKit prints `<Class: 0x…>`: a closed description without an address (`<SourceController>`,
        // `<UVArticleViewController: XXX>`) or a lower-case name without one (`<vcA>`) was typed by
        // hand, a placeholder. Only an address cut short or a line that ends after the name is a paste.
        if bracketed, address == nil, !(after.isEmpty || after.hasPrefix("0x")) || !(first.isUppercase || first == "_") { return nil }
        let className = ClassName.normalize(name)
        guard !className.isEmpty else { return nil }
        return Named(className: className, address: address)
    }
}
