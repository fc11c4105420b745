/// Which font of the chain drew a glyph: the primary Latin face of a weight, or the CJK fallback.
/// A glyph id only means something together with its role.
public enum FontRole: Hashable, Sendable, Codable {
    case primary(FontWeight)
    /// Droid Sans Fallback, one weight only (it has no bold; nothing is synthesised).
    case fallback
}
