@testable import Devices
@testable import Geometry
@testable import Layout
@testable import Screens
import Testing

/// From iOS 14 a page control placed by its centre alone is 37.5 pt a page and 3 pt wide, as Xcode 13 and 14 save such
/// controls (115.5 pt for 3 pages, docs/research/ib-defaults.md §44), and 26 pt tall, not 0 pt wide and ambiguous; before
/// iOS 14 it keeps the width of its dots that Xcode 10 saved (ib-defaults.md §14).
@Suite struct PageControlSizeTests {
    static let yaml = """
        screen: onboarding
        views:
          - { id: dots, kind: pageControl, pages: 3, currentPage: 1, pin: { bottom: safeArea + 20, centerX: superview } }
        """

    @Test func centredPageControlHasItsDotsWidth() throws {
        let screen = try ScreenLoader.parse(text: Self.yaml, file: "onboarding.yml")
        let modern = try LayoutEngine.layout(screen: screen, profile: try #require(Catalogue.device(id: "iphone-15-pro")).profile(ios: 17))
        let frame = try #require(modern.view("dots")?.frame)
        #expect(frame.size == Size(width: 115.5, height: 26))
        #expect(abs(frame.midX - 393 / 2) < 0.001)
        let legacy = try LayoutEngine.layout(screen: screen, profile: try #require(Catalogue.device(id: "iphone-8")).profile(ios: 13))
        #expect(legacy.view("dots")?.frame.size == Size(width: 39, height: 37))
    }
}
