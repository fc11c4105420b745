import Diagnostics

/// `<placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>` (XIBs), the
/// first responder and exit placeholders of scenes (`<exit id=…/>`).
package struct IBPlaceholder: Hashable, Sendable, Codable {
    /// `placeholder` or `exit`.
    var element: String
    package var id: String
    /// `IBFilesOwner`, `IBFirstResponder`.
    var placeholderIdentifier: String?
    var userLabel: String?
    var customClass: String?
    var sceneMemberID: String?
    var connections: [IBConnection]
    package var location: SourceLocation

    init(element: String, id: String, placeholderIdentifier: String? = nil, userLabel: String? = nil,
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
