import Geometry
import Screens

/// `adjustedContentInset` under `contentInsetAdjustmentBehavior` (docs/research/domain.md §4;
/// docs/research/seeds.md, seed 002 part 2).
enum ContentInsetAdjustment {
    /// The adjusted content inset on iOS 11+.
    ///
    /// | behaviour | result |
    /// | never | contentInset |
    /// | always | safeAreaInset + contentInset |
    /// | scrollableAxes | safeAreaInset + contentInset on each axis that scrolls; contentInset on the others |
    /// | automatic | like scrollableAxes, but top and bottom always get the safe area when the controller has
    /// |           | automaticallyAdjustsScrollViewInsets = YES and sits in a navigation controller |
    static func adjusted(
        contentInset: EdgeInsets, safeAreaInsets safe: EdgeInsets, behavior: ContentInsetAdjustmentBehavior,
        scrollsVertically: Bool, scrollsHorizontally: Bool, adjustsInNavigationController: Bool
    ) -> EdgeInsets {
        var vertical: Bool, horizontal: Bool
        switch behavior {
        case .never: (vertical, horizontal) = (false, false)
        case .always: (vertical, horizontal) = (true, true)
        case .scrollableAxes: (vertical, horizontal) = (scrollsVertically, scrollsHorizontally)
        case .automatic:
            (vertical, horizontal) = (scrollsVertically || adjustsInNavigationController, scrollsHorizontally)
        }
        var result = contentInset
        if vertical {
            result.top += safe.top
            result.bottom += safe.bottom
        }
        if horizontal {
            result.left += safe.left
            result.right += safe.right
        }
        return result
    }

    /// Before iOS 11: `automaticallyAdjustsScrollViewInsets` adds the top and bottom layout guides to the content
    /// inset of the controller's scroll view (it adjusts the first subview of the root view only — UIKit's
    /// long-standing behaviour, not in the research files, so the engine records it as assumed).
    static func legacyAdjusted(contentInset: EdgeInsets, topLayoutGuide: Double, bottomLayoutGuide: Double) -> EdgeInsets {
        var result = contentInset
        result.top += topLayoutGuide
        result.bottom += bottomLayoutGuide
        return result
    }

    /// Whether the content scrolls on an axis: scrolling enabled and the content (with its content inset) larger
    /// than the view, or always bouncing on that axis (docs/research/seeds.md, seed 002: "依賴於scrollEnabled和alwaysBounceHorizontal / vertical").
    static func scrolls(enabled: Bool, contentLength: Double, insets: Double, viewLength: Double, alwaysBounce: Bool) -> Bool {
        enabled && (alwaysBounce || contentLength + insets > viewLength)
    }
}
