import Devices

/// One combination of the traits UIKit picks an image's variant by — the device's idiom, its display scale
/// and the appearance (https://developer.apple.com/documentation/uikit/uiimage/init(named:in:compatiblewith:))
/// — that some profile of a screen is drawn with. Only the variants some look picks are decoded
/// (`ImageVariants`): a set's @1x file, which no iPhone or iPad Bezel draws has used since iOS 10
/// (every iPhone and iPad in `Catalogue` is @2x or @3x), is never read for an iOS screen.
struct ImageLook: Hashable, Sendable {
    var idiom: Idiom
    var scale: Int
    var appearance: Appearance

    /// Every look of the profiles a screen of `idioms` (its `idioms:`, `nil`: phone and pad, as
    /// `ProfileScope` plans) can be drawn on: each idiom's device scales in `Catalogue`, in light and dark.
    static func all(for idioms: [Idiom]?) -> [ImageLook] {
        let wanted = ProfileScope(idioms: idioms).targetIdioms
        var looks: [ImageLook] = []
        for device in Catalogue.all where wanted.contains(device.idiom) {
            for appearance in Appearance.allCases {
                let look = ImageLook(idiom: device.idiom, scale: Int(device.scale.value.rounded()), appearance: appearance)
                if !looks.contains(look) { looks.append(look) }
            }
        }
        return looks
    }
}
