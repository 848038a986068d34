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
public enum BacktraceFrame {
    /// The definition, anchored at the start of the message. After leading blanks, quotes and `*`:
    /// `frame #N: 0x…`, or a frame number, then one or more columns, then an address followed by
    /// text that holds `+ offset`, or two addresses in a row (unsymbolicated frames); or a link
    /// map's address, size and `[N]` file number.
    static let pattern = "^[\\s\"*]*(?:frame #\\d+: +0x[0-9a-fA-F]+|\\d+(?:\\s+\\S+)*?\\s+0x[0-9a-fA-F]{4,}\\s+(?:\\S.*\\s\\+\\s\\d+|0x[0-9a-fA-F]+)|0x[0-9a-fA-F]+\\s+0x[0-9a-fA-F]+\\s+\\[ *\\d+\\] )"

    /// True when the message may be a frame at all: its first byte other than blanks, quotes and
    /// `*` is a digit or the `f` of `frame`. Lets ordinary messages skip the pattern.
    static func mayBeFrame(_ m: UnsafeRawBufferPointer) -> Bool {
        var i = 0
        while i < m.count, m[i] == ASCII.space || m[i] == ASCII.tab || m[i] == ASCII.quote || m[i] == ASCII.asterisk { i += 1 }
        guard i < m.count else { return false }
        let b = m[i]
        return (b >= ASCII.digit0 && b <= ASCII.digit9) || b == ASCII.f
    }
}
