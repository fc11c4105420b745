import Diagnostics
import FileSystem
import Output
import Run

/// `index.html`: the review page. One self-contained file (inline CSS and script, the report embedded
/// as JSON, no network), so it works from `file://` and from a CI artifact server alike. Images are
/// linked by relative path and load lazily, so the page stays small whatever the batch's size.
///
/// The page's script reads the embedded data and builds the grid, filters, large view, golden
/// comparison and keyboard navigation (`Resources/review-page.js`, styled by `Resources/review-page.css`).
/// Opening it with `#selftest` makes it exercise itself and write the results into `<pre id="selftest">`,
/// which the tests read from headless Chromium's `--dump-dom`.
public enum ReviewPage {
    public static let fileName = "index.html"

    /// What the page embeds: the report, plus each template's link relative to the output folder.
    struct PageData: Encodable {
        var report: BatchReport
        /// Template path → link from the output folder, for templates inside it only.
        var templateLinks: [String: String]
    }

    /// The page, whole (`write` gives it in pieces).
    public static func html(for report: BatchReport, outputFolder: OutputFolder) throws(InputError) -> String {
        var page = ""
        try write(for: report, jobs: RecordStream(report.jobs), outputFolder: outputFolder) { (piece) throws(InputError) in page += piece }
        return page
    }

    /// Gives `write` the page a piece at a time, the embedded report a job at a time (`BatchJSON.encodeCompact`):
    /// `report` gives the summary and settings (its `jobs` are not read), `jobs` the jobs in report order. The
    /// whole matrix's report is 12 MB of JSON, and encoding it whole built a tree of many times that.
    public static func write(
        for report: BatchReport, jobs: RecordStream<JobReport>, outputFolder: OutputFolder, to write: (String) throws(InputError) -> Void
    ) throws(InputError) {
        var templates: Set<String> = []
        try jobs.forEach { templates.insert($0.job.template) }
        var links: [String: String] = [:]
        for template in templates.sorted() {
            // Only templates inside the output folder are linked: a link that climbs out of it (`../chat.yml`)
            // breaks once the folder is uploaded as a CI artifact; the page names the others.
            let link = relativeLink(fromFolder: outputFolder.root, to: template)
            if link != "..", !link.hasPrefix("../") { links[template] = link }
        }
        var data = PageData(report: report, templateLinks: links)
        data.report.jobs = []
        let title = "Bezel review — \(report.summary.jobs) image\(report.summary.jobs == 1 ? "" : "s")"
        try write(head(title: title))
        // Escaped on Unicode scalars, so no `</script>` or `<!--` survives, whatever precedes the `<`; a piece is
        // whole scalars, so escaping piece by piece is escaping the whole.
        try BatchJSON.encodeCompact(data, key: "jobs", elements: jobs) { (json) throws(InputError) in
            try write(JSONString.embeddableInScript(json))
        }
        try write(tail)
    }

    /// The page up to the embedded report.
    static func head(title: String) -> String {
        """
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
            <a class="skip" href="#grid">Skip to the images</a>
            <header id="summary"><h1>Bezel review</h1><p id="summary-text"></p><p id="summary-findings"></p><p id="summary-assembled" hidden></p></header>
            <nav id="filters" aria-label="Filters">
            <label>Status <select id="filter-status"><option value="">all</option><option value="rendered">rendered</option><option value="unchanged">unchanged</option><option value="failed">failed</option><option value="not-run">not run</option><option value="earlier">from an earlier run</option></select></label>
            <label>Golden <select id="filter-golden"><option value="">all</option><option value="changed">changed</option><option value="new">new</option><option value="orphaned">orphaned</option><option value="matched">matched</option></select></label>
            <label>Severity <select id="filter-severity"><option value="">all</option><option value="error">has errors</option><option value="warning">warnings or worse</option><option value="info">any finding</option><option value="none">no findings</option></select></label>
            <label>Rule <select id="filter-rule"><option value="">all</option></select></label>
            <label>Screen <select id="filter-screen"><option value="">all</option></select></label>
            <label>Device <select id="filter-device"><option value="">all</option></select></label>
            <label>Family <select id="filter-family"><option value="">all</option><option value="phone">iPhone</option><option value="pad">iPad</option><option value="tv">TV</option></select></label>
            <label>Orientation <select id="filter-orientation"><option value="">all</option><option value="portrait">portrait</option><option value="landscape-left">landscape-left</option><option value="landscape-right">landscape-right</option></select></label>
            <label>Window <select id="filter-window"><option value="">all</option><option value="full">full</option><option value="split-1/3">split 1/3</option><option value="split-1/2">split 1/2</option><option value="split-2/3">split 2/3</option><option value="slide-over">slide over</option></select></label>
            <label>Search <input id="filter-text" type="search" placeholder="screen, device… (press /)"></label>
            <span id="visible-count" role="status"></span>
            </nav>
            <section id="accept-shown" hidden aria-label="Accept the changes shown"><p id="accept-shown-text"></p><code class="command" id="accept-shown-command"></code></section>
            <main id="grid"></main>
            <div id="viewer" hidden role="dialog" aria-modal="true" aria-labelledby="viewer-title">
            <div id="viewer-main">
            <div id="viewer-toolbar" role="toolbar" aria-label="Comparison">
            <div id="modes" role="group" aria-label="Mode"><button type="button" data-mode="side" aria-pressed="true" title="Side by side (1)">1 Side by side</button><button type="button" data-mode="slider" aria-pressed="false" title="Slider (2)">2 Slider</button><button type="button" data-mode="blend" aria-pressed="false" title="Blend (3)">3 Blend</button><button type="button" data-mode="toggle" aria-pressed="false" title="Toggle (4)">4 Toggle</button></div>
            <label id="mix-label" hidden><span id="mix-name">Mix</span> <input id="mix" type="range" min="0" max="100" value="50"></label>
            <button type="button" id="flip" hidden title="Show the other image (t)">Showing golden</button>
            <span class="zoom"><button type="button" id="zoom-out" aria-label="Zoom out (−)">−</button><output id="zoom-level" aria-live="polite">100%</output><button type="button" id="zoom-in" aria-label="Zoom in (+)">+</button><button type="button" id="zoom-reset" title="Fit (0)">Fit</button></span>
            <button type="button" id="side-toggle" aria-controls="viewer-side" aria-expanded="true">Details</button>
            <button type="button" id="viewer-close" aria-label="Close (Esc)">Close</button>
            </div>
            <div id="viewer-image"></div>
            </div>
            <aside id="viewer-side" aria-label="Details"><h2 id="viewer-title"></h2><p id="viewer-meta"></p><div id="viewer-golden"></div><h3>Findings</h3><ul id="viewer-findings"></ul><p class="hint">j/k or ← → previous/next · 1–4 modes · + − 0 zoom · drag to pan · t flip · Esc close</p></aside>
            </div>
            <script type="application/json" id="bezel-data">
            """
    }

    /// The page after the embedded report.
    static var tail: String {
        """
            </script>
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
        let base = PathText.components(of: PathText.absolute(folder))
        let target = PathText.components(of: PathText.absolute(path))
        var common = 0
        while common < base.count, common < target.count, base[common] == target[common] { common += 1 }
        let parts = Array(repeating: "..", count: base.count - common) + target[common...]
        return parts.map(percentEncoded).joined(separator: "/")
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
