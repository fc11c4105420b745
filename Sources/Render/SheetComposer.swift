import Devices
import Diagnostics
import Geometry
import Layout
import Drawing
import Screens
import Text

/// Lays one screen out on several profiles and puts the devices side by side on one drawing, for
/// design documentation: "this is the contacts list on a home-button iPhone, a notch, the Dynamic
/// Island and an iPad in Split View".
///
/// The composition happens on the display list: each profile's display list (built by `DisplayListBuilder`, device
/// frame and overlays as in a single image) is moved to its place and wrapped in one group per
/// device, so the SVG writer and the rasteriser draw the sheet unchanged, and both files agree.
///
/// Layout of the drawing:
/// - a title (the screen's name) and a subtitle at the top left;
/// - devices in rows, at most `devicesPerRow` and `maximumRowWidth` points per row, each on its own
///   `DeviceArt` canvas, `gap` points apart; the rows' devices line up along the bottom (or top);
/// - under each device, centred, its label: the device's name; orientation, window, the app window's
///   size in points and the iOS version; the root view's safe-area insets from the layout.
///
/// Every device is drawn at the same points-to-pixels scale, so the sizes compare truly. A pure
/// function of its inputs: the same screen, profiles and options give an equal sheet.
package struct SheetComposer: Sendable {
    var text: DisplayListText
    var options: SheetOptions

    package init(typesetter: Typesetter, options: SheetOptions = SheetOptions()) {
        self.text = DisplayListText(typesetter: typesetter)
        self.options = options
    }

    static let titleFont = TextFont(size: 24, weight: .semibold)
    static let subtitleFont = TextFont(size: 13)
    /// The title block's height: the title line, the subtitle line and the space under them.
    static let titleHeight = 64.0
    static let nameFont = TextFont(size: 15, weight: .semibold)
    static let detailFont = TextFont(size: 13)
    /// Space between a device body's lower edge and its label.
    static let labelSpacing = 14.0
    /// The heights of the label's three lines.
    static let labelLineHeights = [20.0, 18.0, 18.0]

    /// The sheet of `screen` on `profiles` (in that order). An empty list, or a screen the layout
    /// engine rejects on one of the profiles, is an `InputError`.
    package func compose(screen: Screen, profiles: [Profile], subtitle: String? = nil) throws(InputError) -> Sheet {
        guard !profiles.isEmpty else { throw InputError("a sheet needs at least one device profile") }
        let builder = DisplayListBuilder(text: text, options: DisplayListOptions(frame: .device, overlays: options.overlays, theme: options.theme))
        var cells: [Cell] = []
        for profile in profiles {
            let layout = try LayoutEngine.layout(screen: screen, profile: profile)
            let displayList = builder.build(screen: screen, layout: layout, profile: profile)
            let art = DeviceArt(profile: profile, frame: .device)
            cells.append(Cell(profile: profile, layout: layout, displayList: displayList, size: art.size, body: art.body.controlBounds))
        }

        let rows = Self.rows(widths: cells.map(\.size.width), perRow: options.devicesPerRow, maximumWidth: options.maximumRowWidth, gap: options.gap)
        let labelHeight = Self.labelLineHeights.reduce(0, +)
        var placements: [SheetPlacement] = []
        var deviceNodes: [Node] = []
        var y = options.padding + Self.titleHeight
        var widest = 0.0
        for row in rows {
            let rowHeight = row.map { cells[$0].size.height }.max() ?? 0
            var x = options.padding
            var rowBottom = y
            for index in row {
                let cell = cells[index]
                let top = options.alignment == .bottom ? y + rowHeight - cell.size.height : y
                let frame = Rect(x: x, y: top, width: cell.size.width, height: cell.size.height)
                let body = cell.body.offsetBy(dx: x, dy: top)
                let placement = SheetPlacement(
                    profile: cell.profile, layout: cell.layout, frame: frame, bodyFrame: body,
                    label: Self.label(profile: cell.profile, layout: cell.layout),
                    groupID: "sheet-\(index + 1)-\(cell.profile.slug)")
                deviceNodes.append(group(for: cell, placement: placement))
                placements.append(placement)
                rowBottom = max(rowBottom, frame.maxY, body.maxY + Self.labelSpacing + labelHeight)
                x = frame.maxX + options.gap
            }
            widest = max(widest, x - options.gap + options.padding)
            y = rowBottom + options.rowGap
        }

        let title = screen.name
        let subtitleText = subtitle ?? Self.subtitle(screen: screen, profiles: profiles)
        let titleX = placements.first.map { $0.bodyFrame.minX } ?? options.padding
        let titleWidth = max(
            text.typesetter.width(of: title, font: Self.titleFont),
            text.typesetter.width(of: subtitleText, font: Self.subtitleFont))
        let width = max(widest, titleX + titleWidth.rounded(.up) + options.padding)
        let height = y - options.rowGap + options.padding
        let canvas = Rect(x: 0, y: 0, width: width, height: height)

        let theme = options.theme
        let heading: [Node] = [
            .text(text.run(title, at: Point(x: titleX, y: options.padding + 26), font: Self.titleFont, color: theme.legendText)),
            .text(text.run(subtitleText, at: Point(x: titleX, y: options.padding + 48), font: Self.subtitleFont, color: theme.legendSecondary)),
        ]
        let layers = [
            Layer(id: .device, nodes: [.shape(Shape(path: Path(rect: canvas), fill: theme.canvas))] + deviceNodes),
            Layer(id: .legend, nodes: heading),
        ]
        return Sheet(
            displayList: DisplayList(size: canvas.size, layers: layers, metadata: metadata(screen: screen, cells: cells)),
            placements: placements, scale: options.scale, textAsPaths: options.textAsPaths)
    }

    /// One profile's drawing before it is placed.
    struct Cell {
        var profile: Profile
        var layout: LaidOutScreen
        var displayList: DisplayList
        /// The device's canvas, margins included (`DeviceArt.size`).
        var size: Size
        /// The device body's bounds on that canvas.
        var body: Rect
    }

    /// Splits devices into rows, in order: a device starts a new row when the row already has
    /// `perRow` devices or would grow wider than `maximumWidth`; a row always takes at least one.
    static func rows(widths: [Double], perRow: Int, maximumWidth: Double, gap: Double) -> [[Int]] {
        var rows: [[Int]] = []
        var current: [Int] = []
        var currentWidth = 0.0
        for (index, width) in widths.enumerated() {
            let grown = current.isEmpty ? width : currentWidth + gap + width
            if !current.isEmpty, current.count >= max(1, perRow) || grown > maximumWidth {
                rows.append(current)
                current = [index]
                currentWidth = width
            } else {
                current.append(index)
                currentWidth = grown
            }
        }
        if !current.isEmpty { rows.append(current) }
        return rows
    }

    /// The device's display list moved to its place, with its label, as one named group: the display list's layers
    /// become inner groups (`…-device`, `…-safe-area`, classed `layer`/`layer overlay` as in a single
    /// image), and every id is prefixed so ids stay unique on the sheet. The display list's own backdrop and
    /// caption are left out: the sheet paints one backdrop and labels each device itself.
    private func group(for cell: Cell, placement: SheetPlacement) -> Node {
        let prefix = placement.groupID
        let backdrop = Node.shape(Shape(path: Path(rect: Rect(origin: .zero, size: cell.displayList.size)), fill: options.theme.canvas))
        var nodes: [Node] = []
        for layer in cell.displayList.layers where layer.id != .legend {
            let kept = layer.nodes.filter { $0 != backdrop }
            guard !kept.isEmpty else { continue }
            let inner = Node.group(Group(id: layer.id.rawValue, className: layer.id.isOverlay ? "layer overlay" : "layer", nodes: kept))
            nodes.append(inner.prefixingGroupIDs(with: prefix).translated(dx: placement.frame.minX, dy: placement.frame.minY))
        }
        nodes.append(.group(Group(id: "\(prefix)-label", className: "sheet-label", nodes: labelNodes(placement))))
        return .group(Group(
            id: prefix, className: "sheet-device \(placement.profile.idiom.rawValue)",
            title: placement.label.joined(separator: " · "), nodes: nodes))
    }

    /// The label's lines centred under the device body, each cut with "…" where wider than the canvas.
    private func labelNodes(_ placement: SheetPlacement) -> [Node] {
        let theme = options.theme
        var top = placement.bodyFrame.maxY + Self.labelSpacing
        var nodes: [Node] = []
        for (index, line) in placement.label.enumerated() {
            let height = Self.labelLineHeights[min(index, Self.labelLineHeights.count - 1)]
            let rect = Rect(x: placement.frame.minX, y: top, width: placement.frame.width, height: height)
            nodes.append(.text(text.run(
                line, in: rect, font: index == 0 ? Self.nameFont : Self.detailFont, anchor: .middle, inset: 8,
                color: index == 0 ? theme.legendText : theme.legendSecondary)))
            top += height
        }
        return nodes
    }

    /// `iPhone 15 Pro` / `portrait · 393×852 pt · iOS 26, bars as iOS 18` / `safe area top 162 · left 0 · bottom 83 · right 0`.
    /// The size is the app's window (a Split View share, a letterbox); the safe area is the root
    /// view's, bars included, as the layout engine worked it out.
    static func label(profile: Profile, layout: LaidOutScreen) -> [String] {
        var details = [layout.orientation.rawValue]
        if layout.window != .full { details.append(layout.window.rawValue) }
        if layout.isLetterboxed { details.append("letterboxed") }
        // Only dark is named: a light cell's label stays as it was before the appearance axis.
        if profile.resolvedAppearance == .dark { details.append("dark") }
        details.append("\(layout.size.width.fixed)×\(layout.size.height.fixed) pt")
        // As the single image's caption: the version drawn, and on iOS 26 that the bars are iOS 18's.
        details.append(BarGeneration.captionVersion(layout: layout, idiom: profile.idiom))
        let s = layout.safeAreaInsets
        return [
            profile.deviceName,
            details.joined(separator: " · "),
            "safe area top \(s.top.fixed) · left \(s.left.fixed) · bottom \(s.bottom.fixed) · right \(s.right.fixed)",
        ]
    }

    /// `Templates/toon-contacts.yml · 4 devices at one scale, true relative sizes`.
    static func subtitle(screen: Screen, profiles: [Profile]) -> String {
        let count = profiles.count == 1 ? "1 device" : "\(profiles.count) devices"
        return "\(screen.file) · \(count) at one scale (true relative sizes) · labels: window size, root view safe area"
    }

    private func metadata(screen: Screen, cells: [Cell]) -> [MetadataEntry] {
        var entries = [MetadataEntry("sheet", screen.name)]
        for cell in cells {
            entries.append(MetadataEntry("profile", "\(cell.profile.slug) iOS \(cell.profile.ios)"))
        }
        entries += (cells.first?.displayList.metadata ?? []).filter { $0.key == "font" }
        return entries
    }
}

extension Double {
    /// At most three decimals, as `bezel layout` prints numbers (`53.667`, not `53.666666666666664`).
    fileprivate var fixed: String { FixedPrecision.format(self) }
}
