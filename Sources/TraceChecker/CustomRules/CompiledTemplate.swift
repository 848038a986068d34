/// A compiled template with the findings it can produce and, per finding, the user groups whose
/// values the finding carries (so `{name}` can be checked when the file loads).
struct CompiledTemplate {
    var template: Template
    /// Finding kinds this template can report, with the groups each one fills.
    var findings: [(kind: FindingKind, groups: Set<String>)]
}
