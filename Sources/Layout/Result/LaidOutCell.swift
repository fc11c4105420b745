import Devices
import Screens

/// One screen laid out on one profile, as every later stage takes it: the checks judge it, the display
/// list draws it and the writers write its layout JSON, all from this one value, so nothing downstream lays
/// the screen out again, rebuilds the hardware around it or pairs laid-out views with template views anew.
package struct LaidOutCell: Sendable {
    package var screen: Screen
    /// The profile the screen was laid out on (a letterboxed app's window is inside it: `layout.windowFrame`).
    package var profile: Profile
    package var layout: LaidOutScreen
    /// The template or document view each entry of `layout.views` was laid out from, same indices, recorded
    /// by the engine as it placed them: `nil` for the system bars and for the rows and items a table or
    /// collection repeats from its cell designs (`TableCellLayout`), which are drawn but are no view of the screen's.
    package var sources: [ViewSpec?]
    /// Whether each entry of `layout.views` has scroll geometry (`scroll != nil`), same indices, recorded by
    /// the engine as it placed them: `views[i].scroll != nil` in the checks copied each view's geometry
    /// (twice: it resolved to `Optional`'s `Equatable` `!=`), about 3 % of `bezel check`'s instructions
    /// (callgrind, Benchmarks/results.md).
    package var hasScrollGeometry: [Bool]
    /// The hardware around the window (unsafe regions, bars, housing, corners), made once from the layout.
    package var geometry: ScreenGeometry

    /// Made by `LayoutEngine.cell`, which knows each view's source.
    init(screen: Screen, profile: Profile, layout: LaidOutScreen, sources: [ViewSpec?], hasScrollGeometry: [Bool]) {
        self.screen = screen
        self.profile = profile
        self.layout = layout
        self.sources = sources
        self.hasScrollGeometry = hasScrollGeometry
        geometry = ScreenGeometry(layout: layout, profile: profile, statusBarHidden: screen.statusBar == .hidden)
    }
}
