/// The triage table as one self-contained page, built like the HTML report: inline style and
/// script, a Content-Security-Policy that allows no network and no script but its own, and all
/// log text escaped by `HTMLByteWriter`. The table sorts by any column (the script), each group
/// has a bar per time bucket of its occurrences (inline SVG, drawn here, so it shows without the
/// script), and each group links to its example's timeline excerpt further down the page.
public enum TriageHTMLWriter {
    /// Time buckets per bar chart, over the log-time range of all groups.
    static let buckets = 24

    static let script = """
    document.querySelectorAll('th[data-col]').forEach(function (th) {
      th.addEventListener('click', function () {
        var col = +th.dataset.col, body = document.querySelector('#groups tbody');
        var down = th.getAttribute('aria-sort') !== 'descending';
        document.querySelectorAll('th[data-col]').forEach(function (o) { o.removeAttribute('aria-sort'); });
        th.setAttribute('aria-sort', down ? 'descending' : 'ascending');
        var rows = Array.prototype.slice.call(body.rows);
        rows.sort(function (a, b) {
          var x = a.cells[col].dataset.v, y = b.cells[col].dataset.v;
          var c = (isNaN(+x) || isNaN(+y) || x === '' || y === '') ? (x < y ? -1 : x > y ? 1 : 0) : (+x - +y);
          return down ? -c : c;
        });
        rows.forEach(function (r) { body.appendChild(r); });
      });
    });
    """

    static let css = """
    body{font:14px/1.4 system-ui,sans-serif;margin:0;color:#102a43;background:#fff}
    header{padding:12px 20px;border-bottom:1px solid #d9e2ec}h1{font-size:18px;margin:0 0 4px}
    .meta{color:#486581;margin:0}main{padding:12px 20px}
    table{border-collapse:collapse;width:100%}th,td{padding:4px 8px;border-bottom:1px solid #e4e7eb;text-align:left;vertical-align:top}
    th[data-col]{cursor:pointer;user-select:none;white-space:nowrap}th[aria-sort=descending]::after{content:" \\25BE"}th[aria-sort=ascending]::after{content:" \\25B4"}
    td.n{text-align:right;font-variant-numeric:tabular-nums}.mono,pre{font-family:ui-monospace,Menlo,monospace;font-size:12px}
    .sev-error{color:#c1121f;font-weight:600}.sev-warning{color:#9c4f00;font-weight:600}.sev-note{color:#1d6fa5}
    svg.bars rect{fill:#4361ee}svg.bars{background:#f0f4f8}
    section.example{border-top:1px solid #d9e2ec;padding:8px 0}pre{background:#f8f9fa;padding:8px;overflow:auto}
    """

    /// The policy's hash of the page's script.
    static let scriptHash = SHA256.hashSource(of: script)

    /// The whole page as a string.
    public static func render(_ report: TriageReport, title: String) -> String {
        var bytes: [UInt8] = []
        try? write(report, title: title) { bytes.append(contentsOf: $0) }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Write the page to `sink` in chunks.
    public static func write(_ report: TriageReport, title: String,
                             to sink: @escaping (UnsafeRawBufferPointer) throws -> Void) throws {
        let out = HTMLByteWriter(sink: sink)
        try out.raw("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\"/>\n")
        try out.trusted("<meta http-equiv=\"Content-Security-Policy\" content=\"default-src 'none'; script-src '\(scriptHash)'; style-src 'unsafe-inline'; img-src data:; base-uri 'none'; form-action 'none'\"/>\n")
        try out.raw("<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\"/>\n<meta name=\"generator\" content=")
        try out.attribute("trace-check " + report.tool.version)
        try out.raw("/>\n<title>")
        try out.text(title)
        try out.raw("</title>\n<style>")
        try out.trusted(css)
        try out.raw("</style>\n</head>\n<body>\n<header>\n<h1>")
        try out.text(title)
        try out.raw("</h1>\n<p class=\"meta\">")
        try out.text("trace-check " + report.tool.version + " · " + report.summaryLine)
        let times = report.groups.flatMap(\.times)
        let start = times.min(), end = times.max()
        if let first = report.groups.compactMap(\.firstTime).min(), let last = report.groups.compactMap(\.lastTime).max() {
            try out.text(" · log time " + first + " to " + last)
        }
        try out.raw("</p>\n</header>\n<main>\n<table id=\"groups\">\n<thead><tr>")
        let headers = ["#", "count", "logs", "devices", "launches", "severity", "rule", "class", "message", "first", "last", "over time", "example"]
        for (column, header) in headers.enumerated() {
            // The chart column has nothing to sort by.
            try out.trusted(column == 11 ? "<th>" : "<th data-col=\"\(column)\" scope=\"col\">")
            try out.text(header)
            try out.raw("</th>")
        }
        try out.raw("</tr></thead>\n<tbody>\n")
        for (index, group) in report.groups.enumerated() {
            let rank = index + 1
            try out.trusted("<tr id=\"g-\(rank)\"><td class=\"n\" data-v=\"\(rank)\">\(rank)</td>")
            for value in [group.count, group.logs, group.devices, group.launches] {
                try out.trusted("<td class=\"n\" data-v=\"\(value)\">\(NumberFormatting.grouped(value))</td>")
            }
            let severityRank = Severity.allCases.firstIndex(of: group.severity) ?? 0
            try out.trusted("<td class=\"sev-\(group.severity.rawValue)\" data-v=\"\(severityRank)\">\(group.severity.rawValue)</td>")
            for value in [group.rule, group.className ?? "", group.message] {
                try out.raw("<td data-v=")
                try out.attribute(value)
                try out.raw(">")
                try out.text(value)
                try out.raw("</td>")
            }
            for value in [group.firstTime, group.lastTime] {
                try out.raw("<td class=\"mono\" data-v=")
                try out.attribute(value ?? "")
                try out.raw(">")
                try out.text(value ?? "-")
                try out.raw("</td>")
            }
            try out.raw("<td>")
            try bars(group.times, start: start, end: end, to: out)
            try out.trusted("</td><td class=\"mono\" data-v=\"\(rank)\"><a href=\"#ex-\(rank)\">")
            try out.text(group.example.location.file + ":" + String(group.example.location.line))
            try out.raw("</a></td></tr>\n")
        }
        try out.raw("</tbody>\n</table>\n")
        for (index, group) in report.groups.enumerated() {
            try out.trusted("<section class=\"example\" id=\"ex-\(index + 1)\"><h2>#\(index + 1) ")
            try out.text(group.rule + (group.className.map { " · " + $0 } ?? ""))
            try out.raw("</h2>\n<p class=\"mono\">")
            try out.text(group.fingerprint)
            try out.raw("</p>\n<p>")
            let location = group.example.location
            try out.text(location.file + ":" + String(location.line) + (location.time.map { " at " + $0 } ?? "") + ": " + group.example.message)
            try out.raw("</p>\n<pre>")
            try out.text(group.example.excerpt.joined(separator: "\n"))
            try out.raw("</pre>\n")
            if let object = group.example.object, let className = object.className {
                try out.raw("<p>The whole timeline: <code>")
                try out.text("trace-check timeline --object " + className + (object.address.map { "@" + $0 } ?? "") + " " + location.file)
                try out.raw("</code></p>\n")
            }
            try out.raw("</section>\n")
        }
        try out.raw("</main>\n<script>")
        try out.trusted(script)
        try out.raw("</script>\n</body>\n</html>\n")
        try out.flush()
    }

    /// One bar per time bucket between `start` and `end`, heights relative to the group's fullest bucket.
    static func bars(_ times: [Double], start: Double?, end: Double?, to out: HTMLByteWriter) throws {
        let width = 120, height = 24
        var counts = [Int](repeating: 0, count: buckets)
        if let start, let end {
            let span = max(end - start, 1e-9)
            for time in times { counts[min(buckets - 1, Int((time - start) / span * Double(buckets)))] += 1 }
        }
        let fullest = max(counts.max() ?? 0, 1)
        let dated = times.count
        try out.trusted("<svg class=\"bars\" width=\"\(width)\" height=\"\(height)\" viewBox=\"0 0 \(width) \(height)\" role=\"img\"><title>\(NumberFormatting.counted(dated, "dated occurrence")) over the log-time range</title>")
        let barWidth = width / buckets
        for (bucket, count) in counts.enumerated() where count > 0 {
            let barHeight = max(1, count * height / fullest)
            try out.trusted("<rect x=\"\(bucket * barWidth)\" y=\"\(height - barHeight)\" width=\"\(barWidth - 1)\" height=\"\(barHeight)\"><title>\(count)</title></rect>")
        }
        try out.raw("</svg>")
    }
}
