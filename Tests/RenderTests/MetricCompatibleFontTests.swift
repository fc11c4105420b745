import Foundation
import Geometry
@testable import Layout
import Screens
import Testing
import TestSupport
import Text

/// A font iOS installs whose advances a Liberation face shares (`MetricCompatibleFont`): a label in it is as wide as
/// HarfBuzz's own shaper (`hb-shape`) sets the text in Debian's Liberation file, not as Inter sets it; its line is the
/// family's where Bezel knows it (Helvetica's 1.149 em, `InstalledFontMetrics`), else the Liberation face's `hhea`
/// ascender minus descender, as Arial's, Times New Roman's and Courier New's are the same; and the run still names
/// the font as a substitute. The project ships no font file; the faces are `fonts-liberation2`'s, installed by
/// `.ci/setup`.
@Suite(.serialized) struct MetricCompatibleFontTests {
    static let folder = "/usr/share/fonts/truetype/liberation2/"

    @Test(.enabled(if: Subprocess.which("hb-shape") != nil && FileManager.default.fileExists(atPath: folder + "LiberationSans-Bold.ttf")),
          arguments: [
            ("Helvetica-Bold", "Helvetica", "LiberationSans-Bold.ttf", true), ("ArialMT", "Arial", "LiberationSans-Regular.ttf", false),
            ("TimesNewRomanPS-ItalicMT", "Times New Roman", "LiberationSerif-Italic.ttf", false),
            ("CourierNewPS-BoldMT", "Courier New", "LiberationMono-Bold.ttf", false),
          ])
    func aLabelInAMetricCompatibleFamilyIsAsWideAsTheLiberationFaceSetsIt(name: String, family: String, file: String, helveticaLine: Bool) throws {
        let project = try ProjectFontTests.project("metric-compatible", name: name, family: family, font: false)
        defer { try? FileManager.default.removeItem(at: project.root) }
        let (screen, frame, profile) = try ProjectFontTests.labelFrame(project)
        let width = try ProjectFontTests.hbShapeWidth(Self.folder + file)
        #expect(abs(frame.width - ProjectFontTests.ceilToPixel(width, scale: profile.scale)) < 1e-9, "laid out \(frame.width), hb-shape \(width)")
        let metrics = try ProjectFontTests.table(Self.folder + file)
        let line = helveticaLine ? 1.149 : Double(metrics.ascender - metrics.descender) / Double(metrics.unitsPerEm)
        #expect(abs(frame.height - ProjectFontTests.ceilToPixel(line * ProjectFontTests.pointSize, scale: profile.scale)) < 1e-9, "\(frame.height)")
        // The glyphs are Liberation's, not Apple's: still a substitute.
        #expect(screen.substitutes.contains(Substitute(what: "substitute font", id: "title", name: name)), "\(screen.substitutes)")
        // Inter, at the weight the name states, would have set it at another width.
        let weight = FontWeight(fontName: name) ?? .regular
        let inter = try Typesetter.standard().width(of: ProjectFontTests.text, font: TextFont(size: ProjectFontTests.pointSize, weight: weight, isSystemFont: false))
        #expect(abs(inter - width) > 1, "Inter \(inter), Liberation \(width)")
    }

    /// Families whose advances no Liberation face shares stay in Inter: Times (not Times New Roman), Helvetica's light
    /// face, Helvetica Neue, Arial Rounded.
    @Test(arguments: ["Times-Roman", "Helvetica-Light", "HelveticaNeue-Bold", "ArialRoundedMTBold"])
    func otherFamiliesHaveNoMetricCompatibleFace(name: String) {
        #expect(MetricCompatibleFont(fontName: name) == nil)
        #expect(ViewTypography.font(named: name, size: 17).projectFont == nil)
    }
}
