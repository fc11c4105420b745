@testable import Batch
@testable import Checks
@testable import Devices
@testable import Geometry
@testable import Layout
@testable import Drawing
@testable import Screens
import Testing
@testable import Text

/// Issue 14: overlays that never hide what they point at. Badges stay out of the hardware's unsafe
/// regions, off each other, off controls and off the text the typesetter set; view-id tags stay off text.
@Suite struct OverlayPlacementTests {
    static let typesetter: Typesetter = {
        do { return try Typesetter.standard() } catch { fatalError("fonts missing: \(error)") }
    }()

    static let builder = DisplayListBuilder(text: DisplayListText(typesetter: typesetter))

    /// Every Template in Templates/ (YAML templates and Interface Builder documents), one test each so the
    /// suite's parallel runner spreads the catalogue over the cores.
    static let templatePaths: [String] = (try? TemplateFinder.templates(in: [LayoutCommandTests.templates])) ?? []

    /// The display list of `screen` on `profile` with the findings the batch would mark on it.
    static func displayList(_ cell: LaidOutCell) -> (DisplayList, [FindingMarker]) {
        let findings = ProfilePlan.hasKnownHardware(cell.profile) ? Checker.check(cell: cell, typesetter: typesetter) : []
        let markers = ImageJob.markers(for: findings)
        return (builder.build(cell: cell, findings: markers), markers)
    }

    /// Issue 14's done-means, on every Template × every profile the catalogue has for it (the main job's
    /// matrix: `ProfilePlan` over `Catalogue.all`, every orientation and window, each device at its newest
    /// iOS). A screen that asks for both appearances is audited in dark too, and its dark overlays must lie
    /// exactly where the light ones do: the appearance changes colours, never geometry.
    @Test(arguments: templatePaths)
    func noBadgeOrTagHidesWhatItPointsAt(path: String) throws {
        let plan = ProfilePlan()
        var displayLists = 0, darkDisplayLists = 0
        var violations: [String] = []
        for screen in try ScreenLoader.screens(path: path) {
            // Overlay rectangles of the light display list of each profile, to hold the dark twin to.
            var lightOverlays: [String: [Rect]] = [:]
            let profiles = try plan.selection(for: screen).profiles
            #expect(!profiles.isEmpty, "\(screen.name) has no profile")
            for profile in profiles {
                let cell = try LayoutEngine.cell(screen: screen, profile: profile)
                let layout = cell.layout
                let (displayList, markers) = Self.displayList(cell)
                let audit = OverlayAudit(displayList: displayList, screen: screen, layout: layout, profile: profile)
                violations += audit.violations.map { "\(screen.name) on \(profile.slug): \($0)" }
                // Every finding the legend lists has its badge on the image.
                #expect(audit.badges.count == min(markers.count, 100), "\(screen.name) on \(profile.slug)")
                let overlays = audit.badges + [Rect(x: 0, y: 0, width: Double(audit.laneBadges), height: 0)] + audit.tags
                let light = profile.with(appearance: .light).slug
                if profile.resolvedAppearance == .light {
                    lightOverlays[light] = overlays
                } else {
                    darkDisplayLists += 1
                    #expect(lightOverlays[light] == overlays, "\(screen.name) on \(profile.slug): the dark overlays moved")
                }
                displayLists += 1
            }
        }
        #expect(violations.isEmpty, "\(violations.count) violations:\n\(violations.prefix(30).joined(separator: "\n"))")
        #expect(displayLists > 0)
    }

    /// The audit's matrix holds every kind of hardware the placers must avoid: notches, Dynamic Islands, home
    /// buttons, Split View and Slide Over, in every orientation; and it is the main job's whole matrix (the
    /// README's 19,311 images: 21 YAML Templates and 6 Interface Builder scenes, the dark twins among them).
    @Test func theAuditCoversTheWholeMatrix() throws {
        #expect(Self.templatePaths.count == 25, "\(Self.templatePaths)")
        let plan = ProfilePlan()
        var kinds: Set<String> = []
        var profiles = 0, dark = 0
        for path in Self.templatePaths {
            for screen in try ScreenLoader.screens(path: path) {
                for profile in try plan.selection(for: screen).profiles {
                    profiles += 1
                    if profile.resolvedAppearance == .dark { dark += 1 }
                    kinds.insert("\(profile.sensorHousing.kind) \(profile.orientation.rawValue) \(profile.window.rawValue)")
                }
            }
        }
        #expect(kinds.isSuperset(of: [
            "notch portrait full", "notch landscape-left full", "notch landscape-right full", "dynamicIsland portrait full",
            "dynamicIsland landscape-left full", "none portrait full", "none landscape-left slide-over", "none portrait split-1/3",
        ]), "\(kinds.sorted())")
        #expect(profiles == 19_311 && dark == 2_948, "\(profiles) profiles, \(dark) dark")
    }

    /// A label under the Dynamic Island: the badge a naive placement puts at the region's top-left corner
    /// lies in the status bar and on the Island itself (the audit says so); the placed one lies below the
    /// 59 pt hardware inset (the catalogue's iPhone 15 Pro portrait safe area), with a leader line up to it.
    @Test func aBadgeLeavesTheDynamicIslandAndTheStatusBar() throws {
        let screen = try ScreenLoader.parse(text: """
            screen: island
            views:
              - id: title
                kind: label
                text: Today
                pin: { top: superview, centerX: superview }
                width: 100
                height: 40
            """, file: "island.yml")
        let profile = try Catalogue.device(named: "iphone-15-pro").profile(ios: 17, orientation: .portrait, window: .full)
        let layout = try LayoutEngine.layout(screen: screen, profile: profile)
        let title = try #require(layout.views.first { $0.id == "title" })
        let marker = FindingMarker(number: 1, severity: .error, rule: "sensor-housing", region: title.frame, message: "under the Island")
        let displayList = Self.builder.build(screen: screen, layout: layout, profile: profile, findings: [marker])

        let audit = OverlayAudit(displayList: displayList, screen: screen, layout: layout, profile: profile)
        #expect(audit.violations.isEmpty, "\(audit.violations)")
        let badge = try #require(audit.badges.first)
        let art = DeviceArt(profile: profile, frame: .device)
        #expect(badge.minY - art.screenRect.minY >= 59, "\(badge)")
        let group = try #require(Self.group("finding-1", in: displayList.layer(.findings)?.nodes ?? []))
        #expect(group.nodes.count == 2, "the outline and the leader line")

        // The naive place: centred on the region's top-left corner, pushed just inside the window.
        let naive = Point(x: art.screenRect.minX + title.frame.minX + 9, y: art.screenRect.minY + 9)
        let moved = Self.movingBadges(of: displayList, to: naive, from: Point(x: badge.midX, y: badge.midY))
        let naiveAudit = OverlayAudit(displayList: moved, screen: screen, layout: layout, profile: profile)
        #expect(naiveAudit.violations.contains { $0.contains("the status bar") }, "\(naiveAudit.violations)")
        #expect(naiveAudit.violations.contains { $0.contains("sensor housing") }, "\(naiveAudit.violations)")
    }

    /// Many findings on one small region: no two badges touch; those with no room on the screen go to the
    /// lane beside the device, which widens the canvas; the placement is the same every time.
    @Test func crowdedBadgesNeverStackAndOverflowIntoTheLane() throws {
        let screen = try ScreenLoader.load(path: LayoutCommandTests.templates + "/toon-contacts.yml")
        let profile = try Catalogue.device(named: "iphone-x").profile(ios: 16, orientation: .landscapeLeft, window: .full)
        let layout = try LayoutEngine.layout(screen: screen, profile: profile)
        let markers = (1...100).map {
            FindingMarker(number: $0, severity: .warning, rule: "sibling-overlap", region: Rect(x: 200, y: 150, width: 40, height: 30), message: "m\($0)")
        }
        let displayList = Self.builder.build(screen: screen, layout: layout, profile: profile, findings: markers)
        let audit = OverlayAudit(displayList: displayList, screen: screen, layout: layout, profile: profile)
        #expect(audit.violations.isEmpty, "\(audit.violations)")
        #expect(audit.badges.count == 100)
        #expect(audit.laneBadges > 0 && audit.laneBadges < 100, "\(audit.laneBadges)")
        let few = Self.builder.build(screen: screen, layout: layout, profile: profile, findings: Array(markers.prefix(1)))
        #expect(displayList.size.width > few.size.width)
        #expect(Self.builder.build(screen: screen, layout: layout, profile: profile, findings: markers) == displayList)
    }

    /// The tag of a label hugging "Today" would hide the text at the label's corner ("day" hid "To"): it
    /// moves off the text. Between two other labels, with text on every side, it is left out and the
    /// legend names the view.
    @Test func tagsMoveOffTextOrAreNamedInTheLegend() throws {
        let screen = try ScreenLoader.parse(text: """
            screen: tags
            views:
              - { id: first, kind: label, text: Yesterday }
              - { id: day, kind: label, text: Today }
              - { id: third, kind: label, text: Tomorrow }
              - { id: free, kind: label, text: Today }
            constraints:
              - first.top = root.safeArea.top + 200
              - first.leading = root.leading + 40
              - day.top = first.bottom
              - day.leading = root.leading + 40
              - third.top = day.bottom
              - third.leading = root.leading + 40
              - free.top = root.safeArea.top + 400
              - free.leading = root.leading + 40
            """, file: "tags.yml")
        let profile = try Catalogue.device(named: "iphone-15-pro").profile(ios: 17, orientation: .portrait, window: .full)
        let layout = try LayoutEngine.layout(screen: screen, profile: profile)
        let displayList = Self.builder.build(screen: screen, layout: layout, profile: profile)
        let audit = OverlayAudit(displayList: displayList, screen: screen, layout: layout, profile: profile)
        #expect(audit.violations.isEmpty, "\(audit.violations)")
        let frames = displayList.layer(.frames)?.nodes ?? []
        #expect(Self.group("tag-free", in: frames) != nil)
        #expect(Self.group("tag-day", in: frames) == nil)
        let legend = (displayList.layer(.legend)?.nodes ?? []).compactMap { node -> String? in
            if case .text(let run) = node { return run.string }
            return nil
        }.joined(separator: " ")
        #expect(legend.contains("Frames without an id tag") && legend.contains("day"), "\(legend)")
    }

    /// `--no-overlays`: the bare screen whatever the findings: no hatching, guides, frames, tags, outlines,
    /// badges, legend entries or lane, only the caption under the device; the app's own layer is the same
    /// as with every overlay (overlays never change the app's pixels).
    @Test func withoutOverlaysTheScreenIsBare() throws {
        let screen = try ScreenLoader.load(path: LayoutCommandTests.templates + "/sticky-button.yml")
        let profile = try Catalogue.device(named: "iphone-x").profile(ios: 16, orientation: .landscapeLeft, window: .full)
        let cell = try LayoutEngine.cell(screen: screen, profile: profile)
        let layout = cell.layout
        let (full, markers) = Self.displayList(cell)
        #expect(markers.count >= 5)
        let bare = DisplayListBuilder(text: DisplayListText(typesetter: Self.typesetter), options: DisplayListOptions(overlays: []))
            .build(screen: screen, layout: layout, profile: profile, findings: markers)
        #expect(bare.layers.map(\.id) == [.device, .screen, .hardware, .legend])
        let legend = bare.layer(.legend)?.nodes ?? []
        #expect(legend.count == 1)
        if case .text(let caption) = legend.first { #expect(caption.string.hasPrefix("iPhone X · landscape-left")) }
        let art = DeviceArt(profile: profile, frame: .device)
        #expect(bare.size == Size(width: art.size.width, height: art.size.height + 28))
        #expect(full.size.width > bare.size.width)
        #expect(bare.layer(.screen) == full.layer(.screen))
    }

    // MARK: Helpers

    static func group(_ id: String, in nodes: [Node]) -> Group? {
        for node in nodes {
            guard case .group(let group) = node else { continue }
            if group.id == id { return group }
            if let inner = Self.group(id, in: group.nodes) { return inner }
        }
        return nil
    }

    /// The display list with every badge group moved by the offset from `from` to `to`.
    static func movingBadges(of displayList: DisplayList, to: Point, from: Point) -> DisplayList {
        func move(_ node: Node) -> Node {
            guard case .group(var group) = node else { return node }
            if group.id?.hasPrefix("badge-") == true { return node.translated(dx: to.x - from.x, dy: to.y - from.y) }
            group.nodes = group.nodes.map(move)
            return .group(group)
        }
        var moved = displayList
        moved.layers = displayList.layers.map { layer in
            layer.id == .findings ? Layer(id: layer.id, nodes: layer.nodes.map(move)) : layer
        }
        return moved
    }
}
