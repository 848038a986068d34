import Foundation

/// The one JSON encoding every machine-readable output uses: sorted keys, so reports are
/// byte-identical across runs, `-j` and platforms; slashes unescaped, so paths read naturally.
public enum ReportJSON {
    /// An encoder for documents (`pretty`) or for one-object-per-line streams.
    public static func encoder(pretty: Bool) -> JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = pretty ? [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
            : [.sortedKeys, .withoutEscapingSlashes]
        return encoder
    }

    /// Encode `value` and write it followed by a newline.
    public static func write<T: Encodable>(_ value: T, pretty: Bool, to sink: ByteSink) throws {
        var data = try encoder(pretty: pretty).encode(value)
        data.append(10)
        try data.withUnsafeBytes { try sink.write($0) }
    }
}
