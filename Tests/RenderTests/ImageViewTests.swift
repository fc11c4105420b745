@testable import Devices
import Foundation
import PNG
import Render
import Drawing
import Screens
import Testing

/// `image:` on an image view (issue 14): the PNG beside the template drawn by UIKit's content modes
/// (https://developer.apple.com/documentation/uikit/uiview/contentmode), clipped to the view, and refused when it
/// is missing, not a PNG, too large or outside the template's folder.
@Suite struct ImageViewTests {
    /// A 40 × 20 PNG in four quadrants: red top left, green top right, blue bottom left, yellow bottom right.
    static let quadrants: [UInt8] = {
        var image = StraightImage(width: 40, height: 20)!
        for y in 0..<20 {
            for x in 0..<40 {
                let colour: [UInt8] = y < 10 ? (x < 20 ? [255, 0, 0, 255] : [0, 255, 0, 255]) : (x < 20 ? [0, 0, 255, 255] : [255, 255, 0, 255])
                image.data.replaceSubrange((y * 40 + x) * 4..<(y * 40 + x) * 4 + 4, with: colour)
            }
        }
        return try! PNGEncoder.encode(image)
    }()

    static let red: [UInt8] = [255, 0, 0], green: [UInt8] = [0, 255, 0], blue: [UInt8] = [0, 0, 255], yellow: [UInt8] = [255, 255, 0]

    /// A folder with `avatar.png` and a template showing it in a 200 × 200 view at (60, 200) of an iPhone 15 Pro.
    static func template(contentMode: String?, image: String = "avatar.png", files: [String: [UInt8]] = ["avatar.png": quadrants]) throws -> (folder: URL, path: String) {
        let folder = try RenderFixtures.scratchFolder("image-view")
        for (name, bytes) in files {
            let url = folder.appendingPathComponent(name)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(bytes).write(to: url)
        }
        let text = """
            screen: picture
            views:
              - id: photo
                kind: image
                image: \(image)
            \(contentMode.map { "    contentMode: \($0)\n" } ?? "")    pin: { top: superview + 200, leading: superview + 60 }
                width: 200
                height: 200

            """
        let path = folder.appendingPathComponent("t.yml").path
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return (folder, path)
    }

    /// The bare screen at 1× (pixels are points), as RGB at (x, y).
    static func render(contentMode: String?) throws -> (StraightImage, (Int, Int) -> [UInt8]) {
        let (folder, path) = try template(contentMode: contentMode)
        defer { try? FileManager.default.removeItem(at: folder) }
        let image = try RenderFixtures.bareScreen(try ScreenLoader.load(path: path), on: try RenderFixtures.profile("iphone-15-pro"))
        return (image, { x, y in Array(image.data[(y * image.width + x) * 4..<(y * image.width + x) * 4 + 3]) })
    }

    /// The view is 200 × 200 at (60, 200); the image's corners land where each mode puts them.
    @Test func scaleToFillStretchesToTheBounds() throws {
        let (_, at) = try Self.render(contentMode: nil)
        #expect(at(61, 201) == Self.red && at(258, 201) == Self.green && at(61, 398) == Self.blue && at(258, 398) == Self.yellow)
        // The halves meet at the view's middle, blended over one source pixel (10 points) when enlarged (bilinear).
        #expect(at(61, 294) == Self.red && at(61, 306) == Self.blue)
        #expect(at(61, 299) != Self.red && at(61, 299) != Self.blue)
        let (_, explicit) = try Self.render(contentMode: "scaleToFill")
        #expect(explicit(61, 201) == Self.red && explicit(258, 398) == Self.yellow)
    }

    /// 40 × 20 fitted into 200 × 200: scaled 5×, 200 × 100, centred: from y 250 to 350, nothing above or below.
    @Test func aspectFitFitsInsideCentred() throws {
        let (_, at) = try Self.render(contentMode: "aspectFit")
        #expect(at(61, 251) == Self.red && at(258, 251) == Self.green && at(61, 348) == Self.blue && at(258, 348) == Self.yellow)
        #expect(at(61, 248) != Self.red && at(61, 352) != Self.blue)
    }

    /// 40 × 20 filling 200 × 200: scaled 10×, 400 × 200 from x −40 to 360 of the view's 60…260: the middle half
    /// of the image shows, and nothing is drawn outside the view.
    @Test func aspectFillCoversAndIsClipped() throws {
        let (_, at) = try Self.render(contentMode: "aspectFill")
        #expect(at(61, 201) == Self.red && at(258, 201) == Self.green && at(61, 398) == Self.blue && at(258, 398) == Self.yellow)
        #expect(at(154, 201) == Self.red && at(166, 201) == Self.green, "the image's middle is the view's middle")
        #expect(at(58, 201) != Self.red && at(262, 201) != Self.green, "clipped to the view")
    }

    /// At its own size (one pixel a point), centred: 40 × 20 from (140, 290) to (180, 310).
    @Test func centerKeepsTheSize() throws {
        let (_, at) = try Self.render(contentMode: "center")
        #expect(at(141, 291) == Self.red && at(178, 291) == Self.green && at(141, 308) == Self.blue && at(178, 308) == Self.yellow)
        #expect(at(138, 291) != Self.red && at(141, 288) != Self.red && at(181, 308) != Self.yellow)
    }

    /// The SVG embeds the image once, as a PNG data URI, and the PNG and SVG are the same on a second run.
    @Test func theSVGEmbedsTheImage() throws {
        let (folder, path) = try Self.template(contentMode: "aspectFit")
        defer { try? FileManager.default.removeItem(at: folder) }
        let screen = try ScreenLoader.load(path: path)
        let pipeline = RenderFixtures.pipeline()
        let first = try pipeline.render(screen: screen, profile: try RenderFixtures.profile("iphone-x"))
        let second = try pipeline.render(screen: try ScreenLoader.load(path: path), profile: try RenderFixtures.profile("iphone-x"))
        let svg = try #require(first.svg)
        #expect(svg.components(separatedBy: "data:image/png;base64,").count == 2)
        #expect(svg == second.svg && first.png == second.png)
    }

    /// Paths leave the folder by no route: `..`, an absolute path and a link are refused at the key's place.
    @Test(arguments: ["../avatar.png", "/etc/passwd", "sub/../avatar.png", "./avatar.png"])
    func pathsStayInTheFolder(_ image: String) throws {
        let (folder, path) = try Self.template(contentMode: nil, image: image)
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect {
            _ = try ScreenLoader.load(path: path)
        } throws: { error in
            "\(error)".contains("t.yml:5:") && "\(error)".contains("'image' must be a path inside the template's folder")
        }
    }

    @Test func linksAreNotFollowed() throws {
        let (folder, path) = try Self.template(contentMode: nil, image: "link.png")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent("link.png").path,
                                                   withDestinationPath: folder.appendingPathComponent("avatar.png").path)
        #expect {
            _ = try ScreenLoader.load(path: path)
        } throws: { error in
            "\(error)".contains("t.yml:5:") && "\(error)".contains("symbolic link")
        }
    }

    /// An image in a subfolder is read; the screen's input hash changes with the image's bytes.
    @Test func subfoldersAreReadAndTheBytesAreHashed() throws {
        let (folder, path) = try Self.template(contentMode: nil, image: "images/avatar.png", files: ["images/avatar.png": Self.quadrants])
        defer { try? FileManager.default.removeItem(at: folder) }
        let screen = try ScreenLoader.load(path: path)
        #expect(screen.images["images/avatar.png"]?.width == 40)
        let edited = try PNGEncoder.encode(StraightImage(width: 1, height: 1)!)
        try Data(edited).write(to: folder.appendingPathComponent("images/avatar.png"))
        let reloaded = try ScreenLoader.load(path: path)
        #expect(screen.images != reloaded.images)
    }
}
