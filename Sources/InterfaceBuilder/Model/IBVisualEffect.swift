/// A visual effect view's effect: `<blurEffect style="regular"/>` or `<vibrancyEffect>`; its content
/// view is the view's `keyedView("contentView")`.
package struct IBVisualEffect: Hashable, Sendable, Codable {
    /// `blurEffect`, `vibrancyEffect`, or nil when none is set.
    package var effect: String?
    /// The effect's `style` attribute: a blur's `UIBlurEffect.Style` (`regular`, `dark`, `systemMaterialLight`, ...).
    package var style: String?
    init(effect: String? = nil, style: String? = nil) {
        self.effect = effect
        self.style = style
    }
}
