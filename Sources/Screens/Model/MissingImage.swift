/// An image a view names that the picture cannot show: a button or image view draws the image placeholder where it
/// would be (`Substitute.missingImage`). Each kind has its words, the `Substitute.what` the run names it by
/// (`not drawn exactly: 1 image not in an asset catalogue (logo)`), so the drawing reads the kind and the words are
/// written once, here.
package enum MissingImage: Hashable, Sendable {
    /// The project holds no image of the name.
    case notInCatalogue
    /// A file that would fit alone but not beside the screen's images already read (`AssetImageSet.pastBudget`).
    case pastBudget
    /// An image the document embeds as a reference to a file (`EmbeddedImage`), `what` saying to what.
    case byReference(what: String)
    /// A set holding no file Bezel draws, only one of `format` (`HEIC`, `broken PDF`; `AssetImageSet.undrawable`).
    case undrawable(format: String)
    /// A custom symbol the catalogue holds (its SVG is a template of weights and scales, docs/assets.md).
    case customSymbol
    /// A bar item's image held only in `format`.
    case barItemUndrawable(format: String)

    /// The words that name it (`Substitute.what`).
    package var what: String {
        switch self {
        case .notInCatalogue: "image not in an asset catalogue"
        case .pastBudget: "image past the screen's image budget"
        case .byReference(let what): what
        case .undrawable(let format): "\(format) image"
        case .customSymbol: "custom symbol image"
        case .barItemUndrawable(let format): "\(format) bar item image"
        }
    }
}
