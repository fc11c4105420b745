/// `launchScreen:` how the app declares its launch screen. iOS decides from it whether the app knows the
/// current screen size: with only legacy launch images an app runs letterboxed on notched iPhones (docs/research/seeds.md, seed 000).
package enum LaunchScreen: String, Hashable, Sendable, Codable, CaseIterable {
    /// `UILaunchStoryboardName` in Info.plist: the app gets the device's full screen.
    case storyboard
    /// Launch images only, none for the device's size: the app runs at the size UIKit letterboxes it to.
    case legacy
}
