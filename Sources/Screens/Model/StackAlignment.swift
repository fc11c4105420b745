/// `alignment:` `UIStackView.Alignment`; `top`/`bottom` are the horizontal stack's names for
/// `leading`/`trailing`, as in UIKit.
package enum StackAlignment: String, Hashable, Sendable, Codable, CaseIterable {
    case fill, leading, top, firstBaseline, center, trailing, bottom, lastBaseline
}
