import Foundation

/// What to tell someone who hands trace-check one of Apple's binary log containers. The
/// unified log's tracev3 store can only be turned into text by `log` on a Mac, so each message
/// gives the command that writes NDJSON trace-check reads, and says where the archive is.
public enum ArchiveAdvice {
    /// The `log show` command that turns `archive` into NDJSON (`'…'` quoted for a shell).
    public static func logShowCommand(_ archive: String) -> String {
        let base = (archive.split(separator: "/").last.map(String.init) ?? archive)
        let stem = base.hasSuffix(".logarchive") ? String(base.dropLast(".logarchive".count)) : base
        return "log show --archive \(shellQuoted(archive)) --style ndjson --predicate 'process == \"YourApp\"' > \(shellQuoted(stem + ".ndjson"))"
    }

    /// A `.logarchive` bundle.
    public static func logArchive(_ path: String) -> String {
        "an Apple log archive (binary tracev3), which trace-check cannot read; on a Mac, run: \(logShowCommand(path)), then check the .ndjson file"
    }

    /// An unpacked sysdiagnose folder; `archive` is its `system_logs.logarchive`.
    public static func sysdiagnoseFolder(archive: String) -> String {
        "a sysdiagnose, whose logs are the binary archive \(archive) that trace-check cannot read; on a Mac, run: \(logShowCommand(archive)), then check the .ndjson file"
    }

    /// A tar archive (a sysdiagnose tarball when its name says so).
    public static func tarball(_ path: String) -> String {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        if name.hasPrefix("sysdiagnose") {
            return "a sysdiagnose tarball, which trace-check cannot read; unpack it (tar -xzf \(shellQuoted(path))) and, on a Mac, run: log show --archive 'sysdiagnose_…/system_logs.logarchive' --style ndjson --predicate 'process == \"YourApp\"' > logs.ndjson, then check logs.ndjson"
        }
        return "a tar archive, which trace-check does not unpack; unpack it (tar -xf \(shellQuoted(path))) and check the folder"
    }

    /// An Xcode result bundle.
    public static func resultBundle(_ path: String) -> String {
        "an Xcode result bundle, which trace-check cannot read; on a Mac, run: xcrun xcresulttool get log --path \(shellQuoted(path)) --type console > console.log (Xcode 16 and later), then check console.log"
    }

    /// `text` in single quotes when it holds anything a shell would split or expand.
    public static func shellQuoted(_ text: String) -> String {
        let plain = text.utf8.allSatisfy { byte in
            (byte >= ASCII.digit0 && byte <= ASCII.digit9) || (byte >= ASCII.A && byte <= ASCII.Z) || (byte >= ASCII.a && byte <= ASCII.z)
                || byte == ASCII.slash || byte == ASCII.period || byte == ASCII.underscore || byte == ASCII.minus
        }
        if plain, !text.isEmpty { return text }
        return "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}
