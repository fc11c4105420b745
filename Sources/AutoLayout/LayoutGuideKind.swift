/// Which layout guide a `LayoutGuideNode` is. Every view has the system guides implicitly (a
/// constraint may name them through a `LayoutGuideNode` with the view as owner); custom guides have
/// no frame of their own until constraints give them one.
package enum LayoutGuideKind: Sendable, Hashable, Codable {
    /// `safeAreaLayoutGuide` (https://developer.apple.com/documentation/uikit/uiview/safearealayoutguide).
    case safeArea
    /// `layoutMarginsGuide` (https://developer.apple.com/documentation/uikit/uiview/layoutmarginsguide).
    case layoutMargins
    /// `readableContentGuide` (https://developer.apple.com/documentation/uikit/uiview/readablecontentguide).
    case readableContent
    /// A scroll view's `contentLayoutGuide`: its content area, whose size is the content size
    /// (https://developer.apple.com/documentation/uikit/uiscrollview/contentlayoutguide).
    case scrollContent
    /// A scroll view's `frameLayoutGuide`: its frame, not scrolled
    /// (https://developer.apple.com/documentation/uikit/uiscrollview/framelayoutguide).
    case scrollFrame
    /// The controller's `topLayoutGuide` (iOS 7–10): a band `length` tall at the top of the root view,
    /// the status and navigation bars (https://developer.apple.com/documentation/uikit/uiviewcontroller/toplayoutguide).
    case topLayoutGuide(length: Double)
    /// The controller's `bottomLayoutGuide`: a band `length` tall at the bottom of the root view
    /// (https://developer.apple.com/documentation/uikit/uiviewcontroller/bottomlayoutguide).
    case bottomLayoutGuide(length: Double)
    /// A `UILayoutGuide` the document adds itself: four free unknowns
    /// (https://developer.apple.com/documentation/uikit/uilayoutguide).
    case custom

    /// The guide an Interface Builder `<viewLayoutGuide key=…>` declares: `safeArea`,
    /// `contentLayoutGuide`, `frameLayoutGuide` (the keys Xcode 9 and later write, e.g.
    /// `<viewLayoutGuide key="safeArea" id="…"/>` in a storyboard's root view). Top and bottom layout guides are
    /// `<viewControllerLayoutGuide type="top|bottom">` and need the bars' length from the caller.
    init?(ibKey: String) {
        switch ibKey {
        case "safeArea": self = .safeArea
        case "contentLayoutGuide": self = .scrollContent
        case "frameLayoutGuide": self = .scrollFrame
        default: return nil
        }
    }
}
