#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A line of a pasted backtrace: a frame names a method that was on the stack when something
/// was thrown or printed, not a call that happened at that moment, so it is never an event
/// (`4   MyApp   0x0000000100f2a1b4 -[CartViewController dealloc] + 60` would otherwise read as
/// a dealloc). Recognised forms, each seen in real pastes:
/// - `*** First throw call stack:` blocks and crash reports (`Thread 0 Crashed:`, `Last Exception
///   Backtrace:`): a frame number, the image, the address, then the symbol and `+ offset` or a
///   second address (`0x1a2b 0x1a000 + 6700`), optionally quoted as `callStackSymbols` prints them;
/// - lldb's `bt`: `frame #4: 0x… MyApp`-[X dealloc] + 60 at X.m:12`, with or without the `* `
///   that marks the selected frame;
/// - Swift's own backtracer: `0  0x… CartViewController.viewDidLoad() + 60 in MyApp at …`;
/// - a linker map's symbol rows (`0x100001560\t0x00000060\t[  3] -[ViewController dealloc]`):
///   address, size and object file of every method in the binary, pasted where code size is
///   discussed; not a stack, but no more a call.
/// - symbolicated crash reports that print the source file in place of the offset
///   (`9   MyApp   0x00000001003ce2a0 -[ShareViewController dealloc] (ShareViewController.m:43)`), a blank
///   before the file or none, the image's name one word or several (`1   Usedom Immobilien   0x000f8290
///   -[MMDrawerController panGestureCallback:](MMDrawerController.m:881)`, MMDrawerController#93);
/// - gdb's frame of the function it stopped in, with the arguments and the source line but no
///   address (`#0  -[RootVC viewDidLoad] (self=0x4b2a0c0, _cmd=0x2a61a13) at RootVC.m:30`);
/// - lldb's `memory history` (`[4] 0x0000000102eca8cc test`-[ViewController viewDidLoad] + 76 at …`);
/// - frames pasted without their number, or with the image on a line of its own
///   (`Foundation    0x182280b4c    -[_NSConcreteDateInterval dealloc] + 0`,
///   `0x308f3d8a -[NSPersistentStoreCoordinator dealloc] + 702`): an address, a symbol and a final
///   `+ offset`;
/// - lldb's disassembly header, the symbol a listing is of (`MyApp`-[ViewController viewDidLoad]:`).
/// - the sanitizers' reports: AddressSanitizer's `#1 0x10a1f00 in -[MyVC dealloc]`, and
///   ThreadSanitizer's, which print the source line and the image's offset instead of the address
///   (`#1 -[ViewController viewDidLoad] ViewController.m:25 (LJLock:x86_64+0x100000f66)`), and Xcode's
///   copied backtrace (`#3\t0x000000010a1b2c3d in -[ChildViewController viewWillAppear:] at …`);
/// - crash reporters' frames without the address column (`0   Instabug   -[IBGMethodSwizzler
///   viewDidAppear:] (IBGMethodSwizzler.m:177)`, `2   UIKit   -[UIViewController …] + 848`; an export
///   may put one blank between the columns: `9  MyApp -[BaseViewController viewDidAppear:]
///   (BaseViewController.m:140)`), or with
///   the offset in the image instead (`88  xxx +0x8eeb18      -[RNSScreen …] (RNSScreen.mm:1043:11)`,
///   `3  UIKitCore +0x2e34f4      -[UINavigationBar layoutSubviews]`);
/// - Sentry's frames without the offset, columns padded (`UIKitCore    0x22fed1ec4  -[UIViewController
///   _presentViewController:…]`), and Crashlytics' with their number (`5  UIKit    0x25094d7d -[UIViewController setView:]`),
///   whose exports may print the address in decimal (`4  Foundation   6505731252 -[NSObject(…) removeObserver:forKeyPath:]`)
///   and whose copies on web pages lose the padding (`2 MyApp 0x38a468 -[FeedVC viewWillDisappear:]`, Apple's forums);
/// - Instruments' leak stacks (`   7 UIKit -[UIAlertController initWithNibName:bundle:]`, a source path
///   may follow), crash reporters' `Frameworks/UIKit.framework/UIKit -[UINavigationController
///   viewDidDisappear:]` rows, and `malloc_history`'s `ALLOC 0x…-0x… [size=292]: thread_… | … |
///   -[ViewFinishes viewDidLoad] | …` and `Call [2] [arg=112]: thread_a04f6720 |0x1 | start | … |
///   -[DetailViewController viewWillAppear:] | …`, a whole stack on one line;
/// - crash consoles' tables (Bugly, Firebase) copied with a pipe after the image (`16 Mapbox | -[MGLMapView
///   dealloc] + 464`, `23 Keep | -[BaseUIViewController dealloc] (BaseUIViewController.m:48)`: the frame's
///   tail, so that a logger's `3 Main | -[X viewDidLoad] loaded` stays a call), and Sentry's
///   `UIKitCore +0x56e2e8 -[UIViewController _presentViewController:…]` without the number;
/// - Sentry's frames as its issue page prints them, Python's way (`File "Classes/…/BlogDetailsViewController.m",
///   line 369, in -[BlogDetailsViewController viewDidLoad]`, WordPress-iOS#15238);
/// - a sanitizer's summary, which names the report's top frame (`SUMMARY: ThreadSanitizer: data race
///   X.m:88 in -[FeedViewController setItems:]`), wherever the line was printed;
/// - a symbol alone with its offset and source line, as lldb's compressed stacks and crash
///   reporters print it (`-[EventsController dealloc] + 70 at EventsController.m:54`);
/// - atos's answer, the symbol of an address with its image (`-[KSAccountsPreferences dealloc] (in
///   Sail) (KSAccountsPreferences.m:77)`, Swift's `DetailVC.viewDidAppear(_:) (in MyApp) (DetailVC.swift:42)`), and dtrace's `ustack()` frames (`AppKit`-[NSViewController
///   viewWillAppear]+0x28`);
/// - crash services' exports: Rollbar's `9 App "FeedVC.m" line 34 in -[FeedVC viewDidAppear:]`, HockeyApp's
///   `4  Awful  AwfulTabBarController.m line 77 -[AwfulTabBarController replaceViewController:…]`, Crashlytics'
///   "Raw Text" table `2 | CoreFoundation | -[NSCache init]`, frames whose symbol is on a line of its own
///   (`-[UICollectionView dealloc] + 624`), App Center's `-[X dealloc] (X.m:80);Module`, a frame behind a label
///   (`backtrace: …-[X doResetBuffers:] + 164`), and any of these behind a Markdown quote's `>`;
/// - the profilers' rows, which name the method a sample or a reference count change fell in:
///   Instruments' retain/release history (`2\tRelease\t-1\t1\t00:08.857.754\tApp\t-[ViewController
///   viewDidLoad]`, the responsible caller last; paired rows `Retain/Release (8)\t…`), Time Profiler's heaviest stack (`24 UIKit 59.0
///   -[UIViewController loadViewIfRequired]`) and call tree (`99.0ms   38.2%\t79.0\t-[X viewWillAppear:]`);
/// - hang reports' call trees, whose rows are samples of one call sorted by count, not calls in time order:
///   `sample`'s (`+     ! 1500 -[FeedVC viewDidLoad]  (in MyApp) + 120  [0x100a0c4d]`, laullon/gitx#208) and
///   spindump's (`25  -[FeedVC viewDidLoad] + 120 (MyApp + 4455) [0x100a0c4d]`, Hammerspoon#2334).
public enum BacktraceFrame {
    /// The definition, anchored at the start of the message. After leading blanks, quotes and `*`:
    /// `frame #N: 0x…`, or a frame number, then one or more columns, then an address followed by
    /// text that holds `+ offset`, or two addresses in a row (unsymbolicated frames), or text that
    /// ends in `(File.m:43)`, or glued to it after an image that is no
    /// logger's column (neither `self` nor the symbol's class); a link map's address, size and `[N]` file number; `[N] 0x…` and a
    /// symbol with `+ offset` (memory history); an address, optionally after one image word, then
    /// a symbol and a final `+ offset`; `image`[-+][Class sel]:` alone; `#N 0x… in ` (sanitizers), gdb's
    /// `#N  -[Class sel] (args) at File.m:30`, or `#N`
    /// and a line that ends in `(image:arch+0x…)` (ThreadSanitizer); a frame
    /// number, an image (and its `+0x…` offset) padded to a column and a symbol that ends in `+ offset` or `(File.m:43)`,
    /// or a number, an image and a method token alone before those; or an image
    /// padded to a column, an address and a symbol, both after two blanks or more, or after a frame number
    /// and with the image padded (the address may be decimal there, six digits or more), or a frame number, an image and
    /// a hexadecimal address after single blanks; a number, an image
    /// and its `+0x…` offset, then a symbol; a number, an image and
    /// a symbol alone (Instruments' stacks); an image path and a token alone; `malloc_history`'s rows;
    /// a method token alone, then `+ offset at File.m:54`; a sanitizer's `SUMMARY:`; Sentry's `File "…", line N, in `; a number, an image, a quoted
    /// file or a file name, `line N` and the symbol (Rollbar, HockeyApp); a token and atos's
    /// `(in Image)` with the source line or the offset; dtrace's `Image`token` with its `+0x…`; a number, a reference count event and its
    /// change, or a group of them and its count (Instruments' history); a number, an image and a weight, or a time and a percentage
    /// (Time Profiler); a sample count, a symbol, `(in Image)`, `+ offset` and `[0x…]` after `sample`'s tree, or
    /// a sample count, a symbol with `+ offset`, `(Image + offset)` and `[0x…]` (spindump).
    static let pattern = "^[\\s\"*>]*(?:frame #\\d+: +0x[0-9a-fA-F]+"
        + "|\\d+(?:\\s+\\S+)*?\\s+0x[0-9a-fA-F]{4,}\\s+(?:\\S.*\\s\\+\\s\\d+|0x[0-9a-fA-F]+|\\S.*\\s\\([^()\\s]+\\.\\w+:\\d+(?::\\d+)?\\)\\s*$)"
        // The file glued to the symbol, under an image of one or more words (`???`, `微信`) that is neither `self`,
        // a number nor the symbol's class (`3 FeedVC 0x7fa1 -[FeedVC viewDidLoad](FeedVC.m:60)` is a logger's columns).
        + "|\\d+\\s+(?!self\\s|\\d+\\s|0x)(\\S+)(?:\\s+\\S+)*?\\s+0x[0-9a-fA-F]{4,}\\s+(?![-+]\\[\\g{-1}[ (\\]]|\\g{-1}\\.)\\S.*[\\])]\\([^()\\s]+\\.\\w+:\\d+(?::\\d+)?\\)\\s*$"
        + "|0x[0-9a-fA-F]+\\s+0x[0-9a-fA-F]+\\s+\\[ *\\d+\\] "
        + "|\\[ *\\d+\\] +0x[0-9a-fA-F]{4,}\\s+\\S.*\\s\\+\\s\\d+"
        + "|(?:[A-Za-z_][\\w.+-]*\\s+)?0x[0-9a-fA-F]{4,}\\s+\\S.*\\s\\+\\s\\d+\\s*$"
        + "|[\\w.$+-]+`[-+]\\[[^\\]]+\\]:\\s*$"
        + "|#\\d+\\s+0x[0-9a-fA-F]+ in "
        + "|#\\d+ +[-+]\\[[^\\]]+\\] \\(.*\\) at \\S+:\\d+"
        + "|#\\d+ +\\S.*\\s\\([^()]+:\\w+\\+0x[0-9a-fA-F]+\\)\\s*$"
        + "|\\d+\\s+\\S+(?: +\\+0x[0-9a-fA-F]+)?\\s{2,}\\S.*(?:\\s\\+\\s\\d+|\\s\\([^()\\s]+\\.\\w+:\\d+(?::\\d+)?\\))\\s*$"
        + "|\\d+\\s+[A-Za-z_][\\w.+-]*\\s+[-+]\\[[^\\]]+\\](?:\\s\\+\\s\\d+|\\s\\([^()\\s]+\\.\\w+:\\d+(?::\\d+)?\\))\\s*$"
        + "|[A-Za-z_][\\w.+-]*\\s{2,}0x[0-9a-fA-F]{4,}\\s{2,}\\S"
        + "|\\d+\\s+[A-Za-z_][\\w.+-]*\\s{2,}(?:0x[0-9a-fA-F]{4,}|\\d{6,})\\s+\\S"
        // Padding collapsed: an image that is neither the symbol's class (`3 FeedVC 0x7fa1 -[FeedVC viewDidLoad]`
        // is what `NSLog(@"%@ %p %s", …)` prints after a line number) nor `self`.
        + "|\\d{1,4} +(?!self )([A-Za-z_][\\w.+-]*) +0x[0-9a-fA-F]{4,} +(?![-+]\\[\\g{-1}[ (\\]]|\\g{-1}\\.)\\S"
        + "|\\d+\\s+[A-Za-z_][\\w.+-]*\\s+\\+0x[0-9a-fA-F]+\\s+\\S"
        + "|\\d+ +[A-Za-z_][\\w.+-]* +(?:[-+]\\[[^\\]]+\\]|[A-Za-z_]\\w*)(?: +/\\S+:\\d+)?\\s*$"
        + "|[\\w.+-]*/\\S+ +[-+]\\[[^\\]]+\\]\\s*$"
        + "|(?:ALLOC|FREE) +0x[0-9a-fA-F]+-0x[0-9a-fA-F]+ \\[size=\\d+\\]:|Call \\[\\d+\\] \\[arg=\\d+\\]: thread_"
        + "|\\d+\\s+[A-Za-z_][\\w.+-]*\\s+\\|\\s+[-+]\\[[^\\]]+\\](?:\\s\\+\\s\\d+|\\s\\([^()\\s]+\\.\\w+:\\d+(?::\\d+)?\\))\\s*$"
        + "|[A-Za-z_][\\w.+-]*\\s+\\+0x[0-9a-fA-F]+\\s+[-+]\\["
        + "|SUMMARY: \\w+Sanitizer: "
        // Sentry's frames as its web page prints them (`File "Classes/…/BlogDetailsViewController.m", line 369,
        // in -[BlogDetailsViewController viewDidLoad]`, wordpress-mobile/WordPress-iOS#15238).
        + "|File \"[^\"]+\", line \\d+, in "
        + "|[-+]\\[[^\\]]+\\] \\+ \\d+(?: at [^\\s:]+:\\d+)?\\s*$"
        // The Swift symbol line of a frame a page wrapped (`  PlanetViewController.viewDidLoad() + 196`).
        + "|[A-Za-z_][\\w.$]*\\([\\w:]*\\) \\+ \\d+\\s*$"
        + "|\\d+\\s+\\S+\\s+(?:\"[^\"]+\"\\s+line\\s+\\d+\\s+in\\s|[^\\s\"]+\\.\\w+\\s+line\\s+\\d+\\s+\\S)"
        + "|\\d+\\s+\\|\\s+\\S+\\s+\\|\\s"
        + "|[-+]\\[[^\\]]+\\](?: \\([^()\\s]+:\\d+\\))?;[\\w.$]+\\s*$"
        + "|[A-Za-z_]\\w*:\\s+\\S*[-+]\\[[^\\]]+\\] \\+ \\d+\\s*$"
        + "|[-+]\\[[^\\]]+\\] \\(in [^()]+\\) (?:\\([^()\\s]+:\\d+\\)|\\+ \\d+)\\s*$"
        + "|.*\\S \\(in [^()\\s]+\\) (?:\\([^()\\s]+:\\d+\\)|\\(<[\\w-]+>\\)|\\+ \\d+)\\s*$"
        + "|[\\w.$+-]+`[-+]\\[[^\\]]+\\](?:\\+0x[0-9a-fA-F]+)?\\s*$"
        + "|\\d+\\s+(?:Malloc|Realloc|Retain|Release|Autorelease|Free|CFRetain|CFRelease|Zombie)\\s+[-+]?\\d+\\s"
        + "|(?:Retain/Release|Retain|Release|Autorelease) \\(\\d+\\)\\t"
        + "|\\d+ +[A-Za-z_][\\w.+-]* +\\d+\\.\\d+ +\\S"
        + "|\\d+(?:\\.\\d+)? ?(?:ms|s|µs|us|min) +\\d+(?:\\.\\d+)?%\\s"
        // The hang reports' call trees: `sample`'s (`+     ! 1500 -[FeedVC viewDidLoad]  (in MyApp) + 120  [0x100a0c4d]`,
        // its tree drawn with `+ ! : |`) and spindump's (`25  -[FeedVC viewDidLoad] + 120 (MyApp + 4455) [0x100a0c4d]`).
        + "|(?:[+!:|][\\s+!:|]*)?\\d+ +\\S.*?\\(in [^()]+\\) +\\+ \\d+ +\\[0x[0-9a-fA-F]+\\]"
        + "|\\d+\\s+\\S.*\\s\\+\\s\\d+\\s\\([^()]+\\s\\+\\s\\d+\\)\\s\\[0x[0-9a-fA-F]+\\]"
        + "|(?:function|symbol|symbol_name|raw_function|method)\"\\s*:\\s*\")"

    /// True when `m[start..<end]` ends as atos's answer for a Swift symbol does: the symbol, then `(in
    /// Image)` and the source line (`DetailVC.viewDidAppear(_:) (in MyApp) (DetailVC.swift:42)`, `(<compiler-generated>)`)
    /// or the offset (`) + 40`). A Swift call line ends in its own parentheses, or in a logger's file tag
    /// after a blank (`viewDidLoad() (FeedVC.swift:20)`), which has no `(in ` before it.
    static func endsLikeAtos(_ m: UnsafeRawBufferPointer, from start: Int, to end: Int) -> Bool {
        var end = end
        while end > start, ByteText.isSpace(m[end - 1]) { end -= 1 }
        guard end - start > 8 else { return false }
        var tail = end
        if m[end - 1] == ASCII.rightParenthesis {
            tail = end - 1
            while tail > start, m[tail] != ASCII.leftParenthesis { tail -= 1 }
        } else if ByteText.isDigit(m[end - 1]) {
            while tail > start, ByteText.isDigit(m[tail - 1]) { tail -= 1 }
            guard tail - start > 3, m[tail - 1] == ASCII.space, m[tail - 2] == ASCII.plus else { return false }
            tail -= 2
        } else {
            return false
        }
        guard tail - start > 6, m[tail - 1] == ASCII.space, m[tail - 2] == ASCII.rightParenthesis else { return false }
        return ByteText.find(m, " (in ", in: start..<tail) != nil
    }

    /// True when the message may be a frame at all: its first byte other than blanks, quotes and
    /// `*` is a digit, the `f` of `frame`, the `#` of a sanitizer's `#N` or the `[` of `[N]`, or a letter and it ends in
    /// `+ offset` or `]:`.
    /// Lets ordinary messages skip the pattern.
    /// The keys under which crash reporters' JSON holds a frame's symbol (`function` starts with `f`, which
    /// ``mayBeFrame(_:)`` lets through for lldb's `frame #`).
    private static let frameKeys: [StaticString] = ["symbol\"", "symbol_name\"", "raw_function\"", "method\""]

    static func mayBeFrame(_ m: UnsafeRawBufferPointer) -> Bool {
        var i = 0
        while i < m.count, m[i] == ASCII.space || m[i] == ASCII.tab || m[i] == ASCII.quote || m[i] == ASCII.asterisk || m[i] == ASCII.greaterThan { i += 1 }
        guard i < m.count else { return false }
        let b = m[i]
        if (b >= ASCII.digit0 && b <= ASCII.digit9) || b == ASCII.f || b == ASCII.hash { return true }
        // A row of `sample`'s call tree, drawn with `+ ! : |` before the sample count.
        if b == ASCII.plus || b == UInt8(ascii: "!") || b == ASCII.colon || b == UInt8(ascii: "|"), i + 1 < m.count, m[i + 1] == ASCII.space {
            var j = i
            while j < m.count, m[j] == ASCII.space || m[j] == ASCII.plus || m[j] == UInt8(ascii: "!") || m[j] == ASCII.colon || m[j] == UInt8(ascii: "|") { j += 1 }
            if j < m.count, ByteText.isDigit(m[j]) { return true }
        }
        // A frame in a crash reporter's JSON (Sentry, Bugsnag, KSCrash): `"symbol": "-[X viewDidAppear:]",`.
        if i > 0, m[i - 1] == ASCII.quote, frameKeys.contains(where: { ByteText.hasPrefix(m, at: i, $0) }) { return true }
        if b == ASCII.leftBracket {
            var j = i + 1
            while j < m.count, m[j] == ASCII.space { j += 1 }
            return j < m.count && ByteText.isDigit(m[j])
        }
        // A method token then `+ offset at File.m:54`: the line ends in `:` and digits. Calls printed
        // with `%s` and `__func__` end in `]` or their text, and are done here.
        if b == ASCII.minus || b == ASCII.plus {
            var end = m.count
            // atos's `-[X sel] (in Image) (X.m:77)` or `… + 40`: the line ends in `)` or a digit, where a
            // call printed with `__func__` ends in `]` or its text; then the ` (in ` after the token.
            if end > i, m[end - 1] == ASCII.rightParenthesis || ByteText.isDigit(m[end - 1]),
               let base = m.baseAddress, let close = memchr(base + i, Int32(ASCII.rightBracket), end - i),
               ByteText.hasPrefix(m, at: UnsafeRawPointer(close) - base + 1, " (in ") { return true }
            while end > i, m[end - 1] == ASCII.space || m[end - 1] == ASCII.tab || m[end - 1] == ASCII.carriageReturn { end -= 1 }
            var digits = end
            while digits > i, ByteText.isDigit(m[digits - 1]) { digits -= 1 }
            // App Center's frames: `-[X dealloc] (X.m:80);Module`, the image after a semicolon.
            var module = end
            while module > i, ByteText.isIdentifier(m[module - 1]) || m[module - 1] == ASCII.period { module -= 1 }
            if module - i > 4, module < end, m[module - 1] == ASCII.semicolon,
               m[module - 2] == ASCII.rightParenthesis || m[module - 2] == ASCII.rightBracket { return true }
            guard digits < end, digits > i else { return false }
            // The symbol line of a frame printed over two lines: `-[UICollectionView dealloc] + 624`.
            if digits - i >= 5, m[digits - 1] == ASCII.space, m[digits - 2] == ASCII.plus, m[digits - 3] == ASCII.space,
               m[digits - 4] == ASCII.rightBracket { return true }
            return m[digits - 1] == ASCII.colon
        }
        // Frames without a number start with an image name (or `_`): most messages with events start
        // with `<` and are done here.
        guard ByteText.isIdentifierStart(b) else {
            // atos's `@objc DetailVC.viewDidLoad() (in MyApp) (<compiler-generated>)`.
            return b == ASCII.at && endsLikeAtos(m, from: i, to: m.count)
        }
        if ByteText.hasPrefix(m, at: i, "ALLOC ") || ByteText.hasPrefix(m, at: i, "FREE ") || ByteText.hasPrefix(m, at: i, "SUMMARY: ")
            || ByteText.hasPrefix(m, at: i, "Call [") || ByteText.hasPrefix(m, at: i, "File \"") { return true }
        // Instruments' history groups pairs of reference count events: `Retain/Release (8)\t…`.
        if ByteText.hasPrefix(m, at: i, "Retain") || ByteText.hasPrefix(m, at: i, "Release (") || ByteText.hasPrefix(m, at: i, "Autorelease (") { return true }
        // An image padded to its column, then the address: Sentry's frames print no offset.
        var word = i, slash = false
        while word < m.count, m[word] != ASCII.space, m[word] != ASCII.tab {
            // dtrace's `Image`-[Class sel]+0x28`.
            if m[word] == ASCII.backtick, word + 1 < m.count, m[word + 1] == ASCII.minus || m[word + 1] == ASCII.plus { return true }
            slash = slash || m[word] == ASCII.slash
            word += 1
        }
        // An image's path, then a token that ends the line.
        if slash {
            var last = m.count
            while last > word, m[last - 1] == ASCII.space || m[last - 1] == ASCII.tab || m[last - 1] == ASCII.carriageReturn { last -= 1 }
            if last > word, m[last - 1] == ASCII.rightBracket { return true }
        }
        if word + 4 < m.count, m[word + 1] == ASCII.space || m[word + 1] == ASCII.tab {
            var column = word
            while column < m.count, m[column] == ASCII.space || m[column] == ASCII.tab { column += 1 }
            if column + 1 < m.count, m[column] == ASCII.digit0, m[column + 1] == ASCII.x { return true }
        }
        // Sentry's `UIKitCore +0x56e2e8 -[UIViewController …]`: the offset in the image.
        if word + 3 < m.count, m[word] == ASCII.space {
            var column = word
            while column < m.count, m[column] == ASCII.space { column += 1 }
            if column + 2 < m.count, m[column] == ASCII.plus, m[column + 1] == ASCII.digit0, m[column + 2] == ASCII.x { return true }
        }
        var end = m.count
        while end > i, m[end - 1] == ASCII.space || m[end - 1] == ASCII.tab || m[end - 1] == ASCII.carriageReturn { end -= 1 }
        guard end - i >= 4 else { return false }
        if endsLikeAtos(m, from: i, to: end) { return true }
        if m[end - 1] == ASCII.colon { return m[end - 2] == ASCII.rightBracket }
        var digits = end
        while digits > i, ByteText.isDigit(m[digits - 1]) { digits -= 1 }
        return digits < end && digits - i >= 3 && m[digits - 1] == ASCII.space && m[digits - 2] == ASCII.plus && m[digits - 3] == ASCII.space
    }
}
