import Screens

/// What a laid-out view is: one of the system bars UIKit draws, or a view from the template.
package enum LaidOutKind: Hashable, Sendable, Codable {
    case statusBar, navigationBar, tabBar, toolbar, homeIndicator
    case view(ViewKind)

    /// The name printed in JSON and in the tree: the system bar ids, or the template's `kind:`.
    package var name: String {
        switch self {
        case .statusBar: "statusBar"
        case .navigationBar: "navigationBar"
        case .tabBar: "tabBar"
        case .toolbar: "toolbar"
        case .homeIndicator: "homeIndicator"
        case .view(let kind): kind.rawValue
        }
    }

    /// True for the chrome UIKit draws (status bar, bars, home indicator), false for template views.
    package var isSystem: Bool {
        if case .view = self { return false }
        return true
    }
}
