/// Spacing between sibling views (docs/research/uikit-metrics.md §5).
enum SpacingMetrics {
    /// `constraint(equalToSystemSpacingAfter:multiplier: 1)` between sibling edges: 8 pt (BOOTSTRAGRAM;
    /// ANCHORAGE for the iOS 11 API). Seed 004 uses the same 8 as its pre-iOS 11 `standardSpacing`
    /// (docs/research/seeds.md).
    static let system = 8.0
}
