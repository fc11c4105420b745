/// `fontWeight:` the weight of a view's text: UIKit's nine `UIFont.Weight`s, lightest first, named as in Swift
/// (https://developer.apple.com/documentation/uikit/uifont/weight), which are also Interface Builder's
/// spellings (`<fontDescription type="system" weight="semibold">`). `nil` in the model: the text style's weight.
public enum FontWeight: String, Hashable, Sendable, Codable, CaseIterable {
    case ultraLight, thin, light, regular, medium, semibold, bold, heavy, black
}
