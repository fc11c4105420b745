/// A visual effect view's effect: `<blurEffect style="regular"/>` or `<vibrancyEffect>`; its content
/// view is the view's `keyedView("contentView")`.
package struct IBVisualEffect: Hashable, Sendable, Codable {
    /// `blurEffect`, `vibrancyEffect`, or nil when none is set.
    var effect: String?
    var style: String?
    init(effect: String? = nil, style: String? = nil) {
        self.effect = effect
        self.style = style
    }
}
