import AutoLayout
import Text
import Synchronization

/// Text measurements already made, shared by every thread of the process. The same label is measured
/// on hundreds of profiles and twice in each layout (unwrapped in the first pass, at its solved width in
/// the next), mostly at widths seen before; shaping and wrapping it again is the costliest part of a
/// text-heavy scene's layout pass after the solver (a 65-view form: 8 % of it, BezelBench `ibscene`).
/// A measurement is a pure function of the text, its font, the wrap width, the pixel scale and the
/// document's extra after Chinese characters (`TypesetterMeasurer.systemFontIdeographExtra`) (the
/// typesetter is the process's one standard typesetter, `LayoutEngine.standardTypesetter()`), so a
/// result looked up is the one measuring again would give, at any `--jobs`.
final class TextMeasurementCache: Sendable {
    static let shared = TextMeasurementCache()

    /// How many measurements are kept before the cache starts over: every label of a large batch, well
    /// under a megabyte. `bezel check Templates` and a quarter of the render matrix miss as often at 2,048 as
    /// at 8,192.
    static let capacity = 2048

    /// Hashed by the text's UTF-8 bytes and the numbers that tell measurements apart (`ExactText`: `String`'s own
    /// hashing normalises text that is not ASCII on every lookup); equal when the bytes and the whole content are.
    private struct Key: Hashable {
        var content: TextContent
        var maxWidth: Double?
        var scale: Double
        /// `TypesetterMeasurer.systemFontIdeographExtra`.
        var ideographExtra: Double

        static func == (a: Key, b: Key) -> Bool {
            a.maxWidth == b.maxWidth && a.scale == b.scale && a.ideographExtra == b.ideographExtra && ExactText(a.content.text) == ExactText(b.content.text)
                && a.content == b.content
        }

        func hash(into hasher: inout Hasher) {
            hasher.combine(ExactText(content.text))
            hasher.combine(content.pointSize)
            hasher.combine(content.numberOfLines)
            hasher.combine(maxWidth)
            hasher.combine(scale)
            hasher.combine(ideographExtra)
        }
    }

    private let results = Mutex<[Key: TextMeasurement]>([:])

    func measurement(
        of content: TextContent, maxWidth: Double?, scale: Double, ideographExtra: Double = 0, measure: () -> TextMeasurement
    ) -> TextMeasurement {
        // Text that does not wrap measures the same at every width (`TypesetterMeasurer` reads the width
        // only to wrap), so it is kept once, not once per width a profile offers it.
        let key = Key(content: content, maxWidth: content.wraps ? maxWidth : nil, scale: scale, ideographExtra: ideographExtra)
        if let known = results.withLock({ $0[key] }) { return known }
        let measured = measure()
        results.withLock { results in
            if results.count >= Self.capacity { results.removeAll(keepingCapacity: true) }
            results[key] = measured
        }
        return measured
    }
}
