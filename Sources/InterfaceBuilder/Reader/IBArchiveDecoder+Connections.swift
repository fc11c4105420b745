import Diagnostics

extension IBArchiveDecoder {
    /// `UIControl.Event` by the archive's `IBEventType`: the event's bit position plus one
    /// (https://developer.apple.com/documentation/uikit/uicontrol/event: touchDown is 1 << 0, touchUpInside 1 << 6,
    /// valueChanged 1 << 12, editingDidBegin 1 << 16; docs/research/ib-defaults.md §132).
    static let controlEvents: [Int: String] = [
        1: "touchDown", 2: "touchDownRepeat", 3: "touchDragInside", 4: "touchDragOutside", 5: "touchDragEnter",
        6: "touchDragExit", 7: "touchUpInside", 8: "touchUpOutside", 9: "touchCancel", 13: "valueChanged",
        14: "primaryActionTriggered", 17: "editingDidBegin", 18: "editingChanged", 19: "editingDidEnd", 20: "editingDidEndOnExit",
    ]

    /// The outlets and actions of `IBDocument.Objects` → `connectionRecords`, by the archive id of their source, each
    /// named by its `connectionID` as Xcode's conversion names it (docs/research/ib-defaults.md §132). A connection
    /// whose id is an object's id too, or whose source or destination names no object, is refused where it stands.
    mutating func readConnections(_ container: IBElement) {
        guard let records = value(container, "connectionRecords") else { return }
        let objectNames = Set(objectIDs.values)
        var seen: Set<String> = []
        for record in items(records) {
            guard let connection = value(record, "connection") else { continue }
            let element: String
            switch Self.className(connection) {
            case "IBCocoaTouchOutletConnection": element = "outlet"
            case "IBCocoaTouchEventConnection": element = "action"
            default: continue
            }
            guard let number = integer(record, "connectionID"), let label = string(connection, "label") else { continue }
            let id = String(number)
            guard !objectNames.contains(id), seen.insert(id).inserted else {
                error("connectionID \(id) is the id of another object or connection", at: record.location)
                continue
            }
            var ends: [String] = []
            for key in ["source", "destination"] {
                guard let holder = connection.child(key: key), let ref = holder[attribute: "ref"] else {
                    error("the connection has no '\(key)'", at: connection.location)
                    break
                }
                guard referencedObject(ref, by: holder, of: "the connection") != nil else { break }
                ends.append(ref)
            }
            guard ends.count == 2, let destination = elementID(ends[1]) else { continue }
            var attributes: [(String, String)] = [(element == "outlet" ? "property" : "selector", label), ("destination", destination)]
            if element == "action", let event = integer(connection, "IBEventType").flatMap({ Self.controlEvents[$0] }) {
                attributes.append(("eventType", event))
            }
            attributes.append(("id", id))
            connections[ends[0], default: []].append(Self.make(element, attributes, from: connection))
        }
    }

    /// The `<connections>` element of the object with archive id `id`, when it is the source of any.
    func connectionsElement(_ id: String?, from object: IBElement) -> [IBElement] {
        guard let id, let held = connections[id], !held.isEmpty else { return [] }
        return [Self.make("connections", [], held, from: object)]
    }
}
