/// Measures text for intrinsic content sizes. The caller supplies it (Bezel's typesetter over
/// FreeType; tests use a fixed advance per character), so the engine does not depend on fonts.
package protocol TextMeasuring {
    /// The text laid out in lines no wider than `maxWidth` (nil: one line per hard line break,
    /// unwrapped), honouring `text.numberOfLines`.
    func measure(_ text: TextContent, maxWidth: Double?) -> TextMeasurement

    /// The fraction by which `text` may be set wider here than in the font it names on a device (0 when measured in
    /// that font): the room a frame fitted to the text on a device has to be given to fit the same text here.
    func widthMargin(_ text: TextContent) -> Double
}

extension TextMeasuring {
    /// No margin: the text is measured in the font it names.
    package func widthMargin(_ text: TextContent) -> Double { 0 }
}
