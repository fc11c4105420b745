/// A view or custom guide whose frame the constraints do not determine on one unknown: another
/// value would satisfy every constraint equally well (UIKit's `hasAmbiguousLayout`,
/// https://developer.apple.com/documentation/uikit/uiview/hasambiguouslayout).
package struct Ambiguity: Sendable, Hashable {
    /// A node or guide id.
    package var item: String
    package var kind: AmbiguityKind

    init(item: String, kind: AmbiguityKind) {
        self.item = item
        self.kind = kind
    }
}
