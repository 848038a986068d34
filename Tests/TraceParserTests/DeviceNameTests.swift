import Foundation
import Testing
import TraceParser

/// Host fields become the device of every event on their line, on one thread and on several.
@Suite("Device names")
struct DeviceNameTests {
    static let lines = """
        Jul 11 09:44:35 Superfly Nudge[1276] <Warning>: -[FeedViewController viewDidLoad] <FeedViewController: 0x15e159c0>
        Nov  2 15:53:49 CSSs-iPad accountsd(AccountsDaemon)[216] <Notice>: -[FeedViewController viewDidAppear:] <FeedViewController: 0x1>
        Nov  9 17:58:47 backboardd(QuartzCore)[51460] <Error>: -[FeedViewController viewDidLoad] <FeedViewController: 0x2>
        2023-09-27 22:55:39.622704+0200  localhost legacyScreenSaver[41737]: -[ScreenSaverExampleView hasConfigureSheet] <ScreenSaverExampleView: 0x3>
        2024-03-05 16:40:02.511 Df MyApp[3310:2c4e1a] [com.example.MyApp:Lifecycle] -[PostViewController viewDidLoad] <PostViewController: 0x4>

        """

    @Test("idevicesyslog and syslog host fields name the device; localhost, a missing host and other formats name none",
          arguments: [1, 3])
    func devicesFromHostFields(threads: Int) throws {
        var options = fixedOptions
        options.threads = threads
        options.recognitionBatchSize = 1
        var devices: [String?] = []
        // No line callback: with several threads the pipelined reader runs.
        try TraceReader(options: options).read(MemoryByteSource(Array(Self.lines.utf8), name: "mixed")) { devices.append($0.device) }
        #expect(devices == ["Superfly", "CSSs-iPad", nil, nil, nil])
    }

    @Test("The parser keeps the host field as printed; DeviceName drops empty and localhost ones")
    func hostField() throws {
        var hosts: [String?] = []
        try TraceReader(options: fixedOptions).read(MemoryByteSource(Array(Self.lines.utf8), name: "mixed"), onLine: { _, parsed in
            if parsed.kind == .record { hosts.append(parsed.withHost { $0.map { String(decoding: $0, as: UTF8.self) } }) }
        }, onEvent: { _ in })
        #expect(hosts == ["Superfly", "CSSs-iPad", nil, "localhost", nil])
        for (name, expected) in [("Superfly", "Superfly"), ("", nil), ("localhost", nil), ("iPhone", "iPhone")] as [(String, String?)] {
            let bytes = Array(name.utf8)
            #expect(bytes.withUnsafeBytes { DeviceName.named(by: $0) } == expected)
        }
    }
}
