@testable import Devices
@testable import Geometry
@testable import Layout
@testable import Screens
import Testing

/// Stacks like UIStackView, and seed 001's responsive grid on its own width.
@Suite struct StackAndGridTests {
    func stack(_ spec: StackSpec, items: [(Double?, Double?)], pins: Pins? = nil, width: Double? = nil, height: Double? = nil)
        throws -> [Rect] {
        let children = items.enumerated().map { n, size in
            Build.view("item\(n)", pins: Pins(), width: size.0, height: size.1, line: 50 + n)
        }
        var stackView = Build.view(
            "stack", .stack,
            pins: pins ?? Pins(top: Build.pin(.superview, 100), leading: Build.pin(.superview, 10)),
            width: width ?? 300, height: height ?? 300, views: children)
        stackView.stack = spec
        let result = try LayoutEngine.layout(screen: Build.screen([stackView]), profile: HandBuilt.iPhone8())
        return items.indices.compactMap { result.view("item\($0)")?.frame }
    }

    @Test func verticalFillStretchesTheViewWithoutHeight() throws {
        let frames = try stack(StackSpec(axis: .vertical, spacing: 10), items: [(nil, 50), (nil, 60), (nil, nil)])
        #expect(frames == [
            Rect(x: 10, y: 100, width: 300, height: 50), Rect(x: 10, y: 160, width: 300, height: 60),
            Rect(x: 10, y: 230, width: 300, height: 170),
        ])
    }

    @Test func fillEqually() throws {
        let frames = try stack(StackSpec(axis: .horizontal, spacing: 15, distribution: .fillEqually), items: [(10, nil), (10, nil), (10, nil)])
        #expect(frames.map(\.width) == [90, 90, 90])
        #expect(frames.map(\.minX) == [10, 115, 220])
        #expect(frames.allSatisfy { $0.height == 300 })
    }

    @Test func equalSpacing() throws {
        let frames = try stack(StackSpec(axis: .vertical, distribution: .equalSpacing), items: [(nil, 50), (nil, 60), (nil, 70)])
        #expect(frames.map(\.minY) == [100, 210, 330])  // free 120 pt → two gaps of 60
    }

    @Test func fillProportionally() throws {
        let frames = try stack(StackSpec(axis: .horizontal, distribution: .fillProportionally), items: [(100, nil), (200, nil)],
                               width: 600)
        #expect(frames.map(\.width) == [200, 400])
    }

    @Test func alignments() throws {
        let center = try stack(StackSpec(axis: .vertical, alignment: .center), items: [(100, 300)])
        #expect(center == [Rect(x: 110, y: 100, width: 100, height: 300)])
        let trailing = try stack(StackSpec(axis: .vertical, alignment: .trailing), items: [(100, 300)])
        #expect(trailing == [Rect(x: 210, y: 100, width: 100, height: 300)])
        let top = try stack(StackSpec(axis: .horizontal, alignment: .top), items: [(300, 40)])
        #expect(top == [Rect(x: 10, y: 100, width: 300, height: 40)])
    }

    /// A stack with one pin on an axis takes its content size there (UIStackView's intrinsic size).
    @Test func stackSizesToItsContent() throws {
        let children = [Build.view("a", pins: Pins(), width: 40, height: 20, line: 51),
                        Build.view("b", pins: Pins(), width: 60, height: 30, line: 52)]
        var stackView = Build.view("stack", .stack, pins: Pins(top: Build.pin(.safeArea), leading: Build.pin(.margins)), views: children)
        stackView.stack = StackSpec(axis: .horizontal, spacing: 8, alignment: .center)
        let result = try LayoutEngine.layout(screen: Build.screen([stackView]), profile: HandBuilt.iPhone8())
        #expect(result.view("stack")?.frame == Rect(x: 16, y: 20, width: 108, height: 30))
        #expect(result.view("b")?.frame == Rect(x: 64, y: 20, width: 60, height: 30))
        #expect(result.view("a")?.frame == Rect(x: 16, y: 25, width: 40, height: 20))
    }

    // MARK: Grid

    /// Seed 001 with 440 pt and scale 1.2, standard 4 columns: one column is 132 pt; written-out cases.
    @Test(arguments: [(375.0, 2), (414.0, 3), (768.0, 5), (1024.0, 7), (131.0, 1)])
    func columnsFollowTheSeedRule(width: Double, columns: Int) {
        #expect(GridRule.columns(width: width, spec: GridSpec(standardColumns: 4)) == columns)
    }

    @Test func itemWidthFillsTheRowExactly() {
        let spec = GridSpec(standardColumns: 4, gap: 10, margin: 16, itemAspect: 0.75, items: 7)
        let geometry = GridRule.geometry(width: 375, spec: spec)
        #expect(geometry.columns == 2)
        #expect(geometry.itemSize == Size(width: 166.5, height: 222))  // (375 − 32 − 10) / 2; 166.5 / 0.75
        #expect(geometry.items.count == 7)
        #expect(geometry.items[3] == Rect(x: 192.5, y: 232, width: 166.5, height: 222))
        #expect(geometry.contentHeight == 4 * 222 + 3 * 10)
    }

    /// The grid computes from its own width, never the screen's: pinned to the margins on iPad landscape, it sees
    /// 1194 − 40 = 1154 pt (8 columns of 132 fit: 1154 / 132 = 8.7), not 1194 (9.0).
    @Test func gridUsesItsOwnWidth() throws {
        var grid = ViewSpec(id: "grid", kind: .grid, pins: Build.fill(.margins), scroll: ScrollSpec(),
                            grid: GridSpec(standardColumns: 4, items: 12), location: Build.at(60))
        grid.pins.top = Build.pin(.safeArea)
        grid.pins.bottom = Build.pin(.safeArea)
        let result = try LayoutEngine.layout(screen: Build.screen([grid]), profile: HandBuilt.iPadPro11(.landscapeLeft))
        let view = try #require(result.view("grid"))
        #expect(view.frame.width == 1154)
        #expect(view.grid?.columns == 8)
        #expect(view.scroll?.contentSize.height == 2 * 1154.0 / 8)
    }
}
