import Geometry

/// `contentInsetAdjustmentBehavior:` `UIScrollView.ContentInsetAdjustmentBehavior` (iOS 11+).
package enum ContentInsetAdjustmentBehavior: String, Hashable, Sendable, Codable, CaseIterable {
    case automatic, scrollableAxes, never, always
}
