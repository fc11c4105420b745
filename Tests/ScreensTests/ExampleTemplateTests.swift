@testable import Devices
@testable import Diagnostics
import Foundation
@testable import Geometry
@testable import Screens
import Testing

/// The example of issue 3, copied verbatim into `Fixtures/comments.yml`, read field by field.
@Suite struct ExampleTemplateTests {
    let path = Fixtures.path("comments.yml")

    @Test func everyFieldOfTheIssueExample() throws {
        let screen = try ScreenLoader.load(path: path)
        #expect(screen.name == "comments")
        #expect(screen.ios == 17)
        #expect(screen.statusBar == .visible)
        #expect(screen.launchScreen == .storyboard)
        #expect(screen.orientations == nil)
        #expect(screen.devices == nil)
        #expect(screen.idioms == nil)
        #expect(screen.summary == nil)

        let controller = screen.controller
        #expect(controller.navigationBar?.title == "My Comments")
        #expect(controller.navigationBar?.largeTitle == false)
        #expect(controller.navigationBar?.hidden == false)
        #expect(controller.tabBar?.items == ["Home", "Groups", "Me"])
        #expect(controller.tabBar?.height == nil)
        #expect(controller.toolbar?.items == ["Reply"])
        #expect(controller.additionalSafeAreaInsets == .zero)
        #expect(controller.automaticallyAdjustsScrollViewInsets == true)
        #expect(controller.viewRespectsSystemMinimumLayoutMargins == true)

        try #require(screen.views.count == 2)
        let list = screen.views[0]
        #expect(list.id == "list")
        #expect(list.kind == .table)
        #expect(list.pins.top == Pin(anchor: .superview, location: loc(14, 17)))
        #expect(list.pins.leading == Pin(anchor: .superview, location: loc(14, 37)))
        #expect(list.pins.trailing == Pin(anchor: .superview, location: loc(14, 58)))
        #expect(list.pins.bottom == Pin(anchor: .superview, location: loc(14, 77)))
        #expect(list.pins.centerX == nil && list.pins.centerY == nil)
        #expect(list.table == TableSpec(style: .plain, rows: 30, rowHeight: 64, sections: 1))
        #expect(list.scroll == ScrollSpec(
            contentInset: .zero, contentInsetAdjustmentBehavior: .automatic, refreshControl: true,
            loadMoreFooter: LoadMoreFooterSpec(height: 44)))
        #expect(list.stack == nil && list.grid == nil)
        #expect(list.text == nil && list.width == nil && list.height == nil)
        #expect(list.views.isEmpty && list.allow.isEmpty && list.bleed == false)

        let reply = screen.views[1]
        #expect(reply.id == "reply")
        #expect(reply.kind == .button)
        #expect(reply.text == "Reply")
        #expect(reply.height == 50)
        #expect(reply.pins.leading == Pin(anchor: .margins, location: loc(25, 21)))
        #expect(reply.pins.trailing == Pin(anchor: .margins, location: loc(25, 40)))
        #expect(reply.pins.bottom == Pin(anchor: .safeArea, constant: 8, location: loc(25, 57)))
        #expect(reply.pins.top == nil)
        #expect(reply.scroll == nil && reply.table == nil)
    }

    @Test func locationsPointAtTheTemplateLines() throws {
        let screen = try ScreenLoader.load(path: path)
        #expect(screen.location == loc(1, 1))
        #expect(screen.file == path)
        #expect(screen.location(of: "screen") == loc(1, 1))
        #expect(screen.location(of: "ios") == loc(2, 1))
        #expect(screen.location(of: "controller") == loc(5, 1))
        #expect(screen.location(of: "views") == loc(11, 1))
        #expect(screen.location(of: "orientations") == screen.location)
        #expect(screen.controller.location == loc(6, 3))
        #expect(screen.controller.location(of: "tabBar") == loc(7, 3))
        #expect(screen.controller.navigationBar?.location == loc(6, 18))
        #expect(screen.controller.navigationBar?.location(of: "largeTitle") == loc(6, 40))
        #expect(screen.views[0].location == loc(12, 5))
        #expect(screen.views[0].location(of: "rowHeight") == loc(17, 5))
        #expect(screen.views[1].location == loc(22, 5))
        #expect(screen.views[1].location(of: "height") == loc(26, 5))
    }

    @Test func jsonGivesTheSameModel() throws {
        let yaml = try ScreenLoader.load(path: path)
        let json = try ScreenLoader.load(path: Fixtures.path("comments.json"))
        #expect(try Fixtures.withoutLocations(yaml) == Fixtures.withoutLocations(json))
        // Locations in JSON are real too: `"rows": 30` is on line 42 of the JSON file.
        #expect(json.views[0].location(of: "rows") == Diagnostics.SourceLocation(file: Fixtures.path("comments.json"), line: 42, column: 7))
    }

    private func loc(_ line: Int, _ column: Int) -> Diagnostics.SourceLocation {
        Diagnostics.SourceLocation(file: path, line: line, column: column)
    }
}
