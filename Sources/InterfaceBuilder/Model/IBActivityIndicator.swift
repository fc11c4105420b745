/// `<activityIndicatorView style="medium" animating="YES" hidesWhenStopped="NO">` (older styles:
/// `gray`, `white`, `whiteLarge`).
package struct IBActivityIndicator: Hashable, Sendable, Codable {
    package var style: String?
    package var isAnimating: Bool
    package var hidesWhenStopped: Bool
    init(style: String? = nil, isAnimating: Bool = false, hidesWhenStopped: Bool = true) {
        self.style = style
        self.isAnimating = isAnimating
        self.hidesWhenStopped = hidesWhenStopped
    }
}
