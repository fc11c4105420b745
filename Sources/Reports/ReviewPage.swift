import Diagnostics
import FileSystem
import Output
import Run

/// `index.html`: the review page. Its script and style are inline, allowed by their hashes in its
/// Content-Security-Policy (`ReviewPagePolicy`), which forbids every network fetch; its data is `review-data.js` beside it
/// (`ReviewPageData`), loaded with a `<script src>`, which works from `file://` where fetching a JSON file does
/// not. No network: the folder opens from disk and from a CI artifact server alike. The grid shows each job's
/// thumbnail (`<key>.thumb.png`), lazily, and only the cards on screen are in the DOM; the full image loads in
/// the viewer only.
///
/// The page's script (`Resources/review-page.js`, styled by `Resources/review-page.css`) opens on the problems
/// (golden changes grouped, findings by rule × screen), then the gallery with its filters, kept in the URL's
/// fragment. Opening it with `#selftest` makes it exercise itself and write the results into
/// `<pre id="selftest">`, which the tests read from headless Chromium's `--dump-dom`.
package enum ReviewPage {
    package static let fileName = "index.html"

    /// The page: the same bytes whatever the batch (its title aside), since the data lives in `review-data.js`.
    static func html(for report: BatchReport) -> String {
        let title = "Bezel review — \(report.summary.jobs) image\(report.summary.jobs == 1 ? "" : "s")"
        return head(title: title) + tail
    }

    /// The templates' links relative to `outputFolder`, for templates inside it only: a link that climbs out of
    /// it (`../chat.yml`) breaks once the folder is uploaded as a CI artifact; the page names the others.
    static func templateLinks(jobs: RecordStream<JobReport>, outputFolder: OutputFolder) throws(InputError) -> [String: String] {
        var templates: Set<String> = []
        try jobs.forEach { templates.insert($0.job.template) }
        var links: [String: String] = [:]
        for template in templates.sorted() {
            let link = relativeLink(fromFolder: outputFolder.root, to: template)
            if link != "..", !link.hasPrefix("../") { links[template] = link }
        }
        return links
    }

    /// `review-data.js` for `report` (its jobs included), whole: for tests and small reports.
    static func dataScript(for report: BatchReport, outputFolder: OutputFolder) throws(InputError) -> String {
        var text = ""
        let jobs = RecordStream(report.jobs)
        let links = try templateLinks(jobs: jobs, outputFolder: outputFolder)
        try ReviewPageData.write(for: report, jobs: jobs, links: links) { (piece) throws(InputError) in text += piece }
        return text
    }

    /// The page's Content-Security-Policy (`ReviewPagePolicy`): the hashes of the inline script and style
    /// as `head` and `tail` write them, a line break on each side.
    static let policy = ReviewPagePolicy.content(script: "\n" + ReviewPageScript.javaScript + "\n", style: "\n" + ReviewPageStyle.css + "\n")

    /// The page up to its script.
    static func head(title: String) -> String {
        """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta http-equiv="Content-Security-Policy" content="\(HTMLText.escaped(policy))">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <title>\(HTMLText.escaped(title))</title>
            <style>
            \(ReviewPageStyle.css)
            </style>
            </head>
            <body>
            <a class="skip" href="#gallery">Skip to the images</a>
            <header id="summary"><h1>Bezel review</h1><p id="summary-text"></p><p id="summary-findings"></p><p id="summary-assembled" hidden></p><details id="summary-drawn" hidden><summary id="summary-drawn-text"></summary><ul id="summary-drawn-list"></ul></details></header>
            <section id="problems" aria-label="Problems"><p id="problems-none" class="hint" hidden>No golden changes and no findings.</p>
            <div id="golden-groups" hidden><h2>Golden changes</h2><p id="accept-all" hidden><span id="accept-all-text"></span> <code class="command" id="accept-all-command"></code></p><ol id="golden-list" class="groups"></ol></div>
            <div id="finding-groups" hidden><h2>Findings by rule and screen</h2><ol id="finding-list" class="groups"></ol><button type="button" id="finding-more" hidden>Show all</button></div>
            </section>
            <section id="gallery" aria-label="Gallery">
            <h2 id="gallery-title">Gallery</h2>
            <details id="filter-box" open><summary>Filters <span id="filter-summary" class="hint"></span></summary>
            <nav id="filters" aria-label="Filters">
            <label>Search <input id="filter-text" type="search" placeholder="screen, device… (press /)"></label>
            <label>Screen <select id="filter-screen"><option value="">all</option></select></label>
            <label>Rule <select id="filter-rule"><option value="">all</option></select></label>
            <label>Severity <select id="filter-severity"><option value="">all</option><option value="error">has errors</option><option value="warning">warnings or worse</option><option value="info">any finding</option><option value="none">no findings</option></select></label>
            <label>Golden <select id="filter-golden"><option value="">all</option><option value="changed">changed</option><option value="new">new</option><option value="orphaned">orphaned</option><option value="matched">matched</option><option value="pending">changed or new</option></select></label>
            <label>Family <select id="filter-family"><option value="">all</option><option value="phone">iPhone</option><option value="pad">iPad</option><option value="tv">TV</option></select></label>
            <label>Device <select id="filter-device"><option value="">all</option></select></label>
            <label>Orientation <select id="filter-orientation"><option value="">all</option><option value="portrait">portrait</option><option value="landscape-left">landscape-left</option><option value="landscape-right">landscape-right</option></select></label>
            <label>Window <select id="filter-window"><option value="">all</option><option value="full">full</option><option value="split-1/3">split 1/3</option><option value="split-1/2">split 1/2</option><option value="split-2/3">split 2/3</option><option value="slide-over">slide over</option></select></label>
            <label>Appearance <select id="filter-appearance"><option value="">all</option><option value="light">light</option><option value="dark">dark</option></select></label>
            <label>iOS <select id="filter-ios"><option value="">all</option></select></label>
            <label>Status <select id="filter-status"><option value="">all</option><option value="rendered">rendered</option><option value="unchanged">unchanged</option><option value="failed">failed</option><option value="not-run">not run</option><option value="earlier">from an earlier run</option></select></label>
            <button type="button" id="filter-clear">Clear filters</button>
            </nav>
            </details>
            <p id="visible-count" role="status"></p>
            <section id="accept-shown" hidden aria-label="Accept the changes shown"><p id="accept-shown-text"></p><code class="command" id="accept-shown-command"></code></section>
            <main id="grid"></main>
            </section>
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
            <p id="no-data" hidden>The page's data, review-data.js, is missing or could not be read: keep it beside index.html.</p>
            <script src="review-data.js"></script>
            """
    }

    /// The page's script and end.
    static var tail: String {
        """
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
