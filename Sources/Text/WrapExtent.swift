/// What a wrapped text measures, without its lines: how many lines, the widest one and the pitch's metrics
/// (`WrappedText.lines.count`, `.width`, `.metrics`). The layout's measurement and the checks' line counts read
/// only these, so a long text's wrap at one width is kept as these few numbers (`Typesetter.wrapExtent`).
package struct WrapExtent: Hashable, Sendable {
    package var lineCount: Int
    package var width: Double
    package var metrics: LineMetrics

    package init(_ wrapped: WrappedText) {
        lineCount = wrapped.lines.count
        width = wrapped.width
        metrics = wrapped.metrics
    }
}
