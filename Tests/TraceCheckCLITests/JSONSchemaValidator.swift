import Foundation

/// A JSON value that keeps booleans apart from numbers, for schema validation.
indirect enum JSONNode: Decodable, Equatable {
    case null, bool(Bool), number(Double), string(String), array([JSONNode]), object([String: JSONNode])

    init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() { self = .null }
        else if let value = try? container.decode(Bool.self) { self = .bool(value) }
        else if let value = try? container.decode(Double.self) { self = .number(value) }
        else if let value = try? container.decode(String.self) { self = .string(value) }
        else if let value = try? container.decode([JSONNode].self) { self = .array(value) }
        else { self = .object(try container.decode([String: JSONNode].self)) }
    }

    static func parse(_ data: Data) throws -> JSONNode { try JSONDecoder().decode(JSONNode.self, from: data) }

    subscript(key: String) -> JSONNode? {
        if case let .object(members) = self { return members[key] }
        return nil
    }
}

/// A JSON Schema (draft-04) validator for the keywords the SARIF 2.1.0 schema uses:
/// `$ref` (local), `type`, `properties`, `additionalProperties`, `required`, `items`,
/// `minItems`, `uniqueItems`, `minimum`, `maximum`, `enum`, `pattern`, `anyOf`, `oneOf`,
/// and `format` for `uri`/`uri-reference`/`date-time` (light checks).
struct JSONSchemaValidator {
    let root: JSONNode

    /// Every violation found, as `path: problem`.
    func validate(_ instance: JSONNode) -> [String] {
        var errors: [String] = []
        check(instance, against: root, path: "$", errors: &errors)
        return errors
    }

    private func resolve(_ reference: String) -> JSONNode? {
        guard reference.hasPrefix("#") else { return nil }
        var node = root
        for part in reference.dropFirst().split(separator: "/") {
            let key = part.replacingOccurrences(of: "~1", with: "/").replacingOccurrences(of: "~0", with: "~")
            guard let next = node[key] else { return nil }
            node = next
        }
        return node
    }

    private func check(_ value: JSONNode, against schema: JSONNode, path: String, errors: inout [String]) {
        if case let .string(reference)? = schema["$ref"] {
            guard let target = resolve(reference) else {
                errors.append("\(path): unresolvable $ref \(reference)")
                return
            }
            check(value, against: target, path: path, errors: &errors)
            return
        }
        if let type = schema["type"] {
            let allowed: [String]
            switch type {
            case let .string(name): allowed = [name]
            case let .array(names): allowed = names.compactMap { if case let .string(n) = $0 { return n } else { return nil } }
            default: allowed = []
            }
            if !allowed.contains(where: { matches(value, type: $0) }) {
                errors.append("\(path): expected \(allowed.joined(separator: "|"))")
                return
            }
        }
        if case let .array(options)? = schema["enum"], !options.contains(value) {
            errors.append("\(path): not one of the enumerated values")
        }
        if case let .array(schemas)? = schema["anyOf"] {
            let passing = schemas.filter { option in
                var scratch: [String] = []
                check(value, against: option, path: path, errors: &scratch)
                return scratch.isEmpty
            }
            if passing.isEmpty { errors.append("\(path): matches none of anyOf") }
        }
        if case let .array(schemas)? = schema["oneOf"] {
            let passing = schemas.filter { option in
                var scratch: [String] = []
                check(value, against: option, path: path, errors: &scratch)
                return scratch.isEmpty
            }
            if passing.count != 1 { errors.append("\(path): matches \(passing.count) of oneOf, not exactly 1") }
        }
        switch value {
        case let .object(members):
            if case let .array(required)? = schema["required"] {
                for case let .string(name) in required where members[name] == nil {
                    errors.append("\(path): missing required property \(name)")
                }
            }
            let properties: [String: JSONNode]
            if case let .object(p)? = schema["properties"] { properties = p } else { properties = [:] }
            for (name, member) in members.sorted(by: { $0.key < $1.key }) {
                if let propertySchema = properties[name] {
                    check(member, against: propertySchema, path: "\(path).\(name)", errors: &errors)
                } else if let additional = schema["additionalProperties"] {
                    if case .bool(false) = additional {
                        errors.append("\(path): property \(name) is not allowed")
                    } else if case .object = additional {
                        check(member, against: additional, path: "\(path).\(name)", errors: &errors)
                    }
                }
            }
        case let .array(items):
            if case let .number(minimum)? = schema["minItems"], Double(items.count) < minimum {
                errors.append("\(path): fewer than \(Int(minimum)) items")
            }
            if case .bool(true)? = schema["uniqueItems"] {
                for (i, item) in items.enumerated() where items[..<i].contains(item) {
                    errors.append("\(path)[\(i)]: duplicate item")
                }
            }
            if let itemSchema = schema["items"], case .object = itemSchema {
                for (i, item) in items.enumerated() { check(item, against: itemSchema, path: "\(path)[\(i)]", errors: &errors) }
            }
        case let .number(number):
            if case let .number(minimum)? = schema["minimum"], number < minimum { errors.append("\(path): below \(minimum)") }
            if case let .number(maximum)? = schema["maximum"], number > maximum { errors.append("\(path): above \(maximum)") }
        case let .string(text):
            if case let .string(pattern)? = schema["pattern"],
               text.range(of: pattern, options: .regularExpression) == nil {
                errors.append("\(path): does not match pattern \(pattern)")
            }
            if case let .string(format)? = schema["format"] {
                switch format {
                case "uri":
                    if URL(string: text)?.scheme == nil { errors.append("\(path): not an absolute URI") }
                case "uri-reference":
                    if URL(string: text) == nil { errors.append("\(path): not a URI reference") }
                default: break
                }
            }
        default: break
        }
    }

    private func matches(_ value: JSONNode, type: String) -> Bool {
        switch (type, value) {
        case ("null", .null), ("boolean", .bool), ("string", .string), ("array", .array), ("object", .object),
             ("number", .number): return true
        case let ("integer", .number(n)): return n == n.rounded()
        default: return false
        }
    }
}
