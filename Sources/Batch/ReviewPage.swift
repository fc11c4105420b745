#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Diagnostics

/// `index.html`: the review page. One self-contained file (inline CSS and script, the report embedded
/// as JSON, no network), so it works from `file://` and from a CI artifact server alike. Images are
/// linked by relative path and load lazily, so the page stays small whatever the batch's size.
///
/// The page's script reads the embedded data and builds the grid, filters, large view, golden
/// comparison and keyboard navigation (see `ReviewPageScript`). Opening it with `#selftest` makes it
/// exercise itself and write the results into `<pre id="selftest">`, which the tests read from
/// headless Chromium's `--dump-dom`.
public enum ReviewPage {
    public static let fileName = "index.html"

    /// What the page embeds: the report, plus each template's link relative to the output folder.
    struct PageData: Encodable {
        var report: BatchReport
        /// Template path → link from the output folder.
        var templateLinks: [String: String]
    }

    public static func html(for report: BatchReport, outputFolder: OutputFolder) throws(InputError) -> String {
        var links: [String: String] = [:]
        for template in Set(report.jobs.map(\.job.template)).sorted() {
            links[template] = relativeLink(fromFolder: outputFolder.root, to: template)
        }
        let json = try BatchJSON.encodeCompact(PageData(report: report, templateLinks: links))
        // Escaped on Unicode scalars, so no `</script>` or `<!--` survives, whatever precedes the `<`.
        let embedded = JSONString.embeddableInScript(json)
        let title = "Bezel review — \(report.summary.jobs) image\(report.summary.jobs == 1 ? "" : "s")"
        return """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <title>\(HTMLText.escaped(title))</title>
            <style>
            \(ReviewPageStyle.css)
            </style>
            </head>
            <body>
            <header id="summary"><h1>Bezel review</h1><p id="summary-text"></p><p id="summary-findings"></p></header>
            <nav id="filters" aria-label="Filters">
            <label>Family <select id="filter-family"><option value="">all</option><option value="phone">iPhone</option><option value="pad">iPad</option><option value="tv">TV</option></select></label>
            <label>Orientation <select id="filter-orientation"><option value="">all</option><option value="portrait">portrait</option><option value="landscape-left">landscape-left</option><option value="landscape-right">landscape-right</option></select></label>
            <label>Window <select id="filter-window"><option value="">all</option><option value="full">full</option><option value="split-1/3">split 1/3</option><option value="split-1/2">split 1/2</option><option value="split-2/3">split 2/3</option><option value="slide-over">slide over</option></select></label>
            <label>Severity <select id="filter-severity"><option value="">all</option><option value="error">has errors</option><option value="warning">warnings or worse</option><option value="info">any finding</option><option value="none">no findings</option></select></label>
            <label>Golden <select id="filter-golden"><option value="">all</option><option value="changed">changed</option><option value="new">new</option><option value="orphaned">orphaned</option><option value="matched">matched</option></select></label>
            <label>Search <input id="filter-text" type="search" placeholder="screen, device… (press /)"></label>
            <span id="visible-count"></span>
            </nav>
            <main id="grid"></main>
            <div id="viewer" hidden role="dialog" aria-modal="true" aria-labelledby="viewer-title">
            <div id="viewer-image"></div>
            <aside id="viewer-side"><h2 id="viewer-title"></h2><p id="viewer-meta"></p><div id="viewer-golden"></div><h3>Findings</h3><ul id="viewer-findings"></ul><p class="hint">← → previous/next · Esc close</p><button id="viewer-close" type="button">Close</button></aside>
            </div>
            <script type="application/json" id="bezel-data">\(embedded)</script>
            <script>
            \(ReviewPageScript.javaScript)
            </script>
            </body>
            </html>

            """
    }

    /// A link from `folder` to `path` (both relative to the working directory or absolute), `/`-separated
    /// and percent-encoded where URLs need it.
    static func relativeLink(fromFolder folder: String, to path: String) -> String {
        let base = components(of: absolute(folder))
        let target = components(of: absolute(path))
        var common = 0
        while common < base.count, common < target.count, base[common] == target[common] { common += 1 }
        let parts = Array(repeating: "..", count: base.count - common) + target[common...]
        return parts.map(percentEncoded).joined(separator: "/")
    }

    static func absolute(_ path: String) -> String {
        if path.hasPrefix("/") { return path }
        var buffer = [CChar](repeating: 0, count: 4096)
        guard getcwd(&buffer, buffer.count) != nil else { return "/" + path }
        let cwd = String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        return cwd + "/" + path
    }

    /// Path parts with `.` removed and `..` applied.
    static func components(of path: String) -> [String] {
        var result: [String] = []
        for part in path.split(separator: "/") {
            if part == "." { continue }
            if part == ".." {
                if !result.isEmpty { result.removeLast() }
                continue
            }
            result.append(String(part))
        }
        return result
    }

    static func percentEncoded(_ part: String) -> String {
        var result = ""
        for byte in part.utf8 {
            let scalar = Unicode.Scalar(byte)
            if byte < 0x80, scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || "-._~".unicodeScalars.contains(scalar) {
                result.unicodeScalars.append(scalar)
            } else {
                let hex = Array("0123456789ABCDEF")
                result += "%" + String(hex[Int(byte >> 4)]) + String(hex[Int(byte & 0xf)])
            }
        }
        return result
    }
}
