/// `<activityIndicatorView style="medium" animating="YES" hidesWhenStopped="NO">` (older styles:
/// `gray`, `white`, `whiteLarge`).
public struct IBActivityIndicator: Hashable, Sendable, Codable {
    public var style: String?
    public var isAnimating: Bool
    public var hidesWhenStopped: Bool
    public init(style: String? = nil, isAnimating: Bool = false, hidesWhenStopped: Bool = true) {
        self.style = style
        self.isAnimating = isAnimating
        self.hidesWhenStopped = hidesWhenStopped
    }
}
