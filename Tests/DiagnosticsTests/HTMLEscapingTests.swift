@testable import Diagnostics
import Foundation
import Testing
import TestSupport

/// `HTMLText` and `JSONString.embeddableInScript` in headless Chromium (Debian's `chromium`, as
/// Tests/BatchTests/ReviewPageTests.swift runs it): one page holds every random string where the review
/// page puts user text (element content, a quoted attribute value, JSON inside `<script>`), each string
/// built to try `<script>`, `<img onerror>`, `</script>`, attribute breaks and `javascript:`. A script of
/// ours, the only one that may run, checks the DOM at `load` and writes what it found; an injected
/// script would mark `<html data-injected>` or add elements (issue 18).
@Suite struct HTMLEscapingTests {
    static let payload = "document.documentElement.setAttribute('data-injected','1')"
    static let specials = [
        "<", ">", "&", "\"", "'", "<script>\(payload)</script>", "</script><script>\(payload)</script>",
        "<img src=x onerror=\"\(payload)\">", "\" onmouseover=\"\(payload)\" x=\"", "' autofocus onfocus='\(payload)' x='",
        "javascript:\(payload)", "<svg onload=\"\(payload)\">", "<!--", "-->", "<plaintext>", "<textarea>", "</p>",
        "<iframe srcdoc=\"<script>parent.\(payload)</script>\">", "&lt;", "&#60;", "\u{2028}", "<!DOCTYPE html>",
    ]

    static let verifier = """
        window.addEventListener("load", () => {
          const data = JSON.parse(document.getElementById("data").textContent);
          const cases = document.querySelectorAll("#cases > p");
          // What HTML can carry, computed from Unicode's own properties: no controls but tab and LF,
          // no noncharacters.
          const carried = (s) => s.replace(/(?![\\t\\n])[\\p{Cc}\\p{Noncharacter_Code_Point}]/gu, "");
          let mismatches = 0, first = null;
          for (let i = 0; i < cases.length; i++) {
            const p = cases[i], want = carried(data[i] ?? "");
            if (p.attributes.length !== 2 || p.className !== "c" || p.getAttribute("title") !== want
                || p.textContent !== want || p.children.length !== 0) {
              mismatches++;
              if (first === null) first = i;
            }
          }
          const result = { cases: cases.length, data: data.length, elements: document.getElementsByTagName("*").length,
                           scripts: document.scripts.length, injected: document.documentElement.getAttribute("data-injected"),
                           mismatches, first };
          document.getElementById("cases").remove();
          const pre = document.createElement("pre");
          pre.id = "result";
          pre.textContent = JSON.stringify(result);
          document.body.appendChild(pre);
        });
        """

    struct Result: Decodable {
        var cases: Int
        var data: Int
        var elements: Int
        var scripts: Int
        var injected: String?
        var mismatches: Int
        var first: Int?
    }

    @Test func noInjectedScriptRunsInChromium() throws {
        try #require(HeadlessChromium.path != nil, "\(HeadlessChromium.missing)")
        var generator = HostileStrings(seed: 6018, specials: Self.specials)
        let input = (0..<HostileStrings.count).map { _ in generator.next() }
        var page = "<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\"><title>escaping</title></head><body>\n<div id=\"cases\">\n"
        for s in input {
            let escaped = HTMLText.escaped(s)
            page += "<p class=\"c\" title=\"\(escaped)\">\(escaped)</p>\n"
        }
        // As the review page embeds its report: JSONEncoder's text made safe for <script>.
        let json = JSONString.embeddableInScript(String(decoding: try JSONEncoder().encode(input), as: UTF8.self))
        page += "</div>\n<script type=\"application/json\" id=\"data\">\(json)</script>\n<script>\n\(Self.verifier)\n</script>\n</body></html>\n"

        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("bezel-html-escaping-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("page.html")
        try Data(page.utf8).write(to: file)
        let run = try HeadlessChromium.dumpDOM(file.absoluteString, profile: folder.path + "/profile")
        #expect(run.status == 0)
        let dom = run.output
        let start = try #require(dom.range(of: "<pre id=\"result\">"), "no result from the page; Chromium said:\n\(run.error.suffix(2000))")
        let end = try #require(dom.range(of: "</pre>", range: start.upperBound..<dom.endIndex))
        let text = String(dom[start.upperBound..<end.lowerBound])
            .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&amp;", with: "&")
        let result = try JSONDecoder().decode(Result.self, from: Data(text.utf8))
        #expect(result.injected == nil)
        #expect(!dom.prefix(while: { $0 != ">" }).contains("data-injected") && !dom.contains("<html lang=\"en\" data-injected"))
        #expect(result.cases == input.count)
        #expect(result.data == input.count)
        // html, head, meta, title, body, div, one p per string, two scripts: nothing was added.
        #expect(result.elements == input.count + 8)
        #expect(result.scripts == 2)
        #expect(result.mismatches == 0, "first mismatch: \(result.first.map { input[$0].debugDescription } ?? "none")")
    }
}
