/// What a file is read as, and so the most bytes it may have: every read names its kind, and the
/// kind's limit is named in the message when a file is over it (docs/robustness.md, "Files and links").
package struct FileKind: Hashable, Sendable {
    /// The kind in a message: "the font '…' is 700 MB, over the limit of 64 MB for fonts".
    var name: String
    /// The plural, after "for".
    var plural: String
    /// The most bytes a file of this kind may have.
    package var limit: Int

    package init(_ name: String, plural: String, limit: Int) {
        self.name = name
        self.plural = plural
        self.limit = limit
    }

    /// A YAML or JSON template (`InputLimits.standard.fileBytes` in Sources/Diagnostics repeats it).
    package static let template = FileKind("template", plural: "templates", limit: 1 << 20)
    /// A storyboard or XIB (`InputLimits.standard.documentBytes`).
    package static let document = FileKind("document", plural: "documents", limit: 32 << 20)
    /// An Xcode project's `project.pbxproj`, read for the files it builds from outside the project's folder
    /// (`XcodeProjectResources` in Sources/Screens): large projects' are a few MB.
    package static let xcodeProject = FileKind("Xcode project", plural: "Xcode projects", limit: 32 << 20)
    /// `bezel.yml`.
    package static let config = FileKind("config", plural: "configs", limit: 64 << 10)
    /// A PNG read by `bezel diff` or as a golden: 20,000 × 20,000 pixels stored without compression
    /// are about 1.2 GB, but no PNG Bezel writes or compares comes near 512 MiB.
    package static let png = FileKind("PNG", plural: "PNGs", limit: 512 << 20)
    /// An image a template shows (`image: avatar.png`, beside the template). Its pixels are limited too
    /// (8192 × 8192, `ImageFiles` in Sources/Screens); 64 MiB is far more than such a PNG needs.
    package static let image = FileKind("image", plural: "images", limit: 64 << 20)
    /// A font of the pinned chain. The largest, Droid Sans Fallback, is 4 MB; Noto CJK collections are
    /// about 20 to 30 MB.
    package static let font = FileKind("font", plural: "fonts", limit: 64 << 20)
    /// `manifest.json` of an output folder: about 1 KB per image, so 64 MiB is some 60,000 images.
    package static let manifest = FileKind("manifest", plural: "manifests", limit: 64 << 20)
    /// `report.json` of an output folder (findings make it larger than the manifest, but not 64×).
    package static let report = FileKind("report", plural: "reports", limit: 64 << 20)
    /// A file an output or golden folder holds: a PNG, SVG or layout JSON a manifest lists or a golden.
    package static let output = FileKind("output file", plural: "output files", limit: 512 << 20)
    /// A folder walked or opened on the way to a file (no bytes are read, so no limit applies).
    package static let folder = FileKind("folder", plural: "folders", limit: 0)
}
