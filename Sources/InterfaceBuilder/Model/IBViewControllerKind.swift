/// The controller elements Interface Builder writes; any other element that holds a `<view key="view">`
/// (e.g. `avPlayerViewController`, `glkViewController`, `hostingController`) is `.other`, its name kept
/// on the controller.
package enum IBViewControllerKind: String, Hashable, Sendable, Codable, CaseIterable {
    case viewController, tableViewController, collectionViewController, navigationController
    case tabBarController, splitViewController, pageViewController
    case other

    static func of(element: String) -> IBViewControllerKind {
        IBViewControllerKind(rawValue: element).flatMap { $0 == .other ? nil : $0 } ?? .other
    }
}
