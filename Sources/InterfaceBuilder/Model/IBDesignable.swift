import Diagnostics

/// `<designable name="ID"><size key="intrinsicContentSize" width= height=/></designable>` in a document's
/// `<designables>`: the intrinsic content size Interface Builder measured for a view of an `@IBDesignable`
/// class, by running that class's code when it drew the canvas
/// (https://developer.apple.com/documentation/xcode/creating-a-custom-view-that-renders-in-interface-builder).
/// The view's saved frames were laid out with it, so it stands for the app's code, which Bezel cannot run.
package struct IBDesignable: Hashable, Sendable, Codable {
    /// The view's id (the element's `name`).
    package var id: String
    /// Each axis's size, or nil where the class reports `UIView.noIntrinsicMetric` (written as -1).
    package var width: Double?
    package var height: Double?
    package var location: SourceLocation

    init(id: String, width: Double?, height: Double?, location: SourceLocation) {
        self.id = id
        self.width = width
        self.height = height
        self.location = location
    }
}
