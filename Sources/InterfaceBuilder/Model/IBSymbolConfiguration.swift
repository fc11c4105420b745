/// `<preferredSymbolConfiguration key="preferredSymbolConfiguration" configurationType="pointSize" pointSize="13"/>`, or
/// `configurationType="font"` with a `<fontDescription>` child: the size of the `UIImage.SymbolConfiguration` an image
/// view draws its SF Symbol with (https://developer.apple.com/documentation/uikit/uiimageview/preferredsymbolconfiguration).
/// Its scale and weight are not read: Bezel models neither (`SymbolImageSize`).
package struct IBSymbolConfiguration: Hashable, Sendable, Codable {
    /// `pointSize`, for `configurationType="pointSize"`.
    package var pointSize: Double?
    /// The `<fontDescription>` of `configurationType="font"`: a text style or a system font of a size.
    package var font: IBFont?

    init(pointSize: Double? = nil, font: IBFont? = nil) {
        self.pointSize = pointSize
        self.font = font
    }
}
