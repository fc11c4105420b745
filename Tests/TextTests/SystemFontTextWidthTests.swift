import Foundation
import TestSupport
import Testing
@testable import Text

/// San Francisco widens its letters more from regular to heavy than Inter does, and its digits are wider than Inter's,
/// so Bezel widens Inter's and Inter Display's advances for the system font (`SystemFontTextWidth`: SF Pro Text's and
/// SF Pro Display's own advances against Inter's, and saved label widths, agree on them). Regular letters of the
/// Text design are Inter's own.
@Suite struct SystemFontTextWidthTests {
    static let boldFile = "/usr/share/fonts/opentype/inter/Inter-Bold.otf"

    /// The widened width is Inter Bold's advances (`hb-shape`, unkerned, 2,816 units per em) times 1.024, plus
    /// San Francisco's tracking at 17 pt (−26/1000 em) between the characters; kept in whole font units, so within
    /// half a unit of it.
    @Test func boldTextDesignIsInterBoldWidened() throws {
        let typesetter = Typesetter(chain: try standardTypesetter().chain, kerning: false)
        let text = "Settings"
        let units = Double(try DisplayDesignTests.advanceUnits(text, file: Self.boldFile))
        let expected = 1.024 * units * 17 / 2816 + Double(text.count - 1) * -26 * 17 / 1000
        let width = typesetter.width(of: text, font: TextFont(size: 17, weight: .bold))
        #expect(abs(width - expected) < 0.5 * 17 / 2816 + 1e-9, "\(width) against \(expected)")
        // A named family in Inter Bold keeps Inter's advances.
        let named = typesetter.width(of: text, font: TextFont(size: 17, weight: .bold, isSystemFont: false))
        #expect(abs(named - units * 17 / 2816) < 1e-9)
    }

    /// One-line labels of 14 to 17 pt that Xcode sized to their text, in six unrelated projects (Xcode 10 to 15):
    /// (text, size, weight, saved width). In Inter's own advances each was 1 to 4 pt narrower than saved
    /// ("Secret authorization" 162 against 166); widened, each is within 0.7 pt (the saved width is rounded up to
    /// the screen's pixel, a third of a point).
    @Test(arguments: [
        ("Secret authorization", 17.0, FontWeight.bold, 166.0), ("Header", 17.0, .bold, 60.0), ("29 Days Left", 14.0, .bold, 86.667),
        ("Exercise Name", 17.0, .semibold, 118.0), ("Transfer out", 17.0, .semibold, 97.0), ("Summoner Name", 17.0, .medium, 136.0),
        ("Unlimited swipes", 14.0, .medium, 113.0),
    ])
    func labelsXcodeSizedToTheirText(text: String, size: Double, weight: FontWeight, saved: Double) throws {
        let width = try standardTypesetter().width(of: text, font: TextFont(size: size, weight: weight))
        #expect(abs(width - saved) <= 0.7, "\(text) at \(size) pt \(weight): \(width) against Xcode's \(saved)")
    }

    /// Heavy labels Xcode sized to their text, in three unrelated projects (Xcode 13 to 15): (text, size, saved width).
    /// Widened as bold (1.024, and nothing in the Display design) each was 2.5 to 6.3 pt narrower than saved ("Sign
    /// Up" 179 against 185.3); widened as SF Pro's heavy faces are (Text 1.045, Display 1.030), each is within 1.5 pt.
    @Test(arguments: [
        ("Not Applicable", 15.0, 112.0), ("Acknowledgements", 30.0, 292.0), ("Sign In", 50.0, 163.0), ("Sign Up", 50.0, 185.333),
        ("Move Stock", 36.0, 203.667),
    ])
    func heavyLabelsXcodeSizedToTheirText(text: String, size: Double, saved: Double) throws {
        let width = try standardTypesetter().width(of: text, font: TextFont(size: size, weight: .heavy))
        #expect(abs(width - saved) <= 1.5, "\(text) at \(size) pt heavy: \(width) against Xcode's \(saved)")
    }

    /// In the Display design digits are Inter Display's advances widened as SF Pro Display's digits are: "1" by 1.284
    /// in regular (Inter Display's proportional one is much narrower), the other digits by 1.055, letters narrowed by
    /// 0.986; `hb-shape`'s unkerned advances (2,048 units per em) plus San Francisco's tracking at 34 pt (+12/1000 em).
    @Test func displayDigitsAreInterDisplayWidenedAsSanFranciscoSetsThem() throws {
        let typesetter = Typesetter(chain: try standardTypesetter().chain, kerning: false)
        let text = "10 Mb"
        var units = 0.0
        for (character, factor) in zip(text, [1.284, 1.055, 0.986, 0.986, 0.986]) {
            units += factor * Double(try DisplayDesignTests.advanceUnits(String(character), file: DisplayDesignTests.displayFile))
        }
        let expected = units * 34 / 2048 + Double(text.count - 1) * 12 * 34 / 1000
        let width = typesetter.width(of: text, font: TextFont(size: 34))
        #expect(abs(width - expected) < 0.5 * 34 / 2048 + 1e-9, "\(width) against \(expected)")
    }

    /// Numbers Xcode sized to their text, in three unrelated projects (Xcode 12 to 15): (text, size, weight, saved
    /// width, bound). In Inter Display's own digits each was 6.5 to 9 pt narrower than saved ("$50.00" 110.5 against
    /// 119.5); with San Francisco's digit widths each is within its bound.
    @Test(arguments: [
        ("619 1234567", 24.0, FontWeight.regular, 143.0, 1.5), ("100%", 28.0, .bold, 77.0, 3.5), ("$50.00", 36.0, .regular, 119.5, 5.5),
    ])
    func numbersXcodeSizedToTheirText(text: String, size: Double, weight: FontWeight, saved: Double, bound: Double) throws {
        let width = try standardTypesetter().width(of: text, font: TextFont(size: size, weight: weight))
        #expect(abs(width - saved) <= bound, "\(text) at \(size) pt \(weight): \(width) against Xcode's \(saved)")
    }

    /// A family iOS installs and Bezel has no file of is set in Inter narrowed as the family's saved labels are
    /// (`InstalledFontMetrics.widthFactor`: Helvetica Neue 0.954): its letters, not its digits (Avenir Next's
    /// numbers were wider than Inter's). Inter Regular's own advances for comparison, unkerned.
    @Test func installedFamiliesAreNarrowedButTheirDigitsAreNot() throws {
        let typesetter = Typesetter(chain: try standardTypesetter().chain, kerning: false)
        let neue = TextFont(size: 17, isSystemFont: false, installedMetrics: .helveticaNeue)
        let inter = TextFont(size: 17, isSystemFont: false)
        let letters = typesetter.width(of: "Publishing", font: neue)
        #expect(abs(letters - 0.954 * typesetter.width(of: "Publishing", font: inter)) < 0.5 * 17 / 2816 + 1e-9)
        #expect(typesetter.width(of: "2024", font: neue) == typesetter.width(of: "2024", font: inter))
        // map-ir/mapir-ios-tracker's `HelveticaNeue` 17 pt "Publishing", sized to its text on a 2× canvas, is saved
        // 79.5 pt wide; in Inter it is 83 (rounded up to the pixel as UILabel's intrinsic size is).
        let kerned = try standardTypesetter().width(of: "Publishing", font: neue)
        #expect(abs((kerned * 2).rounded(.up) / 2 - 79.5) <= 0.5, "\(kerned)")
    }

    /// Helvetica Neue's faces are narrowed each by its own factor against Inter at the weight the name states
    /// (`InstalledFontMetrics.widthFactor`): light 0.923, regular 0.954, medium 0.968, bold 0.973, as labels of the
    /// faces Xcode sized to their text show (docs/research/ib-defaults.md §177); their digits keep Inter's advances.
    @Test(arguments: [
        ("HelveticaNeue-Light", FontWeight.light, 0.923), ("HelveticaNeue", .regular, 0.954), ("HelveticaNeue-Medium", .medium, 0.968),
        ("HelveticaNeue-Bold", .bold, 0.973),
    ])
    func helveticaNeueFacesAreNarrowedEachByItsOwnFactor(name: String, weight: FontWeight, factor: Double) throws {
        let typesetter = Typesetter(chain: try standardTypesetter().chain, kerning: false)
        let face = TextFont(size: 20, weight: FontWeight(fontName: name) ?? .regular, isSystemFont: false,
                            installedMetrics: InstalledFontMetrics(fontName: name))
        let inter = TextFont(size: 20, weight: weight, isSystemFont: false)
        let text = "Harbour lights"
        #expect(abs(typesetter.width(of: text, font: face) - factor * typesetter.width(of: text, font: inter)) < 0.5 * 20 / 2816 * 14 + 1e-9,
                "\(name): \(typesetter.width(of: text, font: face)) against \(factor) × \(typesetter.width(of: text, font: inter))")
        #expect(typesetter.width(of: "3081", font: face) == typesetter.width(of: "3081", font: inter))
    }
}
