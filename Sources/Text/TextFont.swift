/// A font request: a size in points and a weight. The family is the pinned chain (Inter, then Droid Sans
/// Fallback), standing in for San Francisco and PingFang — or, when `isSystemFont` is false, for another
/// family a document names — unless `projectFont` names a face from the user's project.
package struct TextFont: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The point size (UIFont.pointSize): one em is this many points.
    package var size: Double
    package var weight: FontWeight
    /// True when the text is in Apple's system font (San Francisco), which Inter stands in for: only then
    /// does it get San Francisco's size-specific tracking (`SystemFontTracking`). False for a named family
    /// (an Interface Builder `<fontDescription name="HelveticaNeue">`), measured with Inter untracked.
    package var isSystemFont: Bool
    /// The face from the user's project this text is set in (`ProjectFontRegistry`'s token), or the metric-compatible
    /// face standing in for a family iOS installs (`MetricCompatibleFont`); nil for the pinned chain. Its characters
    /// are set in that face; those it lacks, in the chain at `weight`.
    package var projectFont: String?
    /// The line height of a family iOS installs that Bezel has no file of (`InstalledFontMetrics`), nil for the
    /// system font, a project face and families not listed, which are set at San Francisco's line height (a project
    /// face at its own). A family drawn in a metric-compatible face (`MetricCompatibleFont`) has both: the face's
    /// advances and the family's line.
    package var installedMetrics: InstalledFontMetrics?
    /// The space added after each character set in the Chinese, Japanese and Korean fallback face (`FontRole.fallback`),
    /// in points: 0 but where the canvas that saved a document set the system font's Chinese wider than 1 em
    /// (`InterfaceBuilderCanvas.systemFontIdeographExtra(toolsVersion:)`).
    package var fallbackExtra: Double = 0

    package init(
        size: Double, weight: FontWeight = .regular, isSystemFont: Bool = true, projectFont: String? = nil,
        installedMetrics: InstalledFontMetrics? = nil
    ) {
        self.size = size
        self.weight = weight
        self.isSystemFont = isSystemFont && projectFont == nil && installedMetrics == nil
        self.projectFont = projectFont
        self.installedMetrics = installedMetrics
    }

    /// The space added after each character cluster of a line but its last, in points: San Francisco's
    /// tracking at this size for the system font, none for other families.
    package var tracking: Double { isSystemFont ? SystemFontTracking.points(size: size) : 0 }

    /// How far San Francisco's design has moved from Text to Display at this size (`SystemFontOpticalSize`):
    /// its text is as wide as that share of the way from Inter to Inter Display. 0 for other families, which
    /// keep Inter. Inter Display is Inter's design for large sizes (https://rsms.me/inter/): "Account settings
    /// and privacy" is 9.7 % narrower in Inter Display Regular than in Inter Regular and 7.7 % in Bold
    /// (HarfBuzz's advances, `hb-shape`, fonts-inter 4.0~beta7).
    package var displayDesignFraction: Double { isSystemFont ? SystemFontOpticalSize.displayFraction(size: size) : 0 }

    /// Whether the system font's glyphs are drawn from Inter Display rather than Inter: from where its design is
    /// nearer Display than Text (23 pt); other families keep Inter.
    package var usesDisplayDesign: Bool { displayDesignFraction >= 0.5 }

    package var description: String { "\(size) pt \(weight.rawValue)" }
}
