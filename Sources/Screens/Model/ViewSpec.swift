import AutoLayout
import Diagnostics

/// One node of the view tree (`views:` item): a UIKit view with its pins, size and the properties its
/// kind takes. Kind-specific groups (`scroll`, `table`, `stack`, `grid`) are present exactly when the kind
/// has them, with UIKit's defaults filled in where the template left keys out.
public struct ViewSpec: Hashable, Sendable, Codable, KeyLocated {
    /// `id:` unique in the screen, `[A-Za-z0-9_-]+` (names outputs and findings, so never a path).
    public var id: String
    public var kind: ViewKind
    /// A name for people: Interface Builder's `userLabel` or class name; `nil` in templates (the id is the name).
    public var name: String?
    /// `pin:` edges tied to the superview's guides or to siblings.
    public var pins: Pins
    /// `width:` a fixed width in points.
    public var width: Double?
    /// `height:` a fixed height in points.
    public var height: Double?
    /// `aspectRatio:` width divided by height (`16:9` in the template is stored as 1.777…).
    public var aspectRatio: Double?
    /// `text:` the label's, button's or text field's text (checked for truncation).
    public var text: String?
    /// `textStyle:` the Dynamic Type style of the text; `nil`: the kind's UIKit default.
    public var textStyle: TextStyle?
    /// `fontSize:` a fixed point size instead of a text style: it does not follow Dynamic Type (UIKit's
    /// `UIFont.systemFont(ofSize:)`), while a text style does.
    public var fontSize: Double?
    /// `fontWeight:` the text's weight; `nil`: the text style's (semibold for headline, else regular).
    public var fontWeight: FontWeight?
    /// `textColor:` the text's colour, `#RRGGBB`, `#RRGGBBAA` or a system colour's name (`SystemColor`,
    /// following the appearance); `nil`: the kind's colour (label, tint, placeholder grey).
    public var textColor: String?
    /// `textAlignment:` where lines sit across the frame; `nil`: natural, UIKit's default.
    public var textAlignment: TextAlignment?
    /// `lines:` the label's `numberOfLines`; 0 is unlimited. `nil`: UIKit's default (1).
    public var lines: Int?
    /// `color:` the fill drawn for the view, `#RRGGBB` or `#RRGGBBAA`; `nil`: the renderer's theme.
    public var color: String?
    /// `image:` an image view's PNG, relative to the template's folder (`Screen.images` holds it decoded).
    public var image: String?
    /// `contentMode:` how the image fills the view; `nil`: UIImageView's default, `scaleToFill`.
    public var contentMode: ContentMode?
    /// `bleed:` a background meant to extend under unsafe regions (DOMAIN.md §5 rule 5): the
    /// `unsafe-overlap` check leaves it alone.
    public var bleed: Bool
    /// `insetsLayoutMarginsFromSafeArea:` whether the view's layout margins are measured from its safe
    /// area (UIKit's default, `true`) or from its edges.
    public var insetsLayoutMarginsFromSafeArea: Bool
    /// Scroll-view properties: present for every kind with `isScrollView`.
    public var scroll: ScrollSpec?
    /// Row properties: present for `table` and `collection`.
    public var table: TableSpec?
    /// Stack properties: present for `stack`.
    public var stack: StackSpec?
    /// Responsive grid properties: present for `grid`.
    public var grid: GridSpec?
    /// `allow:` check rules silenced for this view, each with the reason printed in the report.
    public var allow: [Allowance]
    /// Auto Layout beyond pins: autoresizing, priorities, margins, the saved frame.
    public var layout: ViewLayoutSpec
    /// Interface Builder's font description (`system`, `boldSystem`, a font name) for measuring text;
    /// `nil`: the text style's font.
    public var fontName: String?
    /// `views:` subviews, back to front (a stack's arranged subviews, in order).
    public var views: [ViewSpec]
    /// The view's mapping in the template (its first key, usually `id:`).
    public var location: SourceLocation
    /// Where each key of the mapping was written.
    public var keyLocations: [String: SourceLocation]

    public init(
        id: String, kind: ViewKind, pins: Pins = Pins(), width: Double? = nil, height: Double? = nil,
        aspectRatio: Double? = nil, text: String? = nil, textStyle: TextStyle? = nil, fontSize: Double? = nil,
        lines: Int? = nil, color: String? = nil, bleed: Bool = false, insetsLayoutMarginsFromSafeArea: Bool = true,
        scroll: ScrollSpec? = nil, table: TableSpec? = nil, stack: StackSpec? = nil, grid: GridSpec? = nil,
        allow: [Allowance] = [], views: [ViewSpec] = [], name: String? = nil, layout: ViewLayoutSpec = ViewLayoutSpec(),
        fontName: String? = nil, fontWeight: FontWeight? = nil, textColor: String? = nil, textAlignment: TextAlignment? = nil,
        image: String? = nil, contentMode: ContentMode? = nil, location: SourceLocation, keyLocations: [String: SourceLocation] = [:]
    ) {
        self.image = image
        self.contentMode = contentMode
        self.id = id
        self.kind = kind
        self.pins = pins
        self.width = width
        self.height = height
        self.aspectRatio = aspectRatio
        self.text = text
        self.textStyle = textStyle
        self.fontSize = fontSize
        self.lines = lines
        self.color = color
        self.bleed = bleed
        self.insetsLayoutMarginsFromSafeArea = insetsLayoutMarginsFromSafeArea
        self.scroll = scroll
        self.table = table
        self.stack = stack
        self.grid = grid
        self.allow = allow
        self.views = views
        self.name = name
        self.layout = layout
        self.fontName = fontName
        self.fontWeight = fontWeight
        self.textColor = textColor
        self.textAlignment = textAlignment
        self.location = location
        self.keyLocations = keyLocations
    }

    /// Whether laying this view out needs the Auto Layout engine: a pin with a relation or a priority,
    /// or an axis that only an intrinsic size can fill (a label with no height).
    public var needsConstraintEngine: Bool {
        pins.all.contains { !$0.pin.isPlainEquality }
    }

    /// Whether the template silences `rule` for this view.
    public func allows(_ rule: String) -> Bool { allow.contains { $0.rule == rule } }
}
