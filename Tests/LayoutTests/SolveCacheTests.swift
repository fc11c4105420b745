@testable import Devices
@testable import Layout
@testable import Screens
import Testing

/// `SolveCache` files an Auto Layout input under a hash of its root geometry, direction, scale and list
/// sizes only (issue 13's check speed), so inputs that differ in a constraint's constant share a hash: they
/// must still get their own solves, and a result looked up must be the one solving again gives.
@Suite struct SolveCacheTests {
    static func screen(gap: Int) throws -> Screen {
        try ScreenLoader.parse(text: """
            screen: gaps
            views:
              - { id: first, kind: view, width: 80, height: 40 }
              - { id: second, kind: view, width: 80, height: 40 }
            constraints:
              - first.leading = root.safeArea.leading + 10
              - first.top = root.safeArea.top
              - second.leading = first.leading
              - second.top = first.bottom + \(gap)
            """, file: "gaps.yml")
    }

    @Test func inputsThatDifferOnlyInAConstantAreSolvedApart() throws {
        let profile = try #require(Catalogue.device(id: "iphone-x")).profile(ios: 16)
        // 8 twice: the second time is a lookup, between solves whose inputs hash alike.
        for gap in [8, 20, 8, 33] {
            let screen = try Self.screen(gap: gap)
            let layout = try LayoutEngine.layout(screen: screen, profile: profile)
            let first = try #require(layout.views.first { $0.id == "first" })
            let second = try #require(layout.views.first { $0.id == "second" })
            #expect(second.frame.minY - first.frame.maxY == Double(gap))
            let solvedAgain = try LayoutEngine.layout(screen: screen, profile: profile, reusingSolves: false)
            #expect(solvedAgain.views.map(\.frame) == layout.views.map(\.frame))
        }
    }
}
