/// A source whose reads may wait for a writer: a pipe, a fifo, a terminal (`idevicesyslog |
/// trace-check`). While a read waits, the source calls `whileQuiet` now and then with the
/// wall-clock seconds since the last byte arrived, so a checker can let log-time deadlines pass
/// when the device goes quiet instead of waiting for a line that may never come.
///
/// `whileQuiet` runs on the reading thread between reads, when every complete line read so far
/// has been handed on: a reader that calls it must read on one thread.
public protocol WaitingByteSource: ByteSource {
    /// True when reads may wait (not a regular file): only then is `whileQuiet` called.
    var readsMayWait: Bool { get }
    /// Called while a read waits, with the seconds since the last byte arrived.
    var whileQuiet: ((Double) -> Void)? { get set }
}
