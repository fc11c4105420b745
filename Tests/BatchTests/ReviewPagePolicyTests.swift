@testable import Batch
@testable import Output
@testable import Reports
import Foundation
import Testing
import TestSupport

/// The review page's Content-Security-Policy (`ReviewPagePolicy`): its hashes are those of the page's own
/// inline script and style (computed by Python's hashlib, a second implementation), and in headless
/// Chromium the page runs under it with no violation, while an image URL planted in its data is refused
/// before any request is made.
@Suite(.serialized) struct ReviewPagePolicyTests {
    /// `sha256-<base64>` of `text` by Python's hashlib and base64.
    static func pythonHash(_ text: String, scratch: ScratchFolder) throws -> String {
        let file = scratch.path + "/inline.txt"
        try Data(text.utf8).write(to: URL(fileURLWithPath: file))
        let (status, output) = shell(
            "python3 -c 'import base64,hashlib,sys; print(\"sha256-\" + base64.b64encode(hashlib.sha256(open(sys.argv[1],\"rb\").read()).digest()).decode())' '\(file)'")
        try #require(status == 0)
        return output.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    @Test func thePolicyAllowsExactlyThePagesInlineScriptAndStyle() throws {
        let scratch = ScratchFolder()
        defer { scratch.remove() }
        _ = try ReviewPageTests().makeBatch(in: scratch.path + "/Output")
        let html = readText(scratch.path + "/Output/index.html")
        let style = try #require(html.range(of: "<style>").flatMap { open in html.range(of: "</style>", range: open.upperBound..<html.endIndex).map { html[open.upperBound..<$0.lowerBound] } })
        let script = try #require(html.range(of: "<script>").flatMap { open in html.range(of: "</script>", range: open.upperBound..<html.endIndex).map { html[open.upperBound..<$0.lowerBound] } })
        let meta = try #require(html.range(of: "<meta http-equiv=\"Content-Security-Policy\" content=\""))
        let policy = String(html[meta.upperBound...].prefix { $0 != "\"" }).replacingOccurrences(of: "&#39;", with: "'")
        #expect(html.range(of: "<meta http-equiv")!.lowerBound < html.range(of: "<style>")!.lowerBound)
        let directives = Dictionary(uniqueKeysWithValues: policy.split(separator: ";").map { part -> (String, String) in
            let words = part.split(separator: " ", maxSplits: 1)
            return (String(words[0]), words.count > 1 ? String(words[1]) : "")
        })
        #expect(directives["script-src"] == "'self' '\(try Self.pythonHash(String(script), scratch: scratch))'")
        #expect(directives["style-src"] == "'self' '\(try Self.pythonHash(String(style), scratch: scratch))'")
        #expect(directives["default-src"] == "'self'" && directives["connect-src"] == "'none'")
        #expect(directives["img-src"] == "'self' data: blob:")
    }

    /// The page's data made to name an image on a server: Chromium refuses the request under the policy
    /// (its log says so), and the page still works.
    @Test func anImageURLInThePagesDataIsRefused() throws {
        try #require(HeadlessChromium.path != nil, "\(HeadlessChromium.missing)")
        let scratch = ScratchFolder()
        defer { scratch.remove() }
        let jobs = try ReviewPageTests().makeBatch(in: scratch.path + "/Output")
        let dataPath = scratch.path + "/Output/review-data.js"
        let image = "\"" + jobs[0].key + ".png\""
        let data = readText(dataPath)
        try #require(data.contains(image))
        try Data(data.replacingOccurrences(of: image, with: "\"http://127.0.0.1:9/leak.png\"").utf8).write(to: URL(fileURLWithPath: dataPath))
        let (selfTest, console) = try ReviewPageTests.selfTest(scratch.path + "/Output", profile: scratch.path + "/chromium-profile", windowSize: "1280,900")
        // Chromium logs the refusal; the page sees it too when it comes before the self-test reports.
        let refused = "Loading the image 'http://127.0.0.1:9/leak.png' violates the following Content Security Policy directive"
        #expect(console.contains { $0.contains(refused) }, "\(console)")
        #expect(console.allSatisfy { $0.contains(refused) }, "\(console)")
        #expect(selfTest.errors.allSatisfy { $0.hasPrefix("CSP img-src http://127.0.0.1:9/leak.png") }, "\(selfTest.errors)")
        #expect(selfTest.cards == jobs.count + 1)
    }
}
