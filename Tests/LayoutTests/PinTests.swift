@testable import Devices
@testable import Geometry
@testable import Layout
@testable import Screens
import Testing

/// Pins: every anchor kind, with positive and negative constants measured inward (issue 3's pin language).
/// iPhone 8 with the system navigation bar: bounds 375×667, safe area from y 64, root margins 16 left/right.
@Suite struct PinTests {
    func frame(_ pins: Pins, width: Double? = nil, height: Double? = nil, siblings: [ViewSpec] = [],
               profile: Profile = HandBuilt.iPhone8()) throws -> Rect {
        let view = Build.view("v", pins: pins, width: width, height: height, line: 40)
        let result = try LayoutEngine.layout(screen: Build.screen(siblings + [view], navigationBar: true), profile: profile)
        return try #require(result.view("v")?.frame)
    }

    @Test func superviewEdgesInward() throws {
        let pins = Pins(top: Build.pin(.superview, 10), bottom: Build.pin(.superview, 10),
                        leading: Build.pin(.superview, 5), trailing: Build.pin(.superview, -5))
        // trailing − 5 moves the edge 5 pt outward, past the superview's edge.
        #expect(try frame(pins) == Rect(x: 5, y: 10, width: 375, height: 647))
    }

    @Test func safeAreaEdges() throws {
        let pins = Pins(top: Build.pin(.safeArea), bottom: Build.pin(.safeArea, 8),
                        leading: Build.pin(.safeArea), trailing: Build.pin(.safeArea))
        #expect(try frame(pins) == Rect(x: 0, y: 64, width: 375, height: 595))
    }

    @Test func marginsLeadingAndTrailing() throws {
        let pins = Pins(top: Build.pin(.safeArea), leading: Build.pin(.margins, 4), trailing: Build.pin(.margins, -4))
        #expect(try frame(pins, height: 10) == Rect(x: 20, y: 64, width: 343, height: 10))
    }

    /// Top and bottom root margins are assumed (8 below the safe area), and the result says so.
    @Test func rootVerticalMarginIsAssumed() throws {
        let view = Build.view("v", pins: Pins(top: Build.pin(.margins), leading: Build.pin(.margins)), width: 10, height: 10)
        let result = try LayoutEngine.layout(screen: Build.screen([view], navigationBar: true), profile: HandBuilt.iPhone8())
        #expect(result.view("v")?.frame.minY == 72)
        #expect(result.assumptions.contains { $0.contains("top/bottom layout margin") })
    }

    /// The readable guide: 672 pt wide at most, centred in the margins (UYLREAD: iPad landscape, margins 20).
    @Test func readableGuide() throws {
        let pins = Pins(top: Build.pin(.safeArea), leading: Build.pin(.readable), trailing: Build.pin(.readable))
        let iPad = try frame(pins, height: 10, profile: HandBuilt.iPadPro11(.landscapeLeft))
        #expect(iPad == Rect(x: 261, y: 74, width: 672, height: 10))  // 20 + (1154 − 672) / 2
        let phone = try frame(pins, height: 10)
        #expect(phone == Rect(x: 16, y: 64, width: 343, height: 10))   // narrower than 672: the margins guide
    }

    @Test func centers() throws {
        let pins = Pins(centerX: Build.pin(.superview), centerY: Build.pin(.superview, -10))
        #expect(try frame(pins, width: 100, height: 50) == Rect(x: 137.5, y: 298.5, width: 100, height: 50))
    }

    @Test func siblingEdges() throws {
        let a = Build.view("a", pins: Pins(top: Build.pin(.superview, 100), leading: Build.pin(.superview, 50)),
                           width: 100, height: 100, line: 30)
        // Below a with a gap of 8, starting 4 pt left of a's trailing edge.
        let below = Pins(top: Build.pin(.sibling(id: "a", edge: .bottom), 8), leading: Build.pin(.sibling(id: "a", edge: .trailing), -4))
        #expect(try frame(below, width: 10, height: 10, siblings: [a]) == Rect(x: 146, y: 208, width: 10, height: 10))
        // Ending 8 pt above a's top, centred on a.
        let above = Pins(bottom: Build.pin(.sibling(id: "a", edge: .top), 8), centerX: Build.pin(.sibling(id: "a", edge: .centerX)))
        #expect(try frame(above, width: 20, height: 10, siblings: [a]) == Rect(x: 90, y: 82, width: 20, height: 10))
        // Same-edge alignment and a centre line.
        let aligned = Pins(top: Build.pin(.sibling(id: "a", edge: .top)), bottom: Build.pin(.sibling(id: "a", edge: .bottom)),
                           leading: Build.pin(.sibling(id: "a", edge: .leading)), trailing: Build.pin(.sibling(id: "a", edge: .centerX)))
        #expect(try frame(aligned, siblings: [a]) == Rect(x: 50, y: 100, width: 50, height: 100))
    }

    /// Dependencies are resolved whatever the declaration order (a later sibling may be the anchor).
    @Test func forwardReferences() throws {
        let first = Build.view("first", pins: Pins(top: Build.pin(.sibling(id: "second", edge: .bottom)), leading: Build.pin(.superview)),
                               width: 10, height: 10, line: 30)
        let second = Build.view("second", pins: Pins(top: Build.pin(.superview, 50), leading: Build.pin(.superview)),
                                width: 10, height: 20, line: 31)
        let result = try LayoutEngine.layout(screen: Build.screen([first, second]), profile: HandBuilt.iPhone8())
        #expect(result.view("first")?.frame.minY == 70)
        #expect(result.views.map(\.id).suffix(2) == ["first", "second"])  // output keeps back-to-front order
    }

    @Test func aspectRatio() throws {
        var view = Build.view("v", pins: Pins(top: Build.pin(.superview), leading: Build.pin(.superview), trailing: Build.pin(.superview)))
        view.aspectRatio = 16.0 / 9.0
        let result = try LayoutEngine.layout(screen: Build.screen([view]), profile: HandBuilt.iPhone8())
        let height = try #require(result.view("v")?.frame.height)
        #expect(abs(height - 210.9375) < 1e-9)  // 375 / (16/9)
    }

    /// Seed 004: the green view on the margins guide, and system spacing (8) from the safe area top and bottom.
    /// iOS 11+ on iPhone X: 44 + 8 = 52 down to 812 − 34 − 8 = 770. iOS 10 on iPhone 8: the layout guides
    /// (20 and 0) stand in for the safe area, with the same 8.
    @Test func seed004GreenView() throws {
        var top = Build.pin(.safeArea, Pin.systemSpacing)
        top.isSystemSpacing = true
        let pins = Pins(top: top, bottom: top, leading: Build.pin(.margins), trailing: Build.pin(.margins))
        let green = Build.view("green", pins: pins)
        let x = try LayoutEngine.layout(screen: Build.screen([green]), profile: HandBuilt.iPhoneX())
        #expect(x.view("green")?.frame == Rect(x: 16, y: 52, width: 343, height: 718))
        let old = try LayoutEngine.layout(screen: Build.screen([green]), profile: HandBuilt.iPhone8(ios: 10))
        #expect(old.view("green")?.frame == Rect(x: 16, y: 28, width: 343, height: 631))
        let landscape = try LayoutEngine.layout(screen: Build.screen([green]), profile: HandBuilt.iPhoneX(.landscapeLeft))
        // Margins from the safe area: 44 + 16 on each side (APPLE-ILMFSA).
        #expect(landscape.view("green")?.frame == Rect(x: 60, y: 8, width: 692, height: 338))
    }

    /// Seed 000's hard-coded 20-pt offset: right on iPhone 8 (the status bar is 20), 24 pt under the status bar on X.
    @Test func hardCodedStatusBarOffset() throws {
        let list = Build.table(pins: Pins(top: Build.pin(.superview, 20), bottom: Build.pin(.superview),
                                          leading: Build.pin(.superview), trailing: Build.pin(.superview)))
        let eight = try LayoutEngine.layout(screen: Build.screen([list]), profile: HandBuilt.iPhone8())
        #expect(eight.view("list")?.safeAreaInsets == .zero)
        let x = try LayoutEngine.layout(screen: Build.screen([list]), profile: HandBuilt.iPhoneX())
        #expect(x.view("list")?.safeAreaInsets == EdgeInsets(top: 24, bottom: 34))
    }
}

/// The loader's `system` spacing and the layout's metric are the same sourced number (uikit-metrics §5).
@Test func systemSpacingAgrees() {
    #expect(Pin.systemSpacing == SpacingMetrics.system)
    #expect(SpacingMetrics.system == 8)
}
