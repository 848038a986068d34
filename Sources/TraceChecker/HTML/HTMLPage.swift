/// The page's markup around the data: head with the policy and style, the header with counts,
/// filters and legend, the lane area the script fills, and the list of violations (written
/// here, so it reads without the script and its links work from the first paint).
struct HTMLPage {
    let layout: ReportLayout
    let title: String
    let toolVersion: String

    /// The policy's hash of the one script allowed to run.
    static let scriptHash = SHA256.hashSource(of: HTMLScript.javascript)

    func write(to out: HTMLByteWriter) throws {
        try out.raw("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\"/>\n")
        // No network, no plug-ins, no script but the page's own: a log line that slipped past
        // escaping still could not run or load anything.
        try out.trusted("<meta http-equiv=\"Content-Security-Policy\" content=\"default-src 'none'; script-src '\(HTMLPage.scriptHash)'; style-src 'unsafe-inline'; img-src data:; base-uri 'none'; form-action 'none'\"/>\n")
        try out.raw("<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\"/>\n<meta name=\"generator\" content=")
        try out.attribute("trace-check " + toolVersion)
        try out.raw("/>\n<title>")
        try out.text(title)
        try out.raw("</title>\n<style>")
        try out.trusted(HTMLStyle.css)
        try out.raw("</style>\n</head>\n<body>\n")
        // The hatching of deallocated spans, referenced by every lane's SVG.
        try out.raw("<svg width=\"0\" height=\"0\" style=\"position:absolute\" aria-hidden=\"true\"><defs><pattern id=\"hatch\" width=\"6\" height=\"6\" patternUnits=\"userSpaceOnUse\" patternTransform=\"rotate(45)\"><rect width=\"6\" height=\"6\" fill=\"#e9ecef\"/><line x1=\"0\" y1=\"0\" x2=\"0\" y2=\"6\" stroke=\"#adb5bd\" stroke-width=\"2.5\"/></pattern></defs></svg>\n")
        try writeHeader(to: out)
        try out.raw("<main>\n<section id=\"lanes\" aria-label=\"Swimlanes\"><div id=\"canvas\"></div><noscript><p class=\"empty\">The swimlanes are drawn by the page's script; the findings are listed beside.</p></noscript></section>\n")
        try writeFindings(to: out)
        try out.raw("</main>\n<div id=\"tip\" role=\"tooltip\" hidden=\"hidden\"></div>\n<script type=\"application/json\" id=\"trace-data\">")
        try HTMLDataBlock.write(layout, to: out)
        try out.raw("</script>\n<script>")
        try out.trusted(HTMLScript.javascript)
        try out.raw("</script>\n</body>\n</html>\n")
    }

    private func writeHeader(to out: HTMLByteWriter) throws {
        let counts = Dictionary(grouping: layout.violations, by: { $0.violation.severity }).mapValues(\.count)
        let objects = layout.files.reduce(0) { $0 + $1.objects }
        let events = layout.files.reduce(0) { $0 + $1.events }
        try out.raw("<header>\n<h1>")
        try out.text(title)
        try out.raw("</h1>\n<p class=\"meta\">")
        try out.text("trace-check " + toolVersion)
        try out.trusted(" · <b>\(NumberFormatting.counted(layout.files.count, "file"))</b> · <b>\(NumberFormatting.counted(objects, "object"))</b> · <b>\(NumberFormatting.counted(events, "event"))</b> · ")
        try out.trusted("<b class=\"e\">\(NumberFormatting.counted(counts[.error] ?? 0, "error"))</b>, <b class=\"w\">\(NumberFormatting.counted(counts[.warning] ?? 0, "warning"))</b>, <b class=\"n\">\(NumberFormatting.counted(counts[.note] ?? 0, "note"))</b></p>\n")
        try out.raw("<form id=\"filters\" autocomplete=\"off\">\n<label>Class <input id=\"f-class\" type=\"search\" list=\"classes\" placeholder=\"any class or address\"/></label>\n<datalist id=\"classes\">")
        var classes: [String: Int] = [:]
        for file in layout.files {
            for session in file.sessions {
                for lane in session.lanes where !lane.isFindingsLane && !lane.className.isEmpty { classes[lane.className, default: 0] += 1 }
            }
        }
        for (name, _) in classes.sorted(by: { $0.key < $1.key }) {
            try out.raw("<option value=")
            try out.attribute(name)
            try out.raw("></option>")
        }
        try out.raw("</datalist>\n<label>Rule <select id=\"f-rule\"><option value=\"\">all rules</option>")
        for (rule, count) in Dictionary(grouping: layout.violations, by: { $0.violation.rule }).mapValues(\.count).sorted(by: { $0.key < $1.key }) {
            try out.raw("<option value=")
            try out.attribute(rule)
            try out.raw(">")
            try out.text("\(rule) (\(count))")
            try out.raw("</option>")
        }
        try out.raw("</select></label>\n<label><input id=\"f-only\" type=\"checkbox\"/> only objects with findings</label>\n")
        try out.raw("<label>Axis <select id=\"f-axis\"><option value=\"time\">log time</option><option value=\"order\">line order</option></select></label>\n")
        try out.raw("<span class=\"zoom\"><button type=\"button\" id=\"z-out\" title=\"Zoom out\">\u{2212}</button> <button type=\"button\" id=\"z-fit\" title=\"Fit the log to the width\">fit</button> <button type=\"button\" id=\"z-in\" title=\"Zoom in (or Ctrl + wheel)\">+</button></span>\n<span id=\"count\"></span>\n</form>\n")
        try out.raw("<div class=\"legend\">")
        for state in LifecycleState.allCases {
            let swatch = state == .deallocated ? "background:repeating-linear-gradient(45deg,#e9ecef 0 3px,#adb5bd 3px 5px)" : "background:var(--\(state.name))"
            try out.trusted("<span><i style=\"\(swatch)\"></i>\(state.name)</span>")
        }
        let tickColours = ["#8d99ae", "#102a43", "#2a9d8f", "#7b2cbf", "#4361ee", "#ced4da", "#000", "#e76f51", "#d00000"]
        for category in EventCategory.allCases where category != .other {
            try out.trusted("<span><i class=\"tk\" style=\"background:\(tickColours[category.rawValue])\"></i>\(category.name)</span>")
        }
        try out.trusted("<span><i class=\"tk\" style=\"background:\(tickColours[0])\"></i>other</span>")
        for (severity, colour) in [("error", "var(--error)"), ("warning", "var(--warning)"), ("note", "var(--note)")] {
            try out.trusted("<span><i class=\"mk\" style=\"color:\(colour)\"></i>\(severity)</span>")
        }
        try out.raw("</div>\n</header>\n")
    }

    private func writeFindings(to out: HTMLByteWriter) throws {
        try out.trusted("<aside id=\"side\" aria-label=\"Findings\">\n<h2>Findings (\(NumberFormatting.grouped(layout.violations.count)))</h2>\n")
        for file in layout.files {
            try out.raw("<h3>")
            try out.text(file.name)
            try out.raw("</h3>\n")
            if let error = file.inputError {
                try out.raw("<p class=\"none\">Read stopped early: ")
                try out.text(error)
                try out.raw("</p>\n")
            }
            if file.violations.isEmpty {
                try out.raw("<p class=\"none\">No findings.</p>\n")
                continue
            }
            try out.raw("<ol class=\"vlist\">\n")
            for index in file.violations {
                let violation = layout.violations[index].violation
                try out.trusted("<li id=\"li-\(index)\" class=\"sev-\(violation.severity.rawValue)\" data-v=\"\(index)\" data-rule=")
                try out.attribute(violation.rule)
                if let object = violation.object {
                    try out.raw(" data-obj=")
                    try out.attribute(object.displayName)
                }
                try out.trusted("><a href=\"#v-\(index)\" data-v=\"\(index)\"><span class=\"head\"><span class=\"badge\">\(violation.severity.rawValue)</span><span class=\"rule\">")
                try out.text(violation.rule)
                try out.trusted("</span><span class=\"where\">line \(violation.location.line)</span></span><span class=\"msg\">")
                try out.text(violation.message)
                try out.raw("</span>")
                if let object = violation.object {
                    try out.raw("<span class=\"obj mono\">")
                    try out.text(object.displayName)
                    try out.raw("</span>")
                }
                try out.raw("</a></li>\n")
            }
            try out.raw("</ol>\n")
        }
        try out.raw("</aside>\n")
    }
}
