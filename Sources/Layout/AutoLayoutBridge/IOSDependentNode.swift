import Screens

/// A view whose intrinsic content depends on the iOS version a profile runs (`IntrinsicSizes.dependsOnIOS`),
/// kept with its node's index so each layout can measure it for its profile from the nodes made once per
/// screen (`ConstraintLayout.Prepared.nodes(forIOS:controlsIOS:)`).
struct IOSDependentNode: Sendable {
    let index: Int
    let view: ViewSpec
}
