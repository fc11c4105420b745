import AutoLayout
@testable import Devices
import Foundation
import Geometry
@testable import Layout
import Screens
import Testing

/// The tab bar's and the toolbar's items are laid out and named as the navigation bar's are (`TabBarItems`,
/// `ToolbarItems`): in `LaidOutScreen.barItems` and so in `bezel layout --json`'s `barItems`, at the places the
/// picture draws them. Tabs share the bar's content row (above the home indicator) equally; toolbar items run
/// from the safe area's leading edge 16 pt in, 8 pt apart, a flexible space taking what is left and getting no
/// frame of its own; both mirror in right-to-left layouts.
@Suite struct BottomBarItemsTests {
    static let yaml = """
        screen: bars
        controller:
          tabBar: { items: [Home, { title: Me, image: gear }, Other] }
          toolbar: { items: [Reply, { system: flexibleSpace }, { system: add }] }

        """

    @Test(arguments: [LayoutDirection.leftToRight, .rightToLeft]) func tabAndToolbarItemsAreLaidOut(_ direction: LayoutDirection) throws {
        var screen = try ScreenLoader.parse(text: Self.yaml, file: "bars.yml")
        screen.layoutDirection = direction
        let profile = try #require(Catalogue.device(id: "iphone-15-pro")).profile(orientation: .portrait)
        let layout = try LayoutEngine.layout(screen: screen, profile: profile)
        let tabBar = try #require(layout.views.first { $0.kind == .tabBar }).frame
        let toolbar = try #require(layout.views.first { $0.kind == .toolbar }).frame
        let tabs = layout.barItems.filter { $0.bar == "tabBar" }
        let tools = layout.barItems.filter { $0.bar == "toolbar" }
        #expect(tabs.map(\.id) == ["item1", "item2", "item3"] && tabs.map(\.title) == ["Home", "Me", "Other"])
        #expect(tools.map(\.id) == ["item1", "item3"] && tools.map(\.title) == ["Reply", ""])
        // 393 pt in three: 131 each, the content row 49 pt above the 34-pt home indicator.
        let row = tabBar.height - 34
        for (n, tab) in tabs.enumerated() {
            let position = direction == .leftToRight ? n : 2 - n
            #expect(abs(tab.frame.minX - Double(position) * 131) < 1e-9 && abs(tab.frame.width - 131) < 1e-9, "\(tab.frame)")
            #expect(tab.frame.minY == tabBar.minY && abs(tab.frame.height - row) < 1e-9, "\(tab.frame)")
        }
        let reply = tools[0].frame, add = tools[1].frame
        #expect(reply.minY == toolbar.minY && reply.height == 44 && add.width == BarItemMetrics.glyphSize)
        if direction == .leftToRight {
            #expect(abs(reply.minX - 16) < 1e-9 && abs(add.maxX - (393 - 16)) < 1e-9, "\(reply) \(add)")
        } else {
            #expect(abs(reply.maxX - (393 - 16)) < 1e-9 && abs(add.minX - 16) < 1e-9, "\(reply) \(add)")
        }
        let json = layout.jsonText
        #expect(json.contains(#""bar": "toolbar""#) && json.contains(#""bar": "tabBar""#))
    }
}
