/// Measures text for intrinsic content sizes. The caller supplies it (Bezel's typesetter over
/// FreeType; tests use a fixed advance per character), so the engine does not depend on fonts.
package protocol TextMeasuring {
    /// The text laid out in lines no wider than `maxWidth` (nil: one line per hard line break,
    /// unwrapped), honouring `text.numberOfLines`.
    func measure(_ text: TextContent, maxWidth: Double?) -> TextMeasurement
}
