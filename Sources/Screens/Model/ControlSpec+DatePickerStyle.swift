extension ControlSpec {
    /// The style a date picker shows on `ios` (nil: the newest): `wheels`, `compact` or `inline`. A style the
    /// template or document names is kept; none (a document writes no `style` attribute) or `automatic` lets the
    /// system pick "the concrete style based on the current platform and date picker mode"
    /// (https://developer.apple.com/documentation/uikit/uidatepickerstyle/automatic): the wheels before iOS 14, the
    /// compact style from iOS 14 (docs/research/ib-defaults.md §180), except in `countDownTimer` mode, which the
    /// compact style cannot show (https://developer.apple.com/documentation/uikit/uidatepickerstyle/compact) and which
    /// keeps the wheels.
    package func shownDatePickerStyle(ios: Int?) -> String {
        if !datePickerStyleDependsOnIOS, let datePickerStyle { return datePickerStyle }
        if (ios ?? Self.firstCompactDatePickerIOS) < Self.firstCompactDatePickerIOS || datePickerMode == "countDownTimer" { return "wheels" }
        return "compact"
    }

    /// The first iOS whose `automatic` date pickers show the compact style on an iPhone (docs/research/ib-defaults.md
    /// §180; before it, §95's wheels).
    package static let firstCompactDatePickerIOS = 14

    /// Whether the style a date picker shows depends on the iOS version (`shownDatePickerStyle(ios:)`): it names none.
    package var datePickerStyleDependsOnIOS: Bool {
        datePickerStyle == nil || datePickerStyle == "automatic"
    }
}
