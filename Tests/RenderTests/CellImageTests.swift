import Devices
import Foundation
import Geometry
import Screens
import Testing

/// Images inside a table's prototype cell are looked up in the project's catalogue like any view's and drawn
/// in every row (`ProjectAssets`): a storyboard written for this test holds a 50-pt prototype with a 20-pt
/// image view and a title-less button, both showing the orange catalogue image the test writes.
@Suite struct CellImageTests {
    typealias RGB = ControlDrawingTests.RGB

    static func project() throws -> AssetProject {
        let project = try AssetProject("cell-image")
        try project.writeImageSet("Glyph", points: 20) { try AssetProject.png(side: $0, ButtonImageDrawingTests.orange) }
        try project.write("Main.storyboard", AssetProject.prototypeTable(
            "ci-tbl", cell: "ci-p1",
            content: """
                <imageView userInteractionEnabled="NO" contentMode="scaleToFill" image="Glyph" translatesAutoresizingMaskIntoConstraints="NO" id="ci-img">
                    <rect key="frame" x="20" y="15" width="20" height="20"/>
                </imageView>
                <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="ci-btn">
                    <rect key="frame" x="354" y="5" width="40" height="40"/>
                    <state key="normal" image="Glyph"/>
                </button>
                """,
            constraints: """
                <constraint firstItem="ci-img" firstAttribute="leading" secondItem="ci-p1-cv" secondAttribute="leading" constant="20" id="ck1"/>
                <constraint firstItem="ci-img" firstAttribute="centerY" secondItem="ci-p1-cv" secondAttribute="centerY" id="ck2"/>
                <constraint firstAttribute="trailing" secondItem="ci-btn" secondAttribute="trailing" constant="20" id="ck3"/>
                <constraint firstItem="ci-btn" firstAttribute="centerY" secondItem="ci-p1-cv" secondAttribute="centerY" id="ck4"/>
                """,
            resources: #"<image name="Glyph" width="20" height="20"/>"#))
        return project
    }

    @Test(arguments: ControlDrawingTests.appearances) func imagesInCellsAreDrawn(_ appearance: Appearance) throws {
        let project = try Self.project()
        defer { try? FileManager.default.removeItem(at: project.root) }
        let screen = try #require(try ScreenLoader.screens(path: project.app.appendingPathComponent("Main.storyboard").path).first)
        #expect(!screen.substitutes.contains { $0.id.hasPrefix("ci-") }, "\(screen.substitutes)")
        let drawn = try DocumentCellTests.render(screen, appearance)
        let orange = RGB(hex: ButtonImageDrawingTests.orange)
        for id in ["ci-img", "ci-btn", "ci-img~2", "ci-btn~2"] {
            let frame = try drawn.frame(id)
            let image = try #require(ButtonImageDrawingTests.ink(drawn, around: frame) { $0.near(orange, 24) }, "\(id): no image drawn")
            #expect(abs(image.width - 20) <= 0.5 && abs(image.height - 20) <= 0.5 && abs(image.midX - frame.midX) <= 0.5, "\(id): \(image) in \(frame)")
        }
    }
}
