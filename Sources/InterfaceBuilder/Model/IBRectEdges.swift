/// `<extendedEdge key="edgesForExtendedLayout" top="YES" bottom="YES"/>`: the edges a controller's view
/// extends under bars. The element written without attributes means none (`UIRectEdgeNone`); a
/// controller without the element keeps UIKit's default, all edges
/// (https://developer.apple.com/documentation/uikit/uiviewcontroller/edgesforextendedlayout).
package struct IBRectEdges: Hashable, Sendable, Codable {
    package var top: Bool
    package var left: Bool
    package var bottom: Bool
    var right: Bool

    init(top: Bool = false, left: Bool = false, bottom: Bool = false, right: Bool = false) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    package static let all = IBRectEdges(top: true, left: true, bottom: true, right: true)
    package static let none = IBRectEdges()
}
