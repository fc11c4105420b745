import Devices
import Diagnostics
import Geometry
import Layout
import Output
import PNG
import Raster
import Drawing
import Screens
import SVG
import Text

/// Screen × profile → image. Pure apart from reading fonts once; safe to call from many threads.
package struct ImagePipeline: Sendable {
    package var text: DisplayListText
    var options: RenderOptions

    package init(typesetter: Typesetter, options: RenderOptions = RenderOptions()) {
        self.text = DisplayListText(typesetter: typesetter)
        self.options = options
        // The font hashes go only into the SVG's metadata.
        self.options.displayList.includesFontHashes = options.displayList.includesFontHashes && options.formats.contains(.svg)
    }

    /// Lays the screen out on the profile and draws it. `findings` are drawn as numbered markers.
    package func render(screen: Screen, profile: Profile, findings: [FindingMarker] = []) throws(InputError) -> RenderedImage {
        let layout = try LayoutEngine.layout(screen: screen, profile: profile)
        return try render(screen: screen, layout: layout, profile: profile, findings: findings)
    }

    /// Draws an already laid-out cell: the layout and the hardware geometry the checks judged.
    /// `thumbnailWidth`: also scale the PNG down to this many pixels wide as it is written (`RenderedImage.thumbnail`).
    package func render(cell: LaidOutCell, findings: [FindingMarker] = [], thumbnailWidth: Int? = nil) throws(InputError) -> RenderedImage {
        try draw(DisplayListBuilder(text: text, options: options.displayList).build(cell: cell, findings: findings),
                 screen: cell.screen, layout: cell.layout, profile: cell.profile, thumbnailWidth: thumbnailWidth)
    }

    /// Draws an already laid-out screen.
    package func render(
        screen: Screen, layout: LaidOutScreen, profile: Profile, findings: [FindingMarker] = []
    ) throws(InputError) -> RenderedImage {
        try draw(DisplayListBuilder(text: text, options: options.displayList).build(screen: screen, layout: layout, profile: profile, findings: findings),
                 screen: screen, layout: layout, profile: profile)
    }

    /// The PNG and SVG of `displayList`, the display list of `screen` laid out as `layout` on `profile`.
    func draw(
        _ displayList: DisplayList, screen: Screen, layout: LaidOutScreen, profile: Profile, thumbnailWidth: Int? = nil
    ) throws(InputError) -> RenderedImage {
        let scale = options.scale ?? profile.scale
        let rasterizer = DisplayListRasterizer(scale: scale, hiddenLayers: options.hiddenLayers)
        let (width, height) = rasterizer.pixelSize(of: displayList)
        var png: [UInt8]?
        var thumbnail = thumbnailWidth.flatMap { RowBoxScaler(sourceWidth: width, sourceHeight: height, width: $0) }
        if options.formats.contains(.png) {
            // The pixel budget, checked before the canvas is allocated: the PNG reader's limits, so
            // every image written can be read back as a golden. The legend grows with the findings.
            let budget = PNGDecoder.Limits.standard
            guard width <= budget.maximumSide, height <= budget.maximumSide, width * height <= budget.maximumPixels else {
                throw InputError("the PNG of \(screen.name) on \(profile.slug) would be \(width)×\(height) pixels, over the limit of "
                    + "\(budget.maximumSide) per side and \(budget.maximumPixels) pixels in all")
            }
            // This worker's cache: a profile's hardware is rasterised once per thread.
            do {
                // Drawn and encoded a band at a time when it can be (StreamedPNG: the same bytes), else whole.
                png = options.optimizePNG
                    ? try PNGEncoder.encodeSmallest(rasterizer.render(displayList, cache: .current))
                    : try StreamedPNG.png(displayList, rasterizer: rasterizer, cache: .current, thumbnail: &thumbnail)
            } catch {
                throw InputError("could not encode the PNG of \(screen.name) on \(profile.slug): \(error)")
            }
        }
        var svg: String?
        if options.formats.contains(.svg) {
            let writer = SVGWriter(options: .init(scale: scale, textAsPaths: options.textAsPaths, hiddenLayers: options.hiddenLayers))
            svg = writer.write(displayList)
        }
        return RenderedImage(
            layout: layout, displayList: displayList, png: png, svg: svg, thumbnail: thumbnail?.image, pixelWidth: width, pixelHeight: height)
    }
}
