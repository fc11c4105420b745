import Foundation
import TestSupport
import Testing
@testable import Text

/// A family iOS installs and Bezel has no file of is set in Inter at the weight its name states, narrowed or widened
/// by the face's factor (`InstalledFontMetrics.widthFactor`): Futura 0.947 and its condensed faces 0.647 of Inter
/// Medium, as labels Xcode sized to their text show (docs/research/ib-defaults.md §181); Georgia 0.934 and Verdana
/// 1.073 of Inter Regular, their average lower-case widths against Inter's (Capsize's `xWidthAvg`, §183). Only the
/// condensed faces narrow their digits too.
@Suite struct InstalledFontWidthTests {
    @Test(arguments: [
        ("Futura-Medium", FontWeight.medium, 0.947, false), ("Futura-CondensedMedium", .medium, 0.647, true),
        ("Georgia", .regular, 0.934, false), ("Verdana", .regular, 1.073, false), ("Verdana-Bold", .bold, 1.161, false),
    ])
    func installedFacesAreSetAtTheirOwnWidth(name: String, weight: FontWeight, factor: Double, digitsToo: Bool) throws {
        let typesetter = Typesetter(chain: try standardTypesetter().chain, kerning: false)
        let face = TextFont(size: 36, weight: FontWeight(fontName: name) ?? .regular, isSystemFont: false,
                            installedMetrics: InstalledFontMetrics(fontName: name))
        let inter = TextFont(size: 36, weight: weight, isSystemFont: false)
        let text = "Weekly Summary"
        #expect(abs(typesetter.width(of: text, font: face) - factor * typesetter.width(of: text, font: inter)) < 0.5 * 36 / 2816 * 14 + 1e-9,
                "\(name): \(typesetter.width(of: text, font: face)) against \(factor) × \(typesetter.width(of: text, font: inter))")
        let digits = typesetter.width(of: "2048", font: inter)
        #expect(abs(typesetter.width(of: "2048", font: face) - (digitsToo ? factor * digits : digits)) < 0.5 * 36 / 2816 * 4 + 1e-9)
    }

    /// torresde/iOS-Health-Tracker's `Futura-CondensedMedium` 36 pt "Completed Workouts", sized to its text on a 2×
    /// canvas, is saved 232 wide (Inter Medium sets it 362.5); "Placeholder" 132 (204).
    @Test func futuraCondensedLabelsAreAboutTheirSavedWidth() throws {
        let typesetter = try standardTypesetter()
        let font = TextFont(size: 36, weight: .medium, isSystemFont: false, installedMetrics: InstalledFontMetrics(fontName: "Futura-CondensedMedium"))
        for (text, saved) in [("Completed Workouts", 232.0), ("Placeholder", 132.0)] {
            let width = (typesetter.width(of: text, font: font) * 2).rounded(.up) / 2
            #expect(abs(width - saved) <= 3, "\(text): \(width)")
        }
    }
}
