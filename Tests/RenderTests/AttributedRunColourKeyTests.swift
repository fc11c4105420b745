import Devices
import Foundation
import Geometry
import Render
import Screens
import Testing

/// An attributed run's text colour is its `<color key="NSColor">` (the foreground colour), never another colour among
/// its attributes: a run that keeps a transparent `NSBackgroundColor` (as a game's localized intro text does) and no
/// `NSColor` is drawn in the view's text colour, and one whose `NSBackgroundColor` comes before its red `NSColor` is
/// red, light and dark. Taking the first `<color>` of the attributes drew both runs in the clear background colour:
/// no ink at all. The document is written here.
@Suite struct AttributedRunColourKeyTests {
    typealias RGB = ControlDrawingTests.RGB

    /// A 17-pt run of `text` whose attributes hold a clear blue background colour, then `foreground` (a `<color>`), if any.
    static func run(_ text: String, foreground: String = "") -> String {
        """
        <attributedString key="attributedText">
            <fragment content="\(text)">
                <attributes>
                    <color key="NSBackgroundColor" red="0.0" green="0.0" blue="1" alpha="0.0" colorSpace="custom" customColorSpace="sRGB"/>
                    \(foreground)
                    <font key="NSFont" metaFont="system" size="17"/>
                </attributes>
            </fragment>
        </attributedString>
        """
    }

    static let red = #"<color key="NSColor" red="1" green="0.0" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>"#

    @Test(arguments: ControlDrawingTests.appearances) func onlyTheForegroundColourColoursARun(_ appearance: Appearance) throws {
        let project = try AssetProject("attributed-run-colour-key")
        defer { try? FileManager.default.removeItem(at: project.root) }
        try project.write("Main.xib", AssetProject.xib([
            AssetProject.fixed("label", id: "plain", x: 20, y: 100, width: 200, height: 30,
                               body: Self.run("Riddle of the day")),
            AssetProject.fixed("textView", id: "intro", x: 20, y: 160, width: 300, height: 60,
                               attributes: #"editable="NO" usesAttributedText="YES""#, body: Self.run("Find the hidden key")),
            AssetProject.fixed("label", id: "red", x: 20, y: 260, width: 200, height: 30,
                               body: Self.run("Warning", foreground: Self.red)),
        ].joined(separator: "\n")))
        let drawn = try DocumentCellTests.render(try ScreenLoader.single(path: project.document), appearance)
        // The view's own text colour, labelColor: black in light, white in dark.
        let text = appearance == .dark ? RGB(hex: 0xFFFFFF) : RGB(hex: 0x000000)
        func share(_ id: String, _ test: (RGB) -> Bool) throws -> Double {
            let pixels = drawn.pixels(in: try drawn.frame(id))
            return Double(pixels.filter(test).count) / Double(max(1, pixels.count))
        }
        for id in ["plain", "intro"] {
            let ink = try share(id) { $0.near(text, 40) }
            #expect(ink > 0.02, "\(appearance) \(id): \(ink)")
        }
        let red = try share("red") { $0.r > 180 && $0.g < 90 && $0.b < 90 }
        #expect(red > 0.02, "\(appearance) red: \(red)")
    }
}
