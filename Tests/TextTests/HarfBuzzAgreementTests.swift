import Foundation
import TestSupport
import Testing
@testable import Text

/// Issue 14: the typesetter's shaping agrees with HarfBuzz's own command-line shaper, `hb-shape` (Debian's
/// `libharfbuzz-bin`), run as a child process on the same font file: glyph ids, clusters, advances and
/// offsets, for every string of `Fixtures/shaping-corpus.tsv` (written for this test; 60+ strings in Latin,
/// Greek, Cyrillic, Arabic, Hebrew, Devanagari, Thai, Korean, CJK, emoji and mixed directions).
///
/// A text the typesetter sets as one run is handed to hb-shape whole, with no direction or script: hb-shape
/// guesses them itself, so our itemisation is checked too (a Korean phrase with spaces or digits is several runs). A text of several runs (mixed scripts or
/// directions) is checked run by run, with the run's face, direction and script.
@Suite struct HarfBuzzAgreementTests {
    struct Sample: Sendable, CustomStringConvertible {
        var script: String
        var weight: FontWeight
        var text: String
        var line: Int
        var description: String { "line \(line) (\(script)): \(text)" }
    }

    static let samples: [Sample] = {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/shaping-corpus.tsv")
        let content = (try? String(contentsOf: url, encoding: .utf8)) ?? ""
        return content.split(separator: "\n", omittingEmptySubsequences: false).enumerated().compactMap { index, line in
            guard !line.hasPrefix("#"), !line.isEmpty else { return nil }
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            guard fields.count == 3, let weight = FontWeight(rawValue: fields[1]) else { return nil }
            return Sample(script: fields[0], weight: weight, text: fields[2], line: index + 1)
        }
    }()

    @Test func theCorpusIsLargeAndCoversEightScriptsAndMore() {
        #expect(Self.samples.count >= 50)
        let scripts = Set(Self.samples.map(\.script))
        for script in ["latin", "greek", "cyrillic", "arabic", "hebrew", "devanagari", "thai", "korean", "cjk", "emoji", "mixed"] {
            #expect(scripts.contains(script), "\(script)")
        }
    }

    @Test(arguments: samples)
    func glyphsAndAdvancesEqualHBShape(_ sample: Sample) throws {
        try #require(Subprocess.which("hb-shape") != nil, "hb-shape is missing: .ci/setup --test installs libharfbuzz-bin")
        let typesetter = try standardTypesetter()
        let shaped = typesetter.shape(sample.text, weight: sample.weight)
        #expect(!shaped.runs.isEmpty)
        // Single-script samples come out as one run: that is what makes the whole-text comparison meaningful. Numbers
        // in right-to-left text are a run of their own (UAX #9 gives them level 2).
        let rightToLeftNumbers = ["arabic", "hebrew"].contains(sample.script) && sample.text.contains { $0.isNumber }
        if sample.script == "korean" {
            // Korean text's spaces, digits and punctuation are the system font's (`NotoScript.keepsNeutralCharacters`):
            // its Hangul runs are Noto Sans CJK KR's and the runs between them Inter's.
            for run in shaped.runs {
                let hangul = shaped.scalars[run.scalars].contains { (0xAC00...0xD7A3).contains($0) }
                let inKoreanFace = if case .script(.korean, _) = run.role { true } else { false }
                #expect(hangul == inKoreanFace, "\(sample) \(run.role)")
            }
        } else if !["mixed", "emoji"].contains(sample.script) {
            #expect(shaped.runs.count == (rightToLeftNumbers ? 2 : 1), "\(shaped.runs.map(\.role))")
        }
        for run in shaped.runs {
            let face = typesetter.chain.face(run.role)
            let unicodes = shaped.scalars[run.scalars].map { String(format: "U+%04X", $0) }.joined(separator: ",")
            var arguments = [
                "hb-shape", "--font-file=\(face.path)", "--font-funcs=ot", "--no-glyph-names", "--output-format=json",
                "--remove-default-ignorables", "--unicodes=\(unicodes)",
            ]
            if shaped.runs.count > 1 {
                arguments += ["--direction=\(run.isRightToLeft ? "rtl" : "ltr")", "--script=\(run.script.tag)"]
            }
            if !typesetter.kerning { arguments.append("--features=-kern") }
            let result = try Subprocess.run(arguments)
            try #require(result.status == 0, "\(result.error)")
            let data = Data(result.output.trimmingCharacters(in: .whitespacesAndNewlines).utf8)
            let reference = try #require(try JSONSerialization.jsonObject(with: data) as? [[String: Int]])
            #expect(run.glyphs.map(\.glyph) == reference.map { UInt32($0["g"] ?? -1) }, "\(sample) \(run.role)")
            #expect(run.glyphs.map(\.advance) == reference.map { Int32($0["ax"] ?? -1) }, "\(sample)")
            #expect(run.glyphs.map(\.xOffset) == reference.map { Int32($0["dx"] ?? -1) }, "\(sample)")
            #expect(run.glyphs.map(\.yOffset) == reference.map { Int32($0["dy"] ?? -1) }, "\(sample)")
            // hb-shape's clusters count scalars from the run's start; ours name the character they fall in.
            let characters = reference.map { entry -> Int in
                let scalar = run.scalars.lowerBound + (entry["cl"] ?? 0)
                return (shaped.characterStarts.lastIndex { $0 <= scalar }) ?? -1
            }
            #expect(run.glyphs.map(\.characterIndex) == characters, "\(sample)")
        }
    }

    @Test func noSampleDrawsNotdef() throws {
        let typesetter = try standardTypesetter()
        for sample in Self.samples {
            let line = typesetter.layout(sample.text, font: TextFont(size: 17, weight: sample.weight))
            #expect(!line.hasMissingGlyphs, "\(sample)")
        }
    }
}
