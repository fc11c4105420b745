import Diagnostics

/// A bar item: `<barButtonItem key="rightBarButtonItem" systemItem="add" id=…/>`,
/// `<barButtonItem title="Edit" style="plain" id=…/>`, or `<tabBarItem key="tabBarItem" title= image= id=…/>`.
public struct IBBarItem: Hashable, Sendable, Codable {
    /// `barButtonItem` or `tabBarItem`.
    public var element: String
    public var id: String?
    /// `rightBarButtonItem`, `leftBarButtonItem`, `backBarButtonItem`, `tabBarItem`; nil in lists.
    public var key: String?
    public var title: String?
    public var image: String?
    public var selectedImage: String?
    /// `add`, `done`, `flexibleSpace`, … for system bar button items; `favorites`, `more`, … for tab items.
    public var systemItem: String?
    /// `plain`, `done`, `bordered`.
    public var style: String?
    /// `<view key="customView">` of a custom bar button item.
    public var customView: IBView?
    public var attributes: [IBAttribute]
    public var location: SourceLocation

    public init(element: String, id: String? = nil, key: String? = nil, title: String? = nil, image: String? = nil,
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
