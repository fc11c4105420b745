/// `<datePicker datePickerMode="date" style="wheels">` (the `style` attribute is iOS 13.4+'s
/// `preferredDatePickerStyle`).
public struct IBDatePicker: Hashable, Sendable, Codable {
    public var datePickerMode: String?
    public var style: String?
    public init(datePickerMode: String? = nil, style: String? = nil) {
        self.datePickerMode = datePickerMode
        self.style = style
    }
}
