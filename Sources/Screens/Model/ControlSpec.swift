import AutoLayout
import Geometry


/// What a control shows beyond its text: a switch's state, a slider's value, a segmented control's
/// segments, a button's type and configuration, the tints UIKit lets an app set. The same keys in a
/// template (`isOn:`, `segments:`, …) and in an Interface Builder document (`<switch on="YES">`,
/// `<segment title=>`, …). Every property is optional: `nil` is UIKit's default for the kind, which the
/// painter that draws the kind states and sources.
public struct ControlSpec: Hashable, Sendable, Codable {
    /// A switch's `isOn`.
    package var isOn: Bool?
    /// A switch's `onTintColor`: the track when on (UIKit's default systemGreen).
    package var onTint: String?
    /// A switch's or slider's `thumbTintColor` (default white).
    package var thumbTint: String?
    /// A segmented control's segment titles, in order.
    package var segments: [String]?
    /// A segmented control's fixed segment widths (Interface Builder's `<segment width=>`), when every
    /// segment has one; `nil`: segments share the control's width.
    package var segmentWidths: [Double]?
    /// A segmented control's `apportionsSegmentWidthsByContent` (Interface Builder's attribute of that name);
    /// `nil` is UIKit's default, false: every segment as wide as the widest.
    package var apportionsSegmentWidths: Bool?
    /// A segmented control's `selectedSegmentIndex`; `nil` or negative: none selected.
    package var selectedSegment: Int?
    /// A slider's or stepper's `value`, `minimumValue` and `maximumValue`.
    package var value: Double?
    package var minimumValue: Double?
    package var maximumValue: Double?
    /// A slider's `minimumTrackTintColor` (the filled part, default the tint) and `maximumTrackTintColor`.
    package var minimumTrackTint: String?
    package var maximumTrackTint: String?
    /// A progress view's `progress`, 0…1, its `progressTintColor` and `trackTintColor`.
    package var progress: Double?
    package var progressTint: String?
    package var trackTint: String?
    /// A progress view's style: `default` or `bar`.
    package var progressStyle: String?
    /// An activity indicator's `isAnimating` and `hidesWhenStopped` (`nil`, a template that leaves it out: UIKit's
    /// default, `true`; a storyboard or XIB always gives it, false when the document leaves it out,
    /// docs/research/ib-defaults.md §128).
    package var isAnimating: Bool?
    package var hidesWhenStopped: Bool?
    /// An activity indicator's style: `medium` (default) or `large`.
    package var indicatorStyle: String?
    /// An activity indicator's `color` (`#RRGGBB` or a system colour's name); `nil`: UIKit's default grey
    /// (`ActivityIndicatorPainter`).
    package var indicatorColour: String?
    /// A page control's `numberOfPages` and `currentPage`, its dots' tints.
    package var pages: Int?
    package var currentPage: Int?
    package var pageIndicatorTint: String?
    package var currentPageIndicatorTint: String?
    /// A text field's or search bar's `placeholder`; a search bar's `prompt` (a line above its field).
    package var placeholder: String?
    package var prompt: String?
    /// A search bar's `barTintColor`: the fill of its background (`#RRGGBB` or a system colour's name); `nil`: none.
    package var barTint: String?
    /// The titles of a search bar's scope bar (`scopeButtonTitles`) when it shows one (`showsScopeBar`); `nil`: no
    /// scope bar. `SearchBarPainter` draws it with two titles or more.
    package var scopeTitles: [String]?
    /// A search bar's `selectedScopeButtonIndex`; `nil`: the first.
    package var selectedScope: Int?
    /// A date picker's `datePickerMode` (`date`, `time`, `dateAndTime`, `countDownTimer`) and
    /// `preferredDatePickerStyle` (`compact`, `inline`, `wheels`, `automatic`).
    package var datePickerMode: String?
    package var datePickerStyle: String?
    /// A button's `buttonType`: `system` (default), `custom`, `detailDisclosure`, `infoLight`, `infoDark`,
    /// `contactAdd`, `close`.
    package var buttonType: String?
    /// A button's `UIButton.Configuration` style (iOS 15): `plain`, `gray`, `tinted`, `filled`,
    /// `borderless`, `bordered`, `borderedTinted`, `borderedProminent`; `nil`: no configuration.
    package var buttonStyle: String?
    /// The configuration's `cornerStyle`: `fixed`, `dynamic`, `small`, `medium`, `large`, `capsule`.
    package var cornerStyle: String?
    /// The configuration's `subtitle`.
    package var subtitle: String?

    /// The configuration's `imagePlacement` (`leading`, `trailing`, `top`, `bottom`) and `imagePadding` (points):
    /// where its image sits beside the title.
    package var imagePlacement: String?
    package var imagePadding: Double?
    /// The size in points of the image a template's button shows (`image:`, `systemImage:`), found when the template's
    /// images are (`ScreenLoader`): what `IntrinsicSizes` lays the button out with beside its title, as a document's
    /// button is (`ViewKindMapping.buttonContent`). `nil`: no image, or one the project does not hold; documents give
    /// their buttons' sizes in full instead (`ViewLayoutSpec.intrinsicContent`).
    package var imageSize: Size?
    /// A classic button's `contentEdgeInsets` and `imageEdgeInsets` (Interface Builder's `<inset key=>`): the
    /// content rectangle inside the bounds and the image's rectangle inside that (`ViewPainter`); `nil`: none.
    package var contentEdgeInsets: EdgeInsets?
    package var imageEdgeInsets: EdgeInsets?
    /// A classic button's `titleEdgeInsets`: the title's rectangle inside the content rectangle (`ViewPainter`).
    package var titleEdgeInsets: EdgeInsets?
    /// The point size a classic button draws its SF Symbol image at, from its normal state's preferred symbol
    /// configuration (`SymbolImageSize.pointSize(of:)`, `ViewPainter`); `nil`: none, the default size.
    package var symbolPointSize: Double?
    /// A button's `contentHorizontalAlignment` (`center`, `left`, `right`, `leading`, `trailing`, `fill`) and
    /// `contentVerticalAlignment` (`center`, `top`, `bottom`, `fill`): where its content sits in its content
    /// rectangle (`ButtonPainter`); `nil`: centred, UIKit's default.
    package var contentHorizontalAlignment: String?
    package var contentVerticalAlignment: String?
    /// A configuration's `baseBackgroundColor` (`#RRGGBB` or a system colour's name): the fill its style
    /// derives from in place of the tint (`ButtonPainter`).
    package var baseBackground: String?
    /// A configuration's background colour (`background.backgroundColor`, `#RRGGBB` or a system colour's name):
    /// the fill under its content whatever its style, in place of the style's own (`ButtonPainter`).
    package var configurationBackground: String?
    /// A configuration's `background.cornerRadius` (points), kept when its corner style uses it (`ButtonPainter`).
    package var backgroundCornerRadius: Double?
    /// A classic button's normal `backgroundImage`, or a configuration's `background.image`: drawn filling its
    /// bounds behind its content (`ViewPainter`); kept only when the project holds the image (`ProjectAssets`).
    package var backgroundImage: String?
    /// A view of the app's own class (`customClass`): its name, shown on its placeholder.
    package var customClass: String?
    /// A visual effect view's blur style (`UIBlurEffect.Style`: `regular`, `dark`, `systemThinMaterialLight`, ...),
    /// which decides whether its material follows the appearance (`BlurTone`); `nil`: no blur style given.
    package var blurStyle: String?

    package init() {}
}

extension ControlSpec {
    /// Whether a search bar shows its scope bar: it has scope titles, two or more, as UIKit shows none with fewer
    /// ("the search bar doesn't show its scope bar at all if there are fewer than two titles",
    /// https://developer.apple.com/documentation/uikit/uisearchcontroller/automaticallyshowsscopebar).
    package var showsScopeBar: Bool { Self.showsScopeBar(titles: scopeTitles) }

    /// Whether a search bar with scope titles `titles` shows its scope bar: two titles or more (`showsScopeBar`).
    package static func showsScopeBar(titles: [String]?) -> Bool { (titles?.count ?? 0) >= 2 }

    /// The band a search bar's scope bar takes below its field (assumed: docs/research/controls.md §24): what
    /// `SearchBarPainter` draws it in, and what a bar that shows one adds to its own height.
    package static let scopeBarHeight = 44.0

    /// The height of the bubble a compact date picker shows its date and time in (assumed: docs/research/controls.md
    /// §9): what `DatePickerPainter` draws, and the height of a compact picker with no saved frame (a template's).
    package static let compactDatePickerHeight = 34.0

    /// The narrowest a classic (`buttonType`, no configuration) button with a title and no image lays
    /// itself out, in templates and documents alike: Interface Builder saves such buttons with "Use", "Play"
    /// (15 pt) and no title at all 30 pt wide where their text is 0-29 pt (docs/research/ib-defaults.md §16).
    package static let classicTitleMinimumWidth = 30.0

    /// The size of a button that shows one of UIKit's glyphs and no title (`buttonType` `detailDisclosure`,
    /// `infoLight`, `infoDark` or `contactAdd`: a 22 pt ring; `close`: a 30 pt disc), the glyph `ButtonPainter`
    /// draws; nil for other types. Assumed sizes (docs/research/controls.md §11,
    /// https://developer.apple.com/documentation/uikit/uibutton/buttontype).
    package static func glyphButtonSize(_ buttonType: String?) -> Size? {
        switch buttonType {
        case "detailDisclosure", "infoLight", "infoDark", "contactAdd": Size(width: 22, height: 22)
        case "close": Size(width: 30, height: 30)
        default: nil
        }
    }

    /// The content insets of a configuration button (`buttonStyle`, a document's `<buttonConfiguration>`): 7 pt
    /// above and below its title, 12 pt each side. Assumed: the insets of `UIButton.Configuration.plain()`'s
    /// medium size, from the 34.333 pt Interface Builder saves for a configuration button with a one-line 17 pt
    /// title (20.333 pt of text and 14); `ButtonPainter` draws the title inside them. The title is the body style's
    /// regular 17 pt, plain or filled (docs/research/ib-defaults.md §80).
    package static let configurationContentInsets = EdgeInsets(top: 7, left: 12, bottom: 7, right: 12)

    /// A button's image, `image` points large, beside its title in `content` (the title measured; a configuration's
    /// insets already set by `configure`). A classic button (`classicInsets`, its `contentEdgeInsets`) has its image
    /// before the title and no 6 pt above and below the title line: it is as tall as the taller of its image and its
    /// title line, inside its own insets (docs/research/ib-defaults.md §103). A configuration button has its image
    /// before the title, or above or below it for `imagePlacement` `top` and `bottom`, `imagePadding` points from it
    /// (https://developer.apple.com/documentation/uikit/uibutton/configuration-swift.struct/imageplacement,
    /// https://developer.apple.com/documentation/uikit/uibutton/configuration-swift.struct/imagepadding), inside its
    /// content insets.
    package static func placeImage(
        _ image: Size, beside content: inout TextContent, classicInsets: EdgeInsets?, imagePlacement: String? = nil, imagePadding: Double = 0
    ) {
        if let classicInsets {
            content.padding.left += image.width
            content.padding.top = classicInsets.top
            content.padding.bottom = classicInsets.bottom
        } else if imagePlacement == "top" || imagePlacement == "bottom" {
            content.padding.top += image.height + imagePadding
            content.minimumSize.width = image.width + content.padding.left + content.padding.right
            return
        } else {
            content.padding.left += image.width + imagePadding
        }
        content.minimumSize = Size(width: 0, height: image.height + content.padding.top + content.padding.bottom)
    }

    /// A configuration button's title as it sizes the button, in templates (`buttonStyle`) and documents
    /// (`<buttonConfiguration>`) alike: inside `configurationContentInsets`, with its subtitle
    /// (`UIButton.Configuration.subtitle`) on a line of its own under it, measured in the title's font, a little
    /// larger than the subtitle's (assumed: `ButtonPainter` sets the subtitle at 15 pt); a title that wraps keeps
    /// wrapping. A horizontal fill stack shares its width out to a wrapping title at `defaultLow`, below its
    /// neighbours' compression resistance, not at the button's compression resistance + 10 that a label's is
    /// (docs/research/ib-defaults.md §144); in documents of Xcode 13 and later that priority holds it as wide as the
    /// stack's other multi-line texts, and a lone one gets none (§145). `insets` are a document's own content insets
    /// when its configuration has them (§155).
    package static func configure(_ content: inout TextContent, subtitle: String?, insets: EdgeInsets = configurationContentInsets) {
        if let subtitle, !subtitle.isEmpty {
            content.text += "\n" + subtitle
            if content.numberOfLines == 1 { content.numberOfLines = 2 }
        }
        content.padding = insets
        content.widthDisambiguationPriority = .defaultLow
    }
}
