/// The libFuzzer entry point, linked from `libclang_rt.fuzzer_no_main` (see DESIGN §9: through
/// SwiftPM an executable's `main` is renamed, so libFuzzer's own `main` cannot be used).
@_silgen_name("LLVMFuzzerRunDriver")
private func LLVMFuzzerRunDriver(
    _ argc: UnsafeMutablePointer<Int32>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>>,
    _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> Int32
) -> Int32

/// The body of the running target. libFuzzer calls back through a C function pointer, which
/// cannot capture, so the body lives here; one target runs per process.
nonisolated(unsafe) private var fuzzBody: ((UnsafeRawBufferPointer) -> Void)?

/// Hand the process to libFuzzer, which parses its own flags from the command line and calls
/// `body` once per input. Returns libFuzzer's exit code.
public func runFuzzer(_ body: @escaping (UnsafeRawBufferPointer) -> Void) -> Int32 {
    fuzzBody = body
    var argc = CommandLine.argc
    var argv = CommandLine.unsafeArgv
    return LLVMFuzzerRunDriver(&argc, &argv) { data, size in
        fuzzBody!(UnsafeRawBufferPointer(start: data, count: size))
        return 0
    }
}

/// A finding that is not a memory error: stop with a message libFuzzer records with the input.
public func fuzzCheck(_ condition: @autoclosure () -> Bool, _ message: @autoclosure () -> String,
                      file: StaticString = #fileID, line: UInt = #line) {
    if !condition() { fatalError("fuzz invariant: \(message())", file: file, line: line) }
}

/// A small parameter read from the input without consuming it: byte `k` from the end (0 when
/// the input is shorter). Seeds stay intact logs, and the fuzzer still varies the parameter by
/// mutating the tail.
public func parameter(_ bytes: UnsafeRawBufferPointer, fromEnd k: Int) -> UInt8 {
    bytes.count > k ? bytes[bytes.count - 1 - k] : 0
}
