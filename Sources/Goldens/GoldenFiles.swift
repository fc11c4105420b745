import Diagnostics
import Diff
import Output

/// Where goldens and their review copies live, by job key (`<screen>/<profile>`).
///
/// In the goldens folder: `<key>.png` (the image), `<key>.layout.json` (the `bezel layout --json`
/// text) and, when a project keeps them, `<key>.svg`. In the output folder, for the review page
/// (which must work from `file://` and from a CI artifact, so it never links outside the folder):
/// `<key>.golden.png` (a copy of the golden an image differs from) and `<key>.diff.png`.
package enum GoldenFiles {
    static let imageSuffix = ".png"
    static let vectorSuffix = ".svg"
    package static let layoutSuffix = ".layout.json"
    /// The copy of a differing golden, in the output folder.
    package static let goldenCopySuffix = DirectoryDiff.goldenCopySuffix
    package static let diffSuffix = DirectoryDiff.diffImageSuffix
    /// The output subfolder holding copies of orphaned goldens for the review page.
    package static let orphanFolder = DirectoryDiff.reviewCopyFolder

    /// The golden suffixes, longest first (so `.layout.json` is not read as a `.json` something).
    package static let goldenSuffixes = [layoutSuffix, imageSuffix, vectorSuffix]

    /// The job key and suffix of a file name in a screen's golden folder, or `nil` when the name is
    /// not a golden's (hidden files, notes, other formats).
    package static func parse(screen: String, name: String) -> (key: String, suffix: String)? {
        guard !name.hasPrefix(".") else { return nil }
        for suffix in goldenSuffixes where name.hasSuffix(suffix) && name.count > suffix.count {
            return ("\(screen)/\(name.dropLast(suffix.count))", suffix)
        }
        return nil
    }

    package static func path(_ key: String, _ suffix: String) throws(InputError) -> OutputPath {
        try OutputPath(key + suffix)
    }
}
