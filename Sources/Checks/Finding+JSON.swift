import Devices
import Diagnostics
import Geometry

/// The one JSON shape of a finding, in every output that holds one: `bezel check --format json` (one
/// finding a line, numbers with at most three decimals), `report.json` and `manifest.json` (Foundation's
/// encoder: sorted keys, numbers as the doubles they are). Its names are the layout JSON's (`device`,
/// `orientation`, `window`, `ios`, `view` for a view's id, a region as a frame `{"x", "y", "width",
/// "height"}`); every key is written, `null` when it has no value. Documented in `docs/formats.md`.
///
///     {"rule", "severity", "message", "view", "region", "amount", "file", "line", "column", "profile",
///      "device", "orientation", "window", "ios", "fix", "allowed", "allowReason", "badge"}
extension Finding {
    /// The finding as its JSON object, keys in the order above.
    package var json: JSONValue {
        .object([
            ("rule", .string(rule)),
            ("severity", .string(severity.rawValue)),
            ("message", .string(message)),
            ("view", viewID.map(JSONValue.string) ?? .null),
            ("region", region.map(Self.json) ?? .null),
            ("amount", .optional(amount)),
            ("file", .string(location.file)),
            ("line", .number(Double(location.line))),
            ("column", .number(Double(location.column))),
            ("profile", .string(profile)),
            ("device", .string(deviceID)),
            ("orientation", .string(orientation.rawValue)),
            ("window", .string(window.rawValue)),
            ("ios", .number(Double(ios))),
            ("fix", .string(fix)),
            ("allowed", .bool(isAllowed)),
            ("allowReason", allowedReason.map(JSONValue.string) ?? .null),
            ("badge", badge.map { .number(Double($0)) } ?? .null),
        ])
    }

    /// A region as the layout JSON writes a frame.
    static func json(_ rect: Rect) -> JSONValue {
        .object([("x", .number(rect.x)), ("y", .number(rect.y)), ("width", .number(rect.width)), ("height", .number(rect.height))])
    }

    package func encode(to encoder: any Encoder) throws {
        try json.encode(to: encoder)
    }

    /// Reads the shape `json` writes, or the one `report.json` format 2 and `manifest.json` format 2 kept
    /// (`viewID`, `deviceID`, `location: {file, line, column}`, `region: {origin, size}`, `allowedReason`,
    /// absent keys for no value), so `bezel report merge` and a run over an older output folder read both.
    package init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: JSONKey.self)
        func key(_ name: String) -> JSONKey { JSONKey(name) }
        rule = try c.decode(String.self, forKey: key("rule"))
        severity = try c.decode(Severity.self, forKey: key("severity"))
        message = try c.decode(String.self, forKey: key("message"))
        amount = try c.decodeIfPresent(Double.self, forKey: key("amount"))
        profile = try c.decode(String.self, forKey: key("profile"))
        orientation = try c.decode(Orientation.self, forKey: key("orientation"))
        window = try c.decode(WindowMode.self, forKey: key("window"))
        ios = try c.decode(Int.self, forKey: key("ios"))
        fix = try c.decode(String.self, forKey: key("fix"))
        badge = try c.decodeIfPresent(Int.self, forKey: key("badge"))
        if c.contains(key("location")) {
            viewID = try c.decodeIfPresent(String.self, forKey: key("viewID"))
            region = try c.decodeIfPresent(Rect.self, forKey: key("region"))
            location = try c.decode(SourceLocation.self, forKey: key("location"))
            deviceID = try c.decode(String.self, forKey: key("deviceID"))
            allowedReason = try c.decodeIfPresent(String.self, forKey: key("allowedReason"))
        } else {
            viewID = try c.decodeIfPresent(String.self, forKey: key("view"))
            region = try c.decodeIfPresent(Frame.self, forKey: key("region")).map {
                Rect(x: $0.x, y: $0.y, width: $0.width, height: $0.height)
            }
            location = SourceLocation(
                file: try c.decode(String.self, forKey: key("file")), line: try c.decode(Int.self, forKey: key("line")),
                column: try c.decode(Int.self, forKey: key("column")))
            deviceID = try c.decode(String.self, forKey: key("device"))
            allowedReason = try c.decodeIfPresent(String.self, forKey: key("allowReason"))
        }
    }

    /// A region as `json` writes it.
    private struct Frame: Decodable {
        var x, y, width, height: Double
    }
}
