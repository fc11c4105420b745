/// A view whose frame the constraints do not fix: another frame would satisfy them equally well, so
/// UIKit's result (and the frame Interface Builder saved) depends on its solver's internals. Xcode
/// reports the same as "ambiguous layout" (https://developer.apple.com/documentation/uikit/uiview/hasambiguouslayout).
package struct AmbiguousView: Hashable, Sendable, Codable {
    package var view: String
    /// The free unknowns, in Xcode's words: `horizontal position`, `width`, `vertical position`, `height`.
    var unknowns: [String]

    init(view: String, unknowns: [String]) {
        self.view = view
        self.unknowns = unknowns
    }
}
