/// Which of a view's margins and sizes stretch when its superview's size changes: UIKit's
/// `UIView.AutoresizingMask` (https://developer.apple.com/documentation/uikit/uiview/autoresizingmask),
/// with UIKit's raw values (`UIViewAutoresizingFlexibleLeftMargin = 1 << 0` … `FlexibleBottomMargin = 1 << 5`).
package struct AutoresizingMask: OptionSet, Sendable, Hashable, Codable {
    package var rawValue: UInt

    package init(rawValue: UInt) { self.rawValue = rawValue }

    static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
    package static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
    static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
    static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
    package static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
    static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)

    /// The height a view saved `y` from its superview's top and `height` tall is given when its superview's height goes
    /// from `savedSuperview` to `superview`: the change shared among the flexible parts in proportion to their saved
    /// lengths, as `LayoutSystem.addAutoresizingConstraints` shares it.
    package func resizedHeight(y: Double, height: Double, savedSuperview: Double, superview: Double) -> Double {
        guard contains(.flexibleHeight) else { return height }
        let parts = [(contains(.flexibleTopMargin), y), (true, height), (contains(.flexibleBottomMargin), savedSuperview - y - height)]
        let flexible = parts.filter(\.0)
        let total = flexible.reduce(0.0) { $0 + $1.1 }
        let share = total != 0 ? height / total : 1 / Double(flexible.count)
        return height + (superview - savedSuperview) * share
    }

    /// One flag by IB's attribute name in `<autoresizingMask key="autoresizingMask" widthSizable="YES" …/>`:
    /// `flexibleMinX`, `widthSizable`, `flexibleMaxX`, `flexibleMinY`, `heightSizable`, `flexibleMaxY`.
    init?(ibName: String) {
        switch ibName {
        case "flexibleMinX": self = .flexibleLeftMargin
        case "widthSizable": self = .flexibleWidth
        case "flexibleMaxX": self = .flexibleRightMargin
        case "flexibleMinY": self = .flexibleTopMargin
        case "heightSizable": self = .flexibleHeight
        case "flexibleMaxY": self = .flexibleBottomMargin
        default: return nil
        }
    }
}
