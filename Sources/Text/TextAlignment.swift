/// `textAlignment:` where a label's, button's or text field's lines sit across its frame: UIKit's
/// `NSTextAlignment` (https://developer.apple.com/documentation/uikit/nstextalignment), named as in Swift.
/// `natural` follows the layout direction (left in left-to-right layouts, right in right-to-left ones);
/// `justified` stretches every line but the last to the frame's width, the last one natural, as UIKit does
/// (`Typesetter.justified`).
public enum TextAlignment: String, Hashable, Sendable, Codable, CaseIterable {
    case natural, left, center, right, justified
}
