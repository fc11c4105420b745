@testable import Checks
@testable import Devices
@testable import Geometry
@testable import Layout
@testable import Screens
import Testing

/// sensor-housing, corner-clip and gesture-zone on purpose-built screens, each with a near miss.
@Suite struct HardwareRuleTests {
    /// A 20 pt tall label centred at the top of a screen whose status bar is hidden.
    static func topLabel(width: Double, top: String = "superview") throws -> Screen {
        try Harness.screen("""
            screen: t
            statusBar: hidden
            views:
              - { id: l, kind: label, text: "", pin: { top: \(top), centerX: superview }, width: \(width), height: 20 }
            """)
    }

    /// iPhone X's notch is 209 pt wide and 30 tall, centred (83…292): a label across the middle is cut by
    /// 20 pt (its height); the same label on an iPhone 8 or pinned to the safe area is not.
    @Test func notchCutsALabelAtTheTop() throws {
        let x = try Harness.profile("iphone-x")
        let found = try Harness.findings("sensor-housing", Self.topLabel(width: 100), on: x)
        #expect(found.map(\.amount) == [20])
        #expect(found.first?.region == Rect(x: 137.5, y: 0, width: 100, height: 20))
        #expect(try Harness.findings("sensor-housing", Self.topLabel(width: 100), on: Harness.profile("iphone-8")).isEmpty)
        #expect(try Harness.findings("sensor-housing", Self.topLabel(width: 100, top: "safeArea"), on: x).isEmpty)
    }

    /// Near miss beside the notch: a label in the status-bar strip left of the notch's 83 pt edge.
    @Test func besideTheNotchIsNotTheNotch() throws {
        let screen = try Harness.screen("""
            screen: t
            statusBar: hidden
            views:
              - { id: l, kind: label, text: "", pin: { top: superview, leading: superview + 20 }, width: 63, height: 20 }
            """)
        let x = try Harness.profile("iphone-x")
        #expect(try Harness.findings("sensor-housing", screen, on: x).isEmpty)
        #expect(try Harness.findings("unsafe-overlap", screen, on: x).count == 1)
    }

    /// The notch's lower corners are rounded: a small label tucked into the corner's cut-off misses it.
    @Test func roundedLowerCornerOfTheNotch() throws {
        let x = try Harness.profile("iphone-x")
        let housing = try #require(HousingShape(x.sensorHousing))
        let frame = housing.frame
        #expect(housing.radius > 1)
        let inCutOff = Rect(x: frame.minX - 5, y: frame.maxY - 0.2, width: 5.2, height: 5)
        #expect(housing.overlap(with: inCutOff) == nil)
        let onSide = Rect(x: frame.minX - 5, y: frame.minY + 5, width: 5.2, height: 5)
        #expect(housing.overlap(with: onSide) != nil)
    }

    /// Landscape-left puts the notch on the right edge, landscape-right on the left: a label at the middle of
    /// the right edge is cut only in landscape-left.
    @Test func landscapeTurnsTheHousing() throws {
        let screen = try Harness.screen("""
            screen: t
            views:
              - { id: l, kind: label, text: "", pin: { trailing: superview, centerY: superview }, width: 20, height: 100 }
            """)
        let left = try Harness.findings("sensor-housing", screen, on: Harness.profile("iphone-x", .landscapeLeft))
        #expect(left.map(\.amount) == [20])
        #expect(left.first?.region.map { $0.maxX } == 812)
        #expect(try Harness.findings("sensor-housing", screen, on: Harness.profile("iphone-x", .landscapeRight)).isEmpty)
    }

    /// The Dynamic Island floats below the top edge (iPhone 15 Pro: 11.33 pt down): a label in the gap above
    /// it misses it, one across it is cut.
    @Test func dynamicIslandCapsule() throws {
        let profile = try Harness.profile("iphone-15-pro")
        let island = try #require(profile.sensorHousing.frame)
        let above = try Harness.screen("""
            screen: t
            statusBar: hidden
            views:
              - { id: l, kind: label, text: "", pin: { top: superview, centerX: superview }, width: 100, height: \(island.minY) }
            """)
        #expect(try Harness.findings("sensor-housing", above, on: profile).isEmpty)
        let across = try Harness.screen("""
            screen: t
            statusBar: hidden
            views:
              - { id: l, kind: label, text: "", pin: { top: superview + \(island.minY + 10), centerX: superview }, width: 100, height: 4 }
            """)
        #expect(try Harness.findings("sensor-housing", across, on: profile).map(\.amount) == [4])
    }

    /// UIKit's continuous corner: the diagonal point of the middle cubic is (p0 + 3p1 + 3p2 + p3) / 8 of the
    /// table's points, 0.291513·r from each edge, so the display's very corner lies 0.41226·r outside the curve
    /// (16.08 pt at iPhone X's 39 pt radius). A circular arc would give (1 − 1/√2)·√2·r = 0.41421·r.
    @Test func continuousCornerDepthAtTheVertex() {
        let diagonal = (0.6314937928309916 + 3 * 0.3728238266257463 + 3 * 0.16905955604436967 + 0.07491138784701548) / 8
        let expected = diagonal * 2.0.squareRoot()
        let depth = ContinuousCornerOutline.depthOutside(along: 0, inward: 0, radius: 39)
        #expect(abs(depth - expected * 39) < 0.01)
        #expect(abs(depth - 0.41421 * 39) > 0.05)
        // Points on the table's curve are on the outline: depth 0 (within the flattening error).
        #expect(ContinuousCornerOutline.depthOutside(along: 1.528665 * 39, inward: 0, radius: 39) == 0)
        #expect(ContinuousCornerOutline.depthOutside(along: 0.6315 * 39, inward: 0.0749 * 39, radius: 39) < 0.01)
        // Inside the curve: nothing.
        #expect(ContinuousCornerOutline.depthOutside(along: 0.3 * 39, inward: 0.3 * 39, radius: 39) == 0)
    }

    @Test func cornerClipOnEveryRoundedDisplay() throws {
        let screen = try Harness.screen("""
            screen: t
            statusBar: hidden
            views:
              - { id: v, kind: image, pin: { bottom: superview, leading: superview }, width: 40, height: 40 }
            """)
        for profile in Harness.everyProfile where profile.window == .full && profile.orientation == .portrait {
            let found = try Harness.findings("corner-clip", screen, on: profile)
            let radius = profile.cornerRadius ?? 0
            if radius > 0 {
                let depth = try #require(found.first?.amount, "\(profile.slug)")
                #expect(abs(depth - 0.412262 * radius) < 0.02, "\(profile.slug)")
            } else {
                #expect(found.isEmpty, "\(profile.slug)")
            }
        }
    }

    /// Near miss: inset 18 pt from both edges of iPhone X's corner (0.46·r) the corner point is inside the curve.
    @Test func cornerNearMiss() throws {
        let screen = try Harness.screen("""
            screen: t
            statusBar: hidden
            views:
              - { id: v, kind: image, pin: { bottom: superview + 18, leading: superview + 18 }, width: 40, height: 40 }
            """)
        #expect(try Harness.findings("corner-clip", screen, on: Harness.profile("iphone-x")).isEmpty)
    }

    @Test func gestureZone() throws {
        let onEdge = try UnsafeOverlapTests.button(bottom: "superview", leading: "margins", trailing: "margins")
        let x = try Harness.profile("iphone-x")
        let found = try Harness.findings("gesture-zone", onEdge, on: x)
        #expect(found.map(\.amount) == [34])
        #expect(found.first?.severity == .warning)
        #expect(try Harness.findings("gesture-zone", onEdge, on: Harness.profile("iphone-8")).isEmpty)
        // Exactly on the safe area's bottom edge: clear of the zone.
        let clear = try UnsafeOverlapTests.button(bottom: "safeArea", leading: "margins", trailing: "margins")
        #expect(try Harness.findings("gesture-zone", clear, on: x).isEmpty)
        // A label there is content, not a control.
        #expect(try Harness.findings("gesture-zone", UnsafeOverlapTests.button(bottom: "superview", kind: "label"), on: x).isEmpty)
    }

    /// In landscape a button on the safe area's bottom but at the screen's left edge sits in the corner square
    /// (39 pt) outside the safe area (left inset 44).
    @Test func gestureZoneCorner() throws {
        let screen = try UnsafeOverlapTests.button(bottom: "safeArea", trailing: "safeArea")
        let found = try Harness.findings("gesture-zone", screen, on: Harness.profile("iphone-x", .landscapeLeft))
        #expect(found.count == 1)
        #expect(found.first?.message.contains("corner") == true)
        let inside = try UnsafeOverlapTests.button(bottom: "safeArea", leading: "safeArea", trailing: "safeArea")
        #expect(try Harness.findings("gesture-zone", inside, on: Harness.profile("iphone-x", .landscapeLeft)).isEmpty)
    }
}
