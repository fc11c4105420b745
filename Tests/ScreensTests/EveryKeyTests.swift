@testable import Devices
@testable import Diagnostics
import Foundation
@testable import Geometry
@testable import Screens
import Testing

/// `Fixtures/everything.yml` uses every key of the format once with a value other than the default;
/// the model read from it must equal the model written out here by hand, key by key.
@Suite struct EveryKeyTests {
    private let here = Diagnostics.SourceLocation(file: "", line: 0, column: 0)

    private func pin(_ anchor: Anchor, _ constant: Double = 0, system: Bool = false) -> Pin {
        Pin(anchor: anchor, constant: constant, isSystemSpacing: system, location: here)
    }

    private var expected: Screen {
        let fill = Pins(top: pin(.superview), bottom: pin(.superview), leading: pin(.superview), trailing: pin(.superview))
        let stack = ViewSpec(
            id: "stack", kind: .stack,
            pins: Pins(top: pin(.superview), leading: pin(.superview), centerY: pin(.superview, -10)),
            stack: StackSpec(axis: .vertical, spacing: 12, alignment: .center, distribution: .fillEqually),
            views: [
                ViewSpec(id: "name", kind: .textField, height: 44, text: "Name", location: here),
                ViewSpec(id: "avatar", kind: .image, aspectRatio: 1, location: here),
            ],
            location: here)
        return Screen(
            name: "every_key-2", ios: 11, statusBar: .hidden, launchScreen: .legacy,
            orientations: [.portrait, .landscapeRight], devices: "iphone-1?-pro*, ipad", idioms: [.phone, .pad], appearances: [.light, .dark],
            summary: "A screen that uses every key, so the loader and the schema are tested on all of them.",
            controller: ControllerSpec(
                navigationBar: NavigationBarSpec(title: "Inbox: 3", largeTitle: true, hidden: true, location: here),
                tabBar: TabBarSpec(items: ["Home", "2024"], height: 70, hidden: true, location: here),
                toolbar: ToolbarSpec(items: [], hidden: true, location: here),
                additionalSafeAreaInsets: EdgeInsets(top: -20, left: 0, bottom: 4.5, right: 0),
                automaticallyAdjustsScrollViewInsets: false, viewRespectsSystemMinimumLayoutMargins: false),
            allow: [
                Allowance(rule: "status-bar-hidden", location: here),
                Allowance(rule: "letterboxed", reason: "launch images until the storyboard ships", location: here),
            ],
            views: [
                {
                    var view = ViewSpec(
                        id: "background", kind: .view, pins: fill, color: "#FF8800", bleed: true,
                        insetsLayoutMarginsFromSafeArea: false,
                        allow: [
                            Allowance(rule: "unsafe-overlap", location: here),
                            Allowance(rule: "corner-clip", reason: "the photo may be cut by the corners", location: here),
                        ],
                        location: here)
                    view.cornerRadius = 12
                    view.masksToBounds = true
                    view.borderWidth = 2
                    view.borderColor = "separator"
                    return view
                }(),
                ViewSpec(
                    id: "title_label", kind: .label,
                    pins: Pins(top: pin(.safeArea, 8, system: true), leading: pin(.readable, -4), centerX: pin(.superview)),
                    width: 200, aspectRatio: 16.0 / 9.0, text: "Hello", textStyle: .headline, fontSize: 17, lines: 0,
                    fontWeight: .black, textColor: "secondaryLabel", textAlignment: .justified, location: here),
                ViewSpec(
                    id: "scroller", kind: .scroll,
                    pins: Pins(
                        top: pin(.sibling(id: "title_label", edge: .bottom), 8), bottom: pin(.safeArea),
                        leading: pin(.margins), trailing: pin(.margins)),
                    scroll: ScrollSpec(
                        contentInset: EdgeInsets(top: 64, left: 0, bottom: 60, right: 0),
                        contentInsetAdjustmentBehavior: .never, refreshControl: true,
                        loadMoreFooter: LoadMoreFooterSpec(height: 44), contentSize: Size(width: 320, height: 2000),
                        scrollEnabled: false, alwaysBounceVertical: true, alwaysBounceHorizontal: false),
                    views: [stack], location: here),
                ViewSpec(
                    id: "settings", kind: .table,
                    pins: Pins(
                        top: pin(.sibling(id: "scroller", edge: .bottom)), bottom: pin(.safeArea, -2.5),
                        leading: pin(.superview), trailing: pin(.superview)),
                    scroll: ScrollSpec(),
                    table: TableSpec(style: .grouped, rows: 3, rowHeight: 44, sections: 2, sectionHeaderHeight: 38),
                    location: here),
                ViewSpec(
                    id: "feed", kind: .collection, pins: fill, scroll: ScrollSpec(),
                    table: TableSpec(rows: 12, rowHeight: 88), location: here),
                ViewSpec(
                    id: "home_grid", kind: .grid, pins: fill,
                    scroll: ScrollSpec(contentInsetAdjustmentBehavior: .always),
                    grid: GridSpec(standardWidth: 375, standardColumns: 2, scale: 1.5, gap: 9, margin: 12, itemAspect: 0.75, items: 24),
                    location: here),
            ],
            location: here)
    }

    @Test(arguments: ["everything.yml", "everything.json"])
    func everyKeyIsRead(file: String) throws {
        let screen = try ScreenLoader.load(path: Fixtures.path(file))
        #expect(try Fixtures.withoutLocations(screen) == Fixtures.withoutLocations(expected))
        // Spot checks that do not go through JSON: the enum cases and the sibling anchor itself.
        #expect(screen.views[2].pins.top?.anchor == .sibling(id: "title_label", edge: .bottom))
        #expect(screen.view(withID: "avatar")?.kind == .image)
        #expect(screen.allViews.map(\.id) == ["background", "title_label", "scroller", "stack", "name", "avatar", "settings", "feed", "home_grid"])
    }

    @Test func defaultsAreUIKits() throws {
        let screen = try ScreenLoader.parse(
            text: "screen: s\nviews:\n  - {id: t, kind: table}\n  - {id: k, kind: stack}\n  - {id: g, kind: grid, standardColumns: 3}\n",
            file: "d.yml")
        #expect(screen.statusBar == .visible && screen.launchScreen == .storyboard && screen.ios == nil)
        #expect(screen.controller == ControllerSpec(location: screen.location))
        #expect(screen.views[0].scroll == ScrollSpec(contentInsetAdjustmentBehavior: .automatic))
        #expect(screen.views[0].table == TableSpec(style: .plain, rows: 0, rowHeight: nil, sections: 1))
        // UIStackView's defaults: horizontal, fill, fill, 0 (Apple's UIStackView documentation).
        #expect(screen.views[1].stack == StackSpec(axis: .horizontal, spacing: 0, alignment: .fill, distribution: .fill))
        // Seed 001: standard width 440, scale 1.2.
        #expect(screen.views[2].grid == GridSpec(standardWidth: 440, standardColumns: 3, scale: 1.2))
        #expect(screen.views[2].insetsLayoutMarginsFromSafeArea && !screen.views[2].bleed)
    }
}
