/// What the review page (`index.html`, Sources/Reports/Resources/review-page.js) writes into
/// `<pre id="selftest">` when opened with `#selftest`: what it showed and how it answered the clicks,
/// keys, drags and wheel it dispatched to itself. Optional fields are absent when the page had nothing
/// to click (no job, no changed golden).
public struct ReviewPageSelfTest: Decodable, Sendable {
    public struct Item: Decodable, Sendable {
        public var key: String
        public var golden: String?
        public var diff: String?
        public var goldenCopy: String?
        public var earlier: Bool
        public var badges: [String]
        public var caption: String?
        public var thumb: String?
    }
    public struct Group: Decodable, Sendable {
        public var screen: String
        public var text: String?
        public var rule: String?
        public var count: Int
    }
    public struct Scroll: Decodable, Sendable {
        public var most: Int
        public var stops: Int
        public var seen: Int
    }
    public var thumbnails: Int
    public var cards: Int
    public var cardsInDOM: Int?
    public var goldenGroups: [Group]?
    public var findingGroups: [Group]?
    public var acceptAll: String?
    public var byAppearanceDark: Int?
    public var overflowXGrid: Bool?
    public var scroll: Scroll?
    public var items: [Item]
    public var assembled: String?
    public var notDrawnExactly: String?
    public var notDrawnExactlyLines: [String]?
    public var summary: String
    public var links: [String]
    public var portrait: Int
    public var withErrors: Int
    public var goldenChanged: Int
    public var acceptShown: String?
    public var rules: [String]
    public var byRule: Int?
    public var devices: [String]
    public var byDevice: Int?
    public var byStatusEarlier: Int
    public var focusAfterJ: String?
    public var viewerOpen: Bool?
    public var viewerKey: String?
    public var viewerFindings: Int?
    public var afterArrow: String?
    public var afterK: String?
    public var viewerClosed: Bool?
    public var acceptCommand: String?
    public var sidePanes: Int?
    public var slider: Bool?
    public var sliderClip: String?
    public var blendOpacity: String?
    public var toggle: [String]?
    public var modeAfterClick: String?
    public var zoomLevel: String?
    public var transforms: [String]?
    public var zoomAfterWheel: String?
    public var zoomAfterReset: String?
    public var width: Int?
    public var imageWidth: Int?
    public var sideOpen: Bool?
    public var sideWidth: Int?
    public var sideOpenAfterToggle: Bool?
    public var focusOutline: String?
    public var overflowX: Bool?
    public var unlabelled: Int
    public var errors: [String]
}
