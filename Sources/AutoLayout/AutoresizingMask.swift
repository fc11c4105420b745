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

    /// The margin before, the size and the margin after along `axis` (left, width, right; top, height, bottom):
    /// whether each stretches.
    func flexibleParts(_ axis: LayoutAxis) -> [Bool] {
        axis == .horizontal
            ? [contains(.flexibleLeftMargin), contains(.flexibleWidth), contains(.flexibleRightMargin)]
            : [contains(.flexibleTopMargin), contains(.flexibleHeight), contains(.flexibleBottomMargin)]
    }

    /// The share of a change in the superview's length along `axis` that the margin before, the size and the margin
    /// after each take, for a view saved `start` from the superview's edge and `length` long in a superview saved
    /// `savedSuperview` long: shared among the flexible parts "proportionally among the flexible portions"
    /// (https://developer.apple.com/documentation/uikit/uiview/autoresizingmask), i.e. in proportion to their saved
    /// lengths (equally when those are all zero); 0 for a part that does not stretch.
    func shares(_ axis: LayoutAxis, start: Double, length: Double, savedSuperview: Double) -> [Double] {
        let flags = flexibleParts(axis)
        let parts = [start, length, savedSuperview - start - length]
        let flexible = (0..<3).filter { flags[$0] }
        let total = flexible.reduce(0.0) { $0 + parts[$1] }
        var shares = [0.0, 0.0, 0.0]
        for k in flexible { shares[k] = total != 0 ? parts[k] / total : 1 / Double(flexible.count) }
        return shares
    }

    /// The height a view saved `y` from its superview's top and `height` tall is given when its superview's height goes
    /// from `savedSuperview` to `superview` (`shares`), as `LayoutSystem.addAutoresizingConstraints` gives it.
    package func resizedHeight(y: Double, height: Double, savedSuperview: Double, superview: Double) -> Double {
        height + (superview - savedSuperview) * shares(.vertical, start: y, length: height, savedSuperview: savedSuperview)[1]
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
