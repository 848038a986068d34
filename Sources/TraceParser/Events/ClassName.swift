/// Normalises class names as logs print them into the name a user writes.
public enum ClassName {
    /// `MyApp.FeedViewController` -> `FeedViewController`; `_TtC5MyApp6FeedVC` -> `FeedVC`;
    /// `_NSZombie_X` -> `X` (NSZombie prints the original class with this prefix).
    public static func normalize<S: StringProtocol>(_ raw: S) -> String {
        var name = String(raw)
        if name.hasPrefix("_NSZombie_") { name.removeFirst("_NSZombie_".count) }
        if name.hasPrefix("_Tt"), let demangled = demangle(name) { return demangled }
        if let dot = name.lastIndex(of: "."), name.index(after: dot) < name.endIndex {
            name = String(name[name.index(after: dot)...])
        }
        return name
    }

    /// Read the length-prefixed identifiers of a simple mangled class name
    /// (`_TtCV14__lldb_expr_9010SampleView11Coordinator` -> `SampleView.Coordinator`).
    static func demangle(_ name: String) -> String? {
        let bytes = Array(name.utf8)
        var i = 3
        while i < bytes.count, !ByteText.isDigit(bytes[i]) { i += 1 }
        var parts: [String] = []
        while i < bytes.count {
            var length = 0
            guard ByteText.isDigit(bytes[i]) else { break }
            while i < bytes.count, ByteText.isDigit(bytes[i]) { length = length * 10 + Int(bytes[i] - 48); i += 1 }
            guard length > 0, i + length <= bytes.count else { return nil }
            parts.append(String(decoding: bytes[i..<i + length], as: UTF8.self))
            i += length
        }
        guard parts.count >= 2 else { return parts.first }
        return parts.dropFirst().joined(separator: ".")
    }

    /// Base classes whose `-[UIViewController(Category) sel]` tokens come from a category that
    /// logs for every subclass: the concrete class is the one the line describes.
    static let genericOwners: Set<String> = ["UIViewController", "UIView", "NSObject", "UIResponder", "UINavigationController",
                                             "UITableViewController", "UICollectionViewController"]
}
