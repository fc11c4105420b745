import Diagnostics

/// A bar item: `<barButtonItem key="rightBarButtonItem" systemItem="add" id=…/>`,
/// `<barButtonItem title="Edit" style="plain" id=…/>`, or `<tabBarItem key="tabBarItem" title= image= id=…/>`.
package struct IBBarItem: Hashable, Sendable, Codable {
    /// `barButtonItem` or `tabBarItem`.
    var element: String
    package var id: String?
    /// `rightBarButtonItem`, `leftBarButtonItem`, `backBarButtonItem`, `tabBarItem`; nil in lists.
    package var key: String?
    package var title: String?
    package var image: String?
    package var selectedImage: String?
    /// `add`, `done`, `flexibleSpace`, … for system bar button items; `favorites`, `more`, … for tab items.
    package var systemItem: String?
    /// `plain`, `done`, `bordered`.
    package var style: String?
    /// `<view key="customView">` of a custom bar button item.
    package var customView: IBView?
    /// `<connections>`: the item's actions and segues (a `+` button's `show` segue to the scene it pushes).
    package var connections: [IBConnection] = []
    package var attributes: [IBAttribute]
    package var location: SourceLocation

    init(element: String, id: String? = nil, key: String? = nil, title: String? = nil, image: String? = nil,
                selectedImage: String? = nil, systemItem: String? = nil, style: String? = nil,
                customView: IBView? = nil, attributes: [IBAttribute] = [], location: SourceLocation) {
        self.element = element
        self.id = id
        self.key = key
        self.title = title
        self.image = image
        self.selectedImage = selectedImage
        self.systemItem = systemItem
        self.style = style
        self.customView = customView
        self.attributes = attributes
        self.location = location
    }
}
