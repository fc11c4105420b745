/// What a control shows beyond its text: a switch's state, a slider's value, a segmented control's
/// segments, a button's type and configuration, the tints UIKit lets an app set. The same keys in a
/// template (`isOn:`, `segments:`, …) and in an Interface Builder document (`<switch on="YES">`,
/// `<segment title=>`, …). Every property is optional: `nil` is UIKit's default for the kind, which the
/// painter that draws the kind states and sources.
public struct ControlSpec: Hashable, Sendable, Codable {
    /// A switch's `isOn`.
    public var isOn: Bool?
    /// A switch's `onTintColor`: the track when on (UIKit's default systemGreen).
    public var onTint: String?
    /// A switch's or slider's `thumbTintColor` (default white).
    public var thumbTint: String?
    /// A segmented control's segment titles, in order.
    public var segments: [String]?
    /// A segmented control's fixed segment widths (Interface Builder's `<segment width=>`), when every
    /// segment has one; `nil`: segments share the control's width.
    public var segmentWidths: [Double]?
    /// A segmented control's `selectedSegmentIndex`; `nil` or negative: none selected.
    public var selectedSegment: Int?
    /// A slider's or stepper's `value`, `minimumValue` and `maximumValue`.
    public var value: Double?
    public var minimumValue: Double?
    public var maximumValue: Double?
    /// A slider's `minimumTrackTintColor` (the filled part, default the tint) and `maximumTrackTintColor`.
    public var minimumTrackTint: String?
    public var maximumTrackTint: String?
    /// A progress view's `progress`, 0…1, its `progressTintColor` and `trackTintColor`.
    public var progress: Double?
    public var progressTint: String?
    public var trackTint: String?
    /// A progress view's style: `default` or `bar`.
    public var progressStyle: String?
    /// An activity indicator's `isAnimating` and `hidesWhenStopped` (UIKit's default `true`).
    public var isAnimating: Bool?
    public var hidesWhenStopped: Bool?
    /// An activity indicator's style: `medium` (default) or `large`.
    public var indicatorStyle: String?
    /// A page control's `numberOfPages` and `currentPage`, its dots' tints.
    public var pages: Int?
    public var currentPage: Int?
    public var pageIndicatorTint: String?
    public var currentPageIndicatorTint: String?
    /// A text field's or search bar's `placeholder`; a search bar's `prompt` (a line above its field).
    public var placeholder: String?
    public var prompt: String?
    /// A date picker's `datePickerMode` (`date`, `time`, `dateAndTime`, `countDownTimer`) and
    /// `preferredDatePickerStyle` (`compact`, `inline`, `wheels`, `automatic`).
    public var datePickerMode: String?
    public var datePickerStyle: String?
    /// A button's `buttonType`: `system` (default), `custom`, `detailDisclosure`, `infoLight`, `infoDark`,
    /// `contactAdd`, `close`.
    public var buttonType: String?
    /// A button's `UIButton.Configuration` style (iOS 15): `plain`, `gray`, `tinted`, `filled`,
    /// `borderless`, `bordered`, `borderedTinted`, `borderedProminent`; `nil`: no configuration.
    public var buttonStyle: String?
    /// The configuration's `cornerStyle`: `fixed`, `dynamic`, `small`, `medium`, `large`, `capsule`.
    public var cornerStyle: String?
    /// The configuration's `subtitle`.
    public var subtitle: String?
    /// A view of the app's own class (`customClass`): its name, shown on its placeholder.
    public var customClass: String?

    public init() {}
}
