/// A part of a view's or guide's layout that a constraint relates: UIKit's
/// `NSLayoutConstraint.Attribute` (https://developer.apple.com/documentation/uikit/nslayoutconstraint/attribute).
///
/// `leading`/`trailing` follow the layout direction (left/right in left-to-right text, flipped in
/// right-to-left); `left`/`right` never flip. The `…Margin` attributes and `…WithinMargins` centres refer
/// to the item's layout-margins guide
/// (https://developer.apple.com/documentation/uikit/nslayoutconstraint/attribute/leadingmargin).
package enum LayoutAttribute: String, Sendable, Hashable, Codable, CaseIterable {
    case left, right, top, bottom, leading, trailing, width, height, centerX, centerY
    case lastBaseline, firstBaseline
    case leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin
    case centerXWithinMargins, centerYWithinMargins
    case notAnAttribute

    /// Interface Builder's spelling in `<constraint firstAttribute=…>`. IB writes `lastBaseline` as
    /// `baseline` (the pre-iOS 8 name, `NSLayoutAttributeBaseline`, which equals lastBaseline:
    /// https://developer.apple.com/documentation/uikit/nslayoutconstraint/attribute/lastbaseline);
    /// storyboards in the search corpus use `firstAttribute="baseline"`, never `"lastBaseline"`.
    /// Both spellings are accepted.
    init?(ibName: String) {
        if ibName == "baseline" {
            self = .lastBaseline
            return
        }
        guard let value = LayoutAttribute(rawValue: ibName) else { return nil }
        self = value
    }

    /// The spelling Interface Builder writes.
    var ibName: String { self == .lastBaseline ? "baseline" : rawValue }

    /// The axis this attribute lies on; nil for `notAnAttribute`.
    package var axis: LayoutAxis? {
        switch self {
        case .left, .right, .leading, .trailing, .width, .centerX,
            .leftMargin, .rightMargin, .leadingMargin, .trailingMargin, .centerXWithinMargins:
            .horizontal
        case .top, .bottom, .height, .centerY, .lastBaseline, .firstBaseline,
            .topMargin, .bottomMargin, .centerYWithinMargins:
            .vertical
        case .notAnAttribute:
            nil
        }
    }

    /// True for width and height: sizes, not positions. A size may be related to a constant alone
    /// (`secondItem` nil); UIKit forbids relating a position to a constant
    /// (https://developer.apple.com/documentation/uikit/nslayoutconstraint/init(item:attribute:relatedby:toitem:attribute:multiplier:constant:)).
    var isSize: Bool { self == .width || self == .height }

    /// True for the attributes that refer to the layout-margins guide.
    var isMargin: Bool {
        switch self {
        case .leftMargin, .rightMargin, .topMargin, .bottomMargin, .leadingMargin, .trailingMargin,
            .centerXWithinMargins, .centerYWithinMargins:
            true
        default:
            false
        }
    }

    /// The same edge without the margin: `leadingMargin` → `leading`.
    var withoutMargin: LayoutAttribute {
        switch self {
        case .leftMargin: .left
        case .rightMargin: .right
        case .topMargin: .top
        case .bottomMargin: .bottom
        case .leadingMargin: .leading
        case .trailingMargin: .trailing
        case .centerXWithinMargins: .centerX
        case .centerYWithinMargins: .centerY
        default: self
        }
    }
}
