import Foundation
import Diagnostics
import Geometry

/// Turns the element tree of one document into the typed model, collecting every problem on the way
/// (each with the line and column of the element or attribute at fault) instead of stopping at the first.
struct IBDecoder {
    let file: String
    /// The document's bytes: attribute-level locations are found by reading the start tag again.
    let bytes: [UInt8]
    /// The bounds numbers and texts must stay within.
    let limits: InputLimits
    var diagnostics: [Diagnostic] = []
    /// Every id seen, with its element (for duplicate checks, the index and reference checks).
    var index: [String: IBObjectEntry] = [:]
    /// Constraint item references to check once every id is known.
    var references: [(id: String, attribute: String, element: IBElement)] = []
    /// The saved size of each view being read, innermost last (nil where a view has no saved frame): what
    /// Xcode 8.0's `<frame key="frameInset">` of a subview counts its far edges from.
    var superviewSizes: [Size?] = []

    /// Beyond this many problems the rest are dropped: one broken pattern repeated a thousand times
    /// helps no one.
    static let diagnosticLimit = 50

    /// The bound on a control's values (a slider's or stepper's), which are not points and are never
    /// drawn to scale: only finite and exact as integers.
    static let valueBound = 1e15

    init(file: String, bytes: [UInt8], limits: InputLimits = .standard) {
        self.file = file
        self.bytes = bytes
        self.limits = limits
    }

    mutating func error(_ message: String, at location: SourceLocation) {
        guard diagnostics.count < Self.diagnosticLimit else { return }
        diagnostics.append(Diagnostic(.error, at: location, message))
    }

    /// Where attribute `name` of `element` starts (`name="…"`), or the element's own location when
    /// the attribute is not written.
    func location(of name: String, in element: IBElement) -> SourceLocation {
        guard element.offset < bytes.count, bytes[element.offset] == UInt8(ascii: "<") else { return element.location }
        var line = element.location.line, column = element.location.column
        var index = element.offset
        var quote: UInt8 = 0
        let needle = Array(name.utf8)
        while index < bytes.count {
            let byte = bytes[index]
            if quote != 0 {
                if byte == quote { quote = 0 }
            } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                quote = byte
            } else if byte == UInt8(ascii: ">") {
                break
            } else if byte == 0x20 || byte == 0x0A || byte == 0x09 || byte == 0x0D {
                let start = index + 1
                if start + needle.count < bytes.count, Array(bytes[start..<start + needle.count]) == needle {
                    var after = start + needle.count
                    while after < bytes.count, bytes[after] == 0x20 || bytes[after] == 0x0A || bytes[after] == 0x09 { after += 1 }
                    if after < bytes.count, bytes[after] == UInt8(ascii: "=") {
                        let (l, c) = byte == 0x0A ? (line + 1, 1) : (line, column + 1)
                        return SourceLocation(file: file, line: l, column: c)
                    }
                }
            }
            SourceLocation.advance(line: &line, column: &column, past: byte)
            index += 1
        }
        return element.location
    }

    // MARK: attribute values

    func string(_ element: IBElement, _ name: String) -> String? { element[attribute: name] }

    /// A required attribute; a missing one is reported and "" returned so decoding can go on.
    mutating func required(_ element: IBElement, _ name: String) -> String {
        if let value = element[attribute: name] { return value }
        if let value = Self.stringChild(element, name) { return value }
        error("<\(element.name)> has no '\(name)' attribute, which Interface Builder always writes", at: element.location)
        return ""
    }

    /// A string Interface Builder could not write as an attribute (one holding a control character):
    /// `<string key="name" base64-UTF8="YES">…</string>`, the UTF-8 bytes in base64 without padding, or
    /// the text itself when the flag is absent.
    static func stringChild(_ element: IBElement, _ name: String) -> String? {
        guard let child = element.children.first(where: { $0.name == "string" && $0[attribute: "key"] == name }) else { return nil }
        let text = child.text.filter { !$0.isWhitespace }
        guard child[attribute: "base64-UTF8"] == "YES" else { return child.text }
        let padded = text + String(repeating: "=", count: (4 - text.count % 4) % 4)
        return Data(base64Encoded: padded).map { String(decoding: $0, as: UTF8.self) }
    }

    /// `YES`/`NO` (Interface Builder's spelling), or `true`/`false`, which documents written by other tools hold
    /// and Xcode compiles: Expo's generated launch screen, in every app its prebuild makes, writes
    /// `userInteractionEnabled="false"` (https://github.com/expo/expo/blob/main/templates/expo-template-bare-minimum/ios/HelloWorld/SplashScreen.storyboard).
    /// Absent gives `absent`.
    mutating func bool(_ element: IBElement, _ name: String, absent: Bool = false) -> Bool {
        guard let value = element[attribute: name] else { return absent }
        switch value {
        case "YES", "true": return true
        case "NO", "false": return false
        default:
            error("'\(name)' must be YES or NO, got '\(value)'", at: location(of: name, in: element))
            return absent
        }
    }

    mutating func optionalBool(_ element: IBElement, _ name: String) -> Bool? {
        guard element[attribute: name] != nil else { return nil }
        return bool(element, name)
    }

    /// A decimal number (`12`, `-0.5`, `1e3`); nil when absent, reported when malformed, not finite or
    /// beyond `bound` (the limit 'magnitude' unless a caller says otherwise).
    mutating func number(_ element: IBElement, _ name: String, bound: Double? = nil) -> Double? {
        guard let value = element[attribute: name] else { return nil }
        guard let number = Self.parseNumber(value) else {
            error("'\(name)' must be a number, got '\(value)'", at: location(of: name, in: element))
            return nil
        }
        let limit = bound ?? limits.magnitude
        guard abs(number) <= limit else {
            error("'\(name)' must lie within ±\(DecimalNumber.fixed(limit, digits: 0)) (limit 'magnitude'), got '\(value)'",
                  at: location(of: name, in: element))
            return nil
        }
        return number
    }

    mutating func number(_ element: IBElement, _ name: String, absent: Double, bound: Double? = nil) -> Double {
        number(element, name, bound: bound) ?? absent
    }

    mutating func integer(_ element: IBElement, _ name: String) -> Int? {
        guard let value = element[attribute: name] else { return nil }
        if let number = Self.parseNumber(value), number == number.rounded(), abs(number) < 1e15 { return Int(number) }
        error("'\(name)' must be a whole number, got '\(value)'", at: location(of: name, in: element))
        return nil
    }

    /// Strict decimal syntax (`DecimalNumber`): `Double(String)` alone would also take `nan`, `inf` and
    /// hexadecimal floats.
    static func parseNumber(_ text: String) -> Double? { DecimalNumber.parse(text) }

    // MARK: common value elements

    /// `<rect key=… x= y= width= height=/>` (x and y may be omitted: 0).
    mutating func rect(_ element: IBElement) -> Rect {
        Rect(x: number(element, "x", absent: 0), y: number(element, "y", absent: 0),
             width: number(element, "width") ?? missingNumber(element, "width"),
             height: number(element, "height") ?? missingNumber(element, "height"))
    }

    /// `<size key=… width= height=/>`.
    mutating func size(_ element: IBElement) -> Size {
        Size(width: number(element, "width") ?? missingNumber(element, "width"),
             height: number(element, "height") ?? missingNumber(element, "height"))
    }

    mutating func missingNumber(_ element: IBElement, _ name: String) -> Double {
        if element[attribute: name] == nil {
            error("<\(element.name)\(element[attribute: "key"].map { " key=\"\($0)\"" } ?? "")> has no '\(name)' attribute", at: element.location)
        }
        return 0
    }

    /// `<inset key=… minX= minY= maxX= maxY=/>` (UIEdgeInsets: minX = left, minY = top, maxX = right,
    /// maxY = bottom) or `<edgeInsets key=… top= left= bottom= right=/>`.
    mutating func insets(_ element: IBElement) -> EdgeInsets {
        if element.name == "inset" {
            return EdgeInsets(top: number(element, "minY", absent: 0), left: number(element, "minX", absent: 0),
                              bottom: number(element, "maxY", absent: 0), right: number(element, "maxX", absent: 0))
        }
        return EdgeInsets(top: number(element, "top", absent: 0), left: number(element, "left", absent: 0),
                          bottom: number(element, "bottom", absent: 0), right: number(element, "right", absent: 0))
    }

    mutating func directionalInsets(_ element: IBElement) -> IBDirectionalInsets {
        IBDirectionalInsets(top: number(element, "top", absent: 0), leading: number(element, "leading", absent: 0),
                            bottom: number(element, "bottom", absent: 0), trailing: number(element, "trailing", absent: 0))
    }

    /// A colour element. Documents saved by Xcode 11's betas name a system colour in `xcode11CocoaTouchSystemColor`
    /// (`xcode11CocoaTouchSystemColor="systemBackgroundColor" cocoaTouchSystemColor="whiteColor"`), the attribute
    /// later Xcodes call `systemColor`.
    mutating func color(_ element: IBElement) -> IBColor {
        IBColor(key: string(element, "key"), colorSpace: string(element, "colorSpace"),
                customColorSpace: string(element, "customColorSpace"), white: number(element, "white"),
                red: number(element, "red"), green: number(element, "green"), blue: number(element, "blue"),
                alpha: number(element, "alpha"), systemColor: string(element, "systemColor") ?? string(element, "xcode11CocoaTouchSystemColor"),
                cocoaTouchSystemColor: string(element, "cocoaTouchSystemColor"), name: string(element, "name"),
                location: element.location)
    }

    mutating func font(_ element: IBElement) -> IBFont {
        IBFont(key: string(element, "key"), type: string(element, "type"), weight: string(element, "weight"),
               pointSize: number(element, "pointSize") ?? fontSize(element), name: string(element, "name"),
               family: string(element, "family"), style: string(element, "style"), metaFont: string(element, "metaFont"),
               location: element.location)
    }

    /// A `<fontDescription size=…>`: points, or `system`, which Xcode 6's project templates wrote for
    /// `UIFont.systemFontSize` (https://developer.apple.com/documentation/uikit/uifont/systemfontsize), 14 pt on
    /// iOS: the templates' one-line labels of that font were saved 17 pt tall, a 14 pt line's height. Xcode 4 wrote
    /// the names of UIFont's other class sizes too (`button` for `UIFont.buttonFontSize`,
    /// https://developer.apple.com/documentation/uikit/uifont/buttonfontsize, `label`, `smallSystem`); Apple publishes
    /// no value for them and no saved frame here measures one, so such a name is read as no size: the view keeps its
    /// kind's default font size instead of the document being refused. Any other name is still an error.
    private mutating func fontSize(_ element: IBElement) -> Double? {
        guard let size = string(element, "size") else { return nil }
        if size == "system" { return 14 }
        if ["button", "label", "smallSystem"].contains(size) { return nil }
        return number(element, "size")
    }

    /// The size of an attributed run's system font that names none: AppKit's `NSFont.systemFont(ofSize: 0)` "returns the
    /// system font at the default size" (https://developer.apple.com/documentation/appkit/nsfont/systemfont(ofsize:)),
    /// whose value Apple does not print; labels Xcode saved with such runs are 13 pt lines tall
    /// (docs/research/ib-defaults.md §112).
    static let sizelessSystemRunFontSize = 13.0

    /// `<attributedString key=…><fragment content="…"><attributes><font key="NSFont"/><color key="NSColor"/>…`
    /// (the content may also be a `<string key="content">` child for multi-line runs, or a `<mutableString
    /// key="content">` one, which Interface Builder writes for a run whose text was kept as a mutable string: the same
    /// characters).
    mutating func fragments(_ element: IBElement) -> [IBTextFragment] {
        var out: [IBTextFragment] = []
        for fragment in element.children where fragment.name == "fragment" {
            let content = fragment[attribute: "content"] ?? fragment.child("string", key: "content")?.text
                ?? fragment.child("mutableString", key: "content")?.text ?? ""
            var font: IBFont?
            var color: IBColor?
            var paragraphStyle: IBParagraphStyle?
            if let attributes = fragment.child("attributes") {
                if let f = attributes.child("font") { font = self.font(f) }
                // A run's `<font key="NSFont" metaFont="system"/>` with no size is the system font at its default
                // size, 13 pt in the labels Xcode saved (docs/research/ib-defaults.md §112).
                if font?.pointSize == nil, font?.metaFont == "system" { font?.pointSize = Self.sizelessSystemRunFontSize }
                // The run's text colour is its foreground colour alone: a run may also keep `NSBackgroundColor`,
                // `NSStrokeColor` and other colours (docs/research/controls.md §17).
                if let c = attributes.child("color", key: "NSColor") { color = self.color(c) }
                if let p = attributes.child("paragraphStyle", key: "NSParagraphStyle") {
                    paragraphStyle = IBParagraphStyle(lineSpacing: number(p, "lineSpacing"), lineHeightMultiple: number(p, "lineHeightMultiple"))
                }
            }
            out.append(IBTextFragment(content: content, font: font, color: color, paragraphStyle: paragraphStyle))
        }
        return out
    }

    mutating func connections(_ element: IBElement) -> [IBConnection] {
        element.children.map { connection in
            IBConnection(element: connection.name, id: connection[attribute: "id"],
                         destination: connection[attribute: "destination"], kind: connection[attribute: "kind"],
                         relationship: connection[attribute: "relationship"], identifier: connection[attribute: "identifier"],
                         property: connection[attribute: "property"], selector: connection[attribute: "selector"],
                         eventType: connection[attribute: "eventType"], attributes: connection.attributes,
                         location: connection.location)
        }
    }

    mutating func layoutGuide(_ element: IBElement) -> IBLayoutGuide {
        var frame: Rect?
        if let rect = element.child("rect", key: "frame") { frame = self.rect(rect) }
        return IBLayoutGuide(element: element.name, id: required(element, "id"), key: element[attribute: "key"],
                             type: element[attribute: "type"], userLabel: element[attribute: "userLabel"], frame: frame,
                             location: element.location)
    }

    mutating func simulatedMetric(_ element: IBElement) -> IBSimulatedMetric {
        IBSimulatedMetric(element: element.name, key: element[attribute: "key"] ?? "",
                          attributes: element.attributes.filter { $0.name != "key" }, location: element.location)
    }
}
