@testable import Devices
@testable import Geometry
@testable import Layout
@testable import PNG
@testable import Raster
@testable import Render
import Drawing
import Testing

/// A display list drawn a band of rows at a time (issue 16) gives every row the bytes drawing the whole image gives
/// it, and its streamed PNG is the whole image's PNG byte for byte.
@Suite struct StreamedPNGTests {
    static let cases: [(String, String, Orientation, WindowMode, DeviceArt.Frame)] = [
        ("comments-load-more", "iphone-15-pro-max", .portrait, .full, .device),
        ("toon-contacts", "iphone-se", .landscapeLeft, .full, .device),
        ("world-languages", "ipad-pro-11", .landscapeLeft, .splitHalf, .screen),
        ("toon-contacts", "ipad-air-gen5", .portrait, .slideOver, .device),
        // Translucent: the device frame's landscape outline leaves transparent pixels, so the file is RGBA.
        ("world-languages", "iphone-se-gen1", .landscapeRight, .full, .device),
    ]

    /// A case's display list, and the rasteriser at its profile's scale.
    static func displayList(
        _ template: String, _ device: String, _ orientation: Orientation, _ window: WindowMode, _ frame: DeviceArt.Frame
    ) throws -> (DisplayList, DisplayListRasterizer) {
        let profile = try RenderFixtures.profile(device, orientation, window)
        return (try RasterCacheTests.displayList(template, profile, frame: frame), DisplayListRasterizer(scale: profile.scale))
    }

    /// Where two images' bytes first differ (0 when their sizes do), nil when they are the same: a failure names
    /// a byte instead of printing both images, which takes Swift Testing many minutes for a 30 MB pair.
    static func firstDifference(_ a: [UInt8], _ b: [UInt8]) -> Int? {
        guard a.count == b.count else { return 0 }
        return a.indices.first { a[$0] != b[$0] }
    }

    /// The rows of every band, put together, are the whole image: bands of one row, of a few, of a prime
    /// number of rows, and of most of the image; with and without the hardware cache.
    @Test(arguments: cases)
    func bandsAreTheWholeImagesRows(template: String, device: String, orientation: Orientation, window: WindowMode, frame: DeviceArt.Frame) throws {
        let (displayList, rasterizer) = try Self.displayList(template, device, orientation, window, frame)
        let whole = rasterizer.render(displayList)
        let cache = RasterCache()
        for (bandHeight, cache) in [(1, nil), (7, cache), (127, nil), (127, cache), (whole.height - 3, nil)] as [(Int, RasterCache?)] {
            var drawing = BandedRaster(rasterizer, displayList: displayList, cache: cache, bandHeight: bandHeight)
            var rows: [UInt8] = []
            rows.reserveCapacity(whole.data.count)
            var top = 0
            while top < whole.height {
                let band = top..<min(whole.height, top + bandHeight)
                drawing.draw(rows: band) { pixels in rows.append(contentsOf: pixels.data.prefix(band.count * whole.width * 4)) }
                top = band.upperBound
            }
            let differing = Self.firstDifference(rows, whole.data)
            #expect(differing == nil, "\(template) on \(device), bands of \(bandHeight) rows, cached: \(cache != nil): first differing byte \(differing ?? -1)")
        }
    }

    /// Bands drawn at successive rows of one pixmap (the encoder's sample rows, as `StreamedPNG` draws them)
    /// sit side by side, each the whole image's rows, none disturbing the others.
    @Test(arguments: cases)
    func bandsSideBySideAreTheWholeImagesRows(template: String, device: String, orientation: Orientation, window: WindowMode, frame: DeviceArt.Frame) throws {
        let (displayList, rasterizer) = try Self.displayList(template, device, orientation, window, frame)
        let whole = rasterizer.render(displayList)
        let bands = try #require(PNGRowStream.sampleBands(height: whole.height))
        let rows = bands.reduce(0) { $0 + $1.count }
        var drawing = BandedRaster(rasterizer, displayList: displayList, cache: RasterCache(), bandHeight: rows)
        var at = 0, side: [UInt8] = []
        for band in bands {
            drawing.draw(rows: band, atPixmapRow: at) { pixels in side = Array(pixels.data.prefix(rows * whole.width * 4)) }
            at += band.count
        }
        let expected = bands.flatMap { whole.data[($0.lowerBound * whole.width * 4)..<($0.upperBound * whole.width * 4)] }
        let differing = Self.firstDifference(side, expected)
        #expect(differing == nil, "\(template) on \(device): the sample rows side by side differ from byte \(differing ?? -1)")
    }

    /// The streamed PNG is the whole image's, and is what an image of this size and background gets.
    @Test(arguments: cases)
    func streamedPNGIsTheWholeImagesPNG(template: String, device: String, orientation: Orientation, window: WindowMode, frame: DeviceArt.Frame) throws {
        let (displayList, rasterizer) = try Self.displayList(template, device, orientation, window, frame)
        let whole = try PNGEncoder.encode(rasterizer.render(displayList))
        let streamed = try StreamedPNG.encode(displayList, rasterizer: rasterizer, cache: RasterCache())
        #expect(streamed != nil, "\(template) on \(device) was not streamed")
        #expect(streamed == whole, "\(template) on \(device): the streamed PNG differs")
    }

    /// The colour type byte of a PNG's IHDR: 0 grey, 2 RGB, 6 RGBA.
    static func colourType(_ png: [UInt8]) -> UInt8? { png.count > 25 ? png[25] : nil }

    /// A 300×2000 page: a light grey rectangle over `covered` rows (the rest transparent), a darker grey one
    /// near the top, and a red square in rows the encoder does not sample when `colour` (at y 1450).
    static func page(covering covered: [Range<Double>] = [0..<2000], colour: Bool) -> DisplayList {
        var nodes: [Node] = covered.map { rows in
            .shape(Shape(path: Path(rect: Rect(x: 0, y: rows.lowerBound, width: 300, height: rows.upperBound - rows.lowerBound)), fill: RGBA(r: 240, g: 240, b: 240)))
        }
        nodes.append(.shape(Shape(path: Path(rect: Rect(x: 20.5, y: 40, width: 100, height: 60)), fill: RGBA(r: 90, g: 90, b: 90))))
        if colour { nodes.append(.shape(Shape(path: Path(rect: Rect(x: 30, y: 1450.25, width: 50, height: 50)), fill: RGBA(r: 200, g: 30, b: 40)))) }
        return DisplayList(size: Size(width: 300, height: 2000), layers: [Layer(id: .screen, nodes: nodes)])
    }

    /// Every layout the whole-image encoder chooses is streamed to its file, when the sample rows cannot tell
    /// it: colour only in the third band, in rows the encoder does not sample (RGB); no colour at all (grey);
    /// transparent rows between two sample bands, under an opaque sample (RGBA), with and without colour.
    @Test func layoutsTheSampleCannotTellAreFound() throws {
        let rasterizer = DisplayListRasterizer(scale: 1)
        let gap: [Range<Double>] = [0..<1420, 1500..<2000]
        for (displayList, type, name) in [
            (Self.page(colour: true), 2, "colour outside the sample"), (Self.page(colour: false), 0, "grey"),
            (Self.page(covering: gap, colour: true), 6, "a transparent gap, with colour"),
            (Self.page(covering: gap, colour: false), 6, "a transparent gap, grey"),
        ] as [(DisplayList, UInt8, String)] {
            let whole = try PNGEncoder.encode(rasterizer.render(displayList))
            #expect(Self.colourType(whole) == type, "\(name): the whole image's colour type")
            let streamed = try StreamedPNG.encode(displayList, rasterizer: rasterizer, cache: nil)
            #expect(streamed != nil, "\(name) was not streamed")
            let differing = streamed.flatMap { Self.firstDifference($0, whole) }
            #expect(streamed == nil || differing == nil, "\(name): the streamed PNG differs from byte \(differing ?? -1)")
        }
    }

    /// The box-filtered thumbnail of the PNG's file read back, for `streamedThumbnailIsTheFilesThumbnail`.
    static func thumbnailOfFile(_ png: [UInt8], width: Int) throws -> StraightImage? {
        let decoded = try PNGDecoder.decodeStraight(png)
        var scaler = RowBoxScaler(sourceWidth: decoded.width, sourceHeight: decoded.height, width: width)
        decoded.data.withUnsafeBufferPointer { scaler?.add($0) }
        return scaler?.image
    }

    /// The thumbnail made from the rows as they are streamed is the one the written file gives when read back and
    /// scaled, in each layout: RGB and RGBA screens, grey and RGB pages, and transparent gaps (RGBA).
    @Test func streamedThumbnailIsTheFilesThumbnail() throws {
        var displayLists: [(DisplayList, DisplayListRasterizer, String)] = try Self.cases.map { template, device, orientation, window, frame in
            let (displayList, rasterizer) = try Self.displayList(template, device, orientation, window, frame)
            return (displayList, rasterizer, "\(template) on \(device)")
        }
        let gap: [Range<Double>] = [0..<1420, 1500..<2000]
        for (displayList, name) in [(Self.page(colour: true), "colour page"), (Self.page(colour: false), "grey page"),
                              (Self.page(covering: gap, colour: true), "gap with colour"), (Self.page(covering: gap, colour: false), "grey gap")] {
            displayLists.append((displayList, DisplayListRasterizer(scale: 1), name))
        }
        for (displayList, rasterizer, name) in displayLists {
            let (width, height) = rasterizer.pixelSize(of: displayList)
            for wanted in [160, 37] {
                var thumbnail = RowBoxScaler(sourceWidth: width, sourceHeight: height, width: wanted)
                let png = try StreamedPNG.png(displayList, rasterizer: rasterizer, cache: RasterCache(), thumbnail: &thumbnail)
                let streamed = try #require(thumbnail?.image, "\(name): no thumbnail from the streamed rows")
                #expect(streamed == (try Self.thumbnailOfFile(png, width: wanted)), "\(name), \(wanted) wide: the thumbnails differ")
            }
        }
    }

    /// An image drawn whole (too short to stream) gives no thumbnail from its rows: the caller reads the file.
    @Test func aShortImageLeavesTheThumbnailToTheFile() throws {
        let profile = try RenderFixtures.profile("iphone-se", .portrait, .full)
        let displayList = try RasterCacheTests.displayList("toon-contacts", profile, frame: .screen)
        let rasterizer = DisplayListRasterizer(scale: 0.25)
        let (width, height) = rasterizer.pixelSize(of: displayList)
        var thumbnail = RowBoxScaler(sourceWidth: width, sourceHeight: height, width: 160)
        _ = try StreamedPNG.png(displayList, rasterizer: rasterizer, cache: nil, thumbnail: &thumbnail)
        #expect(thumbnail == nil)
    }

    /// The translucent case of `cases` really is one: its file is RGBA, so `streamedPNGIsTheWholeImagesPNG` covers that layout on a real screen.
    @Test func aFramedLandscapeImageIsRGBA() throws {
        let (displayList, rasterizer) = try Self.displayList("world-languages", "iphone-se-gen1", .landscapeRight, .full, .device)
        let streamed = try #require(try StreamedPNG.encode(displayList, rasterizer: rasterizer, cache: RasterCache()))
        #expect(Self.colourType(streamed) == 6)
    }

    /// A display list under 256 rows tall is left to the whole-image path (its filter is measured on every row).
    @Test func shortDisplayListsAreNotStreamed() throws {
        let profile = try RenderFixtures.profile("iphone-se", .portrait, .full)
        let displayList = try RasterCacheTests.displayList("toon-contacts", profile, frame: .screen)
        let rasterizer = DisplayListRasterizer(scale: 0.25)
        #expect(rasterizer.pixelSize(of: displayList).height < 256)
        #expect(try StreamedPNG.encode(displayList, rasterizer: rasterizer, cache: nil) == nil)
    }
}
