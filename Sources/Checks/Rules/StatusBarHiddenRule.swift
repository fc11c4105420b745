/// `status-bar-hidden`: the screen hides the status bar on a notched iPhone.
///
/// What it catches: `statusBar: hidden` on iPhones with a sensor housing in portrait, where the housing's
/// strip stays unusable anyway and the status bar's information is lost (docs/research/seeds.md, seed 003: "如果您的应用程序目前隐藏状态栏,
/// 请重新考虑 iPhone X 上的决定"). Information only: there are good reasons, such as full-screen video.
///
/// What it does not catch: landscape (the system hides the status bar on every iPhone there), iPads and
/// home-button iPhones, where hiding it gains the whole strip.
package struct StatusBarHiddenRule: Rule {
    init() {}
    package let id = "status-bar-hidden"
    package let defaultSeverity = Severity.info
    package let statement = "The status bar stays visible on notched iPhones unless there is a reason to hide it."
    package let help = "Show the status bar on iPhones with a sensor housing; hide it only for passive full-screen media."

    package func check(_ context: CheckContext) -> [Finding] {
        let profile = context.profile
        guard context.screen.statusBar == .hidden, profile.idiom == .phone, profile.sensorHousing.kind != .none,
              !profile.orientation.isLandscape else { return [] }
        let strip = context.geometry.strip(.top)
        return [context.finding(
            self,
            "the status bar is hidden on a phone with a sensor housing: its \(((strip?.frame.height) ?? 0).points) pt strip stays unusable and the status information is lost",
            view: nil, region: strip?.frame, amount: nil, at: context.screen.location(of: "statusBar"),
            fix: "show the status bar (statusBar: visible) unless the screen is passive full-screen media")]
    }
}
