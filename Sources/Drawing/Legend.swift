import Checks
import Geometry
import Text

/// The text beside and under the device: the findings, numbered as their badges; a caption naming the
/// profile and its safe-area insets; under it, the views drawn without an id tag.
struct Legend {
    let text: DisplayListText
    let theme: Theme

    /// Width of one column of the legend, in points.
    static let columnWidth = 300.0
    /// The legend lists at most this many findings and the findings overlay gives as many badges; a
    /// closing line counts the rest, which report.json lists. A bound on the image's size for hostile
    /// screens (docs/robustness.md, "Overlay placement"): 100 entries of five lines, on the largest iPad
    /// at `--scale 4`, stay within the PNG pixel budget.
    static let maximumEntries = 100
    /// The list of untagged views under the caption stops (with "…") after this many lines.
    static let untaggedLines = 3

    struct Result {
        var nodes: [Node]
        /// The columns' width and the tallest column's height, from the legend's origin.
        var size: Size
        /// How far the lines under the caption reach below it (0 when there are none).
        var footerHeight: Double
    }

    /// One block of the legend, laid out at (0, 0) and moved to its place.
    private struct Entry {
        var nodes: [Node]
        var height: Double
    }

    /// Every finding (up to `maximumEntries`) in report order, in columns `columnWidth` wide from
    /// `origin`. A column is `minimumHeight` tall (the device's height) or, when the entries need more
    /// room, about as tall as the columns are wide all together, so the image grows in both directions
    /// rather than into a strip; an entry is never split across columns. Under the caption, `footerWidth`
    /// wide, the views drawn without an id tag.
    func nodes(
        findings: [FindingMarker], untagged: [String], caption: String, origin: Point, minimumHeight: Double,
        captionOrigin: Point, footerWidth: Double
    ) -> Result {
        // The caption on one line where it fits the device's width; else wrapped under it (the first line's
        // baseline where the one line's would be), the lines below added to the footer, so it is never cut.
        let captionFont = TextFont(size: 13)
        var nodes: [Node]
        var footerHeight = 0.0
        if text.typesetter.fits(caption, font: captionFont, width: footerWidth) {
            nodes = [Node.text(text.run(caption, at: captionOrigin, font: captionFont, color: theme.legendSecondary))]
        } else {
            let wrapped = text.typesetter.wrap(caption, font: captionFont, width: footerWidth, maxLines: 0)
            let first = wrapped.baseline(ofLine: 0)
            let block = text.paragraph(caption, at: Point(x: captionOrigin.x, y: captionOrigin.y - first), width: footerWidth, font: captionFont,
                                       color: theme.legendSecondary)
            nodes = block.runs.map(Node.text)
            footerHeight = max(0, block.height - first - 4)
        }
        if !untagged.isEmpty {
            let note = text.paragraph(
                "Frames without an id tag (no place clear of text): " + untagged.joined(separator: ", "),
                at: Point(x: captionOrigin.x, y: captionOrigin.y + 10 + footerHeight), width: footerWidth, font: TextFont(size: 12),
                maxLines: Self.untaggedLines, color: theme.legendSecondary)
            nodes.append(contentsOf: note.runs.map(Node.text))
            footerHeight += note.height
        }
        let entries = self.entries(findings: findings)
        guard !entries.isEmpty else { return Result(nodes: nodes, size: Size(width: 0, height: 0), footerHeight: footerHeight) }
        let total = entries.reduce(0) { $0 + $1.height }
        let tallest = entries.map(\.height).max() ?? 0
        let columnHeight = max(minimumHeight, tallest, (total * Self.columnWidth).squareRoot().rounded(.up))
        var column = 0, y = 0.0, deepest = 0.0
        for entry in entries {
            if y > 0, y + entry.height > columnHeight {
                column += 1
                y = 0
            }
            let dx = origin.x + Double(column) * Self.columnWidth, dy = origin.y + y
            nodes.append(contentsOf: entry.nodes.map { $0.translated(dx: dx, dy: dy) })
            y += entry.height
            deepest = max(deepest, y)
        }
        return Result(nodes: nodes, size: Size(width: Double(column + 1) * Self.columnWidth, height: deepest), footerHeight: footerHeight)
    }

    private func entries(findings: [FindingMarker]) -> [Entry] {
        var entries: [Entry] = []
        let textWidth = Self.columnWidth - 28 - DeviceArt.margin
        if !findings.isEmpty {
            entries.append(Entry(
                nodes: [.text(text.run("Findings", at: Point(x: 0, y: 17), font: TextFont(size: 17, weight: .semibold), color: theme.legendText))],
                height: 30))
            for finding in findings.prefix(Self.maximumEntries) {
                var nodes = Badge(number: finding.number, severity: finding.severity, theme: theme, text: text).nodes(centre: Point(x: 10, y: 9))
                nodes.append(.text(text.run(finding.rule, at: Point(x: 28, y: 13), font: TextFont(size: 13, weight: .semibold), color: theme.legendText)))
                let body = text.paragraph(finding.message, at: Point(x: 28, y: 18), width: textWidth, font: TextFont(size: 12), maxLines: 5, color: theme.legendSecondary)
                nodes.append(contentsOf: body.runs.map(Node.text))
                entries.append(Entry(nodes: nodes, height: 18 + body.height + 12))
            }
            if findings.count > Self.maximumEntries {
                let rest = findings.count - Self.maximumEntries
                let first = findings[Self.maximumEntries].number, last = findings[findings.count - 1].number
                let line = text.paragraph(
                    "+\(rest) more finding\(rest == 1 ? "" : "s") (\(first)–\(last) in report.json, outlined without badges)",
                    at: Point(x: 0, y: 0), width: Self.columnWidth - DeviceArt.margin, font: TextFont(size: 12, weight: .semibold),
                    color: theme.legendSecondary)
                entries.append(Entry(nodes: line.runs.map(Node.text), height: line.height + 12))
            }
        }
        return entries
    }
}

extension Theme {
    func colour(for severity: Severity) -> Color {
        switch severity {
        case .error: findingError
        case .warning: findingWarning
        case .info: findingInfo
        }
    }
}
