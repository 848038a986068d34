/// A JSON value with its type kept exactly (Foundation's `JSONSerialization` folds `true`
/// into `1`), so configuration errors can say "expected a boolean".
enum JSONValue: Decodable, Equatable {
    case bool(Bool), number(Double), string(String), array([JSONValue]), object([String: JSONValue]), null

    init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let value = try? container.decode(Bool.self) {
            self = .bool(value)
        } else if let value = try? container.decode(Double.self) {
            self = .number(value)
        } else if let value = try? container.decode(String.self) {
            self = .string(value)
        } else if let value = try? container.decode([JSONValue].self) {
            self = .array(value)
        } else {
            self = .object(try container.decode([String: JSONValue].self))
        }
    }

    /// The value as flag text: numbers without a needless `.0`.
    var scalarText: String? {
        switch self {
        case let .string(text): return text
        case let .number(value):
            return value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
        default: return nil
        }
    }
}
