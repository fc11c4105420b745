import Diagnostics
import InterfaceBuilder

/// What the source of a screen says of the images and fonts its views name, beyond the names themselves: which
/// image a view shows and whether it is an SF Symbol, an image the source holds in itself, and where a font was
/// named. An Interface Builder document and a template give the project's assets to their screens by one rule
/// (`ProjectAssets.apply(to:origin:)`), each through its origin (`document(_:views:)`, `template(_:)`).
struct AssetOrigin {
    /// The image `spec` shows that the project's assets give (an image view's or a button's), with whether the
    /// source marks it as an SF Symbol; `nil` when it shows none.
    var shownImage: (ViewSpec) -> (name: String, symbol: Bool)?
    /// Whether the image `name` (a background image, a bar item's image) is an SF Symbol.
    var isSymbol: (String) -> Bool
    /// The image the source holds in itself under `name`, for a name no catalogue or loose file holds, decoded with
    /// the screen's pixels so far; `nil` when it holds none.
    var ownImage: (String, inout Int) -> AssetImageSet?
    /// The family of the font view `id` names, and where the name is written.
    var font: (String) -> (family: String?, location: SourceLocation?)
    /// The file that holds each font name, as the source lists them; the first file listed for a name wins.
    var fontFiles: [String: String]
    /// The source in messages (`the document names 'Gilroy-Bold'`).
    var noun: String

    /// A document's: its views' images as Interface Builder writes them (`catalog="system"` marks an SF Symbol),
    /// the images it embeds (`EmbeddedImage`), its fonts' descriptions and `<customFonts>` list.
    static func document(_ document: IBDocument, views: IBViewIndex) -> AssetOrigin {
        AssetOrigin(
            shownImage: { spec in
                switch views[spec.id]?.kind {
                case .imageView(let imageView)? where spec.kind == .image:
                    imageView.image.map { ($0, imageView.imageCatalog == "system") }
                case .button(let button)? where spec.kind == .button:
                    // A button's image: drawn alone, or beside its title (`ViewPainter`, `ButtonPainter`).
                    button.shownImage.map { ($0, false) }
                default:
                    nil
                }
            },
            isSymbol: { document.resources.image(named: $0)?.catalog == "system" },
            ownImage: { name, pixels in
                document.resources.image(named: name).flatMap { EmbeddedImage.read($0, named: name, pixelsSoFar: &pixels) }
            },
            font: { id in
                let described = ProjectAssets.font(of: views[id])
                return (described?.family, described?.location)
            },
            fontFiles: ProjectAssets.customFontFiles(document), noun: "the document")
    }

    /// A template's: the name an image view, a button or a table row's image gives (`image: gear`) when it is not a file
    /// beside the template, which the template has read itself (`Screen.images`); the SF Symbols it names
    /// (`systemImage: star.fill`, `Screen.systemImageNames`), as a document's `catalog="system"` images; no images of
    /// its own; a view's `font:` and where it is written.
    static func template(_ screen: Screen) -> AssetOrigin {
        var fontKeys: [String: SourceLocation] = [:]
        for view in screen.allViews + screen.allCellViews where view.fontName != nil { fontKeys[view.id] = view.location(of: "fontName") }
        let files = screen.images
        let symbols = screen.systemImageNames
        return AssetOrigin(
            shownImage: { spec in
                guard spec.kind == .image || spec.kind == .button, let name = spec.image, files[name] == nil else { return nil }
                return (name, symbols.contains(name))
            },
            isSymbol: { symbols.contains($0) },
            ownImage: { _, _ in nil },
            font: { id in (nil, fontKeys[id]) },
            fontFiles: [:], noun: "the template")
    }
}
