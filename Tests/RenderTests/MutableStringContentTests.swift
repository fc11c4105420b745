import Devices
import Foundation
import Geometry
import Render
import Screens
import Testing

/// An attributed text run whose characters Interface Builder saved as a `<mutableString key="content">` child (as a
/// meditation app's help screen has them, three text views of long paragraphs), not a `content` attribute or a
/// `<string key="content">` child: the same characters, drawn in the run's colour, light and dark. Without reading
/// that child the runs are empty, and the text view and the label draw no ink at all. The document is written here.
@Suite struct MutableStringContentTests {
    typealias RGB = ControlDrawingTests.RGB

    /// A run of red 17-pt system text, its characters in a `<mutableString>` child, over two lines.
    static let run = """
        <fragment>
            <mutableString key="content">Breathe in slowly.
        Breathe out slowly.</mutableString>
            <attributes>
                <color key="NSColor" red="1" green="0.0" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                <font key="NSFont" metaFont="system" size="17"/>
            </attributes>
        </fragment>
        """

    static func render(_ appearance: Appearance) throws -> ControlDrawingTests.Drawn {
        let project = try AssetProject("mutable-string-content")
        defer { try? FileManager.default.removeItem(at: project.root) }
        try project.write("Main.xib", AssetProject.xib([
            AssetProject.fixed("textView", id: "help", x: 20, y: 100, width: 350, height: 200,
                               attributes: #"editable="NO" usesAttributedText="YES""#,
                               body: #"<attributedString key="attributedText">\#(run)</attributedString>"#),
            AssetProject.fixed("label", id: "note", x: 20, y: 340, width: 350, height: 60, attributes: #"numberOfLines="0""#,
                               body: #"<attributedString key="attributedText">\#(run)</attributedString>"#),
        ].joined(separator: "\n")))
        return try DocumentCellTests.render(try ScreenLoader.single(path: project.document), appearance)
    }

    @Test(arguments: ControlDrawingTests.appearances) func runsSavedAsMutableStringsAreDrawn(_ appearance: Appearance) throws {
        let drawn = try Self.render(appearance)
        func redShare(_ frame: Rect) -> Double {
            let pixels = drawn.pixels(in: frame)
            return Double(pixels.filter { $0.r > 180 && $0.g < 90 && $0.b < 90 }.count) / Double(max(1, pixels.count))
        }
        // The text view: both lines, each in the run's red (the first within the top 30 pt under its 8-pt inset, the
        // second in the 30 pt below).
        let help = try drawn.frame("help")
        for band in [Rect(x: help.minX, y: help.minY, width: help.width, height: 30),
                     Rect(x: help.minX, y: help.minY + 30, width: help.width, height: 30)] {
            #expect(redShare(band) > 0.02, "\(appearance) help \(band): \(redShare(band))")
        }
        // The label: its two lines, centred in its frame.
        let note = try drawn.frame("note")
        #expect(redShare(note) > 0.02, "\(appearance) note: \(redShare(note))")
    }
}
