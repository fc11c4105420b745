@testable import AutoLayout
@testable import Devices
import Foundation
@testable import Geometry
@testable import Layout
@testable import Screens
import Testing

/// Issue 14, layout direction: a right-to-left screen lays out mirrored. Every Template (YAML and the
/// Interface Builder documents' scenes) is laid out left to right and right to left on profiles whose
/// safe areas differ (a notched phone in both landscapes, a home-button phone, iPads in Split View and
/// Slide Over), and every frame of the right-to-left layout must be the left-to-right frame reflected
/// about the window's vertical centre line, x' = W − x − w. The reflection is computed here from the
/// left-to-right frames alone; the layout computes right-to-left frames from leading/trailing rules,
/// so a rule that forgot to flip (a pin, a stack, a grid, a constraint) shows as a frame that did not move.
@Suite struct LayoutDirectionTests {
    /// The profiles: a notch on the left and on the right in landscape (the safe area is physical and
    /// must not flip), a home-button phone, an iPad in Split View at two widths and in Slide Over.
    static let profiles: [Profile] = {
        let picks: [(String, Orientation, WindowMode)] = [
            ("iphone-15-pro", .portrait, .full), ("iphone-15-pro", .landscapeLeft, .full), ("iphone-x", .landscapeRight, .full),
            ("iphone-se", .portrait, .full), ("ipad-pro-11", .landscapeLeft, .splitTwoThirds),
            ("ipad-pro-11", .portrait, .splitOneThird), ("ipad-pro-11", .landscapeRight, .slideOver),
        ]
        return picks.compactMap { id, orientation, window in
            try? Catalogue.device(id: id)?.profile(orientation: orientation, window: window)
        }
    }()

    static let documents = ["mail", "signup-form", "notes-split", "legacy-guides"]

    /// Every screen of the shipped Templates: the YAML templates and every scene of every document.
    static let screenNames: [String] = EngineAgreementTests.names + documents.map { "\($0).storyboard" }

    static func screens(_ name: String) throws -> [Screen] {
        if name.hasSuffix(".storyboard") { return try ScreenLoader.screens(path: "\(TemplateTests.folder)/\(name)") }
        return [try TemplateTests.load(name)]
    }

    static func directed(_ screen: Screen, _ direction: LayoutDirection) -> Screen {
        var copy = screen
        copy.layoutDirection = direction
        return copy
    }

    /// Every way `rtl` differs from `ltr` reflected in the window, one sentence each. Views in `fixed`
    /// must not have moved at all (their position comes from absolute left/right constraints).
    static func mirrorMismatches(_ ltr: LaidOutScreen, _ rtl: LaidOutScreen, fixed: Set<String> = []) -> [String] {
        var problems: [String] = []
        let window = Rect(origin: .zero, size: ltr.size)
        if ltr.views.map(\.id) != rtl.views.map(\.id) { return ["the views differ: \(ltr.views.map(\.id)) and \(rtl.views.map(\.id))"] }
        // The safe area is the hardware's and the bars': it never flips.
        if ltr.safeAreaInsets != rtl.safeAreaInsets { problems.append("the root safe area changed: \(ltr.safeAreaInsets) → \(rtl.safeAreaInsets)") }
        for (a, b) in zip(ltr.views, rtl.views) {
            // The home indicator is the hardware's, centred on the display, not in the app's window
            // (a Split View window sees it off centre): it stays where it is, like the safe area.
            let stays = fixed.contains(a.id) || a.kind == .homeIndicator
            let expected = stays ? a.frame : a.frame.mirrored(in: window)
            if !close(expected, b.frame) {
                problems.append("'\(a.id)': left to right \(a.frame), right to left \(b.frame), expected \(expected)")
                continue
            }
            let insets = stays ? a.safeAreaInsets : a.safeAreaInsets.mirrored
            if !close(insets, b.safeAreaInsets) {
                problems.append("'\(a.id)': safe area \(a.safeAreaInsets) left to right, \(b.safeAreaInsets) right to left")
            }
            if let s = a.scroll, let t = b.scroll, !close(s.adjustedContentInset.mirrored, t.adjustedContentInset) {
                problems.append("'\(a.id)': adjustedContentInset \(s.adjustedContentInset) left to right, \(t.adjustedContentInset) right to left")
            }
            if let g = a.grid, let h = b.grid {
                // Items in content coordinates, reflected in the grid's own width.
                let content = Rect(x: 0, y: 0, width: a.frame.width, height: 0)
                for index in 0..<min(g.itemCount, 64) where !close(g.itemFrame(index).mirrored(in: content), h.itemFrame(index)) {
                    problems.append("'\(a.id)' item \(index): \(g.itemFrame(index)) left to right, \(h.itemFrame(index)) right to left")
                    break
                }
            }
        }
        if ltr.barItems.map(\.id) != rtl.barItems.map(\.id) { problems.append("the bar items differ") }
        for (a, b) in zip(ltr.barItems, rtl.barItems) where !close(a.frame.mirrored(in: window), b.frame) {
            problems.append("bar item '\(a.id)': left to right \(a.frame), right to left \(b.frame)")
        }
        return problems
    }

    static func close(_ a: Rect, _ b: Rect) -> Bool {
        abs(a.x - b.x) < 1e-6 && abs(a.y - b.y) < 1e-6 && abs(a.width - b.width) < 1e-6 && abs(a.height - b.height) < 1e-6
    }

    static func close(_ a: EdgeInsets, _ b: EdgeInsets) -> Bool {
        abs(a.top - b.top) < 1e-6 && abs(a.left - b.left) < 1e-6 && abs(a.bottom - b.bottom) < 1e-6 && abs(a.right - b.right) < 1e-6
    }

    /// How many views a mirrored layout moved (a frame not symmetric in the window).
    static func moved(_ ltr: LaidOutScreen) -> Int {
        let window = Rect(origin: .zero, size: ltr.size)
        return ltr.views.filter { !close($0.frame, $0.frame.mirrored(in: window)) }.count
    }

    @Test func theProfilesAreThere() {
        #expect(Self.profiles.count == 7)
        // The landscape notch insets are what makes the case: the safe area stays physical.
        #expect(Self.profiles.contains { ($0.safeAreaInsets?.left ?? 0) > 0 })
    }

    @Test(arguments: screenNames)
    func rightToLeftIsTheMirrorImage(name: String) throws {
        var laidOut = 0, moved = 0
        for screen in try Self.screens(name) {
            for profile in Self.profiles {
                // A profile the screen does not lay out on (an iPad-only window for a phone screen) is skipped.
                guard let ltr = try? LayoutEngine.layout(screen: Self.directed(screen, .leftToRight), profile: profile) else { continue }
                let rtl = try LayoutEngine.layout(screen: Self.directed(screen, .rightToLeft), profile: profile)
                #expect(ltr.layoutDirection == .leftToRight && rtl.layoutDirection == .rightToLeft)
                let problems = Self.mirrorMismatches(ltr, rtl)
                #expect(problems.isEmpty, "\(screen.name) on \(profile.slug): \(problems.prefix(4).joined(separator: "; "))")
                if screen.document == nil && !screen.usesConstraintEngine {
                    // The pin resolver's right-to-left frames and the Auto Layout engine's agree: two
                    // derivations (u = −x in closed form; leading/trailing constraints solved as one system).
                    let oracle = PinOracle(screen: Self.directed(screen, .rightToLeft), laidOut: rtl)
                    for (a, b) in zip(oracle.frames, rtl.views) {
                        guard let a, !Self.close(a, b.frame) else { continue }
                        Issue.record("\(screen.name) on \(profile.slug): '\(b.id)' pins give \(a), the engine \(b.frame)")
                        break
                    }
                }
                laidOut += 1
                moved += Self.moved(ltr)
            }
        }
        #expect(laidOut >= 3)
        // The comparison means something only where views sit off the centre line.
        #expect(moved > 0, "\(name): every view is symmetric, so mirroring shows nothing")
    }

    /// The check above can fail: a right-to-left layout that kept the left-to-right frames (leading
    /// and trailing not flipped) is reported, view by view.
    @Test func aLayoutThatDidNotFlipIsCaught() throws {
        let screen = try TemplateTests.load("rtl-settings")
        let profile = try #require(Self.profiles.first)
        let ltr = try LayoutEngine.layout(screen: Self.directed(screen, .leftToRight), profile: profile)
        let problems = Self.mirrorMismatches(ltr, ltr)
        #expect(problems.contains { $0.hasPrefix("'avatar'") })
        #expect(problems.contains { $0.hasPrefix("'edit'") })
        #expect(problems.contains { $0.hasPrefix("bar item 'backButton'") })
    }

    /// A leading pin measured by hand: on an iPhone 15 Pro in landscape (59-pt insets on both sides), a
    /// 100-pt view pinned 16 pt from the safe area's leading edge starts at 59 + 16 = 75 left to right
    /// and ends 75 pt from the right edge right to left.
    @Test func aLeadingPinStartsAtTheRight() throws {
        let profile = try #require(Catalogue.device(id: "iphone-15-pro")).profile(orientation: .landscapeLeft)
        let insets = try #require(profile.safeAreaInsets)
        let box = Build.view(
            "box", pins: Pins(top: Build.pin(.safeArea), leading: Build.pin(.safeArea, 16)), width: 100, height: 40)
        var screen = Build.screen([box])
        let ltr = try #require(LayoutEngine.layout(screen: screen, profile: profile).view("box"))
        screen.layoutDirection = .rightToLeft
        let rtl = try #require(LayoutEngine.layout(screen: screen, profile: profile).view("box"))
        #expect(ltr.frame.minX == insets.left + 16)
        #expect(abs(rtl.frame.maxX - (profile.windowFrame.width - insets.right - 16)) < 1e-9)
        #expect(rtl.frame.width == 100)
    }

    /// A centre pin's N moves towards the trailing edge: right of centre left to right, left of it right to left.
    @Test func aCentrePinMovesTowardsTheTrailingEdge() throws {
        let profile = try #require(Catalogue.device(id: "iphone-15-pro")).profile()
        let dot = Build.view("dot", pins: Pins(top: Build.pin(.safeArea), centerX: Build.pin(.superview, 30)), width: 10, height: 10)
        var screen = Build.screen([dot])
        screen.layoutDirection = .rightToLeft
        let frame = try #require(LayoutEngine.layout(screen: screen, profile: profile).view("dot")).frame
        #expect(abs(frame.midX - (profile.windowFrame.width / 2 - 30)) < 1e-9)
    }

    /// Absolute left/right constraints keep their side (UIKit: `left` and `right` never flip,
    /// https://developer.apple.com/documentation/uikit/nslayoutconstraint/attribute/left), while a
    /// leading sibling beside them moves.
    @Test func leftAndRightConstraintsDoNotMove() throws {
        let text = """
            screen: absolute
            views:
              - { id: left_box, kind: view, width: 80, height: 40 }
              - { id: leading_box, kind: view, width: 80, height: 40 }
            constraints:
              - left_box.left = root.safeArea.left + 10
              - left_box.top = root.safeArea.top
              - leading_box.leading = root.safeArea.leading + 10
              - leading_box.top = left_box.bottom + 8
            """
        let screen = try ScreenLoader.parse(text: text, file: "absolute.yml")
        for profile in Self.profiles {
            guard let ltr = try? LayoutEngine.layout(screen: Self.directed(screen, .leftToRight), profile: profile) else { continue }
            let rtl = try LayoutEngine.layout(screen: Self.directed(screen, .rightToLeft), profile: profile)
            #expect(Self.mirrorMismatches(ltr, rtl, fixed: ["left_box"]).isEmpty, "\(profile.slug)")
            // And the plain mirror check notices the view that stayed.
            #expect(Self.mirrorMismatches(ltr, rtl).contains { $0.hasPrefix("'left_box'") })
        }
    }

    /// A `semanticContentAttribute` that forces left to right keeps its subtree unmirrored inside a
    /// right-to-left screen; `playback` and `spatial` do the same; `forceRightToLeft` mirrors the subtree
    /// of a left-to-right screen (https://developer.apple.com/documentation/uikit/uiview/semanticcontentattribute).
    @Test(arguments: ["forceLeftToRight", "playback", "spatial", "forceRightToLeft"])
    func aForcedSubtreeKeepsItsDirection(attribute: String) throws {
        let path = "\(TemplateTests.folder)/signup-form.storyboard"
        let original = try String(contentsOfFile: path, encoding: .utf8)
        // The newsletter row: a horizontal stack of a label and a switch, full width in its column.
        let marker = "<stackView opaque=\"NO\" contentMode=\"scaleToFill\" spacing=\"8\""
        #expect(original.contains(marker))
        let forced = original.replacingOccurrences(of: marker, with: marker + " semanticContentAttribute=\"\(attribute)\"")
        let plain = try #require(ScreenLoader.screens(bytes: Array(original.utf8), file: "signup-form.storyboard").first)
        let screen = try #require(ScreenLoader.screens(bytes: Array(forced.utf8), file: "signup-form.storyboard").first)
        let profile = try #require(Catalogue.device(id: "iphone-15-pro")).profile()
        let screenDirection: LayoutDirection = attribute == "forceRightToLeft" ? .leftToRight : .rightToLeft
        let reference = try LayoutEngine.layout(screen: Self.directed(plain, .leftToRight), profile: profile)
        let mirrored = try LayoutEngine.layout(screen: Self.directed(plain, .rightToLeft), profile: profile)
        let result = try LayoutEngine.layout(screen: Self.directed(screen, screenDirection), profile: profile)
        let rowChildren = ["sgn-lnw"] + result.views.filter { $0.parent.map { result.views[$0].id } == "sgn-rnw" }.map(\.id)
        #expect(rowChildren.count >= 2)
        for id in rowChildren {
            let got = try #require(result.view(id)).frame
            // Inside the forced row the arrangement is the forced direction's: left to right as in the
            // left-to-right layout, or right to left as in the mirrored one.
            let want = try #require((attribute == "forceRightToLeft" ? mirrored : reference).view(id)).frame
            #expect(Self.close(got, want), "\(attribute): '\(id)' at \(got), expected \(want)")
        }
        // Outside the row the screen's own direction holds: the title follows the screen.
        let title = try #require(result.view("sgn-ttl")).frame
        let titleWant = try #require((screenDirection == .leftToRight ? reference : mirrored).view("sgn-ttl")).frame
        #expect(Self.close(title, titleWant))
    }

    /// The back button sits at the leading end of the navigation bar: 8 pt from the left edge left to
    /// right, 8 pt from the right edge right to left (the safe area's edges: a notched phone in landscape).
    @Test func theBackButtonIsOnTheRight() throws {
        let screen = try TemplateTests.load("rtl-settings")
        #expect(screen.layoutDirection == .rightToLeft)
        for profile in Self.profiles {
            guard let rtl = try? LayoutEngine.layout(screen: screen, profile: profile) else { continue }
            let back = try #require(rtl.barItems.first { $0.id == "backButton" })
            #expect(back.title == "General")
            let safe = rtl.safeAreaFrame
            #expect(abs(back.frame.maxX - (safe.maxX - 8)) < 1e-9, "\(profile.slug): \(back.frame) in \(safe)")
            #expect(back.frame.minX > rtl.size.width / 2)
            #expect(rtl.assumptions.contains(NavigationBarMetrics.itemAssumption))
        }
    }

    /// A horizontal stack runs from the right: its first arranged view is the rightmost.
    @Test func aHorizontalStackStartsAtTheRight() throws {
        let screen = try TemplateTests.load("rtl-settings")
        let rtl = try LayoutEngine.layout(screen: screen, profile: try #require(Self.profiles.first))
        let edit = try #require(rtl.view("edit")).frame, share = try #require(rtl.view("share")).frame
        let more = try #require(rtl.view("more")).frame
        #expect(edit.minX > share.maxX && share.minX > more.maxX)
        #expect(edit.width == 72 && share.width == 96)
    }

    /// Bar button items run from their ends inwards, the first outermost: leading items from the leading
    /// edge (right, right to left), trailing items from the trailing edge (left, right to left), 16 pt
    /// in from the safe area and 8 pt apart.
    @Test func barItemsRunFromTheirEnds() throws {
        let profile = try #require(Catalogue.device(id: "iphone-15-pro")).profile(orientation: .landscapeRight)
        var screen = Build.screen([], navigationBar: true)
        screen.controller.navigationBar?.leadingItems = ["Close", "Undo"]
        screen.controller.navigationBar?.trailingItems = ["Save", "Share"]
        for direction in [LayoutDirection.leftToRight, .rightToLeft] {
            screen.layoutDirection = direction
            let layout = try LayoutEngine.layout(screen: screen, profile: profile)
            let safe = layout.safeAreaFrame
            let items = Dictionary(uniqueKeysWithValues: layout.barItems.map { ($0.id, $0.frame) })
            #expect(layout.barItems.map(\.id) == ["leadingItem1", "leadingItem2", "trailingItem1", "trailingItem2"])
            let close = try #require(items["leadingItem1"]), undo = try #require(items["leadingItem2"])
            let save = try #require(items["trailingItem1"]), share = try #require(items["trailingItem2"])
            if direction == .leftToRight {
                #expect(abs(close.minX - (safe.minX + 16)) < 1e-9 && abs(undo.minX - (close.maxX + 8)) < 1e-9)
                #expect(abs(save.maxX - (safe.maxX - 16)) < 1e-9 && abs(share.maxX - (save.minX - 8)) < 1e-9)
            } else {
                #expect(abs(close.maxX - (safe.maxX - 16)) < 1e-9 && abs(undo.maxX - (close.minX - 8)) < 1e-9)
                #expect(abs(save.minX - (safe.minX + 16)) < 1e-9 && abs(share.minX - (save.maxX + 8)) < 1e-9)
            }
        }
    }
}
