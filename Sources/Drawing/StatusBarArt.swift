import Devices
import Geometry
import Text

/// The status bar's contents as iOS shows them in marketing images: 9:41, full signal, Wi-Fi and a
/// full battery, drawn as vector shapes so they render the same everywhere.
///
/// Positions follow the device class: on notch and Island phones the time sits in the left "ear"
/// and the icons in the right one; home-button phones centre the time; iPads put the time (and
/// date) on the left. Glyph sizes are drawing choices modelled on iOS 17 screenshots, not UIKit data.
struct StatusBarArt {
    let text: DisplayListText
    let theme: Theme

    /// Nodes for a status bar occupying `bar` (screen coordinates). `housing` is the sensor housing's
    /// frame in the same coordinates when it cuts into the bar.
    func nodes(in bar: Rect, idiom: Idiom, housing: Rect?) -> [Node] {
        guard bar.height > 0 else { return [] }
        let colour = theme.statusBarForeground
        let iconsWidth = Self.signalWidth + 6 + Self.wifiWidth + 6 + Self.batteryWidth
        var nodes: [Node] = []
        let timeSize: Double, timeWeight: FontWeight
        let centreY: Double
        let timeRect: Rect
        let iconsOrigin: Point

        if let housing, idiom == .phone {
            // Ears beside the housing: the time centred in the left ear, the icons in the right ear,
            // both on the housing's vertical centre (Island) or the bar's lower part (notch).
            timeSize = 17
            timeWeight = .semibold
            centreY = housing.height > bar.height * 0.6 ? min(housing.midY, bar.midY + 2) : bar.midY
            let leftEar = Rect(x: bar.minX, y: bar.minY, width: housing.minX - bar.minX, height: bar.height)
            let rightEar = Rect(x: housing.maxX, y: bar.minY, width: bar.maxX - housing.maxX, height: bar.height)
            timeRect = Rect(x: leftEar.minX + 8, y: centreY - 10, width: leftEar.width - 8, height: 20)
            iconsOrigin = Point(x: rightEar.midX - iconsWidth / 2 - 4, y: centreY)
        } else if idiom == .phone {
            timeSize = 12
            timeWeight = .semibold
            centreY = bar.midY
            timeRect = Rect(x: bar.minX, y: centreY - 8, width: bar.width, height: 16)
            iconsOrigin = Point(x: bar.maxX - 6 - iconsWidth, y: centreY)
        } else {
            timeSize = 12
            timeWeight = .semibold
            centreY = bar.midY
            timeRect = Rect(x: bar.minX + 20, y: centreY - 8, width: 140, height: 16)
            iconsOrigin = Point(x: bar.maxX - 20 - iconsWidth, y: centreY)
        }

        let anchor: TextRun.Anchor = (housing == nil && idiom != .phone) ? .start : .middle
        let time = idiom == .pad ? "9:41  Tue Jan 9" : "9:41"
        nodes.append(.text(text.run(time, in: timeRect, font: TextFont(size: timeSize, weight: timeWeight), anchor: anchor, color: colour)))

        var x = iconsOrigin.x
        nodes.append(.shape(Shape(path: Self.signal(left: x, centreY: centreY), fill: colour)))
        x += Self.signalWidth + 6
        nodes.append(.shape(Shape(path: Self.wifi(left: x, centreY: centreY), fill: colour)))
        x += Self.wifiWidth + 6
        nodes.append(contentsOf: Self.battery(left: x, centreY: centreY, colour: colour))
        return nodes
    }

    static let signalWidth = 17.0
    static let wifiWidth = 15.5
    static let batteryWidth = 27.0

    /// Four bars of rising height, bottom-aligned.
    static func signal(left: Double, centreY: Double) -> Path {
        var path = Path()
        let heights = [4.0, 6.5, 9.0, 11.5]
        let bottom = centreY + 5.75
        for (index, height) in heights.enumerated() {
            let rect = Rect(x: left + Double(index) * 4.5, y: bottom - height, width: 3.2, height: height)
            path.append(Path(roundedRect: rect, cornerRadius: 1))
        }
        return path
    }

    /// Three bands of a 90° fan opening upwards, the innermost a sector.
    static func wifi(left: Double, centreY: Double) -> Path {
        let centre = Point(x: left + wifiWidth / 2, y: centreY + 5.5)
        let s = 0.7071067811865476  // √2 / 2: the fan's edges at ±45° from the vertical
        let u = Point(x: -s, y: -s), v = Point(x: s, y: -s)
        var path = Path()
        for (outer, inner) in [(11.0, 8.3), (7.0, 4.4)] {
            path.move(to: centre + u * outer)
            CircularArcs.appendArc(to: &path, center: centre, radius: outer, from: u, to: v)
            path.line(to: centre + v * inner)
            CircularArcs.appendArc(to: &path, center: centre, radius: inner, from: v, to: u)
            path.close()
        }
        path.move(to: centre)
        path.line(to: centre + u * 3)
        CircularArcs.appendArc(to: &path, center: centre, radius: 3, from: u, to: v)
        path.close()
        return path
    }

    /// An outlined battery, full, with its terminal cap.
    static func battery(left: Double, centreY: Double, colour: Color) -> [Node] {
        let body = Rect(x: left, y: centreY - 6, width: 24.5, height: 12)
        let outline = Shape(
            path: Path(continuousRoundedRect: body.inset(by: EdgeInsets(top: 0.5, left: 0.5, bottom: 0.5, right: 0.5)), cornerRadius: 3.5),
            stroke: Stroke(color: colour.alpha(90), width: 1))
        let level = Shape(
            path: Path(continuousRoundedRect: body.inset(by: EdgeInsets(top: 2, left: 2, bottom: 2, right: 2)), cornerRadius: 2),
            fill: colour)
        let cap = Shape(
            path: Path(roundedRect: Rect(x: body.maxX + 1, y: centreY - 2, width: 1.5, height: 4), cornerRadius: 0.75),
            fill: colour.alpha(110))
        return [.shape(outline), .shape(level), .shape(cap)]
    }
}
