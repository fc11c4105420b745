import Checks
import Diagnostics
import Devices
import Geometry
import Layout
import Screens
import Text

/// Builds the display list for one screen laid out on one profile: the device, the app's pixels,
/// the hardware on top, the overlays a reviewer switches on, and the findings' legend.
///
/// A pure function of its inputs: the same layout, findings and options give an equal display list.
package struct DisplayListBuilder: Sendable {
    var text: DisplayListText
    var options: DisplayListOptions

    package init(text: DisplayListText, options: DisplayListOptions = DisplayListOptions()) {
        self.text = text
        self.options = options
    }

    /// Height of the caption line under the device.
    static let captionHeight = 28.0

    /// The display list of a laid-out cell, its overlays placed around the cell's own hardware geometry.
    package func build(cell: LaidOutCell, findings: [FindingMarker] = []) -> DisplayList {
        build(screen: cell.screen, layout: cell.layout, profile: cell.profile, geometry: cell.geometry, findings: findings)
    }

    /// `geometry`: the hardware around the window when the caller has it (`LaidOutCell.geometry`), else made here.
    package func build(
        screen: Screen, layout: LaidOutScreen, profile: Profile, geometry: ScreenGeometry? = nil, findings: [FindingMarker] = []
    ) -> DisplayList {
        // The annotations (canvas, device, overlays, legend) keep the theme as given; the app's pixels,
        // the status bar and the home indicator take the profile's appearance.
        let annotation = options.theme
        let theme = annotation.resolved(for: profile.resolvedAppearance, elevated: layout.window == .slideOver)
        let art = DeviceArt(profile: profile, frame: options.frame)
        let showsCaption = options.frame == .device
        // The legend lists the badges of the findings overlay: without that overlay (`--no-overlays`,
        // `--overlays safe-area`), there is nothing for it to explain (it was drawn anyway).
        let findings = options.overlays.contains(.findings) ? findings : []
        let window = layout.windowFrame.offsetBy(dx: art.screenRect.minX, dy: art.screenRect.minY)
        let place = AffineTransform.translate(x: window.minX, y: window.minY)

        // The device layer comes first; it is filled in once the legend and the lane have set the canvas's size.
        var layers = [Layer(id: .device)]

        // The screen: what the display shows, clipped to its rounded shape with the housing cut out.
        var screenNodes: [Node] = [.shape(Shape(path: Path(rect: art.screenRect), fill: backdrop(layout: layout, theme: theme)))]
        if layout.window == .slideOver {
            // Slide Over floats above the full-screen app; a shadow-like rim sets it apart.
            screenNodes.append(.shape(Shape(
                path: Path(continuousRoundedRect: window.inset(by: EdgeInsets(top: -1, left: -1, bottom: -1, right: -1)), cornerRadius: 11),
                fill: theme.deviceEdge.alpha(90))))
        }
        if SplitViewArt.applies(to: layout) {
            screenNodes.append(contentsOf: SplitViewArt(theme: theme).nodes(window: window, screen: art.screenRect))
        }
        let app = AppPainter(text: text, theme: theme, screen: screen, layout: layout, profile: profile, place: place, stress: options.textStress)
        let windowClip = layout.window == .slideOver
            ? Path(continuousRoundedRect: window, cornerRadius: 10)
            : SplitViewArt.applies(to: layout) ? Path(continuousRoundedRect: window, cornerRadius: SplitViewArt.cornerRadius) : Path(rect: window)
        screenNodes.append(.group(Group(id: "app", className: "app", clip: windowClip, nodes: app.nodes())))
        if let frame = displayStatusBar(layout: layout, profile: profile, screen: art.screenRect, window: window) {
            let glyphs = StatusBarArt(text: text, theme: theme).nodes(in: frame, idiom: profile.idiom, housing: nil)
            screenNodes.append(.group(Group(id: "statusBar", className: "bar", nodes: glyphs)))
        }
        layers.append(Layer(id: .screen, nodes: [
            .group(Group(id: "display", clip: art.screenMask, clipRule: .evenOdd, nodes: screenNodes))
        ]))

        // What badges and tags must not cover: the text the screen shows and the controls.
        let overlays = Overlays(
            text: text, theme: annotation, layout: layout, profile: profile, place: place, window: window,
            geometry: geometry ?? ScreenGeometry(layout: layout, profile: profile, statusBarHidden: screen.statusBar == .hidden),
            textLines: screenNodes.flatMap(\.lineBoxes),
            controls: layout.views.compactMap { view in
                guard case .view(let kind) = view.kind, kind.isControl else { return nil }
                return view.frame.offsetBy(dx: place.tx, dy: place.ty)
            },
            screenOutline: art.screenMask, tagTexts: Overlays.tagTexts(of: screen))
        if options.overlays.contains(.safeArea) { layers.append(Layer(id: .safeArea, nodes: overlays.safeArea())) }
        if options.overlays.contains(.margins) { layers.append(Layer(id: .margins, nodes: overlays.margins())) }
        // Badges are placed first (they matter more), the frames' tags around them; the lane of badges
        // that found no room on the screen starts at the device body's right edge, in the canvas margin.
        let laneX = art.size.width - (options.frame == .device ? DeviceArt.margin : 0)
        let marked = options.overlays.contains(.findings)
            ? overlays.findings(findings, laneX: laneX, laneSpan: art.screenRect.minY...art.screenRect.maxY)
            : Overlays.Findings(nodes: [], badges: [], laneWidth: 0)
        let framed = options.overlays.contains(.frames) ? overlays.frames(badges: marked.badges) : Overlays.Frames(nodes: [], untagged: [])
        if options.overlays.contains(.frames) { layers.append(Layer(id: .frames, nodes: framed.nodes)) }
        if options.overlays.contains(.findings) { layers.append(Layer(id: .findings, nodes: marked.nodes)) }

        // The housing is hardware: it covers whatever the app or an overlay drew under it.
        var hardware: [Node] = []
        if !art.housing.isEmpty { hardware.append(.shape(Shape(path: art.housing, fill: theme.screenOff))) }
        // The home indicator belongs to the display, not to the app: in Split View it spans the screen.
        if let indicator = layout.views.first(where: { $0.kind == .homeIndicator }) {
            let frame = indicator.frame.offsetBy(dx: place.tx, dy: place.ty)
            hardware.append(.shape(Shape(path: Path(capsuleIn: frame), fill: theme.homeIndicator)))
        }
        layers.append(Layer(id: .hardware, nodes: hardware))

        // The legend to the right of the device and of the lane, as many columns as its entries need.
        let deviceWidth = max(art.size.width, laneX + marked.laneWidth)
        let legend = showsCaption
            ? Legend(text: text, theme: annotation).nodes(
                findings: findings, untagged: framed.untagged, caption: caption(layout: layout, profile: profile),
                origin: Point(x: deviceWidth, y: DeviceArt.margin), minimumHeight: art.size.height - 2 * DeviceArt.margin,
                captionOrigin: Point(x: DeviceArt.margin, y: art.size.height - 4), footerWidth: art.size.width - 2 * DeviceArt.margin)
            : Legend.Result(nodes: [], size: Size(width: 0, height: 0), footerHeight: 0)
        layers.append(Layer(id: .legend, nodes: legend.nodes))
        let width = deviceWidth + legend.size.width
        // Without the device frame there is no legend and no margin around it: the canvas is the screen, however
        // short (a 44 pt table cell of a XIB), not a screen padded to the legend's empty margins.
        let height = showsCaption
            ? max(art.size.height + Self.captionHeight + legend.footerHeight, legend.size.height + 2 * DeviceArt.margin)
            : art.size.height
        let canvas = Rect(x: 0, y: 0, width: width, height: height)

        // The device, now that the canvas's size is known: the canvas, the body, the bezel's edge and the
        // home button.
        var device: [Node] = []
        if options.frame == .device {
            device.append(.shape(Shape(path: Path(rect: canvas), fill: theme.canvas)))
            device.append(.shape(Shape(path: art.body, fill: theme.deviceBody, stroke: Stroke(color: theme.deviceEdge, width: 1.5))))
            if !art.homeButton.isEmpty {
                device.append(.shape(Shape(path: art.homeButton, fill: theme.homeButton, stroke: Stroke(color: theme.homeButtonRing, width: 1.5))))
            }
        }
        layers[0] = Layer(id: .device, nodes: device)

        return DisplayList(size: canvas.size, layers: layers, metadata: metadata(layout: layout, profile: profile, layers: layers))
    }

    /// The status bar iPadOS draws across the whole display beside another app, on the canvas: in Split
    /// View at the app's own status bar's height; over a Slide Over window, the full-screen app's status
    /// bar (the profile's height), which the floating window does not cover. `nil` for a full-screen app,
    /// whose status bar is its own (ChromePainter draws it).
    private func displayStatusBar(layout: LaidOutScreen, profile: Profile, screen: Rect, window: Rect) -> Rect? {
        if ChromePainter.statusBarSpansDisplay(layout), let bar = layout.views.first(where: { $0.kind == .statusBar }) {
            return Rect(x: screen.minX, y: window.minY + bar.frame.minY, width: screen.width, height: bar.frame.height)
        }
        if layout.window == .slideOver, let height = profile.statusBarHeight, height > 0 {
            return Rect(x: screen.minX, y: screen.minY, width: screen.width, height: height)
        }
        return nil
    }

    /// What the display shows outside the app's window: black bars for a letterboxed app, the other
    /// app for Split View and Slide Over, nothing otherwise (the app covers it).
    private func backdrop(layout: LaidOutScreen, theme: Theme) -> Color {
        if layout.isLetterboxed { return theme.letterbox }
        return layout.window == .full ? theme.background : theme.otherApp
    }

    private func caption(layout: LaidOutScreen, profile: Profile) -> String {
        // A television has one orientation: its caption names none.
        var words = profile.idiom == .tv ? [profile.deviceName] : [profile.deviceName, layout.orientation.rawValue]
        if layout.window != .full { words.append(layout.window.rawValue) }
        // Only dark is named, so a light image's caption is the one it always had.
        if profile.resolvedAppearance == .dark { words.append("dark") }
        // The iOS (tvOS) actually laid out; on iOS 26 with app bars, that their geometry is iOS 18's (BarGeneration).
        words.append(BarGeneration.captionVersion(layout: layout, idiom: profile.idiom))
        let s = layout.safeAreaInsets
        let f = FixedPrecision.format
        words.append("safe area \(f(s.top)),\(f(s.left)),\(f(s.bottom)),\(f(s.right))")
        return words.joined(separator: " · ")
    }

    /// The faces the text runs among `nodes` were drawn with.
    static func faces(in nodes: [Node]) -> Set<FontRole> {
        nodes.reduce(into: []) { found, node in
            switch node {
            case .text(let run): found.formUnion(run.faces)
            case .group(let group): found.formUnion(faces(in: group.nodes))
            case .shape, .bitmap: break
            }
        }
    }

    private func metadata(layout: LaidOutScreen, profile: Profile, layers: [Layer]) -> [MetadataEntry] {
        var entries = [
            MetadataEntry("screen", layout.screen),
            MetadataEntry("device", profile.deviceID),
            MetadataEntry("orientation", layout.orientation.rawValue),
            MetadataEntry("window", layout.window.rawValue),
            MetadataEntry("ios", String(layout.ios)),
        ]
        if let appearance = profile.appearance { entries.append(MetadataEntry("appearance", appearance.rawValue)) }
        guard options.includesFontHashes else { return entries }
        // The files that drew this image's text, in chain order: only those are read and hashed.
        for font in text.typesetter.chain.fonts(of: Self.faces(in: layers.flatMap(\.nodes))) {
            entries.append(MetadataEntry("font", "\(font.name) sha256:\(font.sha256.hex)"))
        }
        return entries
    }
}
