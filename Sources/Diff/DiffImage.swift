import PNG

/// The image `bezel diff --diff-image` writes for one comparison.
package enum DiffImage {
    /// The diff alone, or expected | diff | actual with `sideBySide`. When the sizes differ
    /// there is no pixel diff: expected | actual, so a reviewer sees both.
    package static func make(_ result: DiffResult, _ expected: StraightImage, _ actual: StraightImage,
                            sideBySide: Bool) -> StraightImage? {
        guard let diff = result.image, result.sizesMatch else {
            return SideBySide.compose([expected, actual])
        }
        return sideBySide ? SideBySide.compose([expected, diff, actual]) : diff
    }
}
