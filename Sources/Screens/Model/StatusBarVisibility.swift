/// `statusBar:` whether the screen shows the status bar (`UIViewController.prefersStatusBarHidden`).
package enum StatusBarVisibility: String, Hashable, Sendable, Codable, CaseIterable {
    case visible, hidden
}
