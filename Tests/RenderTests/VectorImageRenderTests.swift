import Devices
import Foundation
import Geometry
import PNG
import Render
import Drawing
import Screens
import TestSupport
import Testing

/// Image sets that hold a PDF or an SVG, as Xcode projects often do: drawn at the profile's scale as the
/// asset compiler draws them into the app's bitmaps. Each drawing is made by the test, so every pixel is
/// known: the PDF's left half is red (green in its dark variant), the SVG's right half is blue, the other
/// halves are transparent.
@Suite struct VectorImageRenderTests {
    typealias RGB = ControlDrawingTests.RGB

    /// A one-page PDF 20 × 10 pt whose left half is filled with `rgb` (PDF 1.4, ISO 32000-1 §7.5: header,
    /// objects, cross-reference table with each object's byte offset, trailer).
    static func pdf(_ rgb: (Double, Double, Double)) -> [UInt8] {
        let content = "\(rgb.0) \(rgb.1) \(rgb.2) rg 0 0 10 10 re f\n"
        let objects = [
            "<< /Type /Catalog /Pages 2 0 R >>",
            "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
            "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 20 10] /Contents 4 0 R /Resources << >> >>",
            "<< /Length \(content.utf8.count) >>\nstream\n\(content)endstream",
        ]
        var text = "%PDF-1.4\n"
        var offsets: [Int] = []
        for (index, object) in objects.enumerated() {
            offsets.append(text.utf8.count)
            text += "\(index + 1) 0 obj\n\(object)\nendobj\n"
        }
        let table = text.utf8.count
        text += "xref\n0 \(objects.count + 1)\n0000000000 65535 f \n"
        for offset in offsets { text += String(format: "%010d 00000 n \n", offset) }
        text += "trailer\n<< /Size \(objects.count + 1) /Root 1 0 R >>\nstartxref\n\(table)\n%%EOF\n"
        return Array(text.utf8)
    }

    static let svg = """
        <svg xmlns="http://www.w3.org/2000/svg" width="20" height="10" viewBox="0 0 20 10"><rect x="10" y="0" width="10" height="10" fill="#0000ff"/></svg>
        """

    static func project() throws -> AssetProject {
        let project = try AssetProject("vectors")
        try project.write("Assets.xcassets/Doc.imageset/doc.pdf", pdf((1, 0, 0)))
        try project.write("Assets.xcassets/Doc.imageset/doc-dark.pdf", pdf((0, 1, 0)))
        try project.write("Assets.xcassets/Doc.imageset/Contents.json", """
            {"images": [
              {"idiom": "universal", "filename": "doc.pdf"},
              {"idiom": "universal", "filename": "doc-dark.pdf", "appearances": [{"appearance": "luminosity", "value": "dark"}]}
            ], "info": {"author": "xcode", "version": 1}, "properties": {"preserves-vector-representation": true}}
            """)
        try project.write("Assets.xcassets/Art.imageset/art.svg", svg)
        try project.write("Assets.xcassets/Art.imageset/Contents.json", """
            {"images": [{"idiom": "universal", "filename": "art.svg"}], "info": {"author": "xcode", "version": 1}}
            """)
        try project.write("Assets.xcassets/Broken.imageset/broken.pdf", "%PDF-1.4\nthis is not a PDF at all\n")
        try project.write("Assets.xcassets/Broken.imageset/Contents.json", """
            {"images": [{"idiom": "universal", "filename": "broken.pdf"}], "info": {"author": "xcode", "version": 1}}
            """)
        // A page of 100,000 pt a side: 300,000 pixels at @3x, past every limit.
        let huge = String(decoding: pdf((1, 0, 0)), as: UTF8.self).replacingOccurrences(of: "[0 0 20 10]", with: "[0 0 100000 100000]")
        try project.write("Assets.xcassets/Huge.imageset/huge.pdf", huge)
        try project.write("Assets.xcassets/Huge.imageset/Contents.json", """
            {"images": [{"idiom": "universal", "filename": "huge.pdf"}], "info": {"author": "xcode", "version": 1}}
            """)
        try project.write("Main.xib", AssetProject.xib(
            [
                AssetProject.fixed("imageView", id: "doc", x: 20, y: 100, width: 60, height: 30, attributes: #"image="Doc""#),
                AssetProject.fixed("imageView", id: "art", x: 20, y: 200, width: 60, height: 30, attributes: #"image="Art""#),
                AssetProject.fixed("imageView", id: "broken", x: 20, y: 300, width: 60, height: 30, attributes: #"image="Broken""#),
                AssetProject.fixed("imageView", id: "huge", x: 20, y: 400, width: 60, height: 30, attributes: #"image="Huge""#),
            ].joined(separator: "\n"),
            resources: #"<image name="Doc" width="20" height="10"/><image name="Art" width="20" height="10"/><image name="Broken" width="20" height="10"/>"#))
        return project
    }

    /// The left and right quarters of `frame` and a point on each side of its middle, a pixel away at the
    /// render's scale (the edge stays sharp: the drawing was made at the device's scale, not stretched).
    static func samples(_ frame: Rect) -> (left: [(Double, Double)], right: [(Double, Double)]) {
        let y = frame.midY
        return ([(frame.minX + frame.width / 4, y), (frame.midX - 1, y), (frame.minX + 1, frame.minY + 1)],
                [(frame.maxX - frame.width / 4, y), (frame.midX + 1, y), (frame.maxX - 1, frame.maxY - 1)])
    }

    @Test(arguments: ControlDrawingTests.appearances) func pdfImageSet(_ appearance: Appearance) throws {
        let project = try Self.project()
        defer { try? FileManager.default.removeItem(at: project.root) }
        let drawn = try AssetCatalogueRenderTests.render(project, device: "iphone-15-pro", appearance)
        let ink = RGB(hex: appearance == .dark ? 0x00FF00 : 0xFF0000)
        let (left, right) = Self.samples(try drawn.frame("doc"))
        for (x, y) in left { #expect(drawn.pixel(x, y).near(ink), "\(appearance) (\(x), \(y)): \(drawn.pixel(x, y))") }
        for (x, y) in right { #expect(drawn.pixel(x, y).near(drawn.background), "\(appearance) (\(x), \(y)): \(drawn.pixel(x, y))") }
    }

    @Test(arguments: ControlDrawingTests.appearances) func svgImageSet(_ appearance: Appearance) throws {
        let project = try Self.project()
        defer { try? FileManager.default.removeItem(at: project.root) }
        let drawn = try AssetCatalogueRenderTests.render(project, device: "iphone-15-pro", appearance)
        let (left, right) = Self.samples(try drawn.frame("art"))
        for (x, y) in left { #expect(drawn.pixel(x, y).near(drawn.background), "\(appearance) (\(x), \(y)): \(drawn.pixel(x, y))") }
        for (x, y) in right { #expect(drawn.pixel(x, y).near(RGB(hex: 0x0000FF)), "\(appearance) (\(x), \(y)): \(drawn.pixel(x, y))") }
    }

    /// Each variant is drawn at its scale: the 20 × 10 pt drawing is 20·s × 10·s pixels at @s x.
    @Test func drawnAtTheVariantsScale() throws {
        let project = try Self.project()
        defer { try? FileManager.default.removeItem(at: project.root) }
        let screen = try ScreenLoader.single(path: project.document)
        for name in ["Doc", "Art"] {
            let variants = try #require(screen.assetImages[name]).variants
            #expect(!variants.isEmpty)
            for variant in variants {
                #expect(variant.image.width == 20 * variant.scale && variant.image.height == 10 * variant.scale,
                        "\(name) @\(variant.scale)x: \(variant.image.width) × \(variant.image.height)")
            }
        }
    }

    /// A file poppler cannot read, and a drawing past the image limits at the profile's scale, are
    /// placeholders the run names, not a failed screen.
    @Test func unreadableVectorIsANamedPlaceholder() throws {
        let project = try Self.project()
        defer { try? FileManager.default.removeItem(at: project.root) }
        let screen = try ScreenLoader.single(path: project.document)
        #expect(screen.substitutes.contains { $0.id == "broken" && $0.what == "broken PDF image" }, "\(screen.substitutes)")
        #expect(screen.substitutes.contains { $0.id == "huge" && $0.what == "image past the screen's image budget" }, "\(screen.substitutes)")
        #expect(!screen.substitutes.contains { $0.id == "doc" || $0.id == "art" })
    }
}
