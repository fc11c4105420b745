@testable import AutoLayout
@testable import Geometry

/// A text measurer with round numbers a test can redo by hand: every character (spaces included)
/// advances `pointSize / 2`, a line is `pointSize × 1.2` tall and its baseline `pointSize × 0.8` below
/// the line's top. Wrapping is greedy at spaces; `numberOfLines` > 0 caps the line count.
struct FixedAdvanceMeasurer: TextMeasuring {
    func measure(_ text: TextContent, maxWidth: Double?) -> TextMeasurement {
        let advance = text.pointSize / 2, lineHeight = text.pointSize * 1.2, ascent = text.pointSize * 0.8
        var lines: [String] = []
        for hard in text.text.split(separator: "\n", omittingEmptySubsequences: false) {
            guard let maxWidth, text.wraps else {
                lines.append(String(hard))
                continue
            }
            var line = ""
            for word in hard.split(separator: " ") {
                let candidate = line.isEmpty ? String(word) : line + " " + word
                if !line.isEmpty && Double(candidate.count) * advance > maxWidth {
                    lines.append(line)
                    line = String(word)
                } else {
                    line = candidate
                }
            }
            lines.append(line)
        }
        if text.numberOfLines > 0 && lines.count > text.numberOfLines { lines = Array(lines.prefix(text.numberOfLines)) }
        let width = lines.map { Double($0.count) * advance }.max() ?? 0
        let height = Double(lines.count) * lineHeight
        return TextMeasurement(
            size: Size(width: width, height: height), firstBaseline: ascent,
            lastBaseline: Double(lines.count - 1) * lineHeight + ascent, lineCount: lines.count)
    }
}
