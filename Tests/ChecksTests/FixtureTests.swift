@testable import Checks
@testable import Devices
import Foundation
@testable import Geometry
@testable import Layout
@testable import Screens
import Testing

/// Every rule fires on a purpose-built fixture, so every rule id reaches every output format.
@Suite struct FixtureTests {
    static func fixture(_ name: String) throws -> Screen {
        try ScreenLoader.load(path: Harness.root.appendingPathComponent("Tests/ChecksTests/Fixtures/\(name).yml").path)
    }

    @Test func everyRuleFiresOnItsFixture() throws {
        let x = try Harness.profile("iphone-x")
        let rules = Set(try Harness.findings(Self.fixture("every-rule"), on: x).map(\.rule))
            .union(try Harness.findings(Self.fixture("legacy"), on: x).map(\.rule))
            .union(try Harness.findings(Self.fixture("constraint-conflict"), on: x).map(\.rule))
        #expect(rules == Set(RuleRegistry.ids))
    }

    /// Window ↔ portrait screen coordinates are inverse on every profile, and the housing lands on the edge the
    /// orientation puts it on.
    @Test func portraitConversionRoundTrips() throws {
        let screen = try Harness.screen("screen: t\n")
        for profile in Harness.everyProfile where profile.sensorHousing.frame != nil {
            let layout = try Layout.LayoutEngine.layout(screen: screen, profile: profile)
            let geometry = ScreenGeometry(layout: layout, profile: profile, statusBarHidden: false)
            let rect = Rect(x: 10, y: 20, width: 30, height: 40)
            #expect(geometry.fromPortrait(geometry.toPortrait(rect)) == rect, "\(profile.slug)")
            let housing = try #require(profile.sensorHousing.frame)
            let placed = geometry.fromPortrait(housing)
            switch profile.orientation {
            case .portrait: #expect(placed.minY == 0 || placed.minY > 0 && placed.minY < 20, "\(profile.slug)")
            case .landscapeLeft: #expect(abs(placed.maxX + geometry.windowOnScreen.minX - profile.screenSize.width) < 20, "\(profile.slug)")
            case .landscapeRight: #expect(placed.minX + geometry.windowOnScreen.minX < 20, "\(profile.slug)")
            }
        }
    }

    /// Bottom constants: `bottom: superview + 34` (the home indicator's inset) is right on iPhone X in portrait
    /// and wrong on iPhone 8 (no inset) and in landscape (21).
    @Test func hardCodedHomeIndicatorInset() throws {
        let screen = try Harness.screen("""
            screen: t
            views:
              - { id: b, kind: button, text: Go, pin: { bottom: superview + 34, leading: margins, trailing: margins }, height: 44 }
            """)
        #expect(try Harness.findings("hard-coded-offset", screen, on: Harness.profile("iphone-x")).isEmpty)
        #expect(try Harness.findings("hard-coded-offset", screen, on: Harness.profile("iphone-8")).map(\.amount) == [34])
        #expect(try Harness.findings("hard-coded-offset", screen, on: Harness.profile("iphone-x", .landscapeLeft)).map(\.amount) == [13])
    }
}
