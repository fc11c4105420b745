import AutoLayout
import Devices
import Geometry
import Layout
import Screens
import Text

/// Draws the system chrome UIKit puts over the app: status bar, navigation bar, tab bar, toolbar and
/// home indicator, at the frames the layout pass computed.
struct ChromePainter {
    let text: SceneText
    let theme: Theme
    let screen: Screen
    let layout: LaidOutScreen
    let profile: Profile
    let place: AffineTransform

    func nodes() -> [Node] {
        var nodes: [Node] = []
        // Bars first: a navigation bar's background reaches up under the status bar, whose glyphs
        // are drawn over it.
        let system = layout.views.filter(\.kind.isSystem)
        let ordered = system.filter { !Self.drawnLast($0.kind) } + system.filter { Self.drawnLast($0.kind) }
        for view in ordered {
            let frame = onCanvas(view.frame)
            switch view.kind {
            case .navigationBar: nodes.append(contentsOf: navigationBar(frame))
            case .tabBar: nodes.append(contentsOf: tabBar(frame))
            case .toolbar: nodes.append(contentsOf: toolbar(frame))
            case .statusBar:
                // Beside another app the status bar is the display's, drawn by SceneBuilder across it.
                if !Self.statusBarSpansDisplay(layout) { nodes.append(contentsOf: statusBar(frame)) }
            case .homeIndicator: break  // hardware: drawn over the whole display by SceneBuilder
            case .view: break
            }
        }
        return nodes
    }

    private static func drawnLast(_ kind: LaidOutKind) -> Bool { kind == .statusBar }

    /// In Split View iPadOS draws one status bar across the whole display (the time over the left app,
    /// the battery over the right one); each app's window only reserves its height.
    static func statusBarSpansDisplay(_ layout: LaidOutScreen) -> Bool {
        switch layout.window {
        case .splitOneThird, .splitHalf, .splitTwoThirds: true
        case .full, .slideOver: false
        }
    }

    private func onCanvas(_ rect: Rect) -> Rect { rect.offsetBy(dx: place.tx, dy: place.ty) }

    /// A bottom bar's content row: the bar less the part that reaches into the hardware's bottom
    /// inset (the home-indicator area), where UIKit extends only the bar's background.
    private func contentRow(of frame: Rect) -> Rect {
        // The hardware's safe bottom edge in screen points, moved onto the canvas (a letterboxed
        // app's window ends above it, so its bars keep their whole height).
        let hardwareBottom = profile.safeAreaInsets?.bottom ?? 0
        let screenToCanvas = place.ty - layout.windowFrame.minY
        let safeBottom = screenToCanvas + profile.windowFrame.maxY - hardwareBottom
        let height = max(0, min(frame.maxY, safeBottom) - frame.minY)
        return Rect(x: frame.minX, y: frame.minY, width: frame.width, height: height)
    }

    private func group(_ id: String, _ nodes: [Node]) -> [Node] {
        [.group(Group(id: id, className: "bar", nodes: nodes))]
    }

    /// A bar at the bottom (tab bar, toolbar): its background with a hairline along its top edge.
    private func bottomBarBackground(_ frame: Rect) -> [Node] {
        [
            .shape(Shape(path: Path(rect: frame), fill: theme.barBackground)),
            .shape(Shape(path: Path(rect: Rect(x: frame.minX, y: frame.minY, width: frame.width, height: 0.33)), fill: theme.barHairline)),
        ]
    }

    /// The bar's background reaches up under the status bar to the window's top edge, as UIKit's does.
    private func navigationBar(_ frame: Rect) -> [Node] {
        let windowTop = place.ty
        let background = Rect(x: frame.minX, y: windowTop, width: frame.width, height: frame.maxY - windowTop)
        var nodes: [Node] = [
            .shape(Shape(path: Path(rect: background), fill: theme.barBackground)),
            .shape(Shape(path: Path(rect: Rect(x: frame.minX, y: frame.maxY - 0.33, width: frame.width, height: 0.33)), fill: theme.barHairline)),
        ]
        let spec = screen.controller.navigationBar
        let title = spec?.title ?? ""
        let rowHeight = min(frame.height, 44)
        let rightToLeft = layout.layoutDirection == .rightToLeft
        if spec?.largeTitle == true, frame.height > rowHeight + 20 {
            // The large title starts at the leading margin: the right one in right-to-left layouts.
            let margin = rightToLeft ? layout.layoutMargins.right : layout.layoutMargins.left
            let largeRow = Rect(x: frame.minX, y: frame.minY + rowHeight, width: frame.width, height: frame.height - rowHeight)
            nodes.append(.text(text.run(
                title, in: largeRow, font: SystemFont.largeNavigationTitle.font, anchor: rightToLeft ? .end : .start, inset: margin,
                color: theme.label)))
        } else if !title.isEmpty {
            let row = Rect(x: frame.minX, y: frame.minY, width: frame.width, height: rowHeight)
            nodes.append(.text(text.run(title, in: row, font: SystemFont.navigationTitle.font, inset: 60, color: theme.label)))
        }
        for item in layout.barItems where item.bar == "navigationBar" {
            if item.id == "backButton" {
                nodes.append(contentsOf: backButton(item, rightToLeft: rightToLeft))
            } else {
                // A bar button item's title fills its laid-out frame (the frame is the title's width).
                nodes.append(.text(text.run(item.title, in: onCanvas(item.frame), font: NavigationBarMetrics.itemFont, color: theme.tint)))
            }
        }
        return group("navigationBar", nodes)
    }

    /// The back button at its laid-out frame: a chevron pointing back (left, or right in right-to-left
    /// layouts) at the leading end, the previous screen's title after it, in the tint colour.
    private func backButton(_ item: BarItem, rightToLeft: Bool) -> [Node] {
        let frame = onCanvas(item.frame)
        let tip = rightToLeft ? frame.maxX - 1 : frame.minX + 1
        let back = rightToLeft ? -1.0 : 1.0  // from the tip into the button
        var chevron = Path()
        chevron.move(to: Point(x: tip + back * 10, y: frame.midY - 10))
        chevron.line(to: Point(x: tip, y: frame.midY))
        chevron.line(to: Point(x: tip + back * 10, y: frame.midY + 10))
        let titleRect = rightToLeft
            ? Rect(x: frame.minX, y: frame.minY, width: frame.width - 20, height: frame.height)
            : Rect(x: frame.minX + 20, y: frame.minY, width: frame.width - 20, height: frame.height)
        return [
            .shape(Shape(path: chevron, stroke: Stroke(color: theme.tint, width: 3, cap: .round))),
            .text(text.run(item.title, in: titleRect, font: NavigationBarMetrics.itemFont, anchor: rightToLeft ? .end : .start, color: theme.tint)),
        ]
    }

    /// Items share the bar's width equally, each an icon placeholder over its title (side by side in
    /// a compact-height bar, as UIKit lays out landscape tab bars).
    private func tabBar(_ frame: Rect) -> [Node] {
        var nodes = bottomBarBackground(frame)
        let items = screen.controller.tabBar?.items ?? []
        guard !items.isEmpty else { return group("tabBar", nodes) }
        let content = contentRow(of: frame)
        let insetFrame = Rect(
            x: content.minX + layout.safeAreaInsets.left, y: content.minY,
            width: content.width - layout.safeAreaInsets.left - layout.safeAreaInsets.right, height: content.height)
        let slot = insetFrame.width / Double(items.count)
        let stacked = content.height >= 45
        // The screen's own tab is drawn selected (in the tint), the tab bar controller's first by default.
        let selected = screen.controller.tabBar?.selected ?? 0
        for (index, item) in items.enumerated() {
            let colour = index == selected ? theme.tint : theme.secondaryLabel
            // UITabBar lays its items out leading to trailing: the first at the right in right-to-left layouts.
            let position = layout.layoutDirection == .rightToLeft ? items.count - 1 - index : index
            let cell = Rect(x: insetFrame.minX + Double(position) * slot, y: content.minY, width: slot, height: content.height)
            let icon: Rect
            let titleRect: Rect
            let anchor: TextRun.Anchor
            if stacked {
                icon = Rect(x: cell.midX - 12, y: cell.minY + 6, width: 24, height: 24)
                titleRect = Rect(x: cell.minX, y: icon.maxY + 1, width: cell.width, height: 14)
                anchor = .middle
            } else {
                // Side by side, the icon at the leading end: mirrored in the cell in right-to-left layouts.
                let rightToLeft = layout.layoutDirection == .rightToLeft
                let leadingIcon = Rect(x: cell.midX - 30, y: cell.midY - 10, width: 20, height: 20)
                let leadingTitle = Rect(x: leadingIcon.maxX + 4, y: cell.minY, width: cell.width / 2 + 6, height: cell.height)
                icon = rightToLeft ? leadingIcon.mirrored(in: cell) : leadingIcon
                titleRect = rightToLeft ? leadingTitle.mirrored(in: cell) : leadingTitle
                anchor = rightToLeft ? .end : .start
            }
            nodes.append(.shape(Shape(path: Path(continuousRoundedRect: icon, cornerRadius: 6), fill: colour.alpha(stacked ? 200 : 180))))
            nodes.append(.text(text.run(item, in: titleRect, font: SystemFont.tabBarItem.font, anchor: anchor, color: colour)))
        }
        return group("tabBar", nodes)
    }

    private func toolbar(_ frame: Rect) -> [Node] {
        var nodes = bottomBarBackground(frame)
        let items = screen.controller.toolbar?.items ?? []
        let content = contentRow(of: frame)
        let slot = content.width / Double(max(1, items.count))
        for (index, item) in items.enumerated() {
            // Leading to trailing, like the tab bar's items.
            let position = layout.layoutDirection == .rightToLeft ? items.count - 1 - index : index
            let cell = Rect(x: content.minX + Double(position) * slot, y: content.minY, width: slot, height: content.height)
            nodes.append(.text(text.run(item, in: cell, font: TextFont(size: 17), inset: 8, color: theme.tint)))
        }
        return group("toolbar", nodes)
    }

    /// The status bar's glyphs. The housing is passed on where it cuts into the bar, in canvas
    /// coordinates, so the time and icons sit in the ears beside it.
    private func statusBar(_ frame: Rect) -> [Node] {
        var housing: Rect?
        if layout.orientation == .portrait, let portrait = profile.sensorHousing.frame {
            // The housing is stated in screen coordinates; the window's origin on the screen is the
            // window frame's, and `place` already includes it.
            let onCanvas = portrait.offsetBy(dx: place.tx - layout.windowFrame.minX, dy: place.ty - layout.windowFrame.minY)
            // A letterboxed app's status bar sits below the housing, not beside it.
            if onCanvas.intersects(frame) { housing = onCanvas }
        }
        let art = StatusBarArt(text: text, theme: theme)
        return group("statusBar", art.nodes(in: frame, idiom: profile.idiom, housing: housing))
    }
}
