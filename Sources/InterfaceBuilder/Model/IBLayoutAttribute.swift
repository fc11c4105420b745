/// A constraint's `firstAttribute`/`secondAttribute`, spelled as Interface Builder writes them (the
/// names of `NSLayoutConstraint.Attribute`, https://developer.apple.com/documentation/uikit/nslayoutconstraint/attribute).
/// `baseline` is the pre-iOS 8 name of `lastBaseline`, still found in old documents.
package enum IBLayoutAttribute: String, Hashable, Sendable, Codable, CaseIterable {
    case left, right, top, bottom, leading, trailing, width, height, centerX, centerY
    case baseline, lastBaseline, firstBaseline
    case leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin
    case centerXWithinMargins, centerYWithinMargins
}
