import Raster

extension Node {
    /// The node as it shows inside a view whose `alpha`, times its ancestors', is `opacity` (0…1): "the transparency
    /// imparted by that alpha value affects all of the view's contents, including its subviews"
    /// (https://developer.apple.com/documentation/uikit/uiview/alpha). Every fill, stroke, text colour and image of
    /// the node keeps `opacity` of its own alpha (docs/research/controls.md §20).
    ///
    /// UIKit composites such a view and its subviews as one layer first, then at the alpha (group opacity,
    /// https://developer.apple.com/documentation/quartzcore/calayer/allowsgroupopacity); fading each node alone
    /// gives the same pixels wherever a view's content does not overlap its own or its subviews' content, and where it
    /// does blends the upper content with the faded content under it rather than with what lies under the view.
    func faded(to opacity: Double) -> Node {
        guard opacity < 1 else { return self }
        let opacity = Swift.max(0, opacity)
        switch self {
        case .shape(var shape):
            shape.fill = shape.fill.map { Self.faded($0, to: opacity) }
            if let stroke = shape.stroke { shape.stroke?.color = Self.faded(stroke.color, to: opacity) }
            return .shape(shape)
        case .text(var run):
            run.color = Self.faded(run.color, to: opacity)
            run.bitmaps = run.bitmaps.map { Self.faded($0, to: opacity) }
            return .text(run)
        case .bitmap(let bitmap):
            return .bitmap(Self.faded(bitmap, to: opacity))
        case .group(var group):
            group.nodes = group.nodes.map { $0.faded(to: opacity) }
            return .group(group)
        }
    }

    /// A straight colour with `opacity` of its alpha.
    private static func faded(_ colour: Color, to opacity: Double) -> Color {
        colour.alpha(UInt8((Double(colour.a) * opacity).rounded()))
    }

    /// Premultiplied pixels with `opacity` of their alpha: every channel scales, as premultiplied colour does. The key
    /// names the opacity, so that only equal pixels share it.
    private static func faded(_ bitmap: Bitmap, to opacity: Double) -> Bitmap {
        let scaled = bitmap.pixels.data.map { UInt8((Double($0) * opacity).rounded()) }
        let pixels = Pixmap(width: bitmap.pixels.width, height: bitmap.pixels.height, data: scaled)
        return Bitmap(rect: bitmap.rect, pixels: pixels, key: bitmap.key + "-opacity-" + String(Int((opacity * 1000).rounded())))
    }
}
