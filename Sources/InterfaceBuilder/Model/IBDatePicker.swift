/// `<datePicker datePickerMode="date" style="wheels">` (the `style` attribute is iOS 13.4+'s
/// `preferredDatePickerStyle`).
package struct IBDatePicker: Hashable, Sendable, Codable {
    package var datePickerMode: String?
    package var style: String?
    init(datePickerMode: String? = nil, style: String? = nil) {
        self.datePickerMode = datePickerMode
        self.style = style
    }
}
