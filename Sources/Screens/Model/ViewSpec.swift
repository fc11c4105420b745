import AutoLayout
import Diagnostics
import Geometry
import Text

/// One node of the view tree (`views:` item): a UIKit view with its pins, size and the properties its
/// kind takes. Kind-specific groups (`scroll`, `table`, `stack`, `grid`) are present exactly when the kind
/// has them, with UIKit's defaults filled in where the template left keys out.
///
/// A value type whose ~30 fields live in one shared, copy-on-write `ViewSpecStorage`: a screen is laid out
/// and checked on hundreds of profiles, and every layout pass and check rule passes views by value, so a
/// copy is one retain instead of a retain per string and array (copying specs was 16 % of
/// `bezel check Templates`, Benchmarks/README.md). Equality, hashing and coding are the fields' own, so
/// they are what they were when the fields were stored here.
public struct ViewSpec: Hashable, Sendable, Codable, KeyLocated {
    /// Inlinable with its accessors below: other modules read fields in place, as they read stored properties.
    @usableFromInline var storage: ViewSpecStorage

    /// `id:` unique in the screen, `[A-Za-z0-9_-]+` (names outputs and findings, so never a path).
    package var id: String {
        @inlinable _read { yield storage.fields.id }
        @inlinable _modify {
            makeUnique()
            yield &storage.fields.id
        }
    }
    package var kind: ViewKind {
        @inlinable _read { yield storage.fields.kind }
        @inlinable _modify {
            makeUnique()
            yield &storage.fields.kind
        }
    }
    /// A name for people: Interface Builder's `userLabel` or class name; `nil` in templates (the id is the name).
    package var name: String? {
        @inlinable _read { yield storage.fields.name }
        @inlinable _modify {
            makeUnique()
            yield &storage.fields.name
        }
    }
    /// `pin:` edges tied to the superview's guides or to siblings.
    package var pins: Pins {
        @inlinable _read { yield storage.fields.pins }
        @inlinable _modify {
            makeUnique()
            yield &storage.fields.pins
        }
    }
    /// `width:` a fixed width in points.
    package var width: Double? {
        @inlinable _read { yield storage.fields.width }
        @inlinable _modify {
            makeUnique()
            yield &storage.fields.width
        }
    }
    /// `height:` a fixed height in points.
    package var height: Double? {
        @inlinable _read { yield storage.fields.height }
        @inlinable _modify {
            makeUnique()
            yield &storage.fields.height
        }
    }
    /// `aspectRatio:` width divided by height (`16:9` in the template is stored as 1.777…).
    package var aspectRatio: Double? {
        @inlinable _read { yield storage.fields.aspectRatio }
        @inlinable _modify {
            makeUnique()
            yield &storage.fields.aspectRatio
        }
    }
    /// `text:` the label's, button's or text field's text (checked for truncation).
    package var text: String? {
        @inlinable _read { yield storage.fields.text }
        @inlinable _modify {
            makeUnique()
            yield &storage.fields.text
        }
    }
    /// `textStyle:` the Dynamic Type style of the text; `nil`: the kind's UIKit default.
    package var textStyle: TextStyle? {
        @inlinable _read { yield storage.fields.textStyle }
        @inlinable _modify {
            makeUnique()
            yield &storage.fields.textStyle
        }
    }
    /// `fontSize:` a fixed point size instead of a text style: it does not follow Dynamic Type (UIKit's
    /// `UIFont.systemFont(ofSize:)`), while a text style does.
    package var fontSize: Double? {
        @inlinable _read { yield storage.fields.fontSize }
        @inlinable _modify {
            makeUnique()
            yield &storage.fields.fontSize
        }
    }
    /// `fontWeight:` the text's weight; `nil`: the text style's (semibold for headline, else regular).
    package var fontWeight: FontWeight? {
        @inlinable _read { yield storage.fields.fontWeight }
        @inlinable _modify {
            makeUnique()
            yield &storage.fields.fontWeight
        }
    }
    /// `textColor:` the text's colour, `#RRGGBB`, `#RRGGBBAA` or a system colour's name (`SystemColor`,
    /// following the appearance); `nil`: the kind's colour (label, tint, placeholder grey).
    package var textColor: String? {
        @inlinable _read { yield storage.fields.textColor }
        @inlinable _modify {
            makeUnique()
            yield &storage.fields.textColor
        }
    }
    /// `textAlignment:` where lines sit across the frame; `nil`: natural, UIKit's default.
    package var textAlignment: TextAlignment? {
        @inlinable _read { yield storage.fields.textAlignment }
        @inlinable _modify {
            makeUnique()
            yield &storage.fields.textAlignment
        }
    }
    /// `lines:` the label's `numberOfLines`; 0 is unlimited. `nil`: UIKit's default (1).
    package var lines: Int? {
        @inlinable _read { yield storage.fields.lines }
        @inlinable _modify {
            makeUnique()
            yield &storage.fields.lines
        }
    }
    /// `color:` the fill drawn for the view, `#RRGGBB` or `#RRGGBBAA`; `nil`: the renderer's theme.
    package var color: String? {
        @inlinable _read { yield storage.fields.color }
        @inlinable _modify {
            makeUnique()
            yield &storage.fields.color
        }
    }
    /// `image:` an image view's PNG, relative to the template's folder (`Screen.images` holds it decoded).
    package var image: String? {
        @inlinable _read { yield storage.fields.image }
        @inlinable _modify {
            makeUnique()
            yield &storage.fields.image
        }
    }
    /// `contentMode:` how the image fills the view; `nil`: UIImageView's default, `scaleToFill`.
    package var contentMode: ContentMode? {
        @inlinable _read { yield storage.fields.contentMode }
        @inlinable _modify {
            makeUnique()
            yield &storage.fields.contentMode
        }
    }
    /// `bleed:` a background meant to extend under unsafe regions (docs/research/domain.md §5 rule 5): the
    /// `unsafe-overlap` check leaves it alone.
    package var bleed: Bool {
        @inlinable _read { yield storage.fields.bleed }
        @inlinable _modify {
            makeUnique()
            yield &storage.fields.bleed
        }
    }
    /// `insetsLayoutMarginsFromSafeArea:` whether the view's layout margins are measured from its safe
    /// area (UIKit's default, `true`) or from its edges.
    package var insetsLayoutMarginsFromSafeArea: Bool {
        @inlinable _read { yield storage.fields.insetsLayoutMarginsFromSafeArea }
        @inlinable _modify {
            makeUnique()
            yield &storage.fields.insetsLayoutMarginsFromSafeArea
        }
    }
    /// Scroll-view properties: present for every kind with `isScrollView`.
    package var scroll: ScrollSpec? {
        @inlinable _read { yield storage.fields.scroll }
        @inlinable _modify {
            makeUnique()
            yield &storage.fields.scroll
        }
    }
    /// Row properties: present for `table` and `collection`.
    package var table: TableSpec? {
        @inlinable _read { yield storage.fields.table }
        @inlinable _modify {
            makeUnique()
            yield &storage.fields.table
        }
    }
    /// Stack properties: present for `stack`.
    package var stack: StackSpec? {
        @inlinable _read { yield storage.fields.stack }
        @inlinable _modify {
            makeUnique()
            yield &storage.fields.stack
        }
    }
    /// Responsive grid properties: present for `grid`.
    package var grid: GridSpec? {
        @inlinable _read { yield storage.fields.grid }
        @inlinable _modify {
            makeUnique()
            yield &storage.fields.grid
        }
    }
    /// `allow:` check rules silenced for this view, each with the reason printed in the report.
    package var allow: [Allowance] {
        @inlinable _read { yield storage.fields.allow }
        @inlinable _modify {
            makeUnique()
            yield &storage.fields.allow
        }
    }
    /// Auto Layout beyond pins: autoresizing, priorities, margins, the saved frame.
    package var layout: ViewLayoutSpec {
        @inlinable _read { yield storage.fields.layout }
        @inlinable _modify {
            makeUnique()
            yield &storage.fields.layout
        }
    }
    /// Interface Builder's font description (`system`, `boldSystem`, a font name) for measuring text;
    /// `nil`: the text style's font.
    package var fontName: String? {
        @inlinable _read { yield storage.fields.fontName }
        @inlinable _modify {
            makeUnique()
            yield &storage.fields.fontName
        }
    }
    /// Whether `name` (a `fontName`, a `TextContent.font`) is one of the names a document's system font is given by its
    /// type: `system`, `boldSystem` or `system-WEIGHT` (`ViewKindMapping.fontName(of:)`). The system font under one of
    /// its own names (`.SFNSText`) is not.
    package static func namesSystemFontType(_ name: String) -> Bool {
        name == "system" || name == "boldSystem" || name.hasPrefix("system-")
    }
    /// `views:` subviews, back to front (a stack's arranged subviews, in order).
    package var views: [ViewSpec] {
        @inlinable _read { yield storage.fields.views }
        @inlinable _modify {
            makeUnique()
            yield &storage.fields.views
        }
    }
    /// What a control shows (`ControlSpec`): a switch's state, a slider's value, a button's type; `nil`
    /// for views that set none of it.
    package var control: ControlSpec? {
        @inlinable _read { yield storage.fields.control }
        @inlinable _modify {
            makeUnique()
            yield &storage.fields.control
        }
    }
    /// `tint:` the view's `tintColor`, `#RRGGBB[AA]` or a system colour's name; `nil`: the superview's
    /// (UIKit's inheritance, https://developer.apple.com/documentation/uikit/uiview/tintcolor).
    package var tint: String? {
        @inlinable _read { yield storage.fields.tint }
        @inlinable _modify {
            makeUnique()
            yield &storage.fields.tint
        }
    }
    /// The view's `alpha` from a document, 0…1; `nil`: 1, opaque. At 0 UIKit draws neither the view nor its
    /// subviews ("the transparency imparted by that alpha value affects all of the view's contents, including its
    /// subviews", https://developer.apple.com/documentation/uikit/uiview/alpha); between 0 and 1 the view and its
    /// subviews are drawn at that opacity (`Node.faded(to:)`, docs/research/controls.md §20).
    package var alpha: Double? {
        @inlinable _read { yield storage.fields.alpha }
        @inlinable _modify {
            makeUnique()
            yield &storage.fields.alpha
        }
    }
    /// The smallest fraction of its font size a one-line label shrinks its text to before UIKit truncates it
    /// (a document's `adjustsFontSizeToFit` label, `IBLabel.minimumTextScale`); `nil`: it does not shrink.
    package var minimumTextScale: Double? {
        @inlinable _read { yield storage.fields.minimumTextScale }
        @inlinable _modify {
            makeUnique()
            yield &storage.fields.minimumTextScale
        }
    }
    /// A label's text shadow (a document's `shadowColor` and `shadowOffset`); `nil`: none, UILabel's default.
    package var textShadow: TextShadow? {
        @inlinable _read { yield storage.fields.textShadow }
        @inlinable _modify {
            makeUnique()
            yield &storage.fields.textShadow
        }
    }
    /// The corner radius of the view's layer (a template's `cornerRadius:`, a document's `layer.cornerRadius` runtime
    /// attribute), which rounds the corners of its background colour and border, and of its subviews when it
    /// masks to its bounds; `nil`: square, CALayer's default 0.
    package var cornerRadius: Double? {
        @inlinable _read { yield storage.fields.cornerRadius }
        @inlinable _modify {
            makeUnique()
            yield &storage.fields.cornerRadius
        }
    }
    /// Whether the view clips its content and its subviews to its bounds and its corner radius (a template's
    /// `clipsToBounds:`, Interface Builder's `clipsSubviews`, or a `layer.masksToBounds` runtime attribute); `nil`:
    /// no, UIView's default (https://developer.apple.com/documentation/uikit/uiview/clipstobounds).
    package var masksToBounds: Bool? {
        @inlinable _read { yield storage.fields.masksToBounds }
        @inlinable _modify {
            makeUnique()
            yield &storage.fields.masksToBounds
        }
    }
    /// The width of the view's layer border (`borderWidth:`), drawn inside its bounds along its corner radius and
    /// over its subviews (https://developer.apple.com/documentation/quartzcore/calayer/borderwidth); `nil`: none,
    /// CALayer's default 0.
    package var borderWidth: Double? {
        @inlinable _read { yield storage.fields.borderWidth }
        @inlinable _modify {
            makeUnique()
            yield &storage.fields.borderWidth
        }
    }
    /// The colour of the layer border (`borderColor:`, as `color:` is written); `nil`: CALayer's default, opaque
    /// black (https://developer.apple.com/documentation/quartzcore/calayer/bordercolor).
    package var borderColor: String? {
        @inlinable _read { yield storage.fields.borderColor }
        @inlinable _modify {
            makeUnique()
            yield &storage.fields.borderColor
        }
    }
    /// The spacing of a label's lines that its attributed text's paragraph style sets (a document's `lineSpacing` and
    /// `lineHeightMultiple`, `ParagraphSpacing`); `nil`: the font's line height alone.
    package var paragraphSpacing: ParagraphSpacing? {
        @inlinable _read { yield storage.fields.paragraphSpacing }
        @inlinable _modify {
            makeUnique()
            yield &storage.fields.paragraphSpacing
        }
    }
    /// The runs of a label's attributed text when they differ in font or colour (`AttributedRun`), each measured and
    /// drawn in its own font and colour; `nil`: the whole text in the view's font and text colour.
    package var attributedRuns: [AttributedRun]? {
        @inlinable _read { yield storage.fields.attributedRuns }
        @inlinable _modify {
            makeUnique()
            yield &storage.fields.attributedRuns
        }
    }
    /// The view's mapping in the template (its first key, usually `id:`).
    package var location: SourceLocation {
        @inlinable _read { yield storage.fields.location }
        @inlinable _modify {
            makeUnique()
            yield &storage.fields.location
        }
    }
    /// Where each key of the mapping was written.
    package var keyLocations: [String: SourceLocation] {
        @inlinable _read { yield storage.fields.keyLocations }
        @inlinable _modify {
            makeUnique()
            yield &storage.fields.keyLocations
        }
    }

    init(
        id: String, kind: ViewKind, pins: Pins = Pins(), width: Double? = nil, height: Double? = nil,
        aspectRatio: Double? = nil, text: String? = nil, textStyle: TextStyle? = nil, fontSize: Double? = nil,
        lines: Int? = nil, color: String? = nil, bleed: Bool = false, insetsLayoutMarginsFromSafeArea: Bool = true,
        scroll: ScrollSpec? = nil, table: TableSpec? = nil, stack: StackSpec? = nil, grid: GridSpec? = nil,
        allow: [Allowance] = [], views: [ViewSpec] = [], name: String? = nil, layout: ViewLayoutSpec = ViewLayoutSpec(),
        fontName: String? = nil, fontWeight: FontWeight? = nil, textColor: String? = nil, textAlignment: TextAlignment? = nil,
        image: String? = nil, contentMode: ContentMode? = nil, location: SourceLocation, keyLocations: [String: SourceLocation] = [:]
    ) {
        storage = ViewSpecStorage(ViewSpecFields(
            id: id,
            kind: kind,
            name: name,
            pins: pins,
            width: width,
            height: height,
            aspectRatio: aspectRatio,
            text: text,
            textStyle: textStyle,
            fontSize: fontSize,
            fontWeight: fontWeight,
            textColor: textColor,
            textAlignment: textAlignment,
            lines: lines,
            color: color,
            image: image,
            contentMode: contentMode,
            bleed: bleed,
            insetsLayoutMarginsFromSafeArea: insetsLayoutMarginsFromSafeArea,
            scroll: scroll,
            table: table,
            stack: stack,
            grid: grid,
            allow: allow,
            layout: layout,
            fontName: fontName,
            views: views,
            location: location,
            keyLocations: keyLocations,
            control: nil,
            tint: nil))
    }

    public init(from decoder: any Decoder) throws {
        storage = ViewSpecStorage(try ViewSpecFields(from: decoder))
    }

    public func encode(to encoder: any Encoder) throws {
        try storage.fields.encode(to: encoder)
    }

    /// Shared storage is equal without comparing fields, as `Array`'s `==` treats a shared buffer.
    public static func == (lhs: ViewSpec, rhs: ViewSpec) -> Bool {
        lhs.storage === rhs.storage || lhs.storage.fields == rhs.storage.fields
    }

    public func hash(into hasher: inout Hasher) {
        storage.fields.hash(into: &hasher)
    }

    /// Gives this value storage of its own before a field is written, when other copies share it.
    @inlinable mutating func makeUnique() {
        if !isKnownUniquelyReferenced(&storage) { storage = ViewSpecStorage(storage.fields) }
    }

    /// Whether laying this view out needs the Auto Layout engine: a pin with a relation or a priority,
    /// or an axis that only an intrinsic size can fill (a label with no height).
    var needsConstraintEngine: Bool {
        // Edge by edge rather than through `pins.all`, which builds an array: asked for every view on every
        // layout (`Screen.usesConstraintEngine`, 4 % of `bezel check Templates`).
        Edge.allCases.contains { pins[$0].map { !$0.isPlainEquality } ?? false }
            || (kind.hasIntrinsicSize && (width == nil || height == nil))
    }

    /// Whether the template silences `rule` for this view.
    func allows(_ rule: String) -> Bool { allow.contains { $0.rule == rule } }
}
