@testable import Checks
@testable import Devices
import Foundation
@testable import Geometry
@testable import Layout
@testable import Drawing
@testable import Screens

/// Reads a built display list's overlays back from its geometry and lists what hides what (issue 14): a badge
/// in an unsafe region of the hardware, on another badge, on a text line box or on a control; a view-id
/// tag on a text line box. Independent of the placers: the unsafe regions are the rules' strips
/// (`ScreenGeometry.unsafeRegions`), the housing's shape and points sampled on each badge's circle
/// against the corner curve; badges and tags are found by their group ids (`badge-N`, `tag-ID`).
struct OverlayAudit {
    var badges: [Rect] = []
    var laneBadges = 0
    var tags: [Rect] = []
    var violations: [String] = []

    init(displayList: DisplayList, screen: Screen, layout: LaidOutScreen, profile: Profile, frame: DeviceArt.Frame = .device) {
        let art = DeviceArt(profile: profile, frame: frame)
        let dx = art.screenRect.minX + layout.windowFrame.minX, dy = art.screenRect.minY + layout.windowFrame.minY
        let geometry = ScreenGeometry(layout: layout, profile: profile, statusBarHidden: screen.statusBar == .hidden)
        let strips = geometry.unsafeRegions.filter { [.top, .bottom, .left, .right].contains($0.kind) }
        let text = ([LayerID.screen, .legend]).flatMap { displayList.layer($0)?.nodes.flatMap(\.lineBoxes) ?? [] }
        let controls = layout.views.compactMap { view -> (String, Rect)? in
            guard case .view(let kind) = view.kind, kind.isControl else { return nil }
            return (view.id, view.frame.offsetBy(dx: dx, dy: dy))
        }
        badges = Self.firstShapes(in: displayList.layer(.findings)?.nodes ?? [], idPrefix: "badge-")
        tags = Self.firstShapes(in: displayList.layer(.frames)?.nodes ?? [], idPrefix: "tag-")

        for (n, badge) in badges.enumerated() {
            let name = "badge \(n + 1) at \(badge)"
            if badge.intersects(art.screenRect) {
                let inWindow = badge.offsetBy(dx: -dx, dy: -dy)
                for strip in strips where strip.frame.intersects(inWindow) { violations.append("\(name) is in \(strip.name)") }
                if let housing = geometry.housing, housing.overlap(with: geometry.toPortrait(inWindow)) != nil {
                    violations.append("\(name) touches the sensor housing")
                }
                if !geometry.bounds.contains(inWindow) { violations.append("\(name) leaves the app's window") }
                // 16 points on the circle (and its centre) against the display's rounded corners.
                let r = inWindow.width / 2
                let centre = Point(x: inWindow.midX, y: inWindow.midY)
                let ring = (0..<16).map { k -> Point in
                    let angle = Double(k) * Double.pi / 8
                    return Point(x: centre.x + r * cos(angle), y: centre.y + r * sin(angle))
                }
                for point in ring + [centre] {
                    let onScreen = Point(x: point.x + layout.windowFrame.minX, y: point.y + layout.windowFrame.minY)
                    if geometry.cornerDepths(onScreen).contains(where: { $0 > 0 }) {
                        violations.append("\(name) is cut by a rounded corner")
                        break
                    }
                }
            } else {
                laneBadges += 1
                // In the lane: beside the device, clear of its body.
                let body = art.body.isEmpty ? art.screenRect : art.body.controlBounds
                if badge.minX < body.maxX { violations.append("\(name) is off the screen but not beside the device") }
            }
            for (m, other) in badges.enumerated() where m > n && other.intersects(badge) {
                violations.append("\(name) overlaps badge \(m + 1)")
            }
            if let line = text.first(where: { $0.intersects(badge) }) { violations.append("\(name) covers the text line \(line)") }
            for (id, control) in controls where control.intersects(badge) { violations.append("\(name) covers the control '\(id)'") }
        }
        let screenText = displayList.layer(.screen)?.nodes.flatMap(\.lineBoxes) ?? []
        for tag in tags {
            if let line = screenText.first(where: { $0.intersects(tag) }) { violations.append("tag at \(tag) covers the text line \(line)") }
        }
    }

    /// The bounds of the first shape of every group whose id starts with `idPrefix`: a badge's circle,
    /// a tag's backing rectangle.
    static func firstShapes(in nodes: [Node], idPrefix: String) -> [Rect] {
        var found: [Rect] = []
        for node in nodes {
            guard case .group(let group) = node else { continue }
            if group.id?.hasPrefix(idPrefix) == true {
                for child in group.nodes {
                    if case .shape(let shape) = child {
                        found.append(shape.path.controlBounds)
                        break
                    }
                }
            } else {
                found.append(contentsOf: firstShapes(in: group.nodes, idPrefix: idPrefix))
            }
        }
        return found
    }
}
