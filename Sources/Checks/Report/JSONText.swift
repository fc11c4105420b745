import Diagnostics
import Geometry
import Layout

/// Small helpers for writing JSON by hand in a fixed key order with fixed-precision numbers (same bytes
/// on every machine). Strings go through the shared escaper, `JSONString.quoted` (Sources/Diagnostics/Escaping).
enum JSONText {
    static func number(_ value: Double) -> String { FixedPrecision.format(value) }

    /// A rectangle as the layout JSON writes frames.
    static func rect(_ r: Rect) -> String { LaidOutScreen.json(r) }
}
