/// Normalises class names as logs print them into the name a user writes.
public enum ClassName {
    /// `MyApp.FeedViewController` -> `FeedViewController`; `_TtC5MyApp6FeedVC` -> `FeedVC`;
    /// `_NSZombie_X` -> `X` (NSZombie prints the original class with this prefix); `NSKVONotifying_X`
    /// -> `X` (KVO's subclass of an observed object).
    public static func normalize<S: StringProtocol>(_ raw: S) -> String {
        // UTF-8 views throughout: Character-level searches cost more than the whole line's regexes.
        var name = String(raw)
        if name.utf8.starts(with: "_NSZombie_".utf8) { name = String(name.utf8.dropFirst(10))! }
        // KVO's subclass of an observed object (`NSKVONotifying_FeedVC`), which tracers print as its class.
        if name.utf8.starts(with: "NSKVONotifying_".utf8), name.utf8.count > 15 { name = String(name.utf8.dropFirst(15))! }
        if name.utf8.starts(with: "_Tt".utf8), let demangled = demangle(name) { return demangled }
        // A generic type as `type(of: self)` prints it (`MyApp.HostingController<MyApp.ContentView>`):
        // the type's own name normalised, its arguments kept, since each instantiation is a class.
        if let open = name.utf8.firstIndex(of: ASCII.lessThan), open > name.utf8.startIndex {
            return normalize(name[..<open]) + withoutQualifiers(name[open...])
        }
        // A logger that prints `#file` where the type goes (`Deinit FeedVC.swift - …`): the file's
        // name is the type's, not a nested type `swift`.
        let file = ".swift".utf8
        if name.utf8.count > file.count, name.utf8.suffix(file.count).elementsEqual(file) { name = String(name.utf8.dropLast(file.count))! }
        let utf8 = name.utf8
        if let dot = utf8.lastIndex(of: ASCII.period), utf8.index(after: dot) < utf8.endIndex {
            return String(name[utf8.index(after: dot)...])
        }
        return name
    }

    /// `arguments` with each type path cut to its last name (`<MyApp.ContentView>` -> `<ContentView>`), as
    /// a type's own name is: a log that prints the module and one that does not name one class.
    static func withoutQualifiers(_ arguments: Substring) -> String {
        var result = "", path = ""
        for character in arguments {
            if character == "." { path = ""; continue }
            if character.isLetter || character.isNumber || character == "_" || character == "$" { path.append(character); continue }
            result += path
            path = ""
            result.append(character)
        }
        return result + path
    }

    /// Read the length-prefixed identifiers of a simple mangled class name
    /// (`_TtCV14__lldb_expr_9010SampleView11Coordinator` -> `SampleView.Coordinator`), up to the
    /// generic arguments of a generic one (`_TtGC7SwiftUI19UIHostingControllerV5MyApp8MainView_` ->
    /// `UIHostingController`), leaving out private names' discriminators.
    static func demangle(_ name: String) -> String? {
        let bytes = Array(name.utf8)
        var i = 3
        while i < bytes.count, !ByteText.isDigit(bytes[i]) { i += 1 }
        // `s` for the standard library's module, which has no length-prefixed name (`_TtCs12_SwiftObject`).
        let inStandardLibrary = i > 3 && bytes[i - 1] == ASCII.s
        var parts: [String] = []
        var isDiscriminator = false
        while i < bytes.count {
            var length = 0
            // `P` and an identifier: the discriminator of a private name (`P10$1a281c624` in
            // `_TtGC7SwiftUIP10$1a281c62428DestinationHostingController…`), not a part of it.
            if bytes[i] == ASCII.P, i + 1 < bytes.count, ByteText.isDigit(bytes[i + 1]), parts.count == 1 {
                isDiscriminator = true
                i += 1
            }
            guard ByteText.isDigit(bytes[i]) else { break }
            while i < bytes.count, ByteText.isDigit(bytes[i]) {
                length = length * 10 + Int(bytes[i] - 48)
                i += 1
                // Longer than the name itself: not a mangled name (and a long digit run would overflow).
                if length > bytes.count { return nil }
            }
            guard length > 0, i + length <= bytes.count else { return nil }
            if !isDiscriminator { parts.append(String(decoding: bytes[i..<i + length], as: UTF8.self)) }
            isDiscriminator = false
            i += length
        }
        // A class has a module and a name: one part alone is a name whose lengths do not decode
        // (`_TtGC5example13StatsVC…`, edited by hand), which is kept as printed, not cut to `examp`.
        guard parts.count >= 2 else { return inStandardLibrary ? parts.first : nil }
        return parts.dropFirst().joined(separator: ".")
    }

    /// True when `name`, a logger's bracketed tag, has no lower-case letter (`[LIFECYCLE]`, `[UI]`,
    /// `[NAV]`): a category or a constant's spelling, where Swift and Objective-C types are
    /// UpperCamelCase (`[VC]`, `[MAINVC]` still name a controller). Taken for a type, it would put every controller a logger tags so on one timeline.
    static func readsAsCategory(_ name: String) -> Bool {
        !name.utf8.contains { $0 >= ASCII.a && $0 <= ASCII.z } && !name.hasSuffix("VC")
    }

    /// True when `name` reads as an app's base class of controllers or views (`BaseViewController`,
    /// `STBaseViewController`, `XXBaseVC`): its `%s` / `#function` names itself, and the concrete
    /// class is whatever the line prints of `self`.
    static func readsAsBaseClass(_ name: String) -> Bool {
        // Asked for every token: bytes, not Foundation's substring search (ten times the whole event's cost).
        var name = name
        let hasBase = name.withUTF8 { bytes in
            guard bytes.count >= 6 else { return false }
            for i in 0...(bytes.count - 4) where bytes[i] == ASCII.B && bytes[i + 1] == ASCII.a && bytes[i + 2] == ASCII.s && bytes[i + 3] == ASCII.e {
                return true
            }
            return false
        }
        return hasBase && readsAsControllerOrView(name)
    }

    /// True when `name`, the word before a call, names its object: a type (upper case or `_`
    /// first), or an instance's label, lower case with a number at its end (`vc1 viewWillAppear`,
    /// `vc2 – viewDidLoad`: one view controller per label in blog posts); `then viewDidLoad` is prose.
    static func readsAsTypeOrLabel(_ name: String) -> Bool {
        guard let first = name.utf8.first else { return false }
        if ByteText.isUpper(first) || first == ASCII.underscore { return !wordsNamingNoObject.contains(name) }
        guard ByteText.isLower(first), let last = name.utf8.last, ByteText.isDigit(last) else { return false }
        return name.utf8.allSatisfy(ByteText.isIdentifier)
    }

    /// The roles controllers take in a transition, which answers and notes use in place of names
    /// (`1. Current viewWillDisappear`, `2. New viewWillAppear`, list after list, one per kind of
    /// transition), and the words loggers print before every controller's calls: each names
    /// whichever controller plays it, not one object.
    static let wordsNamingNoObject: Set<String> = ["Current", "New", "Old", "Previous", "Next", "Presenting", "Presented", "Incoming",
                                                   "Outgoing", "Source", "Destination", "From", "To",
                                                   // A logger's field or level names (`Method: viewDidLoad`, `Lifecycle:
                                                   // viewWillAppear`, `[Lifecycle] viewDidLoad`): every controller's lines.
                                                   "Method", "Function", "Func", "Selector", "Lifecycle", "LifeCycle", "Called", "Callback",
                                                   // The same fields in capitals (PAssert's `FUNC: viewDidLoad()`), and a caller's or a tag's.
                                                   "METHOD", "FUNCTION", "FUNC", "SELECTOR", "Caller", "CALLER", "Tag", "TAG",
                                                   "Debug", "Info", "Trace", "Verbose", "Log",
                                                   // Auxiliaries that start a phrase (`Did deinit presentedView`, `Will
                                                   // deinit SecondViewController`): the verb's tense, not a type.
                                                   "Did", "Will", "Should", "Was", "Has"]

    /// Words that say where or when a line was printed (`NSLog(@"In viewDidLoad")`, `print("Inside
    /// viewDidLoad")`, `Entering viewDidLoad`), and the verbs of tracers and SDKs that hook callbacks
    /// (sentry-cocoa's `Tracking viewDidLoad`), before a callback: every controller prints the same
    /// word, so it names no object. Unlike ``wordsNamingNoObject`` the line is still a call: of the
    /// object described right after it (`Tracking viewWillAppear <HomeVC: 0x…>`, like a hook's label),
    /// or of an unnamed one.
    static let wordsPlacingACall: Set<String> = ["In", "Inside", "Within", "At", "On", "After", "Before", "During", "Now", "Then",
                                                 "Enter", "Entering", "Entered", "Exit", "Exiting", "Exited", "Leaving", "Start",
                                                 "Starting", "Started", "Begin", "Beginning", "End", "Ending", "Ended", "Finished",
                                                 "Finishing", "Done", "Returning", "Calling", "Invoking", "Invoked", "Running",
                                                 "Executing", "Executed", "Tracking", "Swizzling", "Swizzled", "Hooked", "Hooking",
                                                 "Intercepted", "Triggered", "Firing", "Fired", "Handling"]

    /// Where the type name `text` ends with is: its last word, when that is identifier bytes and
    /// periods with an upper-case letter or `_` first, at the start or after a blank or a colon;
    /// blanks and full stops after it are left out. What a line prints of `self` after a call
    /// (`控制器销毁 MineController`, `viewDidLoad - FeedVC`, `deinit FeedVC.`).
    static func trailingTypeName(in text: UnsafeRawBufferPointer) -> Range<Int>? {
        var end = text.count
        while end > 0, ByteText.isSpace(text[end - 1]) || text[end - 1] == ASCII.period { end -= 1 }
        var start = end
        while start > 0, ByteText.isIdentifier(text[start - 1]) || text[start - 1] == ASCII.period { start -= 1 }
        guard start < end, start == 0 || ByteText.isSpace(text[start - 1]) || text[start - 1] == ASCII.colon,
              ByteText.isUpper(text[start]) || text[start] == ASCII.underscore else { return nil }
        return start..<end
    }

    /// True when `name` is what unidirectional architectures call the enum of messages a screen
    /// sends its reducer or presenter (ReactorKit's `Reactor.Action` and `Mutation`, TCA's
    /// `Feature.Action`, MVI's `Intent`): a case named after a callback (`Action.viewWillAppear`)
    /// is printed when it is sent, and every screen's enum has the same last name.
    static func readsAsMessageEnum(_ name: String) -> Bool {
        messageEnumNames.contains(name)
    }

    private static let messageEnumNames: Set<String> = ["Action", "Actions", "Mutation", "Intent", "Msg", "Message", "Event", "Input", "Output", "Effect", "Command"]

    /// True when `name` reads as a view controller's or a view's class (`…Controller`, `…VC`, `…View`):
    /// the words before a call that may name its receiver, where prose names other things.
    /// True when `name` (generic arguments aside) is a compound name as types are spelled, two capitals
    /// or a capital and a digit (`FeedVC`, `ViewController2`, `A ViewController`), not a capitalised
    /// English word (`Setup`, `Override`, `Controller`, `E-mail`).
    static func readsAsCompoundName(_ name: String) -> Bool {
        var capitals = 0, digits = 0
        for byte in name.utf8 {
            if byte == UInt8(ascii: "<") { break }
            if ByteText.isUpper(byte) { capitals += 1 } else if ByteText.isDigit(byte) { digits += 1 }
        }
        return capitals >= 2 || (capitals == 1 && digits > 0 && name.utf8.first.map(ByteText.isUpper) == true)
    }

    static func readsAsControllerOrView(_ name: String) -> Bool {
        name.utf8.count > 2 && (name.hasSuffix("Controller") || name.hasSuffix("VC") || name.hasSuffix("View"))
    }

    /// True when `name` is a class of Foundation, Core Foundation, Core Data, libdispatch or the
    /// Swift runtime (`NSManagedObject`, `NSFetchedResultsController`, `__NSArrayM`,
    /// `OS_dispatch_queue`, `_ContiguousArrayStorage`): values and models, never a view controller
    /// on iOS. A name with a leading underscore, `CF` or `OS_` that ends in `Controller` or `VC` is
    /// an app's or UIKit's private controller (`CFAlertViewController`, `_UIAlertControllerTextFieldViewController`).
    static func readsAsFoundationClass(_ name: String) -> Bool {
        let bytes = Array(name.utf8.prefix(3))
        guard bytes.count == 3 else { return false }
        if bytes[0] == ASCII.N, bytes[1] == ASCII.S, ByteText.isUpper(bytes[2]) { return true }
        let systemPrefix = bytes[0] == ASCII.underscore || bytes.starts(with: "OS_".utf8)
            || (bytes[0] == ASCII.C && bytes[1] == ASCII.F && ByteText.isUpper(bytes[2]))
        return systemPrefix && !name.hasSuffix("Controller") && !name.hasSuffix("VC")
    }

    /// True when `name` is one of UIKit's classes but no controller (`UIView`, `UIButton`, `UIWindow`):
    /// objects that never receive a controller's callbacks.
    static func readsAsUIKitView(_ name: String) -> Bool {
        name.hasPrefix("UI") && name.utf8.count > 2 && ByteText.isUpper(name.utf8[name.utf8.index(name.utf8.startIndex, offsetBy: 2)])
            && !name.hasSuffix("Controller")
    }

    /// Base classes whose `-[UIViewController(Category) sel]` tokens come from a category that
    /// logs for every subclass: the concrete class is the one the line describes.
    static let genericOwners: Set<String> = ["UIViewController", "UIView", "NSObject", "UIResponder", "UINavigationController",
                                             "UITableViewController", "UICollectionViewController"]

    /// The generic owners every controller or view inherits from, whose own methods a symbolic breakpoint
    /// names for every subclass: such a token without its receiver names no one object.
    static let rootClasses: Set<String> = ["UIViewController", "UIView", "UIResponder", "NSObject"]

    /// True for one of ``genericOwners``; asked for every ObjC token, and nearly every class an
    /// app logs starts with neither `UI` nor `NS`, so the first byte answers before any hashing.
    static func isGenericOwner(_ name: String) -> Bool {
        guard let first = name.utf8.first, first == ASCII.U || first == ASCII.N else { return false }
        return genericOwners.contains(name)
    }
}
