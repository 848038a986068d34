/// Which host fields of log lines name a device. idevicesyslog and the Xcode Devices window print
/// the device's name (`iPhone-de-Sergi`, `CSSs-iPad`, often just `iPhone`); `log show --style
/// syslog` and a simulator's system.log print `localhost` on every machine, which names none.
public enum DeviceName {
    /// The device named by a host field, or nil when it is empty or `localhost`.
    public static func named(by host: UnsafeRawBufferPointer) -> String? {
        guard !host.isEmpty, !equals(host, localhost) else { return nil }
        return String(decoding: host, as: UTF8.self)
    }

    private static let localhost = Array("localhost".utf8)

    private static func equals(_ bytes: UnsafeRawBufferPointer, _ word: [UInt8]) -> Bool {
        bytes.count == word.count && zip(bytes, word).allSatisfy { $0 == $1 }
    }
}
