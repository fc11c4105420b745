import Diagnostics

/// `<navigationItem key="navigationItem" title= prompt= largeTitleDisplayMode= id=…>` with its bar
/// button items (`leftBarButtonItem`, `rightBarButtonItems` lists, `backBarButtonItem`) and title view.
public struct IBNavigationItem: Hashable, Sendable, Codable {
    public var id: String?
    public var key: String?
    public var title: String?
    public var prompt: String?
    /// `always`, `never` or `automatic` (iOS 11+); absent means automatic.
    public var largeTitleDisplayMode: String?
    public var backButtonTitle: String?
    /// Every bar button item, each with its `key` (or the key of the list that holds it).
    public var barButtonItems: [IBBarItem]
    /// `<view key="titleView">` (or a `<segmentedControl key="titleView">`, …).
    public var titleView: IBView?
    public var attributes: [IBAttribute]
    public var location: SourceLocation

    public init(id: String? = nil, key: String? = nil, title: String? = nil, prompt: String? = nil,
                largeTitleDisplayMode: String? = nil, backButtonTitle: String? = nil, barButtonItems: [IBBarItem] = [],
                titleView: IBView? = nil, attributes: [IBAttribute] = [], location: SourceLocation) {
        self.id = id
        self.key = key
        self.title = title
        self.prompt = prompt
        self.largeTitleDisplayMode = largeTitleDisplayMode
        self.backButtonTitle = backButtonTitle
        self.barButtonItems = barButtonItems
        self.titleView = titleView
        self.attributes = attributes
        self.location = location
    }
}
