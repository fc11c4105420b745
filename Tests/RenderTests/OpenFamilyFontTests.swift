import Foundation
import Geometry
@testable import Layout
import Screens
import Testing
import TestSupport
import Text

/// An open family apps bundle, named by a document whose project holds no file of it (`OpenFamilyFont`): a label in
/// Lato is as wide as HarfBuzz's own shaper (`hb-shape`) sets the text in Debian's Lato file, not as Inter sets it, and
/// as tall as the face's `hhea` line; the run still names the font as a substitute. The faces are `fonts-lato`'s and
/// `fonts-roboto-unhinted`'s.
@Suite(.serialized) struct OpenFamilyFontTests {
    static let folder = "/usr/share/fonts/truetype/lato/"
    static let robotoFolder = "/usr/share/fonts/truetype/roboto/unhinted/RobotoTTF/"

    @Test(.enabled(if: Subprocess.which("hb-shape") != nil && FileManager.default.fileExists(atPath: folder + "Lato-Bold.ttf")),
          arguments: ["Lato-Bold", "Lato-Regular", "Lato-LightItalic"])
    func aLabelInLatoIsAsWideAsDebiansLatoSetsIt(name: String) throws {
        try expectSetInDebiansFace(name: name, family: "Lato", file: Self.folder + name + ".ttf")
    }

    @Test(.enabled(if: Subprocess.which("hb-shape") != nil && FileManager.default.fileExists(atPath: robotoFolder + "Roboto-Medium.ttf")),
          arguments: ["Roboto-Medium", "Roboto-Regular", "Roboto-BoldItalic"])
    func aLabelInRobotoIsAsWideAsDebiansRobotoSetsIt(name: String) throws {
        try expectSetInDebiansFace(name: name, family: "Roboto", file: Self.robotoFolder + name + ".ttf")
    }

    /// A label in `name` in a project with no file of it: as wide as `hb-shape` sets the text in `file`, as tall as its
    /// `hhea` line, a substitute allowed `SubstituteWidthBound.openFamily`, and not as Inter sets it.
    private func expectSetInDebiansFace(name: String, family: String, file: String) throws {
        let project = try ProjectFontTests.project("open-family", name: name, family: family, font: false)
        defer { try? FileManager.default.removeItem(at: project.root) }
        let (screen, frame, profile) = try ProjectFontTests.labelFrame(project)
        let width = try ProjectFontTests.hbShapeWidth(file)
        #expect(abs(frame.width - ProjectFontTests.ceilToPixel(width, scale: profile.scale)) < 1e-9, "laid out \(frame.width), hb-shape \(width)")
        let metrics = try ProjectFontTests.table(file)
        let line = Double(metrics.ascender - metrics.descender) / Double(metrics.unitsPerEm)
        #expect(abs(frame.height - ProjectFontTests.ceilToPixel(line * ProjectFontTests.pointSize, scale: profile.scale)) < 1e-9, "\(frame.height) \(line)")
        #expect(screen.substitutes.contains(Substitute(what: "substitute font", id: "title", name: name)), "\(screen.substitutes)")
        let weight = FontWeight(fontName: name) ?? .regular
        let inter = try Typesetter.standard().width(of: ProjectFontTests.text, font: TextFont(size: ProjectFontTests.pointSize, weight: weight, isSystemFont: false))
        #expect(abs(inter - width) > 1, "Inter \(inter), \(family) \(width)")
        // Debian's release may not be the app's: a small margin, not a project face's none.
        let font = ViewTypography.font(named: name, size: 17)
        #expect(SubstituteWidthBound.fraction(for: font) == SubstituteWidthBound.openFamily)
    }

    /// Names that are no face of a listed family stay in Inter.
    @Test(arguments: ["Lato", "Lato-Book", "LatoBold", "Roboto", "Roboto-Semibold", "RobotoCondensed-Bold", "OpenSans-Bold"])
    func otherNamesHaveNoOpenFamilyFace(name: String) {
        #expect(OpenFamilyFont(fontName: name) == nil)
        #expect(ViewTypography.font(named: name, size: 17).projectFont == nil)
    }
}
