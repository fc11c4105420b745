import Geometry

/// A drawing surface over a `Pixmap`: fills and strokes paths with solid colours, anti-aliased
/// with exact-area coverage, composited source-over in premultiplied RGBA8.
///
/// Every operation is integer arithmetic after the path is flattened and snapped to 1/256 px,
/// so the same calls give the same bytes on every machine. The canvas keeps its scratch buffers
/// between operations, so a display list of many shapes allocates only once.
///
///     var canvas = Canvas(width: 1290, height: 2796, background: .white)
///     canvas.fill(Path(continuousRoundedRect: screen, cornerRadius: 55), color: .black, transform: .scale(3))
///     canvas.stroke(separator, style: StrokeStyle(width: 1), color: grey)
///     let image = canvas.pixmap
///
/// A canvas made with a `bandHeight` holds one band of rows instead of the whole image: the caller starts
/// each band (`startBand`) and makes the same calls again, and every row comes out as drawing the whole
/// image gives it (`Sources/Render/BandedRaster.swift`).
package struct Canvas: Sendable {
    /// The image drawn so far; when drawing in bands, the band's rows (`bounds`), from the top of the pixmap.
    package internal(set) var pixmap: Pixmap
    private var rasterizer = CoverageRasterizer()
    /// The image's height; the pixmap's when the whole image is drawn at once.
    private let imageHeight: Int
    /// The image rows the pixmap holds now: all of them, or the band being drawn (`startBand`).
    private var bandRows: Range<Int>
    /// The pixmap row that holds `bandRows`' first row.
    private var bandOffset = 0
    /// The background as a pixel word, which each band starts from.
    private let backgroundWord: UInt32
    /// Kept from band to band when drawing in bands; nil when the whole image is drawn at once.
    private var memo: BandMemo?
    /// The next fill's place in the drawing order of this band (`BandMemo`).
    private var nextFill = 0

    /// A canvas filled with `background` (a straight, not premultiplied, colour).
    package init(width: Int, height: Int, background: RGBA = .clear) {
        // One pass over the pixels: the array is allocated holding the background.
        backgroundWord = Self.word(background)
        pixmap = Pixmap(width: max(0, width), height: max(0, height), filledWith: backgroundWord)
        imageHeight = pixmap.height
        bandRows = 0..<imageHeight
    }

    /// A canvas for an image of `width` × `height` pixels drawn `bandHeight` rows at a time: the
    /// pixels of one band are kept, not the image's, and every band is drawn by walking the whole display list again
    /// after `startBand`. The bytes of each row are those drawing the whole image at once gives.
    package init(width: Int, height: Int, bandHeight: Int, background: RGBA = .clear) {
        self.init(width: width, height: height, bandHeight: bandHeight, background: background, memo: BandMemo())
    }

    /// A canvas for bands with its own memo (tests give one with a small byte limit).
    init(width: Int, height: Int, bandHeight: Int, background: RGBA, memo: BandMemo) {
        backgroundWord = Self.word(background)
        imageHeight = max(0, height)
        pixmap = Pixmap(width: max(0, width), height: max(0, min(bandHeight, imageHeight)), filledWith: backgroundWord)
        bandRows = 0..<0
        self.memo = memo
    }

    /// Continues drawing on an existing image.
    init(pixmap: Pixmap) {
        self.pixmap = pixmap
        imageHeight = pixmap.height
        bandRows = 0..<imageHeight
        backgroundWord = 0
    }

    /// Starts drawing image rows `rows` from the background into pixmap rows `pixmapRow...` (the band height
    /// the canvas was made with must hold them there): the display list is then drawn again from its first node.
    /// Rows of the pixmap outside them keep what they hold, so that bands drawn at successive pixmap rows
    /// (the PNG encoder's sample rows) end up side by side.
    package mutating func startBand(_ rows: Range<Int>, atPixmapRow pixmapRow: Int = 0) {
        precondition(
            pixmapRow >= 0 && pixmapRow + rows.count <= pixmap.height && rows.lowerBound >= 0 && rows.upperBound <= imageHeight,
            "band outside the image or the pixmap")
        bandRows = rows
        bandOffset = pixmapRow
        nextFill = 0
        let word = backgroundWord.littleEndian
        pixmap.data.withUnsafeMutableBytes { raw in
            (raw.bindMemory(to: UInt32.self).baseAddress! + pixmapRow * pixmap.width).update(repeating: word, count: rows.count * pixmap.width)
        }
    }

    package var width: Int { pixmap.width }
    /// The whole image's height, whether or not it is drawn in bands.
    package var height: Int { imageHeight }

    /// The pixels drawing may change now: the whole image, or the band being drawn.
    var bounds: PixelBounds { PixelBounds(minX: 0, minY: bandRows.lowerBound, maxX: width, maxY: bandRows.upperBound) }

    /// The image row that pixmap row 0 stands for now (negative when a band starts further down the pixmap).
    var pixmapOrigin: Int { bandRows.lowerBound - bandOffset }

    /// Every pixel of the image, whether or not it is drawn in bands.
    private var imageBounds: PixelBounds { PixelBounds(width: width, height: imageHeight) }

    /// The whole image in path units (`transform` undone), grown by `margin`: what a stroke's dashes must
    /// touch to reach a pixel. `nil` when the transform cannot be undone.
    private func visibleRect(transform t: AffineTransform, margin: Double) -> Rect? {
        let determinant = t.a * t.d - t.b * t.c
        guard determinant != 0, determinant.isFinite else { return nil }
        func undo(_ x: Double, _ y: Double) -> Point {
            let dx = x - t.tx, dy = y - t.ty
            return Point(x: (t.d * dx - t.c * dy) / determinant, y: (t.a * dy - t.b * dx) / determinant)
        }
        let corners = [undo(0, 0), undo(Double(width), 0), undo(0, Double(imageHeight)), undo(Double(width), Double(imageHeight))]
        let xs = corners.map(\.x), ys = corners.map(\.y)
        guard let minX = xs.min(), let maxX = xs.max(), let minY = ys.min(), let maxY = ys.max() else { return nil }
        return Rect(x: minX - margin, y: minY - margin, width: maxX - minX + 2 * margin, height: maxY - minY + 2 * margin)
    }

    /// `color` premultiplied, as one pixel word (r in the lowest byte).
    private static func word(_ color: RGBA) -> UInt32 {
        let p = Compositing.premultiplied(color)
        return UInt32(p.r) | UInt32(p.g) << 8 | UInt32(p.b) << 16 | UInt32(p.a) << 24
    }

    /// Fills `path`, mapped by `transform` into pixels, with `color` (straight alpha). With a `cache`, the
    /// coverage is taken from it when the same fill was rasterised before, and kept there otherwise.
    /// Pixels in `occlusion` (a later opaque fill's) are left as they are.
    package mutating func fill(
        _ path: Path, color: RGBA, rule: FillRule = .nonZero, transform: AffineTransform = .identity, clip: Clip? = nil,
        cache: CoverageCache? = nil, occlusion: Occlusion? = nil
    ) {
        guard color.a > 0 else { return }
        let image = imageBounds
        func shapeEdges() -> [FixedPointEdge] {
            // A shape wholly outside the image has no edge to draw. Not flattening it keeps a label of thousands of
            // lines, most of them far below the screen, from costing every line's curves.
            guard Self.reaches(image, path, transform: transform) else { return [] }
            FlatteningTally.current?.add()
            return FixedPointEdge.edges(of: Flattener.polylines(path, transform: transform, tolerance: Flattener.tolerance))
        }
        let place = takePlace()
        if let cache {
            fill(
                cached: path, transform: transform, rule: rule, stroke: nil, color: color, clip: clip, cache: cache,
                occlusion: occlusion, place: place, edges: shapeEdges)
            return
        }
        guard let edges = edges(place, shapeEdges) else { return }
        fill(edges, color: color, rule: rule, clip: clip, occlusion: occlusion)
    }

    /// Whether `path` mapped by `transform` may touch a pixel of `image`: its control points' box (which holds the
    /// curves) mapped corner by corner, rounded outwards, meets it.
    private static func reaches(_ image: PixelBounds, _ path: Path, transform: AffineTransform) -> Bool {
        let box = path.controlBounds
        let corners = [
            Point(x: box.minX, y: box.minY), Point(x: box.maxX, y: box.minY), Point(x: box.minX, y: box.maxY),
            Point(x: box.maxX, y: box.maxY),
        ].map(transform.apply)
        let xs = corners.map(\.x), ys = corners.map(\.y)
        let minX = xs.min() ?? 0, minY = ys.min() ?? 0
        let mapped = Rect(x: minX, y: minY, width: (xs.max() ?? 0) - minX, height: (ys.max() ?? 0) - minY)
        return !PixelBounds(enclosing: mapped).intersection(image).isEmpty
    }

    /// This fill's place in the drawing order when drawing in bands (then counted), else nil.
    private mutating func takePlace() -> Int? {
        guard memo != nil else { return nil }
        defer { nextFill += 1 }
        return nextFill
    }

    /// The edges of the fill at `place`: made by `make` the first time, then kept (`BandMemo`); nil when they
    /// reach no row of this band. Without a place (the whole image at once), made now.
    private func edges(_ place: Int?, _ make: () -> [FixedPointEdge]) -> [FixedPointEdge]? {
        guard let place, let memo else { return make() }
        let edges: [FixedPointEdge], rows: Range<Int>
        if case .edges(let kept, let keptRows) = memo.entry(place) {
            (edges, rows) = (kept, keptRows)
        } else {
            edges = make()
            rows = BandMemo.rows(of: edges)
            memo.keep(.edges(edges, rows: rows), at: place)
        }
        guard rows.overlaps(bandRows) else { return nil }
        return memo.edges(edges, reaching: bandRows, within: rows)
    }

    /// Draws the outline of `path` with `style`. Width, dashes and round pieces are measured in the
    /// path's own units, then mapped by `transform` with the path.
    package mutating func stroke(
        _ path: Path, style: StrokeStyle, color: RGBA, transform: AffineTransform = .identity, clip: Clip? = nil,
        cache: CoverageCache? = nil, occlusion: Occlusion? = nil
    ) {
        guard color.a > 0 else { return }
        // Flatten in path units finely enough that, once scaled, the tolerance holds in pixels.
        let scale = abs(transform.a * transform.d - transform.b * transform.c).squareRoot()
        guard scale > 0, scale.isFinite else { return }
        let visible = style.dashes.isEmpty ? nil : visibleRect(transform: transform, margin: style.width * max(style.miterLimit, 2) + 2 / scale)
        func outlineEdges() -> [FixedPointEdge] {
            let polylines = Flattener.polylines(path, transform: .identity, tolerance: Flattener.tolerance / scale)
            let dashed = Dasher.dash(polylines, pattern: style.dashes, phase: style.dashPhase, visible: visible)
            let outline = Stroker.outline(of: dashed, style: style)
            return FixedPointEdge.edges(of: Flattener.polylines(outline, transform: transform, tolerance: Flattener.tolerance))
        }
        let place = takePlace()
        if let cache {
            fill(
                cached: path, transform: transform, rule: .nonZero, stroke: style, color: color, clip: clip, cache: cache,
                occlusion: occlusion, place: place, edges: outlineEdges)
            return
        }
        guard let edges = edges(place, outlineEdges) else { return }
        fill(edges, color: color, rule: .nonZero, clip: clip, occlusion: occlusion)
    }

    /// A fill through `cache`: the recorded spans blended again, or rasterised, blended and recorded. The
    /// recording is of the whole image's rows, also when drawing in bands (the same entries as drawing the
    /// whole image at once); a band blends its own rows of it.
    private mutating func fill(
        cached path: Path, transform: AffineTransform, rule: FillRule, stroke: StrokeStyle?, color: RGBA, clip: Clip?,
        cache: CoverageCache, occlusion: Occlusion?, place: Int?, edges: () -> [FixedPointEdge]
    ) {
        let premultiplied = Compositing.premultiplied(color)
        if let place, case .recording(let recording) = memo?.entry(place) {
            blend(recording, color: premultiplied, clip: clip, occlusion: occlusion)
            return
        }
        var area = imageBounds
        if let clip { area = area.intersection(clip.drawableBounds) }
        guard !area.isEmpty else { return }
        let key = CoverageCache.Key(
            path: path, transform: transform, rule: rule, stroke: stroke, area: area, rowExtents: clip?.mask?.rowExtents)
        if let recording = cache.recording(for: key) {
            if let place { memo?.keep(.recording(recording), at: place) }
            blend(recording, color: premultiplied, clip: clip, occlusion: occlusion)
            return
        }
        let shapeEdges = edges()
        guard !shapeEdges.isEmpty else { return }
        var recording = CoverageCache.Recording()
        var rasterizer = self.rasterizer
        self.rasterizer = CoverageRasterizer()
        let rows = bandRows
        rasterizer.rasterize(shapeEdges, rule: rule, within: area, rowExtents: key.rowExtents) { y, spans in
            recording.spans.append(contentsOf: spans)
            recording.rows.append((y, recording.spans.count))
            if rows.contains(y) { blend(spans, y: y, color: premultiplied, clip: clip, occlusion: occlusion) }
        }
        self.rasterizer = rasterizer
        if let place { memo?.keep(.recording(recording), at: place) }
        cache.store(recording, for: key)
    }

    /// Blends the rows of `recording` that lie in this band (all of them when drawing the whole image).
    private mutating func blend(_ recording: CoverageCache.Recording, color: RGBA, clip: Clip?, occlusion: Occlusion?) {
        let rows = recording.rows
        // The first recorded row in the band: rows are in ascending order.
        var low = 0, high = rows.count
        while low < high {
            let mid = (low + high) / 2
            if rows[mid].y < bandRows.lowerBound { low = mid + 1 } else { high = mid }
        }
        recording.spans.withUnsafeBufferPointer { spans in
            var index = low
            var start = index > 0 ? rows[index - 1].end : 0
            while index < rows.count, rows[index].y < bandRows.upperBound {
                blend(UnsafeBufferPointer(rebasing: spans[start..<rows[index].end]), y: rows[index].y, color: color, clip: clip, occlusion: occlusion)
                start = rows[index].end
                index += 1
            }
        }
    }

    /// Fills a rectangle. Axis-aligned rectangles with whole-pixel edges (after `transform`) are
    /// written row by row without rasterizing; any other goes through `fill`.
    mutating func fillRect(_ rect: Rect, color: RGBA, transform: AffineTransform = .identity, clip: Clip? = nil) {
        guard color.a > 0, !rect.isEmpty else { return }
        if let pixels = PixelBounds(wholePixelsOf: rect, transform: transform) {
            var area = pixels.intersection(bounds)
            if let clip { area = area.intersection(clip.drawableBounds) }
            guard !area.isEmpty else { return }
            let span = CoverageSpan(x: area.minX, count: area.width, coverage: 255)
            for y in area.minY..<area.maxY {
                blend(span, y: y, color: Compositing.premultiplied(color), clip: clip)
            }
            return
        }
        fill(Path(rect: rect), color: color, transform: transform, clip: clip)
    }

    /// A clip from a path's coverage, e.g. the screen outline that every view is drawn inside.
    func clip(filling path: Path, transform: AffineTransform = .identity, rule: FillRule = .nonZero) -> Clip {
        Clip(mask: Mask(width: width, height: height, filling: path, transform: transform, rule: rule))
    }

    /// A clip to a rectangle: the fast pixel-rectangle clip when its mapped edges are whole pixels,
    /// otherwise a mask with the fractional edges anti-aliased.
    package func clip(rect: Rect, transform: AffineTransform = .identity) -> Clip {
        if let pixels = PixelBounds(wholePixelsOf: rect, transform: transform) { return .rect(pixels) }
        return clip(filling: Path(rect: rect), transform: transform)
    }

    private mutating func fill(_ edges: [FixedPointEdge], color: RGBA, rule: FillRule, clip: Clip?, occlusion: Occlusion?) {
        var area = bounds
        if let clip { area = area.intersection(clip.drawableBounds) }
        guard !area.isEmpty, !edges.isEmpty else { return }
        let premultiplied = Compositing.premultiplied(color)
        // The rasterizer is moved out while it calls back into `self`, which must stay uniquely owned.
        var rasterizer = self.rasterizer
        self.rasterizer = CoverageRasterizer()
        rasterizer.rasterize(edges, rule: rule, within: area, rowExtents: clip?.mask?.rowExtents) { y, spans in
            blend(spans, y: y, color: premultiplied, clip: clip, occlusion: occlusion)
        }
        self.rasterizer = rasterizer
    }

    private mutating func blend(_ span: CoverageSpan, y: Int, color: RGBA, clip: Clip?) {
        withUnsafePointer(to: span) {
            blend(UnsafeBufferPointer(start: $0, count: 1), y: y, color: color, clip: clip, occlusion: nil)
        }
    }

    /// Blends one row's spans: the pixel storage is opened once per row, not once per span (antialiased
    /// edges make many one-pixel spans, and each opening checks exclusive access and uniqueness). The
    /// columns `occlusion` hides on this row are left out of every span.
    private mutating func blend(
        _ spans: UnsafeBufferPointer<CoverageSpan>, y: Int, color: RGBA, clip: Clip?, occlusion: Occlusion?
    ) {
        guard !spans.isEmpty else { return }
        let width = self.width
        let hidden = occlusion?.hiddenColumns(y) ?? 0..<0
        let firstRow = pixmapOrigin
        pixmap.data.withUnsafeMutableBufferPointer { data in
            let row = data.baseAddress! + (y - firstRow) * width * 4
            guard let mask = clip?.mask else {
                for span in spans {
                    Self.visiblePieces(of: span, hidden: hidden) { x, count in
                        Compositing.blend(color, coverage: span.coverage, count: count, mask: nil, into: row + x * 4)
                    }
                }
                return
            }
            let opaqueRun = mask.opaqueRuns[y]
            for whole in spans {
                Self.visiblePieces(of: whole, hidden: hidden) { x, count in
                    let span = x..<(x + count)
                    // Where the mask is fully opaque the span is drawn as if unclipped.
                    let opaque = opaqueRun.clamped(to: span)
                    func masked(_ range: Range<Int>) {
                        guard !range.isEmpty else { return }
                        // Outside the row's extent the mask is zero: nothing is drawn there.
                        mask.withPartialCoverage(row: y, columns: range) { inside, coverage in
                            Compositing.blend(
                                color, coverage: whole.coverage, count: inside.count, mask: coverage,
                                into: row + inside.lowerBound * 4)
                        }
                    }
                    if opaque.isEmpty {
                        masked(span)
                        return
                    }
                    masked(span.lowerBound..<opaque.lowerBound)
                    Compositing.blend(
                        color, coverage: whole.coverage, count: opaque.count, mask: nil, into: row + opaque.lowerBound * 4)
                    masked(opaque.upperBound..<span.upperBound)
                }
            }
        }
    }

    /// Calls `body(x, count)` for the parts of `span` outside `hidden`, left to right.
    @inline(__always)
    private static func visiblePieces(of span: CoverageSpan, hidden: Range<Int>, _ body: (Int, Int) -> Void) {
        let end = span.x + span.count
        if hidden.isEmpty || end <= hidden.lowerBound || span.x >= hidden.upperBound {
            body(span.x, span.count)
            return
        }
        if span.x < hidden.lowerBound { body(span.x, hidden.lowerBound - span.x) }
        if end > hidden.upperBound { body(hidden.upperBound, end - hidden.upperBound) }
    }
}

extension Canvas: Equatable {
    /// Two canvases are equal when their images are; scratch buffers do not count.
    package static func == (lhs: Canvas, rhs: Canvas) -> Bool { lhs.pixmap == rhs.pixmap }
}
