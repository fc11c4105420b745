import Checks
import Devices
import Geometry
import Layout
import Render
@testable import Drawing
import Screens
import Testing

/// The annotations on every profile of the catalogue (each device in every orientation and window, at its
/// newest iOS), light and dark, read from the display list rather than the pixels: the caption and the
/// legend lie wholly on the canvas, no two view tags overlap, no tag lies on a system bar (the status bar's
/// time and battery, the navigation bar's, tab bar's and toolbar's items), and the unsafe regions' tint and
/// hatching are clipped to the display's own outline (rounded corners, housing).
@Suite struct OverlayFurnitureTests {
    /// A busy screen: bars with items, views in the corners (under the status bar, by the home
    /// indicator), long text, an Interface Builder–style view with a user label.
    static let screen: Screen = {
        let yaml = """
            screen: furniture-with-a-long-name-for-the-caption
            controller:
              navigationBar: { title: Everything at once, back: Mailboxes, trailingItems: [{ system: add }, Edit] }
              tabBar: { items: [{ system: favorites }, Inbox, { system: more }] }
            views:
              - { id: top-left, kind: view, pin: { top: superview, leading: superview }, width: 60, height: 30 }
              - { id: top-right, kind: view, pin: { top: superview, trailing: superview }, width: 60, height: 30 }
              - { id: headline, kind: label, text: "A headline long enough to run across the screen and wrap", lines: 2, height: 44, pin: { top: safeArea + 8, leading: margins, trailing: margins } }
              - { id: body, kind: label, text: "Body text under the headline", height: 20, pin: { top: safeArea + 60, leading: margins, trailing: margins } }
              - { id: a, kind: view, pin: { top: safeArea + 100, leading: margins }, width: 40, height: 40 }
              - { id: b, kind: view, pin: { top: safeArea + 100, leading: margins + 20 }, width: 40, height: 40 }
              - { id: c, kind: button, text: Continue, pin: { bottom: superview, leading: superview, trailing: superview }, height: 50 }
              - { id: d, kind: view, pin: { bottom: superview, trailing: superview }, width: 30, height: 30 }
            """
        do { return try ScreenLoader.parse(text: yaml, file: "furniture.yml") } catch { fatalError("\(error)") }
    }()

    static let devices = Catalogue.all.map(\.id)

    @Test(arguments: devices) func furnitureStaysOnTheCanvasAndOffTheBars(_ deviceID: String) throws {
        let device = try #require(Catalogue.device(id: deviceID))
        let builder = DisplayListBuilder(text: DisplayListText(typesetter: RenderFixtures.typesetter), options: DisplayListOptions())
        for base in try device.profiles() {
            for appearance in [Appearance.light, .dark] {
                let profile = base.with(appearance: appearance)
                let cell = try LayoutEngine.cell(screen: Self.screen, profile: profile)
                let layout = cell.layout
                let findings = Checker.check(cell: cell, typesetter: RenderFixtures.typesetter)
                let markers = findings.compactMap { f -> FindingMarker? in
                    guard let number = f.badge, let region = f.region else { return nil }
                    return FindingMarker(number: number, severity: f.severity, rule: f.rule, region: region, message: f.message)
                }
                // Light with the findings' badges and legend, dark without: a legend widens the canvas, so
                // the caption's own width is tested where no legend is beside it.
                let displayList = builder.build(screen: Self.screen, layout: layout, profile: profile, findings: appearance == .light ? markers : [])
                Self.expectFurniture(displayList, layout: layout, label: profile.slug)
            }
        }
    }

    static func expectFurniture(_ displayList: DisplayList, layout: LaidOutScreen, label: String) {
        let canvas = Rect(x: 0, y: 0, width: displayList.size.width, height: displayList.size.height)
        func inside(_ r: Rect) -> Bool {
            r.minX >= canvas.minX - 0.5 && r.minY >= canvas.minY - 0.5 && r.maxX <= canvas.maxX + 0.5 && r.maxY <= canvas.maxY + 0.5
        }
        // Caption and legend: every glyph outline and shape on the canvas.
        let legend = displayList.layers.first { $0.id == .legend }?.nodes ?? []
        #expect(!legend.isEmpty, "\(label): no caption")
        for node in flatten(legend) {
            switch node {
            case .text(let run): #expect(inside(run.outline.controlBounds), "\(label): '\(run.string)' off the canvas \(run.outline.controlBounds) in \(canvas)")
            case .shape(let shape): #expect(inside(shape.path.controlBounds), "\(label): legend shape off the canvas")
            default: break
            }
        }
        // The app window on the canvas: the "app" group's clip.
        let screenNodes = displayList.layers.first { $0.id == .screen }?.nodes ?? []
        guard let window = groups(screenNodes).first(where: { $0.id == "app" })?.clip?.controlBounds,
              let display = groups(screenNodes).first(where: { $0.id == "display" })?.clip else {
            Issue.record("\(label): no app window")
            return
        }
        let bars = layout.views.filter { $0.kind.isSystem && $0.kind != .homeIndicator }
            .map { $0.frame.offsetBy(dx: window.minX, dy: window.minY) }
        // Tags: apart from each other and from every bar.
        let frames = displayList.layers.first { $0.id == .frames }?.nodes ?? []
        let tags = groups(frames).filter { $0.className == "tag" }.compactMap { group -> Rect? in
            guard case .shape(let shape) = group.nodes.first else { return nil }
            return shape.path.controlBounds
        }
        #expect(!tags.isEmpty, "\(label): no tags")
        for (i, a) in tags.enumerated() {
            for b in tags[(i + 1)...] { #expect(!overlaps(a, b), "\(label): tags \(a) and \(b) overlap") }
            for bar in bars { #expect(!overlaps(a, bar), "\(label): tag \(a) on the bar \(bar)") }
        }
        // Unsafe hatching: only inside the display's outline.
        let safeArea = displayList.layers.first { $0.id == .safeArea }?.nodes ?? []
        let hatches = groups(safeArea).filter { $0.id?.hasPrefix("unsafe-hatch") == true }
        if !hatches.isEmpty {
            let outer = groups(safeArea).first { $0.id == "unsafe" }
            #expect(outer?.clip == display && outer?.clipRule == .evenOdd, "\(label): hatching not clipped to the display")
        }
    }

    /// Rectangles sharing more than a hair of area (edges that touch do not count).
    static func overlaps(_ a: Rect, _ b: Rect) -> Bool {
        min(a.maxX, b.maxX) - max(a.minX, b.minX) > 0.01 && min(a.maxY, b.maxY) - max(a.minY, b.minY) > 0.01
    }

    static func flatten(_ nodes: [Node]) -> [Node] {
        nodes.flatMap { node -> [Node] in
            if case .group(let group) = node { return flatten(group.nodes) }
            return [node]
        }
    }

    static func groups(_ nodes: [Node]) -> [Group] {
        nodes.flatMap { node -> [Group] in
            guard case .group(let group) = node else { return [] }
            return [group] + groups(group.nodes)
        }
    }
}
