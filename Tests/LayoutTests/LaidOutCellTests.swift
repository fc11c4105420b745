import Devices
import Layout
import Screens
import Testing

/// The cell the checks, the display list and the writers share keeps, for each laid-out view, the view it
/// was placed from: every template view exactly once, at the slot whose id is its own, and nothing for the
/// system bars and the rows a table repeats from its cell designs.
@Suite struct LaidOutCellTests {
    /// Every shipped template and document scene, on a notched phone and on an iPad in Split View.
    static let paths: [String] = (try? TemplateFinder.templates(in: [TemplateTests.folder])) ?? []

    @Test(arguments: paths) func everyLaidOutViewKnowsItsSource(path: String) throws {
        let profiles = [
            try Catalogue.device(named: "iphone-15-pro").profile(),
            try Catalogue.device(named: "ipad-pro-11").profile(orientation: .landscapeLeft, window: .splitHalf),
        ]
        for screen in try ScreenLoader.screens(path: path) {
            for profile in profiles where (screen.idioms ?? [.phone, .pad]).contains(profile.idiom) {
                let cell = try LayoutEngine.cell(screen: screen, profile: profile)
                #expect(cell.layout == (try LayoutEngine.layout(screen: screen, profile: profile)), "\(screen.name) on \(profile.slug)")
                #expect(cell.sources.count == cell.layout.views.count)
                // The engine's record of scroll geometry, which the checks read, says what each laid-out view holds.
                #expect(cell.hasScrollGeometry == cell.layout.views.map { $0.scroll != nil }, "\(screen.name) on \(profile.slug)")
                let linked = zip(cell.layout.views, cell.sources).compactMap { view, source in source.map { (view, $0) } }
                // Each template view once, in the screen's depth-first order.
                #expect(linked.map(\.1.id) == screen.allViews.map(\.id), "\(screen.name) on \(profile.slug)")
                for (view, source) in linked {
                    #expect(view.id == source.id && view.location == source.location, "\(screen.name): \(view.id)")
                }
                for (view, source) in zip(cell.layout.views, cell.sources) where view.kind.isSystem {
                    #expect(source == nil, "\(screen.name): system bar \(view.id)")
                }
                #expect(cell.geometry == ScreenGeometry(layout: cell.layout, profile: profile, statusBarHidden: screen.statusBar == .hidden))
            }
        }
    }
}
