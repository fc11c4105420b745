import Diagnostics

/// One entry of `<connections>`: a segue (`<segue destination= kind= relationship= identifier= id=/>`),
/// an outlet (`<outlet property= destination= id=/>`, also `outletCollection`) or an action
/// (`<action selector= destination= eventType= id=/>`).
package struct IBConnection: Hashable, Sendable, Codable {
    /// `segue`, `outlet`, `outletCollection`, `action`.
    var element: String
    package var id: String?
    package var destination: String?
    /// A segue's kind: `relationship`, `show`, `presentation`, `embed`, `push` (iOS 7), `modal`, …
    package var kind: String?
    /// A relationship segue's role: `rootViewController` (navigation), `viewControllers` (tab bar),
    /// `masterViewController`/`detailViewController` (split view), …
    package var relationship: String?
    /// A segue's storyboard identifier.
    var identifier: String?
    /// An outlet's property name.
    var property: String?
    /// An action's selector.
    var selector: String?
    var eventType: String?
    var attributes: [IBAttribute]
    package var location: SourceLocation

    init(element: String, id: String? = nil, destination: String? = nil, kind: String? = nil,
                relationship: String? = nil, identifier: String? = nil, property: String? = nil,
                selector: String? = nil, eventType: String? = nil, attributes: [IBAttribute] = [],
                location: SourceLocation) {
        self.element = element
        self.id = id
        self.destination = destination
        self.kind = kind
        self.relationship = relationship
        self.identifier = identifier
        self.property = property
        self.selector = selector
        self.eventType = eventType
        self.attributes = attributes
        self.location = location
    }

    var isSegue: Bool { element == "segue" }
}
