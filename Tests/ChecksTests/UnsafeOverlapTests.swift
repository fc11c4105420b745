@testable import Checks
@testable import Devices
@testable import Geometry
@testable import Screens
import Testing

@Suite struct UnsafeOverlapTests {
    static func button(bottom: String, leading: String = "superview", trailing: String = "superview", kind: String = "button", extra: String = "") throws -> Screen {
        try Harness.screen("""
            screen: t
            views:
              - id: b
                kind: \(kind)
                text: OK
                pin: { bottom: \(bottom), leading: \(leading), trailing: \(trailing) }
                height: 50
            \(extra)
            """)
    }

    /// A button on the screen's bottom edge reaches into the home-indicator area by exactly the device's bottom
    /// inset, on every profile that has one; an error because it is a control.
    @Test func buttonOnTheBottomEdgeSweep() throws {
        let screen = try Self.button(bottom: "superview")
        for profile in Harness.everyProfile where profile.idiom == .phone {
            let found = try Harness.findings("unsafe-overlap", screen, on: profile).filter { $0.region?.minY ?? 0 > 0 }
            let inset = profile.safeAreaInsets?.bottom ?? 0
            if inset > 0 {
                let finding = try #require(found.first, "\(profile.slug)")
                #expect(finding.severity == .error)
                #expect(finding.amount == inset, "\(profile.slug)")
                #expect(finding.region?.maxY == profile.windowSize.height)
            } else {
                #expect(found.isEmpty, "\(profile.slug)")
            }
        }
    }

    /// Near miss: the same button exactly on the safe area's bottom edge touches the unsafe strip, no overlap.
    @Test func exactlyOnTheSafeAreaEdgeIsSilent() throws {
        let screen = try Self.button(bottom: "safeArea", leading: "safeArea", trailing: "safeArea")
        for profile in Harness.everyProfile {
            #expect(try Harness.findings("unsafe-overlap", screen, on: profile).isEmpty, "\(profile.slug)")
        }
    }

    @Test func contentIsAWarningControlsAnError() throws {
        let x = try Harness.profile("iphone-x")
        let label: [Finding] = try Harness.findings("unsafe-overlap", Self.button(bottom: "superview", kind: "label"), on: x)
        #expect(label.map(\.severity) == [Severity.warning])
        #expect(label.first?.amount == 34)
    }

    /// Landscape side insets: a full-width button meets both 44 pt side insets of iPhone X, one of them the notch's.
    @Test func landscapeSideInsets() throws {
        let found = try Harness.findings("unsafe-overlap", Self.button(bottom: "safeArea"), on: Harness.profile("iphone-x", .landscapeLeft))
        #expect(found.compactMap(\.amount).sorted() == [44, 44])
        #expect(found.contains { $0.message.contains("sensor housing's side") })
    }

    @Test func bleedBackgroundsAndScrollingContentAreExempt() throws {
        let x = try Harness.profile("iphone-x")
        let bleed = try Harness.screen("""
            screen: t
            views:
              - { id: bg, kind: view, bleed: true, pin: { top: superview, bottom: superview, leading: superview, trailing: superview } }
              - id: list
                kind: scroll
                pin: { top: superview, bottom: superview, leading: superview, trailing: superview }
                contentInsetAdjustmentBehavior: never
                views:
                  - { id: inner, kind: button, text: Go, pin: { top: superview, leading: superview }, width: 80, height: 40 }
            """)
        #expect(try Harness.findings("unsafe-overlap", bleed, on: x).isEmpty)
    }

    /// A view under the system navigation bar is hidden by it.
    @Test func underTheNavigationBar() throws {
        let screen = try Harness.screen("""
            screen: t
            controller: { navigationBar: { title: T } }
            views:
              - { id: l, kind: label, text: Hi, pin: { top: superview + 50, leading: margins }, width: 100, height: 20 }
            """)
        let found = try Harness.findings("unsafe-overlap", screen, on: Harness.profile("iphone-8"))
        // iPhone 8: status bar 0-20, navigation bar 20-64 (uikit-metrics §2.1); the label spans 50-70.
        #expect(found.map(\.amount) == [14])
        #expect(found.first?.message.contains("navigation bar") == true)
    }

    /// A superview that clips to its bounds draws nothing of a subview outside them
    /// (https://developer.apple.com/documentation/uikit/uiview/clipstobounds): a photo overhanging a clipping card
    /// up into the status bar, the notch and the corners is not cut there; without `clipsToBounds` it is.
    @Test(arguments: [true, false]) func aClippingSuperviewKeepsItsSubviewsOverhangOutOfTheHardware(_ clips: Bool) throws {
        let screen = try Harness.screen("""
            screen: t
            views:
              - id: card
                kind: view
                color: systemGray6
                clipsToBounds: \(clips)
                pin: { top: safeArea + 20, leading: margins, trailing: margins }
                height: 200
                views:
                  - { id: photo, kind: view, color: systemBlue, pin: { top: superview - 120, leading: superview - 40, trailing: superview - 40 }, height: 250 }
            """)
        let x = try Harness.profile("iphone-x")
        for rule in ["unsafe-overlap", "sensor-housing", "corner-clip"] {
            let found = try Harness.findings(rule, screen, on: x).filter { $0.viewID == "photo" }
            #expect(found.isEmpty == clips, "\(rule): \(found.map(\.message))")
        }
    }
}
