import Diagnostics
import Geometry
import PNG
import Raster
import Drawing

/// Prints a display list as SVG 1.1: one `<g>` per layer with stable ids, `<title>` on named groups,
/// fixed-precision numbers and the display list's own order, so the same display list gives the same bytes.
package struct SVGWriter: Sendable {
    package struct Options: Hashable, Sendable {
        /// Pixels per point of the `width`/`height` attributes; the `viewBox` stays in points.
        var scale: Double
        /// Text as glyph outlines (`<path>`) instead of `<text>`: the file then renders the same
        /// without our fonts installed, and a second renderer can be held to our PNG.
        var textAsPaths: Bool
        /// Layers to leave out (overlays switched off from the command line).
        var hiddenLayers: Set<LayerID>

        package init(scale: Double = 1, textAsPaths: Bool = false, hiddenLayers: Set<LayerID> = []) {
            self.scale = scale
            self.textAsPaths = textAsPaths
            self.hiddenLayers = hiddenLayers
        }
    }

    var options: Options

    package init(options: Options = Options()) { self.options = options }

    package func write(_ displayList: DisplayList) -> String {
        var out = SVGOutput()
        // The PNG's pixel size (`DisplayList.pixelSize(scale:)`) and a viewBox of those pixels in points, so that an
        // SVG renderer draws a picture of the PNG's size and scale where the drawing's size is not whole pixels (a
        // legend's text lines).
        let pixels = displayList.pixelSize(scale: options.scale)
        let pixelWidth = Double(pixels.width), pixelHeight = Double(pixels.height)
        let width = SVGNumber.format(pixelWidth), height = SVGNumber.format(pixelHeight)
        let viewWidth = pixelWidth == displayList.size.width * options.scale ? displayList.size.width : pixelWidth / options.scale
        let viewHeight = pixelHeight == displayList.size.height * options.scale ? displayList.size.height : pixelHeight / options.scale
        out.line("<?xml version=\"1.0\" encoding=\"UTF-8\"?>")
        out.line(
            "<svg xmlns=\"http://www.w3.org/2000/svg\" version=\"1.1\" width=\"\(width)\" height=\"\(height)\""
                + " viewBox=\"0 0 \(SVGNumber.format(viewWidth)) \(SVGNumber.format(viewHeight))\">")
        if !displayList.metadata.isEmpty {
            out.line("<metadata>", indent: 1)
            for entry in displayList.metadata {
                out.line("<bezel:entry xmlns:bezel=\"urn:bezel:metadata\" key=\"\(escape(entry.key))\" value=\"\(escape(entry.value))\"/>", indent: 2)
            }
            out.line("</metadata>", indent: 1)
        }
        for layer in displayList.layers where !options.hiddenLayers.contains(layer.id) {
            out.line("<g id=\"\(layer.id.rawValue)\" class=\"layer\(layer.id.isOverlay ? " overlay" : "")\">", indent: 1)
            for node in layer.nodes { write(node, to: &out, indent: 2) }
            out.line("</g>", indent: 1)
        }
        out.line("</svg>")
        return out.text
    }

    private func write(_ node: Node, to out: inout SVGOutput, indent: Int) {
        switch node {
        case .shape(let shape):
            out.line("<path d=\"\(pathData(shape.path))\"\(paint(shape))/>", indent: indent)
        case .text(let run):
            if options.textAsPaths {
                if !run.outline.isEmpty { out.line("<path d=\"\(pathData(run.outline))\"\(fill(run.color))/>", indent: indent) }
                for bitmap in run.bitmaps { write(bitmap, to: &out, indent: indent) }
            } else {
                out.line(
                    "<text x=\"\(SVGNumber.format(run.origin.x))\" y=\"\(SVGNumber.format(run.origin.y))\""
                        + (run.anchor == .start ? "" : " text-anchor=\"\(run.anchor.rawValue)\"")
                        + " font-family=\"\(escape(run.fontFamily))\" font-size=\"\(SVGNumber.format(run.fontSize))\""
                        + (run.fontWeight == 400 ? "" : " font-weight=\"\(run.fontWeight)\"")
                        + (run.letterSpacing == 0 ? "" : " letter-spacing=\"\(SVGNumber.format(run.letterSpacing))\"")
                        + (run.wordSpacing == 0 ? "" : " word-spacing=\"\(SVGNumber.format(run.wordSpacing))\"")
                        + fill(run.color) + ">" + escape(run.string) + "</text>",
                    indent: indent)
            }
        case .bitmap(let bitmap):
            write(bitmap, to: &out, indent: indent)
        case .group(let group):
            var attributes = ""
            if let id = group.id { attributes += " id=\"\(escape(id))\"" }
            if let className = group.className { attributes += " class=\"\(escape(className))\"" }
            if let clip = group.clip {
                let clipID = "clip\(out.nextClipNumber())"
                out.line("<clipPath id=\"\(clipID)\">", indent: indent)
                out.line(
                    "<path d=\"\(pathData(clip))\""
                        + (group.clipRule == .evenOdd ? " clip-rule=\"evenodd\"" : "") + "/>",
                    indent: indent + 1)
                out.line("</clipPath>", indent: indent)
                attributes += " clip-path=\"url(#\(clipID))\""
            }
            out.line("<g\(attributes)>", indent: indent)
            if let title = group.title { out.line("<title>\(escape(title))</title>", indent: indent + 1) }
            for child in group.nodes { write(child, to: &out, indent: indent + 1) }
            out.line("</g>", indent: indent)
        }
    }

    /// A bitmap as a `<use>` of a unit-square `<image>` stretched over its rectangle. The image, a PNG data URI
    /// (RFC 2397) from the project's encoder (deterministic bytes), is written once per key, in a `<defs>` where it
    /// is first used, so a line of 1,000 equal emoji embeds one PNG. `xlink:href` for SVG 1.1, declared on the
    /// element so that SVGs without bitmaps keep their bytes.
    private func write(_ bitmap: Bitmap, to out: inout SVGOutput, indent: Int) {
        let xlink = "xmlns:xlink=\"http://www.w3.org/1999/xlink\""
        let bitmap = Self.atDrawnSize(bitmap, scale: options.scale)
        let id: String
        if let known = out.bitmapIDs[bitmap.key] {
            id = known
        } else {
            guard let png = try? PNGEncoder.encode(bitmap.pixels) else { return }
            id = "bitmap\(out.bitmapIDs.count + 1)"
            out.bitmapIDs[bitmap.key] = id
            out.line(
                "<defs><image id=\"\(id)\" width=\"1\" height=\"1\" preserveAspectRatio=\"none\" \(xlink)"
                    + " xlink:href=\"data:image/png;base64,\(Base64.encode(png))\"/></defs>",
                indent: indent)
        }
        let r = bitmap.rect
        let matrix = [r.width, 0, 0, r.height, r.minX, r.minY].map(SVGNumber.format).joined(separator: " ")
        out.line("<use \(xlink) xlink:href=\"#\(id)\" transform=\"matrix(\(matrix))\"/>", indent: indent)
    }

    /// An image file's pixels resampled to the pixels its rectangle covers at `scale` (what the PNG shows),
    /// when it holds more: the embedded PNG then costs what the picture can show, not what the file holds
    /// (an 8192² photo in a 100-point image view would otherwise be embedded whole, about 100 MB of base64
    /// for noise). The same filter as the raster's (`Canvas.draw`: an area average when reducing); the key
    /// names the size, so the same file drawn at two sizes is embedded once per size. Emoji bitmaps (a
    /// fixed size per font size) are kept as they are.
    static func atDrawnSize(_ bitmap: Bitmap, scale: Double) -> Bitmap {
        guard bitmap.key.hasPrefix("image-") else { return bitmap }
        let width = bitmap.rect.width * scale, height = bitmap.rect.height * scale
        guard width.isFinite, height.isFinite, width > 0, height > 0 else { return bitmap }
        let targetWidth = min(bitmap.pixels.width, max(1, Int(min(width, 1e6).rounded(.up))))
        let targetHeight = min(bitmap.pixels.height, max(1, Int(min(height, 1e6).rounded(.up))))
        guard targetWidth < bitmap.pixels.width || targetHeight < bitmap.pixels.height else { return bitmap }
        var canvas = Canvas(width: targetWidth, height: targetHeight)
        canvas.draw(bitmap.pixels, in: Rect(x: 0, y: 0, width: Double(targetWidth), height: Double(targetHeight)))
        return Bitmap(rect: bitmap.rect, pixels: canvas.pixmap, key: "\(bitmap.key)-\(targetWidth)x\(targetHeight)")
    }

    private func paint(_ shape: Shape) -> String {
        var text = shape.fill.map(fill) ?? " fill=\"none\""
        if shape.fill != nil, shape.fillRule == .evenOdd { text += " fill-rule=\"evenodd\"" }
        if let stroke = shape.stroke {
            text += " stroke=\"\(stroke.color.hexString)\" stroke-width=\"\(SVGNumber.format(stroke.width))\""
            if stroke.color.a != 255 { text += " stroke-opacity=\"\(opacity(stroke.color.a))\"" }
            if stroke.join != .miter { text += " stroke-linejoin=\"\(stroke.join.rawValue)\"" }
            if stroke.cap != .butt { text += " stroke-linecap=\"\(stroke.cap.rawValue)\"" }
            if !stroke.dash.isEmpty {
                text += " stroke-dasharray=\"\(stroke.dash.map(SVGNumber.format).joined(separator: " "))\""
            }
        }
        return text
    }

    private func fill(_ color: Color) -> String {
        " fill=\"\(color.hexString)\"" + (color.a == 255 ? "" : " fill-opacity=\"\(opacity(color.a))\"")
    }

    /// Alpha as a fraction with three decimals: every 8-bit value survives the round trip.
    private func opacity(_ alpha: UInt8) -> String { SVGNumber.format(Double(alpha) / 255) }

    func pathData(_ path: Path) -> String {
        var parts: [String] = []
        parts.reserveCapacity(path.elements.count * 3)
        func point(_ p: Point) -> String { SVGNumber.format(p.x) + " " + SVGNumber.format(p.y) }
        for element in path.elements {
            switch element {
            case .move(let p): parts.append("M" + point(p))
            case .line(let p): parts.append("L" + point(p))
            case .quad(let c, let p): parts.append("Q" + point(c) + " " + point(p))
            case .cubic(let c1, let c2, let p): parts.append("C" + point(c1) + " " + point(c2) + " " + point(p))
            case .close: parts.append("Z")
            }
        }
        return parts.joined()
    }

    /// XML text as the writer has always written it (newlines, tabs and apostrophes as they are, so
    /// golden SVG bytes stay the same), less what XML 1.0 cannot carry and the noncharacters that resvg
    /// and rsvg-convert refuse. The shared escaper: Sources/Diagnostics/Escaping/XMLText.swift.
    private func escape(_ text: String) -> String { XMLText.escaped(text, style: .literalWhitespace) }
}

/// The growing SVG text and the clip-path counter, threaded through one write.
private struct SVGOutput {
    var text = ""
    private var clips = 0
    /// The id of each bitmap key already embedded, `bitmap1` on.
    var bitmapIDs: [String: String] = [:]

    mutating func line(_ content: String, indent: Int = 0) {
        text += String(repeating: " ", count: indent) + content + "\n"
    }

    mutating func nextClipNumber() -> Int {
        clips += 1
        return clips
    }
}
