/// The button's properties the painter reads, with a template's defaults filled in (a `system` button).
struct ButtonLook {
    var buttonType = "system"
    var buttonStyle: String?
    var cornerStyle: String?
    var subtitle: String?
    var titleColour: String?
    var imagePlacement: String?
    var imagePadding: Double?
}
