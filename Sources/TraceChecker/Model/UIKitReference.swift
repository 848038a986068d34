/// The UIKit behaviour reference that rationales, hints and comments cite by id (`R-P9`, `R-A1a`):
/// `docs/uikit-lifecycle.md` in trace-check's repository, with one heading and one anchor per id.
/// Reports name the file and the ids rather than a web address, because the project has no public
/// home to link to (see ``ToolInfo/informationURI``).
public enum UIKitReference {
    /// The reference's path from the repository root.
    public static let path = "docs/uikit-lifecycle.md"

    /// The ids `text` cites, in order of first appearance and without repeats: `R-`, capital
    /// letters, digits, and an optional lower-case letter (`R-A1a`).
    public static func citations(in text: String) -> [String] {
        var found: [String] = []
        for range in citationRanges(in: text) {
            let id = String(text[range])
            if !found.contains(id) { found.append(id) }
        }
        return found
    }

    /// Where each citation sits in `text`, in order, so a writer can turn them into links.
    public static func citationRanges(in text: String) -> [Range<String.Index>] {
        var ranges: [Range<String.Index>] = []
        var index = text.startIndex
        while let start = text[index...].range(of: "R-")?.lowerBound {
            let end = citationEnd(in: text, after: text.index(start, offsetBy: 2))
            // "FOO-R-A1" or "XR-A1" is some other token, not a citation.
            let previous = start > text.startIndex ? text[text.index(before: start)] : " "
            if let end, !(previous.isLetter || previous.isNumber || previous == "-") {
                ranges.append(start..<end)
                index = end
            } else {
                index = text.index(start, offsetBy: 2)
            }
        }
        return ranges
    }

    /// The anchor of `id` in the reference: the id in lower case (`r-p9`).
    public static func anchor(of id: String) -> String { id.lowercased() }

    /// A one-line pointer to the reference for the ids `text` cites; nil when it cites none.
    public static func pointer(for text: String) -> String? {
        let ids = citations(in: text)
        guard !ids.isEmpty else { return nil }
        return "UIKit behaviour cited (\(path) in trace-check's repository, one heading per id): "
            + ids.joined(separator: ", ")
    }

    /// The end of `R-` + capitals + digits + optional lower-case letter starting at `start`, or nil.
    private static func citationEnd(in text: String, after start: String.Index) -> String.Index? {
        var index = start
        func take(_ accept: (Character) -> Bool) -> Int {
            var count = 0
            while index < text.endIndex, accept(text[index]) { index = text.index(after: index); count += 1 }
            return count
        }
        guard take({ $0.isASCII && $0.isUppercase }) > 0, take({ $0.isASCII && $0.isNumber }) > 0 else { return nil }
        if index < text.endIndex, text[index].isASCII, text[index].isLowercase {
            let next = text.index(after: index)
            // Only a single trailing letter ("R-A1a"), not the start of a word ("R-A1and").
            if next == text.endIndex || !text[next].isLetter { index = next }
        }
        if index < text.endIndex, text[index].isLetter || text[index].isNumber { return nil }
        return index
    }
}
