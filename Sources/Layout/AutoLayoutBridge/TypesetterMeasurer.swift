import AutoLayout
import Geometry
import Screens
import Text

/// Measures text for the Auto Layout engine with Bezel's typesetter — the one the checks and the
/// picture use: the widths of Inter (the substitute for Apple's San Francisco, see README "Text") with
/// San Francisco's tracking (`SystemFontTracking`), San Francisco's line height (`Typesetter.metrics(for:)`), rounded up to whole device pixels as UILabel's `intrinsicContentSize` is
/// (UIKit sizes views to pixel boundaries: https://developer.apple.com/documentation/uikit/uiview/contentscalefactor).
struct TypesetterMeasurer: TextMeasuring {
    let typesetter: Typesetter
    /// Device pixels per point.
    let scale: Double
    /// The space the document's canvas adds after each character of the system font's Chinese, in points
    /// (`InterfaceBuilderCanvas.systemFontIdeographExtra(toolsVersion:)`; `TextFont.fallbackExtra`).
    var systemFontIdeographExtra = 0.0

    func measure(_ text: TextContent, maxWidth: Double?) -> TextMeasurement {
        TextMeasurementCache.shared.measurement(
            of: text, maxWidth: maxWidth, scale: scale, ideographExtra: systemFontIdeographExtra
        ) { measureNow(text, maxWidth: maxWidth) }
    }

    /// The substitute font's measured error for the font `text` names (`SubstituteWidthBound`).
    func widthMargin(_ text: TextContent) -> Double {
        SubstituteWidthBound.fraction(for: Self.font(text))
    }

    private func measureNow(_ text: TextContent, maxWidth: Double?) -> TextMeasurement {
        var font = Self.font(text)
        // Only the system font the document describes by its type (`type="system"`, `boldSystem`, a weight): a label
        // naming it `.SFNSText` is saved at 1 em a character in the same documents (docs/research/ib-defaults.md §167).
        if ViewSpec.namesSystemFontType(text.font) {
            font.fallbackExtra = systemFontIdeographExtra
        }
        var metrics = typesetter.metrics(for: font)
        var width = 0.0
        var lines = 1
        if text.text.isEmpty {
            width = 0
        } else if let runs = text.runs, !runs.isEmpty {
            return measureRuns(runs, of: text, maxWidth: maxWidth)
        } else if let maxWidth, text.wraps {
            let wrapped = typesetter.wrapExtent(text.text, font: font, width: max(maxWidth, 0), maxLines: text.numberOfLines)
            width = wrapped.width
            lines = max(wrapped.lineCount, 1)
            metrics = wrapped.metrics
            // A final line break leaves an empty last line, as a hard break does when the text is measured unwrapped
            // below: text layout keeps an extra line fragment after it
            // (https://developer.apple.com/documentation/uikit/nslayoutmanager/extralinefragmentrect), and saved
            // labels ending in one are a line taller than their text (docs/research/ib-defaults.md §143).
            if text.text.last?.isNewline == true, text.numberOfLines == 0 || lines < text.numberOfLines {
                lines += 1
            }
        } else {
            // One line per hard break; a one-line label does not wrap (its text is truncated instead).
            let hardLines = text.text.split(separator: "\n", omittingEmptySubsequences: false)
            lines = text.numberOfLines == 1 ? 1 : hardLines.count
            width = hardLines.prefix(text.numberOfLines == 1 ? 1 : hardLines.count)
                .map { typesetter.width(of: String($0), font: font) }.max() ?? 0
        }
        // An attributed text's paragraph style: taller lines and spacing between them (`ParagraphSpacing`).
        let spacing = text.paragraphSpacing ?? ParagraphSpacing()
        let lineHeight = spacing.pitch(natural: metrics.lineHeight)
        let ascender = metrics.ascender + spacing.baselineDrop(natural: metrics.lineHeight)
        let height = spacing.height(lines: lines, natural: metrics.lineHeight)
        // A classic button's title line is rounded up to whole points (docs/research/ib-defaults.md §47).
        let roundedHeight = text.roundsHeightToPoints == true ? (height - 1e-6).rounded(.up) : ceilToPixel(height)
        return TextMeasurement(
            size: Size(width: ceilToPixel(width), height: roundedHeight),
            firstBaseline: ascender, lastBaseline: ascender + lineHeight * Double(lines - 1), lineCount: lines)
    }

    /// An attributed text whose runs differ in font (`AttributedRunLines`): each line is its runs set one after
    /// another, each in its own font, as wide as their widths together and as tall as its tallest run, its lines one
    /// below the other (`AttributedRunLines.block`). A wrapping text given `maxWidth` is broken into lines across its
    /// runs as the picture draws it (`AttributedRunLines.shownLines`), at most `numberOfLines`, the last shown line
    /// as wide as it is once cut with "…" (`AttributedRunLines.fitted`); otherwise one line per hard break (a one-line
    /// text its first).
    private func measureRuns(_ runs: [AttributedRun], of text: TextContent, maxWidth: Double?) -> TextMeasurement {
        let shown: [[(run: AttributedRun, font: TextFont)]]
        let width: Double
        if let maxWidth, text.wraps {
            shown = AttributedRunLines.shownLines(
                of: runs, numberOfLines: text.numberOfLines, width: max(maxWidth, 0), spacing: text.paragraphSpacing,
                typesetter: typesetter)
            width = shown.map { line in
                AttributedRunLines.fitted(line, toWidth: max(maxWidth, 0), typesetter: typesetter).reduce(0) { $0 + $1.line.width }
            }.max() ?? 0
        } else {
            // One line per hard break, at most `numberOfLines`.
            let hardLines = AttributedRunLines.lines(of: runs)
            shown = Array(hardLines.prefix(text.numberOfLines > 0 ? text.numberOfLines : hardLines.count))
            width = shown.map { AttributedRunLines.width(of: $0, typesetter: typesetter) }.max() ?? 0
        }
        let block = AttributedRunLines.block(
            shown.map { AttributedRunLines.metrics(of: $0, typesetter: typesetter) }, spacing: text.paragraphSpacing)
        // A classic button's title line is rounded up to whole points (docs/research/ib-defaults.md §47).
        let roundedHeight = text.roundsHeightToPoints == true ? (block.height - 1e-6).rounded(.up) : ceilToPixel(block.height)
        return TextMeasurement(
            size: Size(width: ceilToPixel(width), height: roundedHeight),
            firstBaseline: block.baselines.first ?? 0, lastBaseline: block.baselines.last ?? 0, lineCount: max(block.baselines.count, 1))
    }

    private func ceilToPixel(_ value: Double) -> Double {
        // A hair below a pixel boundary (floating-point noise) is that boundary, not the next pixel.
        (value * scale - 1e-6).rounded(.up) / scale
    }

    /// The font a `TextContent` names, read as the picture and the checks read it.
    static func font(_ text: TextContent) -> TextFont {
        ViewTypography.font(named: text.font, size: text.pointSize)
    }
}
