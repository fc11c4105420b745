import AutoLayout
import Devices
import Geometry
import Layout
import Screens
import Text

/// Makes the painter of one of a screen's views with what the screen holds for it: its image (the screen's own
/// file, else the asset catalogue's variant for this profile's idiom, scale and appearance), its background image,
/// its SF Symbol, and whether the assets name its image as one the picture cannot show. The app's views
/// (`AppPainter`) and the views of bar button items' custom views (`ChromePainter`) are drawn through it alike.
struct ScreenViewPainters {
    let text: DisplayListText
    let theme: Theme
    let screen: Screen
    let profile: Profile
    let place: AffineTransform
    /// The run's text stress, applied to the views' text as the checks applied it.
    var stress = TextStress.none

    /// The painter of `view`, drawn at `canvasFrame` in `direction` with `tint` (nil: the theme's).
    func painter(_ view: LaidOutView, spec: ViewSpec, canvasFrame: Rect, direction: LayoutDirection, tint: Color?) -> ViewPainter {
        ViewPainter(
            text: text, theme: theme, view: view, spec: spec, canvasFrame: canvasFrame, place: place, stress: stress,
            direction: direction, image: spec.image.flatMap { screen.images[$0] ?? assetImage($0)?.image },
            imageScale: spec.image.flatMap { assetImage($0) }.map { Double($0.scale) } ?? 1,
            imageTemplate: screen.images[spec.image ?? ""] == nil && spec.image.flatMap { screen.assetImages[$0]?.template } == true,
            backgroundImage: spec.control?.backgroundImage.flatMap { screen.images[$0] ?? assetImage($0)?.image },
            backgroundSymbol: screen.backgroundSymbols[spec.id],
            symbol: screen.symbolViews[spec.id], tint: tint, ios: profile.ios, controlsIOS: profile.canvasControlsIOS, switchSize: IntrinsicSizes.switchSize(on: profile),
            imageMissing: showsImagePlaceholder(view, spec: spec))
    }

    /// Whether a button or an image view draws the image placeholder where its image would be: when the run names
    /// its image as one the picture cannot show (`namesMissingImage(_:)`), or its SF Symbol (a button's image or
    /// background image, an image view's image) as one with no look-alike: UIKit draws the symbol there, so the
    /// rectangle is not left empty (a titleless button draws it where UIKit places the image, `ViewPainter`). A template's image view with neither an image nor a colour is the template's "an image
    /// goes here" (Templates/bezel.schema.json, `image`). A document's image view that names no image, because its
    /// code sets one, draws nothing, as UIKit and Interface Builder's canvas show it: UIImageView's `image` is nil
    /// by default (https://developer.apple.com/documentation/uikit/uiimageview/image).
    private func showsImagePlaceholder(_ view: LaidOutView, spec: ViewSpec) -> Bool {
        switch view.kind {
        case .view(.button): namesMissingImage(view.id) || namesUndrawnSymbol(view.id)
        case .view(.image):
            namesMissingImage(view.id) || namesUndrawnSymbol(view.id)
                || screen.document == nil && spec.image == nil && spec.color == nil
        default: false
        }
    }

    /// Whether the assets name an SF Symbol of view `id` with no look-alike ("SF Symbol"; one drawn as its look-alike
    /// is named `Substitute.symbolLookalike`).
    private func namesUndrawnSymbol(_ id: String) -> Bool {
        screen.assetSubstitutes.contains { $0.id == id && $0.what == "SF Symbol" }
    }

    /// Whether the assets name an image of view `id` the picture cannot show (`Substitute.missingImage`): one the
    /// project does not hold, one past the image budget, one in a format Bezel does not decode, a custom symbol, or
    /// one the document embeds as a reference to a file; not an SF Symbol, a substitute font, or an image found by a
    /// near name (drawn).
    private func namesMissingImage(_ id: String) -> Bool {
        screen.assetSubstitutes.contains { $0.id == id && $0.missingImage != nil }
    }

    /// The variant of an asset catalogue image this profile shows (its idiom, scale and appearance).
    private func assetImage(_ name: String) -> AssetImage.Variant? {
        screen.assetImages[name]?.variant(for: profile.idiom, scale: profile.scale, appearance: theme.appearance)
    }
}
