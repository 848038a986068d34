import Testing
@testable import TraceChecker

/// Text reports copy clean text as it is and escape the rest (issue 19: hundreds of thousands of
/// findings were escaped scalar by scalar); both ways must give `TerminalText.sanitized`.
@Suite("Terminal text")
struct TerminalTextTests {
    @Test("Appending escaped text gives sanitized(_:) for clean text, C0 and C1 controls, DEL and other scripts")
    func appendMatchesSanitized() {
        let texts = ["", "plain <FeedVC: 0x7fa3> viewDidAppear:", "tab\tstays", "esc \u{1B}[2J", "nul \u{0} bell \u{7}",
                     "del \u{7F}", "c1 \u{85} \u{9B}31m", "latin é \u{A0} ©", "参数 😀", "\u{C2}\u{80}", "line\nbreak\r"]
        for text in texts {
            var bytes: [UInt8] = []
            TerminalText.appendSanitized(text, to: &bytes)
            #expect(String(decoding: bytes, as: UTF8.self) == TerminalText.sanitized(text), "\(text.debugDescription)")
        }
        #expect(TerminalText.sanitized("a\u{1B}b\u{9B}") == "a\\u{1b}b\\u{9b}")
    }
}
