import AutoLayout
import Geometry
import Screens

/// Fills in the screen's view tree under the root view: each view's frame from the Auto Layout engine, then its
/// safe area, margins and scroll geometry, parents before subviews.
struct ViewTreeLayout {
    /// The output: system bars first, then one slot per template view in depth-first order.
    var views: [LaidOutView]
    /// The view each slot of `views` was placed from (`nil` for the system bars), filled in as they are.
    var sources: [ViewSpec?] = []
    /// Whether each slot of `views` has scroll geometry (`LaidOutCell.hasScrollGeometry`), filled in beside `sources`.
    var hasScrollGeometry: [Bool] = []
    var log: AssumptionLog
    let ios: Int
    /// The screen's layout direction: leading pins, horizontal stacks and grids start at the right in
    /// right-to-left layouts.
    let direction: LayoutDirection
    /// The Auto Layout engine's frames and scroll content sizes.
    let solved: ConstraintLayout
    /// Whether a scroll view's content size comes from the constraints to its content area; otherwise (the
    /// template's pin rules) it is its subviews' extent.
    let usesConstraintEngine: Bool
    /// `automaticallyAdjustsScrollViewInsets` of the controller, and whether it is in a navigation controller.
    let adjustsScrollViewInsets: Bool
    let inNavigationController: Bool
    let topLayoutGuide: Double
    let bottomLayoutGuide: Double
    /// How far the scroll views around the views being placed move their content (minus the sum of their
    /// initial content offsets): the engine's frames are solved with every offset at zero, so a scrolled
    /// view's whole subtree, not only its direct subviews, moves by it.
    var solvedShift = Point.zero
    /// Views the engine gave no frame (a view its input left out): the layout is refused naming them, rather
    /// than drawn at the origin with no size.
    var unplaced: [ViewSpec] = []

    // MARK: Groups of siblings

    /// Places `specs` (siblings under one superview) and everything below them.
    /// - Parameter firstIndex: the output slot of `specs[0]`; later siblings follow their elder siblings' subtrees.
    /// - Returns: the slot after the last subtree placed.
    @discardableResult
    mutating func layoutGroup(
        _ specs: [ViewSpec], parentSafe: Rect, parentIndex: Int?, firstIndex: Int, depth: Int
    ) -> Int {
        guard !specs.isEmpty else { return firstIndex }
        let frames = placeGroup(specs)
        var index = firstIndex
        for (i, spec) in specs.enumerated() {
            index = finish(spec, frame: frames[i], index: index, parentIndex: parentIndex, parentSafe: parentSafe, depth: depth,
                           isFirstRootSubview: parentIndex == nil && i == 0)
        }
        return index
    }

    /// How many output slots a view and its subviews take.
    static func subtreeCount(_ spec: ViewSpec) -> Int {
        var count = 1
        for child in spec.views { count += subtreeCount(child) }
        return count
    }

    // MARK: One view

    /// Fills the view's slot once its frame is known, then lays out its subviews; returns the slot after
    /// its subtree (counted as it goes: counting each subtree again was a twentieth of a layout).
    private mutating func finish(
        _ spec: ViewSpec, frame: Rect, index: Int, parentIndex: Int?, parentSafe: Rect, depth: Int,
        isFirstRootSubview: Bool
    ) -> Int {
        let safe = ios >= 11 ? EdgeInsets.overlap(of: frame, outside: parentSafe) : .zero
        let base = LayoutMarginMetrics.nonRoot
        var margins = EdgeInsets(top: base, left: base, bottom: base, right: base)
        if spec.insetsLayoutMarginsFromSafeArea && LayoutMarginMetrics.insetsFromSafeArea(ios: ios) {
            margins = margins + safe
        }
        let ownSafe = frame.inset(by: safe)

        var scroll: ScrollGeometry?
        var grid: GridGeometry?
        var childFrames: [Rect]?
        if spec.kind.isScrollView {
            var contentSize = Size.zero
            var firstRowY = 0.0, rowHeight = 0.0, rows = 0, sections = 0
            if spec.kind == .grid, let gridSpec = spec.grid {
                var geometry = GridRule.geometry(width: frame.width, spec: gridSpec)
                geometry.fillsFromRight = direction == .rightToLeft
                grid = geometry
                contentSize = Size(width: frame.width, height: geometry.contentHeight)
            } else if let table = spec.table {
                let rowsLayout = tableContent(table, kind: spec.kind, width: frame.width)
                contentSize = rowsLayout.size
                (firstRowY, rowHeight, rows, sections) = (rowsLayout.firstRowY, rowsLayout.rowHeight, rowsLayout.rows, rowsLayout.sections)
            }
            if spec.kind == .scroll || !spec.views.isEmpty {
                // Content subviews are placed in the content area (origin at the content origin, offset zero).
                let placed = placeGroup(spec.views)
                childFrames = placed
                if spec.kind == .scroll, usesConstraintEngine, let size = solved.contentSizes[spec.id] {
                    contentSize = size
                } else if spec.kind == .scroll {
                    var extent = Size.zero
                    for rect in placed {
                        extent.width = max(extent.width, rect.maxX - frame.minX)
                        extent.height = max(extent.height, rect.maxY - frame.minY)
                    }
                    contentSize = extent
                }
            }
            let scrollSpec = spec.scroll ?? ScrollSpec()
            if let explicit = scrollSpec.contentSize { contentSize = explicit }
            scroll = scrollGeometry(
                spec: scrollSpec, kind: spec.kind, frame: frame, safe: safe, contentSize: contentSize,
                isFirstRootSubview: isFirstRootSubview)
            scroll?.firstRowY = firstRowY
            scroll?.rowHeight = rowHeight
            scroll?.rowsPerSection = rows
            scroll?.sections = sections
        }

        sources[index] = spec
        // A pattern, not `scroll != nil`: that comparison resolved to Optional's `Equatable` `!=`, which copied the
        // geometry into a pair of optionals for every view (callgrind, Benchmarks/results.md).
        if case .some = scroll { hasScrollGeometry[index] = true }
        views[index] = LaidOutView(
            id: spec.id, kind: .view(spec.kind), parent: parentIndex, depth: depth, frame: frame,
            safeAreaInsets: safe, layoutMargins: margins, scroll: scroll, grid: grid, location: spec.location,
            text: spec.kind.showsText ? spec.text : nil, isHidden: spec.layout.isHidden)

        guard !spec.views.isEmpty else { return index + 1 }
        if let placed = childFrames, let offset = scroll?.contentOffset {
            // Scrolled content: the subviews move with the content, by minus the initial offset.
            var slot = index + 1
            let outer = solvedShift
            solvedShift = Point(x: outer.x - offset.x, y: outer.y - offset.y)
            for (i, child) in spec.views.enumerated() {
                slot = finish(child, frame: placed[i].offsetBy(dx: -offset.x, dy: -offset.y), index: slot, parentIndex: index,
                              parentSafe: ownSafe, depth: depth + 1, isFirstRootSubview: false)
            }
            solvedShift = outer
            return slot
        }
        return layoutGroup(spec.views, parentSafe: ownSafe, parentIndex: index, firstIndex: index + 1, depth: depth + 1)
    }

    /// The engine's frames of one group of siblings. They have every scroll offset at zero; content below a
    /// scrolled view moves with it.
    private mutating func placeGroup(_ specs: [ViewSpec]) -> [Rect] {
        specs.map { spec in
            guard let frame = solved.frames[spec.id] else {
                unplaced.append(spec)
                return .zero
            }
            return frame.offsetBy(dx: solvedShift.x, dy: solvedShift.y)
        }
    }
}
