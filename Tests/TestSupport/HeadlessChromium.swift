import Foundation

/// Debian's `chromium` in headless mode (installed by `.ci/setup --test`), for the tests that open a page
/// Bezel wrote and read the DOM after its scripts ran (`--dump-dom`), or take a screenshot of it.
public enum HeadlessChromium {
    /// The browser, or nil when it is not installed.
    public static let path: String? = ["/usr/bin/chromium", "/usr/bin/chromium-browser"].first {
        FileManager.default.isExecutableFile(atPath: $0)
    }

    public static let missing = "headless Chromium is needed: run .ci/setup --test (Debian package 'chromium')"

    /// The DOM of `url` after its scripts ran (standard output) and Chromium's log with console messages
    /// (standard error). `profile` is a scratch folder for the browser's profile; `windowSize` the
    /// viewport, `width,height` in CSS pixels (Chromium's default is 800,600).
    public static func dumpDOM(_ url: String, profile: String, windowSize: String? = nil) throws -> Subprocess.Result {
        try run(["--dump-dom", url], profile: profile, windowSize: windowSize)
    }

    /// Writes a PNG screenshot of `url` at `windowSize` (`width,height`) to `file`.
    public static func screenshot(_ url: String, to file: String, profile: String, windowSize: String) throws -> Subprocess.Result {
        try run(["--hide-scrollbars", "--screenshot=\(file)", url], profile: profile, windowSize: windowSize)
    }

    /// The text of the page's `<pre id="selftest">` (a page that exercises itself when opened with
    /// `#selftest` writes its results there as JSON), unescaped; throws with Chromium's log when absent.
    public static func selfTest(_ url: String, profile: String, windowSize: String? = nil) throws -> (json: Data, log: String) {
        try selfTestText(dumpDOM(url, profile: profile, windowSize: windowSize))
    }

    static func selfTestText(_ result: Subprocess.Result) throws -> (json: Data, log: String) {
        let dom = result.output
        guard let start = dom.range(of: "<pre id=\"selftest\">"),
              let end = dom.range(of: "</pre>", range: start.upperBound..<dom.endIndex) else {
            throw Failure(description: "no self-test output (status \(result.status)); Chromium log:\n\(result.error)")
        }
        let text = String(dom[start.upperBound..<end.lowerBound])
            .replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
            .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&amp;", with: "&")
        return (Data(text.utf8), result.error)
    }

    /// Writes to `file` a page that shows `source` (a URL relative to `file`) in a `width`×`height`
    /// frame at its top left, and copies a message the framed page posts (its self-test results) into
    /// `<pre id="selftest">`. Headless Chromium lays out no window narrower than 500 px, so a 375 px
    /// phone is tested (and photographed, at `width,height`) through this frame.
    public static func writeFrame(_ source: String, width: Int, height: Int, to file: String) throws {
        let page = """
            <!DOCTYPE html><html><head><meta charset="utf-8"></head><body style="margin:0">
            <iframe src="\(source)" title="framed" style="border:0;display:block;width:\(width)px;height:\(height)px"></iframe>
            <script>addEventListener("message", function (event) { var pre = document.createElement("pre"); pre.id = "selftest"; pre.textContent = String(event.data); document.body.appendChild(pre); });</script>
            </body></html>
            """
        try page.write(toFile: file, atomically: true, encoding: .utf8)
    }

    /// The text of `<pre id="selftest">` of a page that writes it while it loads, in real time (no virtual time
    /// budget, so `performance.now()` is wall-clock time) and with precise `performance.memory` figures.
    public static func measure(_ url: String, profile: String, windowSize: String) throws -> (json: Data, log: String) {
        let result = try run(["--enable-precise-memory-info", "--dump-dom", url], profile: profile, windowSize: windowSize, virtualTime: false)
        return try selfTestText(result)
    }

    static func run(_ arguments: [String], profile: String, windowSize: String?, virtualTime: Bool = true) throws -> Subprocess.Result {
        guard let path else { throw Failure(description: missing) }
        var options = [path, "--headless", "--no-sandbox", "--disable-gpu", "--user-data-dir=\(profile)",
                       "--enable-logging=stderr", "--v=0"]
        if virtualTime { options.append("--virtual-time-budget=5000") }
        if let windowSize { options.append("--window-size=\(windowSize)") }
        return try Subprocess.run(options + arguments)
    }

    public struct Failure: Error, CustomStringConvertible {
        public var description: String
    }
}
