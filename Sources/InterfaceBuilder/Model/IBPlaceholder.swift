import Diagnostics

/// `<placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>` (XIBs), the
/// first responder and exit placeholders of scenes (`<exit id=…/>`).
public struct IBPlaceholder: Hashable, Sendable, Codable {
    /// `placeholder` or `exit`.
    public var element: String
    public var id: String
    /// `IBFilesOwner`, `IBFirstResponder`.
    public var placeholderIdentifier: String?
    public var userLabel: String?
    public var customClass: String?
    public var sceneMemberID: String?
    public var connections: [IBConnection]
    public var location: SourceLocation

    public init(element: String, id: String, placeholderIdentifier: String? = nil, userLabel: String? = nil,
                customClass: String? = nil, sceneMemberID: String? = nil, connections: [IBConnection] = [],
                location: SourceLocation) {
        self.element = element
        self.id = id
        self.placeholderIdentifier = placeholderIdentifier
        self.userLabel = userLabel
        self.customClass = customClass
        self.sceneMemberID = sceneMemberID
        self.connections = connections
        self.location = location
    }
}
