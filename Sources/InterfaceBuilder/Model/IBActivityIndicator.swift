/// `<activityIndicatorView style="medium" animating="YES" hidesWhenStopped="YES">` (older styles:
/// `gray`, `white`, `whiteLarge`). Both flags are false when the document leaves them out
/// (docs/research/ib-defaults.md §128).
package struct IBActivityIndicator: Hashable, Sendable, Codable {
    package var style: String?
    package var isAnimating: Bool
    package var hidesWhenStopped: Bool
    init(style: String? = nil, isAnimating: Bool = false, hidesWhenStopped: Bool = false) {
        self.style = style
        self.isAnimating = isAnimating
        self.hidesWhenStopped = hidesWhenStopped
    }
}
