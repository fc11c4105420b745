import Diagnostics
import Layout
import Geometry

/// `letterboxed`: a legacy launch screen makes the app run letterboxed on a notched iPhone (docs/research/seeds.md, seed 000:
/// "App启动后你会发现应用是16:9的样式展示的").
///
/// What it catches: `launchScreen: legacy` on every profile where the layout pass letterboxes the app
/// (`LaidOutScreen.isLetterboxed`); the region is the black band above the app.
///
/// What it does not catch: legacy apps on phones whose size the old launch images cover (they run full screen).
package struct LetterboxedRule: Rule {
    init() {}
    package let id = "letterboxed"
    package let defaultSeverity = Severity.error
    package let statement = "The app has a launch storyboard, so it is not letterboxed on notched iPhones."
    package let help = "Add a launch storyboard (UILaunchStoryboardName) so iOS gives the app the device's full screen."

    package func check(_ context: CheckContext) -> [Finding] {
        let layout = context.layout
        guard layout.isLetterboxed else { return [] }
        let window = layout.windowFrame, screen = context.profile.screenSize
        let band = context.geometry.toWindow(Rect(x: 0, y: 0, width: screen.width, height: window.minY))
        return [context.finding(
            self,
            "the app runs letterboxed at \(FixedPrecision.format(window.width))x\(FixedPrecision.format(window.height)) on a \(FixedPrecision.format(screen.width))x\(FixedPrecision.format(screen.height)) screen: a legacy launch screen hides the new screen size from iOS",
            view: nil, region: band.isEmpty ? nil : band, amount: screen.height - window.height,
            at: context.screen.location(of: "launchScreen"),
            fix: "use launchScreen: storyboard (add a launch storyboard) so the app fills the screen")]
    }
}
