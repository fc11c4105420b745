@testable import Devices
@testable import Layout
@testable import Screens
import Testing

/// `ScreenPreparationCache` keeps what a layout takes from the screen alone and finds it by comparing whole
/// screens: screens of one name that differ in a pin, a size or a broken pin rule must each get their own
/// preparation, laid out in turn, and a looked-up preparation must give what preparing again gives.
@Suite struct ScreenPreparationTests {
    static func screen(inset: Int, width: Int, brokenPin: Bool = false) throws -> Screen {
        try ScreenLoader.parse(text: """
            screen: same-name
            views:
              - id: card
                kind: view
                width: \(width)
                height: 40
                pin: { top: safeArea + \(inset), leading: margins + \(inset)\(brokenPin ? ", trailing: margins" : "") }
            """, file: "same-name.yml")
    }

    @Test func screensOfOneNameGetTheirOwnPreparation() throws {
        let profile = try #require(Catalogue.device(id: "iphone-x")).profile(ios: 16)
        for (inset, width) in [(8, 80), (20, 80), (8, 80), (8, 120), (20, 80)] {
            let screen = try Self.screen(inset: inset, width: width)
            let card = try #require(try LayoutEngine.layout(screen: screen, profile: profile).views.first { $0.id == "card" })
            let safeTop = profile.safeAreaInsets?.top ?? 0
            #expect(card.frame.minY == safeTop + Double(inset))
            #expect(card.frame.width == Double(width))
            let prepared = ScreenPreparation.of(screen), fresh = ScreenPreparation(screen: screen)
            #expect(prepared.constraints.allConstraints == fresh.constraints.allConstraints)
            #expect(prepared.constraints.nodes == fresh.constraints.nodes)
        }
    }

    @Test func aBrokenPinRuleIsNotHiddenByAnEarlierScreenOfTheSameName() throws {
        let profile = try #require(Catalogue.device(id: "iphone-x")).profile(ios: 16)
        _ = try LayoutEngine.layout(screen: try Self.screen(inset: 8, width: 80), profile: profile)
        // Three facts on the horizontal axis (leading, trailing and width): the pin rules refuse it.
        #expect(throws: (any Error).self) {
            try LayoutEngine.layout(screen: try Self.screen(inset: 8, width: 80, brokenPin: true), profile: profile)
        }
    }
}
