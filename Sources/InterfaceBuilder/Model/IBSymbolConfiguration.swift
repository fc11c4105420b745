/// `<preferredSymbolConfiguration key="preferredSymbolConfiguration" configurationType="pointSize" pointSize="13"
/// scale="large" weight="semibold"/>`, or `configurationType="font"` with a `<fontDescription>` child: the
/// `UIImage.SymbolConfiguration` an image view draws its SF Symbol with
/// (https://developer.apple.com/documentation/uikit/uiimageview/preferredsymbolconfiguration).
package struct IBSymbolConfiguration: Hashable, Sendable, Codable {
    /// `pointSize`, for `configurationType="pointSize"`.
    package var pointSize: Double?
    /// The `<fontDescription>` of `configurationType="font"`: a text style or a system font of a size.
    package var font: IBFont?
    /// `small`, `medium`, `large` or `default` (UIImage.SymbolScale).
    package var scale: String?
    package var weight: String?

    init(pointSize: Double? = nil, font: IBFont? = nil, scale: String? = nil, weight: String? = nil) {
        self.pointSize = pointSize
        self.font = font
        self.scale = scale
        self.weight = weight
    }
}
