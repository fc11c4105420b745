import Diagnostics

/// `<navigationItem key="navigationItem" title= prompt= largeTitleDisplayMode= id=…>` with its bar
/// button items (`leftBarButtonItem`, `rightBarButtonItems` lists, `backBarButtonItem`) and title view.
package struct IBNavigationItem: Hashable, Sendable, Codable {
    package var id: String?
    var key: String?
    package var title: String?
    package var prompt: String?
    /// `always`, `never` or `automatic` (iOS 11+); absent means automatic.
    package var largeTitleDisplayMode: String?
    package var backButtonTitle: String?
    /// Every bar button item, each with its `key` (or the key of the list that holds it).
    package var barButtonItems: [IBBarItem]
    /// `<view key="titleView">` (or a `<segmentedControl key="titleView">`, …).
    var titleView: IBView?
    package var attributes: [IBAttribute]
    package var location: SourceLocation

    init(id: String? = nil, key: String? = nil, title: String? = nil, prompt: String? = nil,
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
