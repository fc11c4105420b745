import Checks
import Geometry
import Text

/// The text beside and under the device: the findings, numbered as their badges, and a caption
/// naming the profile and its safe-area insets.
struct Legend {
    let text: SceneText
    let theme: Theme

    struct Result {
        var nodes: [Node]
        /// How far down the legend reaches from its origin.
        var height: Double
    }

    /// The legend stops at `maxHeight` below its origin (the device's height), so a screen with
    /// hundreds of findings still makes an image of ordinary size; the rest are counted in one line
    /// that points at the report, which lists them all.
    func nodes(
        findings: [FindingMarker], caption: String, origin: Point, width: Double, maxHeight: Double, captionOrigin: Point
    ) -> Result {
        var nodes: [Node] = [.text(text.run(caption, at: captionOrigin, font: TextFont(size: 13), color: theme.legendSecondary))]
        guard !findings.isEmpty else { return Result(nodes: nodes, height: 0) }
        var y = origin.y
        nodes.append(.text(text.run("Findings", at: Point(x: origin.x, y: y + 17), font: TextFont(size: 17, weight: .semibold), color: theme.legendText)))
        y += 30
        let textX = origin.x + 28
        for (index, finding) in findings.enumerated() {
            // Room for this entry (a heading and up to five lines) and the closing line?
            if y - origin.y + 110 > maxHeight, index < findings.count - 1 {
                let rest = findings.count - index
                nodes.append(.text(text.run(
                    "+\(rest) more finding\(rest == 1 ? "" : "s") (badges \(finding.number)–\(findings[findings.count - 1].number) in report.json)",
                    at: Point(x: origin.x, y: y + 13), font: TextFont(size: 12, weight: .semibold), color: theme.legendSecondary)))
                y += 24
                break
            }
            nodes.append(contentsOf: Badge(number: finding.number, severity: finding.severity, theme: theme, text: text)
                .nodes(centre: Point(x: origin.x + 10, y: y + 9)))
            let head = text.run(finding.rule, at: Point(x: textX, y: y + 13), font: TextFont(size: 13, weight: .semibold), color: theme.legendText)
            nodes.append(.text(head))
            let body = text.paragraph(
                finding.message, at: Point(x: textX, y: y + 18), width: width - 28 - DeviceArt.margin,
                font: TextFont(size: 12), maxLines: 5, color: theme.legendSecondary)
            nodes.append(contentsOf: body.runs.map(Node.text))
            y += 18 + body.height + 12
        }
        return Result(nodes: nodes, height: y - origin.y)
    }
}

/// A numbered circle in the finding's severity colour, on the image and in the legend.
struct Badge {
    let number: Int
    let severity: Severity
    let theme: Theme
    let text: SceneText

    static let radius = 9.0

    func nodes(centre: Point) -> [Node] {
        [
            .shape(Shape(path: Path(circleAt: centre, radius: Self.radius), fill: theme.colour(for: severity))),
            .text(text.run(
                "\(number)", in: Rect(x: centre.x - Self.radius, y: centre.y - Self.radius, width: 2 * Self.radius, height: 2 * Self.radius),
                font: TextFont(size: 11, weight: .bold), color: theme.background)),
        ]
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
