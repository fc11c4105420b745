import Diagnostics
import InterfaceBuilder

/// The asset catalogues one document or template is drawn with: the ones named by `--assets` or `bezel.yml`'s
/// `assets:` first, in the order given, then the ones found beside and above the document
/// (`AssetCatalogueFinder`). A name is looked up in that order and the first catalogue that has it wins.
package struct ProjectAssets: Sendable {
    package var catalogues: [AssetCatalogue]
    /// The document these are for, and the folders `--assets` or `bezel.yml` named: where its font files
    /// are looked for (`ProjectFonts`) when it names a font other than the system font.
    package var documentPath: String?
    package var folders: [String]

    package init(catalogues: [AssetCatalogue] = [], documentPath: String? = nil, folders: [String] = []) {
        self.catalogues = catalogues
        self.documentPath = documentPath
        self.folders = folders
    }

    /// The catalogues for the document at `path`: those in `named` (each an `.xcassets` folder, or a folder
    /// whose `*.xcassets` are taken), then the ones found for it.
    package static func forDocument(_ path: String, named: [String] = []) throws(InputError) -> ProjectAssets {
        var paths: [String] = []
        for folder in named {
            if folder.hasSuffix(".xcassets") || folder.hasSuffix(".xcassets/") {
                paths.append(folder)
            } else {
                // `bezel.yml`'s folders were checked where it names them (`ProjectConfigLoader`), so a folder
                // that gives none here came from `--assets`.
                let inside = AssetCatalogueFinder.catalogues(inFolder: folder)
                guard !inside.isEmpty else { throw InputError(at: nil, "--assets '\(MessageText.shown(folder))': no *.xcassets folder there") }
                paths += inside
            }
        }
        paths += AssetCatalogueFinder.catalogues(forDocument: path)
        var catalogues: [AssetCatalogue] = []
        for path in paths where !catalogues.contains(where: { $0.path == path }) { catalogues.append(try AssetCatalogue.read(path)) }
        return ProjectAssets(catalogues: catalogues, documentPath: path, folders: named)
    }

    package func colour(named name: String) -> AssetColour? {
        for catalogue in catalogues { if let colour = catalogue.colours[name] { return colour } }
        return nil
    }

    /// Every colour set's colour string by name, the first catalogue's winning (`IBResources.assetColors`).
    package var colourTemplates: [String: String] {
        var all: [String: String] = [:]
        for catalogue in catalogues.reversed() { for (name, colour) in catalogue.colours { all[name] = colour.template } }
        return all
    }

    /// The image set name, in the first catalogue that has one, that differs from `name` in case alone
    /// (`Star` for `star`), or `nil`. How the compiled catalogue compares names on a device is not documented;
    /// such a name is drawn and named as a loose file's is (`BundleImages.nameInAnotherCase(_:)`).
    func imageSetNameInAnotherCase(_ name: String) -> String? {
        let lower = name.lowercased()
        for catalogue in catalogues {
            if let found = catalogue.imageSets.keys.filter({ $0.lowercased() == lower && $0 != name }).min() { return found }
        }
        return nil
    }

    /// Whether a catalogue holds `name` as an image set.
    func holdsImageSet(named name: String) -> Bool {
        catalogues.contains { $0.imageSets[name] != nil }
    }

    /// Whether a catalogue holds `name` as a symbol image set (`name.symbolset`): a custom symbol, which
    /// `UIImage(named:)` loads from the catalogue
    /// (https://developer.apple.com/documentation/uikit/creating-custom-symbol-images-for-your-app).
    func holdsSymbolSet(named name: String) -> Bool {
        catalogues.contains { $0.symbolSets.contains(name) }
    }

    /// The image set `name` read (the files `looks` show decoded), or `nil` when no catalogue has it.
    func imageSet(named name: String, looks: [ImageLook], pixelsSoFar: inout Int) throws(InputError) -> AssetImageSet? {
        for catalogue in catalogues {
            if let folder = catalogue.imageSets[name] {
                return try AssetImageSet.read(name: name, folder: folder, in: catalogue.path, looks: looks, pixelsSoFar: &pixelsSoFar)
            }
        }
        return nil
    }
}
