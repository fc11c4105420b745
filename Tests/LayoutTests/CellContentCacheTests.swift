import AutoLayout
import Geometry
@testable import Layout
@testable import Screens
import Testing

/// `CellContentCache` files a cell's solved content under a hash of the cell's id and the numbers only, so
/// cells that share an id (a prototype's repeats, the same row id in two documents) share a hash: they must
/// still be solved apart when anything the solve reads differs, and -0 must not stand in for 0.
@Suite struct CellContentCacheTests {
    static func cell(gap: Double) -> CellSpec {
        let label = ViewSpec(id: "title", kind: .label, location: Build.at(3))
        return CellSpec(
            id: "row", contentID: "content", views: [label],
            constraints: [LayoutConstraint("title", .leading, .equal, "content", .leading, constant: gap)],
            location: Build.at(2))
    }

    static func key(_ cell: CellSpec, width: Double = 375, left: Double = 16, ios: Int = 17) -> CellContentCache.Key {
        CellContentCache.Key(
            cell: cell, size: Size(width: width, height: 44), margins: EdgeInsets(top: 11, left: left, bottom: 11, right: 16),
            direction: .leftToRight, ios: ios, profileScale: 3, measuredScale: 3)
    }

    @Test func equalInputsShareAnEntry() {
        #expect(Self.key(Self.cell(gap: 8)) == Self.key(Self.cell(gap: 8)))
    }

    @Test func cellsWithOneIdButOtherConstraintsAreApart() {
        let a = Self.key(Self.cell(gap: 8)), b = Self.key(Self.cell(gap: 20))
        #expect(a.hashValue == b.hashValue)
        #expect(a != b)
    }

    @Test func everyNumberAndTheIOSVersionTellKeysApart() {
        let cell = Self.cell(gap: 8)
        #expect(Self.key(cell) != Self.key(cell, width: 320))
        #expect(Self.key(cell, left: 0) != Self.key(cell, left: -0.0))
        #expect(Self.key(cell) != Self.key(cell, ios: 12))
    }
}
