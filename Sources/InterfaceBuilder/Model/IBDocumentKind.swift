/// Which of Interface Builder's two document kinds a file is, from the root's `type` attribute.
package enum IBDocumentKind: String, Hashable, Sendable, Codable {
    /// `com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB` (or the AppleTV storyboard type):
    /// scenes, each with one view controller.
    case storyboard
    /// `com.apple.InterfaceBuilder3.CocoaTouch.XIB` (or AppleTV.XIB): top-level objects.
    case xib
}
