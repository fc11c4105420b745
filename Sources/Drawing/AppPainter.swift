import AutoLayout
import Devices
import Diagnostics
import Geometry
import Layout
import Screens
import Text

/// Draws the app's own pixels: the root background, every template view by its kind, and the
/// system chrome UIKit puts on top (status bar, navigation bar, tab bar, toolbar, home indicator).
///
/// Layout frames are in the window's coordinates; `place` moves them onto the canvas.
struct AppPainter {
    let text: DisplayListText
    let theme: Theme
    let screen: Screen
    let layout: LaidOutScreen
    let profile: Profile
    let place: AffineTransform
    /// The run's text stress, applied to the views' text as the checks applied it.
    var stress = TextStress.none

    func nodes() -> [Node] {
        let specs = ViewSpecIndex(screen: screen)
        let painters = ScreenViewPainters(text: text, theme: theme, screen: screen, profile: profile, place: place, stress: stress)
        // The root view's own `backgroundColor` from the document (a system colour follows the appearance),
        // else the theme's systemBackground.
        let background = theme.colour(screen.background) ?? theme.background
        var nodes: [Node] = [.shape(Shape(path: Path(rect: onCanvas(Rect(origin: .zero, size: layout.size))), fill: background))]
        // A layer's border is drawn over its sublayers: each waits here until the last of its view's subviews is drawn.
        var borders: [(owner: Int, node: Node)] = []
        for (index, view) in layout.views.enumerated() {
            while let open = borders.last, !isDescendant(index, of: open.owner) {
                nodes.append(open.node)
                borders.removeLast()
            }
            guard !view.kind.isSystem, let spec = specs[view.id], !isHidden(index, specs: specs) else { continue }
            let painter = painters.painter(
                view, spec: spec, canvasFrame: onCanvas(view.frame), direction: direction(of: index, specs: specs),
                tint: tint(of: index, specs: specs))
            let opacity = opacity(of: index, specs: specs)
            let drawn = painter.nodes().map { $0.faded(to: opacity) }
            let clip = ancestorClip(for: index, specs: specs)
            if !drawn.isEmpty {
                nodes.append(.group(Group(
                    id: "view-\(view.id)", className: "view \(view.kind.name)", title: title(view), clip: clip.rect.map { Path(rect: $0) },
                    nodes: Self.clipped(drawn, to: clip.shapes))))
            }
            if let border = painter.border()?.faded(to: opacity) {
                borders.append((index, .group(Group(clip: clip.rect.map { Path(rect: $0) }, nodes: Self.clipped([border], to: clip.shapes)))))
            }
        }
        nodes.append(contentsOf: borders.reversed().map(\.node))
        nodes.append(contentsOf: ChromePainter(text: text, theme: theme, screen: screen, layout: layout, profile: profile, place: place).nodes())
        return nodes
    }

    /// Whether the view or an ancestor is hidden (`isHidden`) or fully transparent (`alpha` 0): UIKit draws neither
    /// it nor its subviews (https://developer.apple.com/documentation/uikit/uiview/ishidden,
    /// https://developer.apple.com/documentation/uikit/uiview/alpha).
    private func isHidden(_ index: Int, specs: ViewSpecIndex) -> Bool {
        var at: Int? = index
        while let k = at {
            let spec = specs[layout.views[k].id]
            if spec?.layout.isHidden == true || spec?.alpha == 0 { return true }
            at = layout.views[k].parent
        }
        return false
    }

    /// The view's `alpha` times its ancestors': UIKit draws a view and its subviews at their `alpha`
    /// (https://developer.apple.com/documentation/uikit/uiview/alpha; docs/research/controls.md §20); 1 when none has one.
    private func opacity(of index: Int, specs: ViewSpecIndex) -> Double {
        var product = 1.0
        var at: Int? = index
        while let k = at {
            if let alpha = specs[layout.views[k].id]?.alpha { product *= min(1, max(0, alpha)) }
            at = layout.views[k].parent
        }
        return product
    }

    /// A view's effective tint: its own `tintColor`, else the nearest ancestor's, else the app's accent
    /// colour, the theme's tint (https://developer.apple.com/documentation/uikit/uiview/tintcolor: "the
    /// first nondefault tint color value in the view's hierarchy, ascending from and starting with the
    /// view itself").
    private func tint(of index: Int, specs: ViewSpecIndex) -> Color? {
        var at: Int? = index
        while let k = at {
            if let tint = specs[layout.views[k].id]?.tint, let colour = theme.colour(tint) {
                return colour
            }
            at = layout.views[k].parent
        }
        return theme.colour(screen.tint)
    }

    /// A view's effective layout direction: the nearest direction a `semanticContentAttribute` forces on
    /// it or an ancestor (`ViewLayoutSpec.forcedLayoutDirection`), else the screen's.
    private func direction(of index: Int, specs: ViewSpecIndex) -> LayoutDirection {
        var at: Int? = index
        while let k = at {
            if let forced = specs[layout.views[k].id]?.layout.forcedLayoutDirection { return forced }
            at = layout.views[k].parent
        }
        return layout.layoutDirection
    }

    /// The view's id, kind and frame, numbers as the layout JSON writes them (`FixedPrecision`): the
    /// shortest round-trip form printed a solver's round-off (`168.99999999999997` for 169) into the file.
    private func title(_ view: LaidOutView) -> String {
        let f = view.frame, n = FixedPrecision.format
        return "\(view.id) (\(view.kind.name)) \(n(f.x)),\(n(f.y)) \(n(f.width))×\(n(f.height))"
    }

    /// Whether the view at `index` lies inside the view at `owner`.
    private func isDescendant(_ index: Int, of owner: Int) -> Bool {
        var parent = layout.views[index].parent
        while let p = parent {
            if p == owner { return true }
            parent = layout.views[p].parent
        }
        return false
    }

    /// What the view's ancestors clip it to: scroll views, and views that clip their subviews (`clipsToBounds`,
    /// https://developer.apple.com/documentation/uikit/uiview/clipstobounds), each to its bounds, rounded by its
    /// layer's corner radius when it has one (https://developer.apple.com/documentation/quartzcore/calayer/masksToBounds).
    /// `rect` is the intersection of the square ones (`nil`: none), `shapes` the rounded ones, outermost first.
    private func ancestorClip(for index: Int, specs: ViewSpecIndex) -> (rect: Rect?, shapes: [Path]) {
        var rect: Rect?
        var shapes: [Path] = []
        var parent = layout.views[index].parent
        while let p = parent {
            let ancestor = layout.views[p]
            let spec = specs[ancestor.id]
            let masks = spec?.masksToBounds == true
            let isScroll = if case .view(let kind) = ancestor.kind { kind.isScrollView } else { false }
            if isScroll || masks {
                let frame = onCanvas(ancestor.frame)
                if masks, let radius = spec?.cornerRadius, radius > 0 {
                    shapes.insert(ViewPainter.layerShape(frame, cornerRadius: radius), at: 0)
                }
                rect = rect.map { $0.intersection(frame) ?? Rect(origin: frame.origin, size: .zero) } ?? frame
            }
            parent = ancestor.parent
        }
        return (rect, shapes)
    }

    /// `nodes` inside groups clipped to each of `shapes`, the first outermost.
    private static func clipped(_ nodes: [Node], to shapes: [Path]) -> [Node] {
        shapes.reversed().reduce(nodes) { inner, shape in [.group(Group(clip: shape, nodes: inner))] }
    }

    private func onCanvas(_ rect: Rect) -> Rect { rect.offsetBy(dx: place.tx, dy: place.ty) }
}
