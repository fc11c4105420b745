import Devices
import Foundation
import Geometry
import Render
import Screens
import TestSupport
import Testing

/// A configuration button draws its configuration's image and not the `<state key="normal" image=…>`
/// Interface Builder keeps beside a configuration without one (docs/research/ib-defaults.md §22; Apple: the
/// configuration's `image` is "the foreground image the button displays",
/// https://developer.apple.com/documentation/uikit/uibutton/configuration-swift.struct/image). The catalogue
/// image is an orange square the test writes: the button whose configuration names it shows orange, the one
/// whose state alone names it shows none, in light and dark.
@Suite struct ConfigurationButtonImageDrawingTests {
    typealias RGB = ControlDrawingTests.RGB

    static func project() throws -> AssetProject {
        let project = try AssetProject("configuration-image")
        try project.writeImageSet("Glyph", points: 20) { try AssetProject.png(side: $0, ButtonImageDrawingTests.orange) }
        try project.write("Main.xib", AssetProject.xib(
            [
                AssetProject.fixed("button", id: "leftover", x: 20, y: 100, width: 240, height: 44, attributes: #"buttonType="system""#,
                                   body: #"<state key="normal" title="Button" image="Glyph"/><buttonConfiguration key="configuration" style="plain" title="Play"/>"#),
                AssetProject.fixed("button", id: "configured", x: 20, y: 200, width: 240, height: 44, attributes: #"buttonType="system""#,
                                   body: #"<state key="normal" title="Button"/><buttonConfiguration key="configuration" style="plain" title="Play" image="Glyph"/>"#),
            ].joined(separator: "\n"),
            resources: #"<image name="Glyph" width="20" height="20"/>"#))
        return project
    }

    @Test(arguments: ControlDrawingTests.appearances) func onlyTheConfigurationImageIsDrawn(_ appearance: Appearance) throws {
        let project = try Self.project()
        defer { try? FileManager.default.removeItem(at: project.root) }
        let drawn = try DocumentCellTests.render(try ScreenLoader.single(path: project.document), appearance)
        let orange = { (c: RGB) in c.near(RGB(hex: ButtonImageDrawingTests.orange), 24) }
        let configured = try drawn.frame("configured")
        let image = try #require(ButtonImageDrawingTests.ink(drawn, around: configured, orange), "no image drawn")
        #expect(abs(image.width - 20) <= 1 && abs(image.height - 20) <= 1, "\(image)")
        let leftover = try drawn.frame("leftover")
        #expect(ButtonImageDrawingTests.ink(drawn, around: leftover, orange) == nil, "the state image was drawn")
        #expect(ButtonImageDrawingTests.ink(drawn, around: leftover, ButtonImageDrawingTests.bluish) != nil, "no title drawn")
    }
}
