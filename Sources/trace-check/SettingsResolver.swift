import Foundation
import TraceChecker
import TraceParser

/// Combines the configuration file and the command line, and turns rule selections into
/// `CheckOptions`. The command line comes after the file, so it wins for single values and
/// adds to lists.
enum SettingsResolver {
    /// Settings for `check` and `timeline`: `--config FILE`, else `.trace-check.json` here or above.
    static func settings(for invocation: Invocation, workingFolder: String = FileManager.default.currentDirectoryPath) throws -> Settings {
        guard let path = invocation.settings.configPath ?? ConfigFile.discover(from: workingFolder) else {
            return invocation.settings
        }
        let config = try ConfigFile(path: path, command: invocation.command)
        var settings = Settings()
        for (definition, value, origin) in config.flags {
            let before = settings.ruleSelections.count
            try definition.apply(&settings, value)
            for selection in settings.ruleSelections[before...] {
                settings.ruleOrigins[selection.ruleID] = (definition.long, origin)
            }
        }
        for (definition, value) in invocation.flags {
            let before = settings.ruleSelections.count
            try definition.apply(&settings, value)
            for selection in settings.ruleSelections[before...] { settings.ruleOrigins[selection.ruleID] = nil }
        }
        settings.loadedConfigPath = path
        return settings
    }

    /// Reader options for `events` and `formats`, which read lines without checking them.
    static func readerOptions(from settings: Settings, baseDate: Date) -> TraceReader.Options {
        var options = TraceReader.Options(baseDate: baseDate)
        options.processFilter = settings.processFilter
        if let limit = settings.maxLineLength { options.maxLineLength = limit }
        return options
    }

    /// Rule selections applied in order over the defaults; unknown ids are usage errors.
    static func checkOptions(from settings: Settings, rules: [RuleDescription]) throws -> CheckOptions {
        var options = CheckOptions()
        if let grace = settings.grace { options.gracePeriod = grace }
        if let limit = settings.maxObjects { options.maxLiveObjects = limit }
        if let limit = settings.maxObligations { options.maxOpenObligations = limit }
        if let limit = settings.maxClasses { options.maxClassNames = limit }
        options.maxLineLength = settings.maxLineLength
        let known = rules.map(\.id)
        for selection in settings.ruleSelections {
            let id = selection.ruleID
            guard known.contains(id) else {
                let suggestion = Suggestion.closest(to: id, among: known)
                if let (key, origin) = settings.ruleOrigins[id] {
                    throw ConfigError.unknownRule(path: origin, key: key, id: id, suggestion: suggestion)
                }
                throw UsageError.unknownRule(id, flag: selection.flag, suggestion: suggestion)
            }
            switch selection {
            case .enable:
                options.disabledRules.remove(id)
                if let override = options.severityOverrides[id], override == nil { options.severityOverrides.removeValue(forKey: id) }
                if options.onlyRules != nil { options.onlyRules!.insert(id) }
            case .disable:
                options.disabledRules.insert(id)
            case .only:
                options.onlyRules = (options.onlyRules ?? []).union([id])
            case let .severity(_, level):
                options.severityOverrides.updateValue(level, forKey: id)
            }
        }
        return options
    }
}
