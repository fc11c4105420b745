/// One font file of the pinned chain: where Debian installs it and which package provides it.
///
/// Text must look the same on every machine, so fonts are never looked up through fontconfig
/// (its answer depends on what else is installed); they are these exact files.
/// Source for file names and folders: `dpkg -L fonts-inter fonts-droid-fallback` on Debian 12
/// (fonts-inter 4.0~beta7+ds-1, fonts-droid-fallback 1:6.0.1r16-1.1).
public struct PinnedFont: Hashable, Sendable, Codable {
    /// The file name, e.g. `Inter-Regular.otf`; the same inside `BEZEL_FONT_DIR`.
    public var fileName: String
    /// The folder Debian installs it in.
    public var debianDirectory: String
    /// The Debian package that provides the file, named in "font missing" errors.
    public var package: String
    public var role: FontRole

    public init(fileName: String, debianDirectory: String, package: String, role: FontRole) {
        self.fileName = fileName
        self.debianDirectory = debianDirectory
        self.package = package
        self.role = role
    }

    static let interDirectory = "/usr/share/fonts/opentype/inter"

    /// The chain in fallback order: the four Inter weights (static CFF `.otf` files), then Droid Sans Fallback.
    public static let chain: [PinnedFont] = [
        PinnedFont(fileName: "Inter-Regular.otf", debianDirectory: interDirectory, package: "fonts-inter", role: .primary(.regular)),
        PinnedFont(fileName: "Inter-Medium.otf", debianDirectory: interDirectory, package: "fonts-inter", role: .primary(.medium)),
        PinnedFont(fileName: "Inter-SemiBold.otf", debianDirectory: interDirectory, package: "fonts-inter", role: .primary(.semibold)),
        PinnedFont(fileName: "Inter-Bold.otf", debianDirectory: interDirectory, package: "fonts-inter", role: .primary(.bold)),
        PinnedFont(
            fileName: "DroidSansFallbackFull.ttf", debianDirectory: "/usr/share/fonts/truetype/droid",
            package: "fonts-droid-fallback", role: .fallback),
    ]
}
