import Foundation
import TraceParser

/// The small API for programs that embed trace-check: check a log file or text in memory with the
/// built-in rule pack plus a user's rules, or list its events. `docs/library.md` shows it in use;
/// everything here is a thin layer over ``check(source:fileName:sourceIndex:options:readerOptions:catalog:onViolation:)``.
extension TraceCheck {
    /// Check the log file at `path` with the built-in rules and `rules`.
    ///
    /// The encoding is found from the content, as the command line does: gzip and UTF-16 are
    /// decoded while reading. Syslog lines, which print no year, get the year of the file's
    /// modification time. A file that cannot be opened throws; one that fails part-way is
    /// checked up to the failure and reports it in ``FileReport/inputError``.
    public static func check(path: String, rules: LoadedRules = .empty,
                             options: CheckOptions = CheckOptions()) throws(InputError) -> FileReport {
        let source: FileByteSource
        do {
            source = try FileByteSource(path: path)
        } catch let error as InputError {
            throw error
        } catch {
            throw .unreadable(path: path, reason: "\(error)")
        }
        let modified = (try? FileManager.default.attributesOfItem(atPath: path)[.modificationDate]) as? Date
        return check(source: source, fileName: path, options: options.adding(rules),
                     readerOptions: TraceReader.Options(baseDate: modified ?? Date()), catalog: rules.catalog)
    }

    /// Check log text that is already in memory (a test's fixture, a paste, a network payload).
    /// `name` is the file name reports use.
    public static func check(text: String, name: String = "-", rules: LoadedRules = .empty,
                             options: CheckOptions = CheckOptions()) -> FileReport {
        check(source: MemoryByteSource(text: text, name: name), fileName: name,
              options: options.adding(rules), catalog: rules.catalog)
    }

    /// Every lifecycle event recognised in `text`, in line order, with the formats of `rules`
    /// (a rules file may teach trace-check new line formats).
    public static func events(in text: String, rules: LoadedRules = .empty) throws -> [Event] {
        let reader = TraceReader(catalog: rules.catalog)
        var events: [Event] = []
        try reader.read(MemoryByteSource(text: text, name: "-")) { events.append($0) }
        return events
    }
}

extension CheckOptions {
    /// These options with the rules of a rules file added to the built-in pack.
    func adding(_ rules: LoadedRules) -> CheckOptions {
        var options = self
        options.extraRules += rules.extraRules
        return options
    }
}
