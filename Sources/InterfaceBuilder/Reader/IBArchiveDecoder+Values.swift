import Foundation
import Diagnostics

extension IBArchiveDecoder {
    // MARK: frames and autoresizing

    /// `<rect key="frame">` from `NSFrame` (`{{x, y}, {width, height}}`) or `NSFrameSize` (`{width, height}`, the origin
    /// 0, 0), as AppKit's and UIKit's archives write them (docs/research/ib-defaults.md §125); nil when the view has
    /// neither.
    mutating func frame(_ object: IBElement) -> IBElement? {
        if let element = value(object, "NSFrame") {
            guard let numbers = numbers(in: element, key: "NSFrame", count: 4, example: "{{0, 20}, {320, 460}}") else { return nil }
            return rect(numbers, from: element)
        }
        if let element = value(object, "NSFrameSize") {
            guard let numbers = numbers(in: element, key: "NSFrameSize", count: 2, example: "{320, 460}") else { return nil }
            return rect([0, 0] + numbers, from: element)
        }
        return nil
    }

    private func rect(_ numbers: [Double], from element: IBElement) -> IBElement {
        Self.make("rect", [("key", "frame"), ("x", Self.format(numbers[0])), ("y", Self.format(numbers[1])),
                           ("width", Self.format(numbers[2])), ("height", Self.format(numbers[3]))], from: element)
    }

    /// The numbers of a geometry string such as `{{0, 20}, {320, 460}}`: exactly `count` of them, each within the limit
    /// 'magnitude', with braces only around them; anything else is reported.
    mutating func numbers(in element: IBElement, key: String, count: Int, example: String) -> [Double]? {
        let text = Self.text(of: element).trimmingCharacters(in: .whitespacesAndNewlines)
        let parts = text.split(whereSeparator: { "{},".contains($0) }).map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty }
        let numbers = parts.compactMap { DecimalNumber.parse($0) }
        guard text.hasPrefix("{"), text.hasSuffix("}"), parts.count == count, numbers.count == count,
              text.filter({ $0 == "{" }).count == text.filter({ $0 == "}" }).count else {
            error("'\(key)' must be written like \(example), got '\(text)'", at: element.location)
            return nil
        }
        if let far = numbers.first(where: { abs($0) > limits.magnitude }) {
            error("'\(key)' must lie within ±\(DecimalNumber.fixed(limits.magnitude, digits: 0)) (limit 'magnitude'), got \(Self.format(far))",
                  at: element.location)
            return nil
        }
        return numbers
    }

    /// A number as an attribute of the `<document>` elements made here, which `IBDecoder` parses again: whole numbers
    /// without a fraction, others at full precision (not `FixedPrecision`'s three decimals, which would round a
    /// colour's components).
    static func format(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }

    /// `<autoresizingMask>` from the low six bits of `NSvFlags`, the bits of `UIView.AutoresizingMask`
    /// (flexibleLeftMargin = 1 … flexibleBottomMargin = 32; docs/research/ib-defaults.md §125).
    static func autoresizingMask(_ flags: Int, from element: IBElement) -> IBElement {
        let names = ["flexibleMinX", "widthSizable", "flexibleMaxX", "flexibleMinY", "heightSizable", "flexibleMaxY"]
        let attributes = names.enumerated().filter { flags & (1 << $0.offset) != 0 }.map { ($0.element, "YES") }
        return make("autoresizingMask", [("key", "autoresizingMask")] + attributes, from: element)
    }

    // MARK: colours

    /// `<color key=…>` from an archived `NSColor` (docs/research/ib-defaults.md §126): `NSColorSpace` 1 and 2 are
    /// calibrated and device RGB with `NSRGB` components, 3 and 4 calibrated and device white with `NSWhite`, each an
    /// ASCII list of numbers (alpha last, 1 when left out) that the archive writes in base64 with a NUL at its end, as
    /// Cocotron's AppKit reads them (https://github.com/cjwl/cocotron, `NSColor.m`);
    /// `IBUIColorCocoaTouchKeyPath` names a UIColor class property (`darkTextColor`), which the document format calls
    /// `cocoaTouchSystemColor`. Nil for a colour whose space is none of these.
    mutating func color(_ element: IBElement, key: String) -> IBElement? {
        guard Self.className(element) == "NSColor" || Self.className(element) == "UIColor" else { return nil }
        if let name = string(element, "IBUIColorCocoaTouchKeyPath") {
            return Self.make("color", [("key", key), ("cocoaTouchSystemColor", name)], from: element)
        }
        guard let space = integer(element, "NSColorSpace") else { return nil }
        switch space {
        case 1, 2:
            guard let components = colorComponents(element, "NSRGB"), components.count >= 3 else { return nil }
            return Self.make("color", [("key", key), ("red", Self.format(components[0])), ("green", Self.format(components[1])),
                                       ("blue", Self.format(components[2])),
                                       ("alpha", Self.format(components.count > 3 ? components[3] : 1)),
                                       ("colorSpace", space == 1 ? "calibratedRGB" : "deviceRGB")], from: element)
        case 3, 4:
            guard let components = colorComponents(element, "NSWhite"), !components.isEmpty else { return nil }
            return Self.make("color", [("key", key), ("white", Self.format(components[0])),
                                       ("alpha", Self.format(components.count > 1 ? components[1] : 1)),
                                       ("colorSpace", space == 3 ? "calibratedWhite" : "deviceWhite")], from: element)
        default:
            return nil
        }
    }

    /// The numbers of `NSRGB`/`NSWhite`: base64 of ASCII text ending in NUL, or the text itself. Interface Builder
    /// leaves out the padding and writes one character more than the bytes need (`MSAxIDEAA` for "1 1 1" and NUL, whose
    /// base64 is `MSAxIDEA`): a last character that cannot complete a byte is dropped.
    mutating func colorComponents(_ object: IBElement, _ key: String) -> [Double]? {
        guard let element = value(object, key) else { return nil }
        var compact = element.text.filter { !$0.isWhitespace }
        if compact.count % 4 == 1 { compact.removeLast() }
        let padded = compact + String(repeating: "=", count: (4 - compact.count % 4) % 4)
        var text = element.text
        if let data = Data(base64Encoded: padded) {
            text = String(decoding: data.prefix { $0 != 0 }, as: UTF8.self)
        }
        // A colour has four components at the most (red, green, blue and alpha; white and alpha), so a longer list is
        // refused before its numbers are read: a reference repeats the list wherever it stands.
        let parts = text.split(maxSplits: 4, whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\t" })
        guard parts.count <= 4 else {
            error("'\(key)' must hold at most 4 colour components, got '\(text.prefix(40))'", at: element.location)
            return nil
        }
        let numbers = parts.compactMap { DecimalNumber.parse(String($0)) }
        guard !parts.isEmpty, numbers.count == parts.count, numbers.allSatisfy({ abs($0) <= limits.magnitude }) else {
            error("'\(key)' must hold colour components, numbers separated by spaces, got '\(text.prefix(40))'", at: element.location)
            return nil
        }
        return numbers
    }

    // MARK: fonts

    /// `<fontDescription key="fontDescription">` from `IBUIFontDescription` (Xcode 4: `type` 1 is the system font, 2 its
    /// bold and 3 its italic, or a `name` and `family`, with `pointSize`), or from the `NSFont` in `IBUIFont` that Xcode 3
    /// wrote alone (`NSName`, `NSSize`; Helvetica is iOS 6's system font); docs/research/ib-defaults.md §126.
    mutating func font(_ object: IBElement) -> IBElement? {
        if let description = value(object, "IBUIFontDescription"), Self.className(description) == "IBUIFontDescription" {
            let size = number(description, "pointSize") ?? 17
            var attributes: [(String, String)] = [("key", "fontDescription")]
            if let type = integer(description, "type"), let name = [1: "system", 2: "boldSystem", 3: "italicSystem"][type] {
                attributes.append(("type", name))
            } else if let name = string(description, "name") {
                attributes.append(("name", name))
                if let family = string(description, "family") { attributes.append(("family", family)) }
            } else {
                attributes.append(("type", "system"))
            }
            attributes.append(("pointSize", Self.format(size)))
            return Self.make("fontDescription", attributes, from: description)
        }
        if let font = value(object, "IBUIFont"), let name = string(font, "NSName") {
            let size = number(font, "NSSize") ?? 17
            var attributes: [(String, String)] = [("key", "fontDescription")]
            switch name {
            case "Helvetica": attributes.append(("type", "system"))
            case "Helvetica-Bold": attributes.append(("type", "boldSystem"))
            case "Helvetica-Oblique": attributes.append(("type", "italicSystem"))
            default: attributes.append(("name", name))
            }
            attributes.append(("pointSize", Self.format(size)))
            return Self.make("fontDescription", attributes, from: font)
        }
        return nil
    }

    /// The name of an image resource (`NSCustomResource` with `NSResourceName`).
    mutating func resourceName(_ object: IBElement, _ key: String) -> String? {
        guard let resource = value(object, key) else { return nil }
        return string(resource, "NSResourceName")
    }
}
