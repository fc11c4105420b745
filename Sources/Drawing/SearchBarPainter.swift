import Geometry
import Screens
import Text

/// UISearchBar as iOS 13–18 draws it: a 36 pt search field with 10 pt corners in tertiarySystemFill,
/// 8 pt in from the bar's sides and at the bottom of the bar, a magnifying glass and the placeholder (or
/// text) in 17 pt; the placeholder and glass in secondaryLabel, typed text in label; the `prompt` on a
/// line of its own above the field, centred in 13 pt (docs/research/controls.md §8). A `barTintColor` fills the
/// whole bar behind them ("the tint color to apply to the search bar background",
/// https://developer.apple.com/documentation/uikit/uisearchbar/bartintcolor). A scope bar, which a bar shows with two
/// titles or more, is shown "below a search bar" (UIKit User Interface Catalog, Search Bars,
/// https://developer.apple.com/library/ios/documentation/UserExperience/Conceptual/UIKitUICatalog/UISearchBar.html): the
/// bottom 44 pt of the bar, under the field's band, holding a segmented control drawn as `SegmentedControlPainter` draws
/// one, 32 pt tall, centred in the band and 8 pt in from the bar's sides, its titles in `scopeButtonTitles`' order and
/// `selectedScopeButtonIndex` selected, the first by default (band, inset and default assumed:
/// docs/research/controls.md §24).
struct SearchBarPainter {
    let look: ControlLook
    let text: DisplayListText
    let value: String?
    let placeholder: String?
    let prompt: String?
    let barTint: String?
    /// The titles of the scope bar the bar shows (`ControlSpec.showsScopeBar`); `nil`: none.
    var scopeTitles: [String]? = nil
    var selectedScope: Int? = nil
    /// A right-to-left layout puts the first scope at the right, as a segmented control's first segment.
    var rightToLeft = false

    static let fieldHeight = 36.0
    /// The band a scope bar takes at the bottom of the bar, and its segmented control's height (assumed).
    static let scopeBand = ControlSpec.scopeBarHeight
    static let scopeControlHeight = 32.0

    func nodes(in frame: Rect) -> [Node] {
        var nodes: [Node] = []
        if barTint != nil {
            nodes.append(.shape(Shape(path: Path(rect: frame), fill: look.colour(barTint, else: look.theme.background))))
        }
        // The scope bar, where the bar's frame holds it below a whole field.
        var above = frame
        if let scopeTitles, frame.height >= Self.scopeBand + Self.fieldHeight {
            above.size.height -= Self.scopeBand
            let band = Rect(x: frame.minX, y: above.maxY, width: frame.width, height: Self.scopeBand)
            let control = Rect(
                x: band.minX + 8, y: band.midY - Self.scopeControlHeight / 2, width: max(0, band.width - 16), height: Self.scopeControlHeight)
            if control.width > 0 {
                nodes += SegmentedControlPainter(
                    look: look, text: text, segments: scopeTitles, selected: selectedScope ?? 0, widths: nil, rightToLeft: rightToLeft
                ).nodes(in: control)
            }
        }
        let bottomBand = min(above.height, 56)
        let bar = Rect(x: above.minX, y: above.maxY - bottomBand, width: above.width, height: bottomBand)
        if let prompt, above.height > bottomBand {
            let line = Rect(x: above.minX, y: above.minY, width: above.width, height: above.height - bottomBand)
            nodes.append(.text(text.run(prompt, in: line, font: TextFont(size: 13), anchor: .middle, inset: 8, color: look.theme.secondaryLabel)))
        }
        let height = min(Self.fieldHeight, bar.height)
        let field = Rect(x: bar.minX + 8, y: bar.midY - height / 2, width: max(0, bar.width - 16), height: height)
        guard field.width > 0, field.height > 0 else { return nodes }
        nodes.append(.shape(Shape(path: Path(continuousRoundedRect: field, cornerRadius: min(10, height / 2)), fill: look.system(.tertiarySystemFill))))
        // The glass: a 6 pt ring and a handle, 8 pt in from the field's leading edge.
        let glass = Point(x: field.minX + 14, y: field.midY - 1)
        var handle = Path()
        handle.move(to: glass + Point(x: 4.2, y: 4.2))
        handle.line(to: glass + Point(x: 7.5, y: 7.5))
        let secondary = look.theme.secondaryLabel
        nodes.append(.shape(Shape(path: Path(circleAt: glass, radius: 5.5), stroke: Stroke(color: secondary, width: 1.8))))
        nodes.append(.shape(Shape(path: handle, stroke: Stroke(color: secondary, width: 2, cap: .round))))
        let textRect = Rect(x: field.minX + 28, y: field.minY, width: max(0, field.width - 36), height: field.height)
        if let value, !value.isEmpty, value != placeholder {
            nodes.append(.text(text.run(value, in: textRect, font: TextFont(size: 17), anchor: .start, color: look.theme.label)))
        } else if let placeholder, !placeholder.isEmpty {
            nodes.append(.text(text.run(placeholder, in: textRect, font: TextFont(size: 17), anchor: .start, color: secondary)))
        }
        return nodes
    }
}
