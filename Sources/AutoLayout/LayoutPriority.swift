/// How much a constraint matters, UIKit's `UILayoutPriority`: a Float from 1 to 1000, where 1000 is
/// required and anything less may be broken to satisfy a higher one
/// (https://developer.apple.com/documentation/uikit/uilayoutpriority).
package struct LayoutPriority: Sendable, Hashable, Codable, Comparable, CustomStringConvertible {
    var rawValue: Float

    /// Clamped to UIKit's range 1…1000 (UIKit raises on priorities outside it; a front end reports that).
    package init(_ rawValue: Float) { self.rawValue = min(1000, max(1, rawValue)) }

    /// 1000 (https://developer.apple.com/documentation/uikit/uilayoutpriority/required).
    package static let required = LayoutPriority(1000)
    /// 750, a button's default compression resistance
    /// (https://developer.apple.com/documentation/uikit/uilayoutpriority/defaulthigh).
    package static let defaultHigh = LayoutPriority(750)
    /// 250, a view's default content hugging
    /// (https://developer.apple.com/documentation/uikit/uilayoutpriority/defaultlow).
    package static let defaultLow = LayoutPriority(250)
    /// 50, the priority `systemLayoutSizeFitting` uses to pull a view to its fitting size
    /// (https://developer.apple.com/documentation/uikit/uilayoutpriority/fittingsizelevel).
    static let fittingSizeLevel = LayoutPriority(50)
    /// 52, just above the two constraints UIStackView adds only to settle sizes nothing else sets (its ambiguity
    /// suppression at 25 and its spanning guide's fit at 51, `LayoutSystem+Stack`): the canvas's preference for a
    /// view's saved width and height (`LayoutSystem.addCanvasSavedSizes`, docs/research/ib-defaults.md §108).
    static let canvasSavedSize = LayoutPriority(52)
    /// 749, just below compression resistance's default (750): the canvas's preference for the saved length, along a
    /// fill stack's axis, of an arranged view with no intrinsic length there. The canvas keeps it while it stretches the
    /// view's neighbours past their content hugging (250, 251, 252) and past the documents' own low-priority
    /// constraints on it (a `height == 0 @300`), as saved frames show; 252 kept fewer (`LayoutSystem.addCanvasSavedSizes`,
    /// docs/research/ib-defaults.md §117).
    static let canvasSavedLengthInFillStack = LayoutPriority(749)

    package var isRequired: Bool { rawValue >= 1000 }

    package static func < (a: LayoutPriority, b: LayoutPriority) -> Bool { a.rawValue < b.rawValue }

    package var description: String {
        rawValue == rawValue.rounded() ? String(Int(rawValue)) : String(rawValue)
    }
}
