import Devices
import Foundation
import Geometry
import Render
import Screens
import TestSupport
import Testing

/// What a document sets beside a control's look and Bezel draws from it:
/// - a button configuration's `background` colour is the fill under its title in every style, `plain`
///   included (https://developer.apple.com/documentation/uikit/uibutton/configuration-swift.struct/background,
///   https://developer.apple.com/documentation/uikit/uibackgroundconfiguration-swift.struct/backgroundcolor), its
///   `cornerRadius` the fill's radius under the `fixed` corner style
///   (https://developer.apple.com/documentation/uikit/uibutton/configuration-swift.struct/cornerstyle-swift.enum/fixed);
/// - an activity indicator's spokes take its `color`
///   (https://developer.apple.com/documentation/uikit/uiactivityindicatorview/color), the old `whiteLarge` style's
///   are white (https://developer.apple.com/documentation/uikit/uiactivityindicatorview/style-swift.enum/whitelarge).
/// The document is written here, as Xcode 15 saves these elements; light and dark.
@Suite struct ConfigurationBackgroundDrawingTests {
    typealias RGB = ControlDrawingTests.RGB

    /// The background colour the document gives: sRGB (0.16, 0.46, 0.74), #2975BD.
    static let blue = RGB(r: 0x29, g: 0x75, b: 0xBD)
    static let red = RGB(r: 0xFF, g: 0, b: 0)

    static func background(cornerRadius: String = "") -> String {
        #"""
        <buttonConfiguration key="configuration" style="plain" title="SAVE"\#(cornerRadius.isEmpty ? "" : #" cornerStyle="fixed""#)>
            <backgroundConfiguration key="background"\#(cornerRadius.isEmpty ? "" : #" cornerRadius="\#(cornerRadius)""#)>
                <color key="backgroundColor" red="0.16" green="0.46" blue="0.74" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
            </backgroundConfiguration>
            <color key="baseForegroundColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
        </buttonConfiguration>
        """#
    }

    static func render(_ appearance: Appearance) throws -> ControlDrawingTests.Drawn {
        let project = try AssetProject("configuration-background")
        defer { try? FileManager.default.removeItem(at: project.root) }
        let black = #"<color key="backgroundColor" white="0.0" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>"#
        try project.write("Main.xib", AssetProject.xib([
            AssetProject.fixed("button", id: "rounded", x: 40, y: 100, width: 280, height: 40, attributes: #"buttonType="system""#,
                               body: #"<state key="normal" title="Button"/>"# + background()),
            AssetProject.fixed("button", id: "square", x: 40, y: 200, width: 280, height: 40, attributes: #"buttonType="system""#,
                               body: #"<state key="normal" title="Button"/>"# + background(cornerRadius: "0.0")),
            AssetProject.fixed("view", id: "ground", x: 40, y: 300, width: 200, height: 100, body: black),
            AssetProject.fixed("activityIndicatorView", id: "white", x: 60, y: 330, width: 37, height: 37,
                               attributes: #"animating="YES" style="whiteLarge""#),
            AssetProject.fixed("activityIndicatorView", id: "red", x: 160, y: 330, width: 37, height: 37, attributes: #"animating="YES" style="large""#,
                               body: #"<color key="color" red="1" green="0.0" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>"#),
        ].joined(separator: "\n")))
        return try DocumentCellTests.render(try ScreenLoader.single(path: project.document), appearance)
    }

    @Test(arguments: ControlDrawingTests.appearances) func aPlainButtonShowsItsBackgroundColour(_ appearance: Appearance) throws {
        let drawn = try Self.render(appearance)
        for id in ["rounded", "square"] {
            let frame = try drawn.frame(id)
            // Left of the title, inside the frame: the document's blue, not the ground.
            let fill = drawn.pixel(frame.minX + 20, frame.midY)
            #expect(fill.near(Self.blue, 6), "\(id) fill \(fill)")
            // The white title on it.
            let title = drawn.pixels(in: Rect(x: frame.minX + 60, y: frame.minY + 8, width: frame.width - 120, height: frame.height - 16)).filter { $0.near(RGB(r: 255, g: 255, b: 255), 40) }
            #expect(title.count > 30, "\(id): \(title.count) white title pixels")
            // Outside the frame: the ground.
            #expect(drawn.pixel(frame.minX - 3, frame.midY).near(drawn.background, 6))
        }
        // The default corner style rounds the fill's corners; `fixed` with a 0 pt radius keeps them square.
        let rounded = try drawn.frame("rounded"), square = try drawn.frame("square")
        #expect(drawn.pixel(rounded.minX + 0.75, rounded.minY + 0.75).near(drawn.background, 24))
        #expect(drawn.pixel(square.minX + 0.75, square.minY + 0.75).near(Self.blue, 6))
    }

    @Test(arguments: ControlDrawingTests.appearances) func anActivityIndicatorTakesItsColour(_ appearance: Appearance) throws {
        let drawn = try Self.render(appearance)
        let white = drawn.pixels(in: try drawn.frame("white")).filter { $0.near(RGB(r: 255, g: 255, b: 255), 30) }
        #expect(white.count > 40, "\(white.count) white spoke pixels")
        let red = drawn.pixels(in: try drawn.frame("red")).filter { $0.r > 200 && $0.g < 60 && $0.b < 60 }
        #expect(red.count > 40, "\(red.count) red spoke pixels")
    }
}
