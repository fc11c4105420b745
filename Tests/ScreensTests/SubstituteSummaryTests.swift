@testable import Screens
import Testing

/// The "not drawn exactly" line counts each kind's views, says how many show a name they share, and puts the kind's
/// noun, not its last word, in the plural.
@Suite struct SubstituteSummaryTests {
    @Test func pluralsTakeTheNoun() {
        let line = Screen.substituteSummary([
            Substitute(what: "image not in an asset catalogue", id: "a", name: "logo"),
            Substitute(what: "image not in an asset catalogue", id: "b", name: "badge"),
            Substitute(what: "table with content from code", id: "t1"),
            Substitute(what: "table with content from code", id: "t2"),
            Substitute(what: "collection without its cells", id: "c1"),
            Substitute(what: "collection without its cells", id: "c2"),
            Substitute(what: "custom view", id: "v1", name: "ChartView"),
            Substitute(what: "custom view", id: "v2", name: "ChartView"),
            Substitute(what: Substitute.symbolLookalike, id: "s", name: "star.fill"),
        ])
        #expect(line == "not drawn exactly: 2 images not in an asset catalogue (logo, badge), 2 tables with content from code (t1, t2), "
            + "2 collections without their cells (c1, c2), 2 custom views (ChartView ×2), 1 SF Symbol look-alike (star.fill)")
        // Three labels in two fonts: the count is the views', each font says how many of them it stands in for.
        let fonts = Screen.substituteSummary(["HelveticaNeue-Bold", "HelveticaNeue-Light", "HelveticaNeue-Bold"].enumerated().map {
            Substitute(what: "substitute font", id: "l\($0.offset)", name: $0.element)
        })
        #expect(fonts == "not drawn exactly: 3 substitute fonts (HelveticaNeue-Bold ×2, HelveticaNeue-Light)")
        #expect(Screen.plural(of: "inline date picker") == "inline date pickers")
        #expect(Screen.plural(of: "image named in another case") == "images named in another case")
        #expect(Screen.plural(of: "catalogue image named with .png") == "catalogue images named with .png")
        #expect(Screen.plural(of: "search box") == "search boxes")
    }
}
