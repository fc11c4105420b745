import Diagnostics
import Hashing
import InterfaceBuilder

extension ProjectAssets {
    /// The name Xcode gives the app's accent colour set, which the build setting
    /// `ASSETCATALOG_COMPILER_GLOBAL_ACCENT_COLOR_NAME` names in new projects
    /// (https://developer.apple.com/documentation/xcode/specifying-your-apps-color-scheme).
    package static let accentColourName = "AccentColor"

    /// Gives a document's screen what the catalogues hold: each image view's image set decoded
    /// (`Screen.assetImages`, `ViewSpec.image` set to its name), the accent colour as the tint of a screen
    /// whose root view sets none; and names in `Screen.assetSubstitutes` what is drawn as a stand-in: SF
    /// Symbols (Apple's symbols cannot be shipped), vector (PDF, SVG) and JPEG images, images no catalogue
    /// holds, and fonts the document names that Bezel draws in a substitute.
    package func apply(to screen: inout Screen, document: IBDocument) throws(InputError) {
        var images: [String: AssetImage] = [:]
        var substitutes: [Substitute] = []
        var pixels = 0
        var problems: [Diagnostic] = []
        var fonts: Set<String> = []
        func visit(_ views: inout [ViewSpec]) {
            for index in views.indices {
                let id = views[index].id
                if let name = views[index].fontName, !Self.isSystemFont(name), fonts.insert(name).inserted {
                    substitutes.append(Substitute(what: "substitute font", id: id, name: name))
                }
                var shown: (name: String, symbol: Bool)?
                switch document.view(withID: id)?.kind {
                case .imageView(let imageView)? where views[index].kind == .image:
                    shown = imageView.image.map { ($0, imageView.imageCatalog == "system") }
                case .button(let button)? where views[index].kind == .button:
                    // A button's image: drawn when the button has no title (`ViewPainter`); beside a title it is
                    // not drawn yet, and named.
                    if let name = button.configuration?.image ?? button.state("normal")?.image {
                        if (views[index].text ?? "").isEmpty {
                            shown = (name, false)
                        } else {
                            substitutes.append(Substitute(what: "button image", id: id, name: name))
                        }
                    }
                default:
                    break
                }
                if let (name, catalogued) = shown {
                    let symbol = catalogued || document.resources.image(named: name)?.catalog == "system"
                    if symbol {
                        substitutes.append(Substitute(what: "SF Symbol", id: id, name: name))
                    } else if images[name] != nil {
                        views[index].image = name
                    } else {
                        do throws(InputError) {
                            switch try imageSet(named: name, pixelsSoFar: &pixels) {
                            case .bitmaps(let image)?:
                                images[name] = image
                                views[index].image = name
                            case .undrawable(let format)?: substitutes.append(Substitute(what: "\(format) image", id: id, name: name))
                            case .empty?, nil: substitutes.append(Substitute(what: "image not in an asset catalogue", id: id, name: name))
                            }
                        } catch {
                            problems += error.diagnostics
                        }
                    }
                }
                visit(&views[index].views)
            }
        }
        visit(&screen.views)
        guard problems.isEmpty else { throw InputError(problems) }
        screen.assetImages = images
        screen.assetSubstitutes = substitutes
        if screen.tint == nil, let accent = colour(named: Self.accentColourName) { screen.tint = accent.template }
        if !catalogues.isEmpty {
            var digest = catalogues.map(\.path).joined(separator: "\u{0}")
            for (name, colour) in colourTemplates.sorted(by: { $0.key < $1.key }) { digest += "\u{0}colour\u{0}\(name)\u{0}\(colour)" }
            for name in images.keys.sorted() {
                for variant in images[name]!.variants { digest += "\u{0}image\u{0}\(name)\u{0}\(variant.image.path)\u{0}\(variant.image.sha256)" }
            }
            screen.assetDigest = SHA256.hash(Array(digest.utf8)).hex
        }
    }

    /// The names `ViewKindMapping` gives the system font (`system`, `boldSystem`, `system-WEIGHT`).
    private static func isSystemFont(_ name: String) -> Bool {
        name == "system" || name == "boldSystem" || name.hasPrefix("system-")
    }
}
