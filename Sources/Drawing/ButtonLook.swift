import Geometry

/// The button's properties the painter reads, with a template's defaults filled in (a `system` button).
struct ButtonLook {
    var buttonType = "system"
    var buttonStyle: String?
    var cornerStyle: String?
    var subtitle: String?
    var titleColour: String?
    var imagePlacement: String?
    var imagePadding: Double?
    /// A configuration's `baseBackgroundColor`: its style's fill in place of the tint.
    var baseBackground: String?
    /// A configuration's `background.backgroundColor`: the fill under the content, whatever the style.
    var configurationBackground: String?
    /// A configuration's `background.cornerRadius`.
    var backgroundCornerRadius: Double?
    /// A classic button's `contentEdgeInsets` and `titleEdgeInsets` (zero for a configuration button).
    var contentInsets = EdgeInsets.zero
    var titleInsets = EdgeInsets.zero
    /// `contentHorizontalAlignment` and `contentVerticalAlignment`; `nil`: centred.
    var horizontalAlignment: String?
    var verticalAlignment: String?
}
