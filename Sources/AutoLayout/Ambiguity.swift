/// A view or custom guide whose frame the constraints do not determine on one unknown: another
/// value would satisfy every constraint equally well (UIKit's `hasAmbiguousLayout`,
/// https://developer.apple.com/documentation/uikit/uiview/hasambiguouslayout).
public struct Ambiguity: Sendable, Hashable {
    /// A node or guide id.
    public var item: String
    public var kind: AmbiguityKind

    public init(item: String, kind: AmbiguityKind) {
        self.item = item
        self.kind = kind
    }
}
