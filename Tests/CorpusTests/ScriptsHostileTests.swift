import Foundation
import Testing

/// Issue 14's hostile text through the whole program: templates whose labels hold 100,000 combining marks
/// or bidi controls nested 200 deep are rendered by the built `bezel` in a child process (so a hang is a
/// failure after `BezelProcess.timeoutSeconds`, not a stuck suite). They are valid templates: Bezel draws
/// them and exits 0. The bad-input side (lone surrogates in a template) is in cases.tsv, section "## scripts".
@Suite struct ScriptsHostileTests {
    static let texts: [(String, String)] = [
        ("marks", "a" + String(repeating: "\u{301}", count: 100_000)),
        ("bidi", String(repeating: "\u{202B}", count: 200) + "abc שלום" + String(repeating: "\u{202C}", count: 200)),
        ("isolates", String(repeating: "\u{2067}", count: 200) + "مرحبا abc"),
    ]

    @Test(arguments: texts.map(\.0))
    func rendersWithoutCrashOrHang(_ name: String) throws {
        let text = try #require(Self.texts.first { $0.0 == name }?.1)
        let scratch = ScratchFolder()
        defer { scratch.remove() }
        let template = scratch.path + "/hostile.yml"
        // Written as UTF-8 (YAML allows every one of these scalars). One wrapped label: measuring, wrapping,
        // checking and drawing all go through it. (100,000 mark outlines at one spot are a few seconds of
        // rasterising in a debug build; the drawing is the cost, not the text.)
        let yaml = """
            screen: hostile-\(name)
            views:
              - id: many
                kind: label
                text: "\(text)"
                lines: 0
                pin: { top: safeArea, leading: margins, trailing: margins }
                height: 200
            """
        try yaml.write(toFile: template, atomically: true, encoding: .utf8)
        let outcome = try BezelProcess.run(["render", template, "--device", "iphone-x", "--format", "png", "--out", scratch.path + "/out"])
        #expect(outcome.status == 0, "\(outcome.err.prefix(500))")
        let written = (try? FileManager.default.subpathsOfDirectory(atPath: scratch.path + "/out")) ?? []
        #expect(written.contains { $0.hasSuffix(".png") }, "\(written)")
    }
}
