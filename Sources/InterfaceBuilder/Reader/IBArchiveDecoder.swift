import Foundation
import Diagnostics

/// Reads a XIB in the archive format Xcode 3 and 4 wrote (`<archive type="com.apple.InterfaceBuilder3.CocoaTouch.XIB"
/// version="8.00">`, a keyed archive of Interface Builder's objects) into the element tree of the `<document>` format
/// that Xcode 5 and later write when they convert one, so that `IBDecoder` builds the same model from it as from any
/// other XIB. The format's keys, and what each becomes, are in docs/research/ib-defaults.md §125-§127.
///
/// The archive's objects sit under `<data>`: `IBDocument.RootObjects` lists the top-level ones (`IBProxyObject` for
/// File's Owner and First Responder, `IBUIView`, `IBUIWindow`, `IBUIViewController`, …), each view lists its subviews
/// in `NSSubviews`, and `IBDocument.Objects` holds the object records (Interface Builder's ids, which key the custom
/// classes in `flattenedProperties`) and Xcode 4.5's `IBNSLayoutConstraint` objects. An object is written out where it
/// first occurs and named by `<reference ref="…"/>` elsewhere, so every lookup goes through `resolve`.
///
/// Problems are collected as the document reader's are: a `ref` naming no object, a frame string that does not parse,
/// a view that is its own superview, views nested deeper than the limit 'elementDepth' allows. Elements made here
/// carry the location of the archive element they come from.
///
/// A reference repeats its object wherever it stands, and reading it there costs what reading the object costs, so a
/// small archive whose thousands of references each name one large object (a list of 200,000 segment titles, a string
/// of megabytes in base64) would be read as one of gigabytes, as an XML entity that expands to others would. What the
/// references resolved repeat is therefore counted, in the bytes of the objects they name, and bounded by the limit
/// 'documentBytes': an archive within that limit whose references repeat no more than it is read in time linear in the
/// two together.
struct IBArchiveDecoder {
    let file: String
    let limits: InputLimits
    var diagnostics: [Diagnostic] = []
    /// Every archive object with an `id`, by id.
    var objects: [String: IBElement] = [:]
    /// Interface Builder's object id (`objectID` of the object records) of each archive object, by archive id: the id
    /// the object's element gets (docs/research/ib-defaults.md §131).
    var objectIDs: [String: String] = [:]
    /// `flattenedProperties` (`"12.CustomClassName"` → its value element).
    var properties: [String: IBElement] = [:]
    /// The archive ids of the views being translated, outermost first (a view met again on this path is a cycle; nil
    /// for one written without an id).
    var path: [String?] = []
    /// The views already translated: one listed again (a MainWindow.xib's window may list a controller's view that the
    /// controller holds too) is drawn once, where it was met first.
    var translated: Set<String> = []
    /// The outlets and actions (`<outlet>`, `<action>`) of each object, by the archive id of their source.
    var connections: [String: [IBElement]] = [:]
    /// The constraints of each view, by the archive id of the view holding them (`containingView`).
    var constraints: [String: [IBElement]] = [:]
    /// The size in bytes of each archive object with an id, as written (tags, attributes and text, its children's too):
    /// what a reference to it repeats.
    var sizes: [String: Int] = [:]
    /// The bytes the references resolved so far repeat, in all; past the limit 'documentBytes' no reference resolves.
    var repeated = 0

    init(file: String, limits: InputLimits = .standard) {
        self.file = file
        self.limits = limits
    }

    mutating func error(_ message: String, at location: SourceLocation) {
        guard diagnostics.count < IBDecoder.diagnosticLimit else { return }
        diagnostics.append(Diagnostic(.error, at: location, message))
    }

    /// An element of the `<document>` format, made from `source` (whose location it keeps). Its offset lies past the
    /// end of the file, so that `IBDecoder.location(of:in:)` points at the archive element rather than searching the
    /// archive's start tag for an attribute it never had.
    static func make(_ name: String, _ attributes: [(String, String)], _ children: [IBElement] = [], text: String = "",
                     from source: IBElement) -> IBElement {
        IBElement(name: name, attributes: attributes.map { IBAttribute(name: $0.0, value: $0.1) }, children: children, text: text,
                  location: source.location, offset: Int.max)
    }

    // MARK: the document

    /// The `<document>` element tree of the archive `root`, or nil when it has none to give.
    mutating func document(_ root: IBElement) -> IBElement? {
        let type = root[attribute: "type"] ?? ""
        guard type.contains("CocoaTouch") else {
            let platform = type.hasPrefix("com.apple.InterfaceBuilder3.Cocoa.") ? "a macOS (Cocoa)" : "not an iOS"
            error("'\(type)' is \(platform) archive type; Bezel reads iOS XIBs (com.apple.InterfaceBuilder3.CocoaTouch.XIB)",
                  at: root.location)
            return nil
        }
        guard let data = root.children.first(where: { $0.name == "data" }) else {
            error("the archive has no <data> element, which holds a XIB archive's objects", at: root.location)
            return nil
        }
        register(data)
        guard diagnostics.isEmpty else { return nil }
        readRecords(data)
        collectConstraints()

        var attributes: [(String, String)] = [("type", "com.apple.InterfaceBuilder3.CocoaTouch.XIB"), ("version", "3.0")]
        if let tools = string(data, "IBDocument.InterfaceBuilderVersion") {
            // The build of the Interface Builder that saved the archive, numbered as `toolsVersion` is (Xcode 4.2's
            // 1938, Xcode 4.6's 3084): what the canvas rules of `InterfaceBuilderCanvas` read.
            let whole = tools.split(separator: ".").first.map(String.init) ?? tools
            if Int(whole) != nil { attributes.append(("toolsVersion", tools)) }
        }
        if let system = string(data, "IBDocument.SystemVersion") { attributes.append(("systemVersion", system)) }
        attributes.append(("targetRuntime", "iOS.CocoaTouch"))
        if bool(data, "IBDocument.UseAutolayout") == true { attributes.append(("useAutolayout", "YES")) }

        var objectsOut: [IBElement] = []
        if let rootObjects = value(data, "IBDocument.RootObjects") {
            for object in items(rootObjects) {
                if let translated = topLevel(object) { objectsOut.append(translated) }
            }
        } else if data.child(key: "IBDocument.RootObjects") == nil {
            // Only a missing list is reported here: one that is a reference naming no object was reported where it
            // stands, by `value`.
            error("the archive has no 'IBDocument.RootObjects', which lists a XIB's top-level objects", at: data.location)
        }
        return Self.make("document", attributes, [Self.make("objects", [], objectsOut, from: data)], from: root)
    }

    /// Records every object with an `id`; a second object with the same id is an error.
    mutating func register(_ element: IBElement) {
        var stack = [element]
        while let next = stack.popLast() {
            if next.name != "reference", let id = next[attribute: "id"] {
                if let first = objects[id] {
                    error("duplicate id '\(id)': <\(next.name)> reuses the id of <\(first.name)> at \(first.location.line):\(first.location.column)",
                          at: next.location)
                } else {
                    objects[id] = next
                }
            }
            stack.append(contentsOf: next.children.reversed())
        }
        _ = measure(element)
    }

    /// The size in bytes of `element` as written, recorded in `sizes` for it and every object with an id under it.
    /// Recursion is bounded by the limit 'elementDepth' of the XML reader.
    mutating func measure(_ element: IBElement) -> Int {
        var size = 2 * element.name.utf8.count + 5 + element.text.utf8.count
        for attribute in element.attributes { size += attribute.name.utf8.count + attribute.value.utf8.count + 4 }
        for child in element.children { size += measure(child) }
        if element.name != "reference", let id = element[attribute: "id"], sizes[id] == nil { sizes[id] = size }
        return size
    }

    /// Interface Builder's object ids and the flattened properties (custom classes, whether a view translates its
    /// autoresizing mask) from `IBDocument.Objects`.
    mutating func readRecords(_ data: IBElement) {
        guard let container = value(data, "IBDocument.Objects") else { return }
        if let records = value(container, "objectRecords"), let ordered = value(records, "orderedObjects") {
            var owners: [String: String] = [:]
            for record in items(ordered) {
                guard let objectID = number(record, "objectID"), let object = record.child(key: "object"),
                      let ref = object[attribute: "ref"] ?? object[attribute: "id"] else { continue }
                let name = DecimalNumber.fixed(objectID, digits: 0)
                // The object ids become the elements' ids, which must name one object each.
                if let owner = owners[name], owner != ref {
                    error("two object records give objectID \(name): '\(owner)' and '\(ref)'", at: record.location)
                    continue
                }
                owners[name] = ref
                objectIDs[ref] = name
            }
        }
        if let flattened = value(container, "flattenedProperties") {
            for (key, entry) in dictionary(flattened) { properties[key] = entry }
        }
        readConnections(container)
    }

    /// The id of the element made from the archive object `archiveID`: its object record's `objectID`, as Xcode's
    /// conversion names it (docs/research/ib-defaults.md §131). An object no record names (a cell's content view) gets
    /// its class and position in the file, `IBUIView@40:7`, which no `objectID` can equal (they are whole numbers) and
    /// no other element shares.
    func elementID(_ archiveID: String) -> String? {
        objects[archiveID].map(elementID(of:))
    }

    /// The id of the element made from the archive object `object` (see `elementID(_:)`).
    func elementID(of object: IBElement) -> String {
        if let archiveID = object[attribute: "id"], !archiveID.isEmpty, let objectID = objectIDs[archiveID] { return objectID }
        return Self.positionalID(object)
    }

    /// `IBUILabel@9:163`: the class of `object` and the line and column where it is written.
    static func positionalID(_ object: IBElement) -> String {
        "\(className(object))@\(object.location.line):\(object.location.column)"
    }

    /// A flattened property of the object with archive id `id` (`CustomClassName`, …).
    mutating func property(_ id: String, _ name: String) -> IBElement? {
        guard let objectID = objectIDs[id], let entry = properties["\(objectID).\(name)"] else { return nil }
        return resolve(entry)
    }

    // MARK: archive values

    /// `element` itself, or the object a `<reference ref="…"/>` names (nil, reported, when no object has that id).
    mutating func resolve(_ element: IBElement) -> IBElement? {
        guard element.name == "reference" else { return element.name == "nil" ? nil : element }
        guard let ref = element[attribute: "ref"] else { return nil }
        if let target = objects[ref] {
            let size = sizes[ref] ?? 0
            guard repeated <= limits.documentBytes - size else {
                if repeated <= limits.documentBytes {
                    error("the archive's references repeat more than \(limits.documentBytes) bytes of its objects (limit 'documentBytes'); this one repeats '\(ref)', \(size) bytes",
                          at: element.location)
                    repeated = limits.documentBytes + 1
                }
                return nil
            }
            repeated += size
            return target
        }
        error("<reference> names '\(ref)', which no object in the archive has", at: element.location)
        return nil
    }

    /// The object with archive id `ref`, which `reference` (a `<reference key=…>` of `owner`: "the constraint", "the
    /// connection") names; nil, reported where the reference stands, when no object in the archive has that id.
    mutating func referencedObject(_ ref: String, by reference: IBElement, of owner: String) -> IBElement? {
        if let object = objects[ref] { return object }
        error("\(owner)'s '\(reference[attribute: "key"] ?? "")' names '\(ref)', which no object in the archive has", at: reference.location)
        return nil
    }

    /// The child of `object` with `key`, references resolved.
    mutating func value(_ object: IBElement, _ key: String) -> IBElement? {
        guard let child = object.child(key: key) else { return nil }
        return resolve(child)
    }

    /// The entries of an archived array (`<array>`, or `<object class="NSMutableArray">` with its
    /// `EncodedWithXMLCoder` flag), references resolved.
    mutating func items(_ array: IBElement) -> [IBElement] {
        array.children.filter { $0[attribute: "key"] == nil }.compactMap { resolve($0) }
    }

    /// The entries of an archived dictionary in any of its three forms: `<dictionary>` whose children are keyed by
    /// their own `key`, `NS.key.N`/`NS.object.N` pairs, or `dict.sortedKeys` and `dict.values` arrays.
    mutating func dictionary(_ element: IBElement) -> [(String, IBElement)] {
        if let keys = value(element, "dict.sortedKeys"), let values = value(element, "dict.values") {
            let names = items(keys).map { $0[attribute: "value"] ?? Self.text(of: $0) }, entries = items(values)
            return zip(names, entries).map { ($0, $1) }
        }
        var pairs: [String: (key: String?, value: IBElement?)] = [:]
        var out: [(String, IBElement)] = []
        for child in element.children {
            guard let key = child[attribute: "key"] else { continue }
            if key.hasPrefix("NS.key.") {
                pairs[String(key.dropFirst(7)), default: (nil, nil)].key = child.text
            } else if key.hasPrefix("NS.object.") {
                pairs[String(key.dropFirst(10)), default: (nil, nil)].value = child
            } else if key != "EncodedWithXMLCoder", let resolved = resolve(child) {
                out.append((key, resolved))
            }
        }
        // In the order of their numbers, and of their text where two read as one number (`1` and `01`): the order of
        // `pairs` changes from one run to the next, and the entry read last is the one kept.
        for index in pairs.keys.sorted(by: { (Int($0) ?? 0, $0) < (Int($1) ?? 0, $1) }) {
            if let key = pairs[index]?.key, let entry = pairs[index]?.value, let resolved = resolve(entry) { out.append((key, resolved)) }
        }
        return out
    }

    /// A string value: `<string key=…>` (its UTF-8 bytes in base64 when `type="base64-UTF8"`), or an
    /// `<object class="NSMutableString">` whose characters are its `NS.bytes`.
    mutating func string(_ object: IBElement, _ key: String) -> String? {
        guard let element = value(object, key) else { return nil }
        if element.name == "string" { return Self.text(of: element) }
        if element.name == "object", let bytes = element.child(key: "NS.bytes") { return Self.text(of: bytes) }
        return nil
    }

    static func text(of element: IBElement) -> String {
        guard element[attribute: "type"] == "base64-UTF8" else { return element.text }
        let compact = element.text.filter { !$0.isWhitespace }
        let padded = compact + String(repeating: "=", count: (4 - compact.count % 4) % 4)
        return Data(base64Encoded: padded).map { String(decoding: $0, as: UTF8.self) } ?? element.text
    }

    /// A number value: `<int>`, `<float>`, `<double>` (their text), or `<integer value=…/>`, `<real value=…/>`;
    /// nil when absent, reported when malformed or beyond the limit 'magnitude' (or `bound`, the limit `limit` names
    /// when it is one).
    mutating func number(_ object: IBElement, _ key: String, bound: Double? = nil, limit name: String? = nil) -> Double? {
        guard let element = value(object, key) else { return nil }
        let text = (element[attribute: "value"] ?? element.text).trimmingCharacters(in: .whitespacesAndNewlines)
        guard let number = DecimalNumber.parse(text) else {
            error("'\(key)' must be a number, got '\(text)'", at: element.location)
            return nil
        }
        let limit = bound ?? limits.magnitude
        guard abs(number) <= limit else {
            let named = (bound == nil ? "magnitude" : name).map { " (limit '\($0)')" } ?? ""
            error("'\(key)' must lie within ±\(DecimalNumber.fixed(limit, digits: 0))\(named), got '\(text)'", at: element.location)
            return nil
        }
        return number
    }

    /// A whole number value (enumerations, flags), any size an `int` holds; nil when absent, reported when it is not a
    /// whole number (`<int key="NSvFlags">292.5</int>`, which no `int` holds).
    mutating func integer(_ object: IBElement, _ key: String) -> Int? {
        guard let number = number(object, key, bound: Double(Int32.max) * 2 + 1) else { return nil }
        guard number == number.rounded() else {
            error("'\(key)' must be a whole number, got \(Self.format(number))", at: object.child(key: key)?.location ?? object.location)
            return nil
        }
        return Int(number)
    }

    /// A flag: `<bool key=…>YES</bool>` or `<boolean value="YES" key=…/>`.
    mutating func bool(_ object: IBElement, _ key: String) -> Bool? {
        guard let element = value(object, key) else { return nil }
        let text = (element[attribute: "value"] ?? element.text).trimmingCharacters(in: .whitespacesAndNewlines)
        switch text {
        case "YES", "true", "1": return true
        case "NO", "false", "0": return false
        default:
            error("'\(key)' must be YES or NO, got '\(text)'", at: element.location)
            return nil
        }
    }

    /// The `class` of an archived object.
    static func className(_ element: IBElement) -> String { element[attribute: "class"] ?? "" }
}
