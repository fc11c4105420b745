import Devices

/// An image set of the project's asset catalogue (`Name.imageset`) that a document's image view names,
/// with the bitmap variants some profile of the screen shows decoded when the document was loaded
/// (`ImageVariants`); the variant a profile shows is picked when the image is drawn (`variant(for:scale:appearance:)`), as UIKit's `UIImage(named:)` picks one by
/// the trait collection (https://developer.apple.com/documentation/uikit/uiimage/init(named:in:compatiblewith:)).
package struct AssetImage: Hashable, Sendable, Codable {
    /// One file of the set: the idiom and scale it is for, dark or any appearance, and its pixels.
    package struct Variant: Hashable, Sendable, Codable {
        /// `universal`, `iphone`, `ipad`, `tv`, … as Contents.json writes it.
        package var idiom: String
        /// 1, 2 or 3; a single-scale image is 1.
        package var scale: Int
        /// Whether the entry is for the dark appearance (`"appearances": [{"appearance": "luminosity", "value": "dark"}]`).
        package var dark: Bool
        package var image: ImageFile

        package init(idiom: String, scale: Int, dark: Bool, image: ImageFile) {
            self.idiom = idiom
            self.scale = scale
            self.dark = dark
            self.image = image
        }
    }

    /// The name the document uses (`image="logo"`), with its namespace folders (`Icons/logo`).
    package var name: String
    package var variants: [Variant]
    /// Whether the set asks to be drawn as a template image (`"properties": {"template-rendering-intent":
    /// "template"}`, the Asset Catalog Format Reference's image set properties,
    /// https://developer.apple.com/library/archive/documentation/Xcode/Reference/xcode_ref-Asset_Catalog_Format/ImageSetType.html):
    /// its shape in the view's tint (`UIImage.RenderingMode.alwaysTemplate`). `nil`: drawn as its pixels.
    package var template: Bool?
    /// Whether a file some profile of the screen would load could not be read (a PDF or SVG the library could not
    /// draw within its CPU limit, a Git LFS pointer checked out in place of a PNG), so another file of the set
    /// stands in for it (`ImageVariants`): drawn, and named as `Substitute.imageWithUndrawnFile`. `nil`: every file
    /// the profiles load was read.
    package var otherFileStandsIn: Bool?

    package init(name: String, variants: [Variant], template: Bool? = nil, otherFileStandsIn: Bool? = nil) {
        self.name = name
        self.variants = variants
        self.template = template
        self.otherFileStandsIn = otherFileStandsIn
    }

    /// The variant UIKit would load on a device of `idiom` at `scale` in `appearance`: the device's own idiom
    /// before `universal`; the dark entry in dark, else the any-appearance one; the exact scale, else the
    /// nearest larger, else the largest (https://developer.apple.com/documentation/xcode/adding-images-to-your-xcode-project).
    /// Assumed: the order of those three when no entry matches all of them (Apple does not document it).
    package func variant(for idiom: Idiom, scale: Double, appearance: Appearance) -> Variant? {
        Self.pick(variants, idiom: idiom, scale: scale, appearance: appearance) { ($0.idiom, $0.scale, $0.dark, $0.image.path) }
    }

    /// The rule of `variant(for:scale:appearance:)` over anything that has an entry's traits (`traits`: idiom as
    /// Contents.json writes it, scale, dark, and a path that breaks ties the same way every run), so the files
    /// of a set can be picked before they are decoded (`ImageVariants`).
    static func pick<Entry>(
        _ entries: [Entry], idiom: Idiom, scale: Double, appearance: Appearance,
        traits: (Entry) -> (idiom: String, scale: Int, dark: Bool, path: String)
    ) -> Entry? {
        let own: String = switch idiom {
        case .phone: "iphone"
        case .pad: "ipad"
        case .tv: "tv"
        }
        let wanted = Int(scale.rounded())
        func rank(_ v: (idiom: String, scale: Int, dark: Bool, path: String)) -> (Int, Int, Int) {
            let idiomRank = v.idiom == own ? 0 : 1
            let appearanceRank = appearance == .dark ? (v.dark ? 0 : 1) : (v.dark ? 2 : 0)
            let scaleRank = v.scale == wanted ? 0 : v.scale > wanted ? v.scale - wanted : 10 + (wanted - v.scale)
            return (idiomRank, appearanceRank, scaleRank)
        }
        let usable = entries.filter {
            let v = traits($0)
            return (v.idiom == own || v.idiom == "universal") && !(appearance != .dark && v.dark)
        }
        return usable.min { a, b in
            let ta = traits(a), tb = traits(b)
            let ra = rank(ta), rb = rank(tb)
            return ra != rb ? ra < rb : (ta.scale, ta.path) < (tb.scale, tb.path)
        }
    }
}
