import AutoLayout
import Devices
import Geometry
import Layout
import Screens
import Text

/// Draws the system chrome UIKit puts over the app: status bar, navigation bar, tab bar, toolbar and
/// home indicator, at the frames the layout pass computed.
struct ChromePainter {
    let text: DisplayListText
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
                // Beside another app the status bar is the display's, drawn by DisplayListBuilder across it.
                if !Self.statusBarSpansDisplay(layout) { nodes.append(contentsOf: statusBar(frame)) }
            case .homeIndicator: break  // hardware: drawn over the whole display by DisplayListBuilder
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

    /// A bar item's catalogue image as this profile shows it (its idiom, scale and appearance).
    private func barImage(_ name: String) -> AssetImage.Variant? {
        screen.assetImages[name]?.variant(for: profile.idiom, scale: profile.scale, appearance: theme.appearance)
    }

    /// The colour a system bar draws its items in: the bar's own `tintColor` (`own`), else the tint it inherits
    /// from its ancestors, the window's, whose default is the app's accent colour (`Screen.accentTint`), else
    /// systemBlue. "The tint color to apply to the navigation items and bar button items"
    /// (https://developer.apple.com/documentation/uikit/uinavigationbar/tintcolor); a tab bar "may tint items using
    /// the tint color of one of its ancestor views" (https://developer.apple.com/documentation/uikit/uitabbar/tintcolor);
    /// the accent colour of the asset catalogue is the app's tint
    /// (https://developer.apple.com/documentation/xcode/specifying-your-apps-color-scheme). A bar is not a subview of the
    /// controller's root view, so the root view's tint (`Screen.tint`) does not reach it
    /// (https://developer.apple.com/documentation/uikit/uiview/tintcolor). docs/research/controls.md §26.
    func barTint(_ own: String?) -> Color {
        theme.colour(own) ?? theme.colour(screen.accentTint) ?? theme.tint
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
        let spec = screen.controller.navigationBar
        var nodes: [Node] = [
            .shape(Shape(path: Path(rect: background), fill: navigationBarFill(spec))),
            .shape(Shape(path: Path(rect: Rect(x: frame.minX, y: frame.maxY - 0.33, width: frame.width, height: 0.33)), fill: theme.barHairline)),
        ]
        let titleColour = theme.colour(spec?.titleColour) ?? theme.label
        let itemColour = barTint(spec?.tint)
        let title = spec?.title ?? ""
        // A prompt takes its own row at the bar's top; the title row and the large title follow it.
        let promptHeight = spec?.prompt == nil ? 0 : min(frame.height, BarItemMetrics.promptHeight)
        if let prompt = spec?.prompt {
            let row = Rect(x: frame.minX, y: frame.minY, width: frame.width, height: promptHeight)
            nodes.append(.text(text.run(prompt, in: row, font: BarItemMetrics.promptFont, inset: 16, color: theme.secondaryLabel)))
        }
        let bar = Rect(x: frame.minX, y: frame.minY + promptHeight, width: frame.width, height: frame.height - promptHeight)
        let rowHeight = min(bar.height, 44)
        let rightToLeft = layout.layoutDirection == .rightToLeft
        let row = Rect(x: bar.minX, y: bar.minY, width: bar.width, height: rowHeight)
        if spec?.largeTitle == true, bar.height > rowHeight + 20 {
            // The large title starts at the leading margin: the right one in right-to-left layouts.
            let margin = rightToLeft ? layout.layoutMargins.right : layout.layoutMargins.left
            let largeRow = Rect(x: bar.minX, y: bar.minY + rowHeight, width: bar.width, height: bar.height - rowHeight)
            nodes.append(.text(text.run(
                title, in: largeRow, font: SystemFont.largeNavigationTitle.font, anchor: rightToLeft ? .end : .start, inset: margin,
                color: theme.colour(spec?.largeTitleColour) ?? theme.label)))
        } else if !title.isEmpty {
            // Centred between the items; where a floating tab bar shares the row (iPadOS 18), the title
            // goes to the leading end after the items, clear of the tab bar.
            let items = layout.barItems.filter { $0.bar == "navigationBar" }.map { onCanvas($0.frame) }
            if let tabs = floatingTabBar(), tabs.intersects(row) {
                let leadingEnd = items.filter { rightToLeft ? $0.midX > row.midX : $0.midX < row.midX }
                    .map { rightToLeft ? row.maxX - $0.minX : $0.maxX - row.minX }.max() ?? layout.layoutMargins.left
                let space = rightToLeft
                    ? Rect(x: tabs.maxX, y: row.minY, width: max(0, row.maxX - leadingEnd - 8 - tabs.maxX), height: row.height)
                    : Rect(x: row.minX + leadingEnd + 8, y: row.minY, width: max(0, tabs.minX - row.minX - leadingEnd - 8), height: row.height)
                nodes.append(.text(text.run(title, in: space, font: SystemFont.navigationTitle.font, anchor: rightToLeft ? .end : .start, color: titleColour)))
            } else {
                nodes.append(.text(text.run(title, in: row, font: SystemFont.navigationTitle.font, inset: 60, color: titleColour)))
            }
        }
        let painter = BarItemPainter(text: text, image: barImage, symbol: { screen.barSymbols[$0] })
        for item in layout.barItems where item.bar == "navigationBar" {
            if item.id == "backButton" {
                nodes.append(contentsOf: backButton(item, rightToLeft: rightToLeft, colour: itemColour))
            } else if let spec = item.item, let view = spec.customView {
                nodes.append(contentsOf: customView(item.customView, spec: view, colour: itemColour))
            } else if let spec = item.item {
                nodes.append(contentsOf: painter.button(spec, in: onCanvas(item.frame), colour: itemColour))
            }
        }
        return group("navigationBar", nodes)
    }

    /// The navigation bar's background: its `barTintColor` before iOS 15, "made translucent by default unless you
    /// set the isTranslucent property to false" (https://developer.apple.com/documentation/uikit/uinavigationbar/bartintcolor;
    /// translucent at the opacity of the default bar's fill, `Theme.barBackground`, the same approximation). From
    /// iOS 15 a bar without an appearance of its own takes, at the scroll edge, its standard appearance with a
    /// transparent background, which hides the bar tint (https://developer.apple.com/documentation/uikit/uinavigationbar/scrolledgeappearance):
    /// the default fill is kept there, as for every bar.
    private func navigationBarFill(_ spec: NavigationBarSpec?) -> Color {
        guard profile.ios < 15, let tint = spec?.barTint, let fill = theme.colour(tint) else {
            return theme.barBackground
        }
        return spec?.isTranslucent == false ? fill : fill.alpha(min(fill.a, theme.barBackground.a))
    }

    /// The back button at its laid-out frame: a chevron pointing back (left, or right in right-to-left
    /// layouts) at the leading end, the previous screen's title after it, in the tint colour.
    private func backButton(_ item: BarItem, rightToLeft: Bool, colour: Color) -> [Node] {
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
            .shape(Shape(path: chevron, stroke: Stroke(color: colour, width: 3, cap: .round))),
            .text(text.run(item.title, in: titleRect, font: NavigationBarMetrics.itemFont, anchor: rightToLeft ? .end : .start, color: colour)),
        ]
    }

    /// Each item at its laid-out cell (`TabBarItems`): a glyph (`BarItemPainter`) over its title (side by side in a
    /// compact-height bar, as UIKit lays out landscape tab bars). A tab bar at the top (iPadOS 18 regular width,
    /// tvOS) is drawn as it floats there: `floatingTabBar(_:)`.
    private func tabBar(_ frame: Rect) -> [Node] {
        if TabBarMetrics.placement(for: profile) == .top { return group("tabBar", floatingTabBar(frame)) }
        var nodes = bottomBarBackground(frame)
        let cells = layout.barItems.filter { $0.bar == "tabBar" }
        let painter = BarItemPainter(text: text, image: barImage, symbol: { screen.barSymbols[$0] })
        // The screen's own tab is drawn selected (in the tint), the tab bar controller's first by default.
        let selected = screen.controller.tabBar?.selected ?? 0
        let tint = barTint(screen.controller.tabBar?.tint)
        for (index, placed) in cells.enumerated() {
            guard let item = placed.item else { continue }
            let colour = index == selected ? tint : theme.secondaryLabel
            let cell = onCanvas(placed.frame)
            let icon: Point
            let size: Double
            let titleRect: Rect
            let anchor: TextRun.Anchor
            if cell.height >= 45 {
                size = BarItemMetrics.tabGlyphSize
                icon = Point(x: cell.midX, y: cell.minY + 6 + size / 2)
                titleRect = Rect(x: cell.minX, y: cell.minY + 6 + size, width: cell.width, height: 14)
                anchor = .middle
            } else {
                // Side by side, the icon at the leading end: mirrored in the cell in right-to-left layouts.
                size = BarItemMetrics.compactTabGlyphSize
                let rightToLeft = layout.layoutDirection == .rightToLeft
                let leadingIcon = Rect(x: cell.midX - 30, y: cell.midY - size / 2, width: size, height: size)
                let leadingTitle = Rect(x: leadingIcon.maxX + 4, y: cell.minY, width: cell.width / 2 + 6, height: cell.height)
                let placed = rightToLeft ? leadingIcon.mirrored(in: cell) : leadingIcon
                icon = Point(x: placed.midX, y: placed.midY)
                titleRect = rightToLeft ? leadingTitle.mirrored(in: cell) : leadingTitle
                anchor = rightToLeft ? .end : .start
            }
            nodes.append(contentsOf: painter.glyph(for: item, centre: icon, size: size, colour: colour))
            nodes.append(.text(text.run(item.tabTitle, in: titleRect, font: SystemFont.tabBarItem.font, anchor: anchor, color: colour)))
        }
        return group("tabBar", nodes)
    }

    /// The floating tab bar's capsule on the canvas, when the profile puts the tab bar at the top
    /// (`TabBarMetrics.placement`) and the screen has one with items.
    func floatingTabBar() -> Rect? {
        guard TabBarMetrics.placement(for: profile) == .top, let view = layout.views.first(where: { $0.kind == .tabBar }),
              let items = screen.controller.tabBar?.items, !items.isEmpty else { return nil }
        return floatingCapsule(onCanvas(view.frame), items: items)
    }

    /// iPadOS 18's tab bar at the top: no bar background, a capsule centred in the bar's row holding the
    /// tabs' titles side by side, the selected one on a lighter pill in the label colour
    /// (https://developer.apple.com/design/human-interface-guidelines/tab-bars, "iPadOS": the tab bar floats
    /// at the top of the screen; https://developer.apple.com/documentation/uikit/uitabbarcontroller/mode).
    /// tvOS's tab bar is the same row of titles centred at the screen's top
    /// (https://developer.apple.com/design/human-interface-guidelines/tab-bars, "tvOS"). Sizes assumed:
    /// docs/research/bars.md §4.
    private func floatingTabBar(_ frame: Rect) -> [Node] {
        let items = screen.controller.tabBar?.items ?? []
        guard !items.isEmpty else { return [] }
        let capsule = floatingCapsule(frame, items: items)
        var nodes: [Node] = [.shape(Shape(path: Path(capsuleIn: capsule), fill: theme.barBackground,
                                          stroke: Stroke(color: theme.barHairline, width: 0.5)))]
        let selected = screen.controller.tabBar?.selected ?? 0
        let tint = barTint(screen.controller.tabBar?.tint)
        // Each tab at its laid-out place in the capsule (`TabBarItems`).
        for (index, placed) in layout.barItems.filter({ $0.bar == "tabBar" }).enumerated() {
            let tab = onCanvas(placed.frame)
            if index == selected {
                nodes.append(.shape(Shape(path: Path(capsuleIn: tab), fill: theme.selectedTab)))
            }
            nodes.append(.text(text.run(placed.title, in: tab, font: FloatingTabBar.font,
                                        color: index == selected ? tint : theme.label)))
        }
        return nodes
    }

    private func floatingCapsule(_ frame: Rect, items: [BarItemSpec]) -> Rect {
        FloatingTabBar.capsule(in: frame, widths: items.map { FloatingTabBar.tabWidth(of: $0, typesetter: text.typesetter) })
    }

    /// A toolbar's items at their laid-out places (`ToolbarItems`), a custom view as the screen's views are drawn.
    private func toolbar(_ frame: Rect) -> [Node] {
        var nodes = bottomBarBackground(frame)
        let painter = BarItemPainter(text: text, image: barImage, symbol: { screen.barSymbols[$0] })
        let tint = barTint(screen.controller.toolbar?.tint)
        for placed in layout.barItems where placed.bar == "toolbar" {
            guard let item = placed.item else { continue }
            if let view = item.customView {
                nodes.append(contentsOf: customView(placed.customView, spec: view, colour: tint))
            } else {
                nodes.append(contentsOf: painter.button(item, in: onCanvas(placed.frame), colour: tint))
            }
        }
        return group("toolbar", nodes)
    }

    /// A bar button item's custom view and its subviews (`BarItemCustomView`, window coordinates), each drawn
    /// by its kind as the screen's views are (`ViewPainter`), in `colour`, the bar's tint, unless a view sets its own:
    /// a view takes its tint from its superview, up to the bar that holds it
    /// (https://developer.apple.com/documentation/uikit/uiview/tintcolor). A hidden or fully transparent view is
    /// not drawn, nor are its subviews (https://developer.apple.com/documentation/uikit/uiview/ishidden).
    private func customView(_ views: [LaidOutView], spec: ViewSpec, colour: Color) -> [Node] {
        var specs: [String: ViewSpec] = [:]
        for view in ViewSpec.depthFirst([spec]) where specs[view.id] == nil { specs[view.id] = view }
        let painters = ScreenViewPainters(text: text, theme: theme, screen: screen, profile: profile, place: place)
        var nodes: [Node] = []
        var hidden = [Bool](repeating: false, count: views.count)
        var tints = [Color](repeating: colour, count: views.count)
        for (index, view) in views.enumerated() {
            guard let spec = specs[view.id] else { continue }
            let parent = view.parent.flatMap { $0 < index ? $0 : nil }
            hidden[index] = spec.layout.isHidden || spec.alpha == 0 || parent.map { hidden[$0] } == true
            tints[index] = theme.colour(spec.tint) ?? parent.map { tints[$0] } ?? colour
            guard !hidden[index] else { continue }
            nodes.append(contentsOf: painters.painter(
                view, spec: spec, canvasFrame: onCanvas(view.frame), direction: spec.layout.forcedLayoutDirection ?? layout.layoutDirection,
                tint: tints[index]).nodes())
        }
        return nodes
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
