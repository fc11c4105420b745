/// The writing direction of the interface: UIKit's `UIUserInterfaceLayoutDirection`
/// (https://developer.apple.com/documentation/uikit/uiuserinterfacelayoutdirection).
/// In right-to-left layouts `leading` means right and `trailing` means left
/// (https://developer.apple.com/documentation/uikit/nslayoutconstraint/attribute/leading).
package enum LayoutDirection: String, Sendable, Hashable, Codable, CaseIterable {
    case leftToRight
    case rightToLeft
}
