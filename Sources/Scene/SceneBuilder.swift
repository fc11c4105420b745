import Diagnostics
import Devices
import Geometry
import Layout
import Screens
import Text

/// Builds the display list for one screen laid out on one profile: the device, the app's pixels,
/// the hardware on top, the overlays a reviewer switches on, and the findings' legend.
///
/// A pure function of its inputs: the same layout, findings and options give an equal scene.
public struct SceneBuilder: Sendable {
    public var text: SceneText
    public var options: SceneOptions

    public init(text: SceneText, options: SceneOptions = SceneOptions()) {
        self.text = text
        self.options = options
    }

    /// Width of the findings legend beside the device, in points.
    static let legendWidth = 300.0
    /// Height of the caption line under the device.
    static let captionHeight = 28.0

    public func build(screen: Screen, layout: LaidOutScreen, profile: Profile, findings: [FindingMarker] = []) -> Scene {
        let theme = options.theme
        let art = DeviceArt(profile: profile, frame: options.frame)
        let showsCaption = options.frame == .device
        // The legend lists the badges of the findings overlay: without that overlay (`--no-overlays`,
        // `--overlays safe-area`), there is nothing for it to explain (issue 14: it was drawn anyway).
        let findings = options.overlays.contains(.findings) ? findings : []
        let showsLegend = showsCaption && !findings.isEmpty
        let window = layout.windowFrame.offsetBy(dx: art.screenRect.minX, dy: art.screenRect.minY)
        let place = AffineTransform.translate(x: window.minX, y: window.minY)

        let legend = showsCaption
            ? Legend(text: text, theme: theme).nodes(
                findings: findings, caption: caption(layout: layout, profile: profile),
                origin: Point(x: art.size.width, y: DeviceArt.margin), width: Self.legendWidth,
                maxHeight: art.size.height - 2 * DeviceArt.margin, captionOrigin: Point(x: DeviceArt.margin, y: art.size.height - 4))
            : Legend.Result(nodes: [], height: 0)
        let width = art.size.width + (showsLegend ? Self.legendWidth : 0)
        let height = max(art.size.height + (showsCaption ? Self.captionHeight : 0), legend.height + 2 * DeviceArt.margin)
        let canvas = Rect(x: 0, y: 0, width: width, height: height)

        var layers: [Layer] = []

        // The device: the canvas, the body, the bezel's edge and the home button.
        var device: [Node] = []
        if options.frame == .device {
            device.append(.shape(Shape(path: Path(rect: canvas), fill: theme.canvas)))
            device.append(.shape(Shape(path: art.body, fill: theme.deviceBody, stroke: Stroke(color: theme.deviceEdge, width: 1.5))))
            if !art.homeButton.isEmpty {
                device.append(.shape(Shape(path: art.homeButton, fill: theme.homeButton, stroke: Stroke(color: theme.homeButtonRing, width: 1.5))))
            }
        }
        layers.append(Layer(id: .device, nodes: device))

        // The screen: what the display shows, clipped to its rounded shape with the housing cut out.
        var screenNodes: [Node] = [.shape(Shape(path: Path(rect: art.screenRect), fill: backdrop(layout: layout, theme: theme)))]
        if layout.window == .slideOver {
            // Slide Over floats above the full-screen app; a shadow-like rim sets it apart.
            screenNodes.append(.shape(Shape(
                path: Path(continuousRoundedRect: window.inset(by: EdgeInsets(top: -1, left: -1, bottom: -1, right: -1)), cornerRadius: 11),
                fill: theme.deviceEdge.alpha(90))))
        }
        let app = AppPainter(text: text, theme: theme, screen: screen, layout: layout, profile: profile, place: place, stress: options.textStress)
        let windowClip = layout.window == .slideOver
            ? Path(continuousRoundedRect: window, cornerRadius: 10)
            : Path(rect: window)
        screenNodes.append(.group(Group(id: "app", className: "app", clip: windowClip, nodes: app.nodes())))
        if let frame = displayStatusBar(layout: layout, profile: profile, screen: art.screenRect, window: window) {
            let glyphs = StatusBarArt(text: text, theme: theme).nodes(in: frame, idiom: profile.idiom, housing: nil)
            screenNodes.append(.group(Group(id: "statusBar", className: "bar", nodes: glyphs)))
        }
        layers.append(Layer(id: .screen, nodes: [
            .group(Group(id: "display", clip: art.screenMask, clipRule: .evenOdd, nodes: screenNodes))
        ]))

        let overlays = Overlays(text: text, theme: theme, layout: layout, profile: profile, place: place, window: window)
        if options.overlays.contains(.safeArea) { layers.append(Layer(id: .safeArea, nodes: overlays.safeArea())) }
        if options.overlays.contains(.margins) { layers.append(Layer(id: .margins, nodes: overlays.margins())) }
        if options.overlays.contains(.frames) { layers.append(Layer(id: .frames, nodes: overlays.frames())) }
        if options.overlays.contains(.findings) { layers.append(Layer(id: .findings, nodes: overlays.findings(findings))) }

        // The housing is hardware: it covers whatever the app or an overlay drew under it.
        var hardware: [Node] = []
        if !art.housing.isEmpty { hardware.append(.shape(Shape(path: art.housing, fill: theme.screenOff))) }
        // The home indicator belongs to the display, not to the app: in Split View it spans the screen.
        if let indicator = layout.views.first(where: { $0.kind == .homeIndicator }) {
            let frame = indicator.frame.offsetBy(dx: place.tx, dy: place.ty)
            hardware.append(.shape(Shape(path: Path(capsuleIn: frame), fill: theme.homeIndicator)))
        }
        layers.append(Layer(id: .hardware, nodes: hardware))
        layers.append(Layer(id: .legend, nodes: legend.nodes))

        return Scene(size: canvas.size, layers: layers, metadata: metadata(layout: layout, profile: profile, layers: layers))
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
        var words = [profile.deviceName, layout.orientation.rawValue]
        if layout.window != .full { words.append(layout.window.rawValue) }
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
            case .shape: break
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
        guard options.includesFontHashes else { return entries }
        // The files that drew this image's text, in chain order: only those are read and hashed.
        for font in text.typesetter.chain.fonts(of: Self.faces(in: layers.flatMap(\.nodes))) {
            entries.append(MetadataEntry("font", "\(font.name) sha256:\(font.sha256.hex)"))
        }
        return entries
    }
}
