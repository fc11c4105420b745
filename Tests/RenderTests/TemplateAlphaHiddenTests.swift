import Devices
import Geometry
import Layout
import Render
import Drawing
import Screens
import Testing

/// A template's `alpha:` and `hidden:` are a document's `alpha=` and `hidden="YES"`: a view at alpha 0.5 is drawn at
/// half its opacity over what is under it, subviews included; a hidden view and its subviews are not drawn, and a
/// stack leaves a hidden arranged view out (https://developer.apple.com/documentation/uikit/uiview/alpha,
/// https://developer.apple.com/documentation/uikit/uiview/ishidden,
/// https://developer.apple.com/documentation/uikit/uistackview). Light and dark, read back from the PNG.
@Suite struct TemplateAlphaHiddenTests {
    typealias RGB = ControlDrawingTests.RGB

    static let yaml = """
        screen: alpha
        views:
          - id: half
            kind: view
            color: "#FF0000"
            alpha: 0.5
            pin: { top: safeArea + 20, leading: superview + 20 }
            width: 60
            height: 60
            views:
              - { id: inner, kind: view, color: "#0000FF", pin: { top: superview + 10, leading: superview + 10 }, width: 20, height: 20 }
          - id: gone
            kind: view
            color: "#FF0000"
            hidden: true
            pin: { top: safeArea + 20, leading: superview + 100 }
            width: 60
            height: 60
            views:
              - { id: goneInner, kind: view, color: "#0000FF", pin: { top: superview + 10, leading: superview + 10 }, width: 20, height: 20 }
          - id: row
            kind: stack
            axis: horizontal
            pin: { top: safeArea + 100, leading: superview + 20 }
            views:
              - { id: first, kind: view, color: "#00FF00", width: 40, height: 40, hidden: true }
              - { id: second, kind: view, color: "#0000FF", width: 40, height: 40 }

        """

    @Test(arguments: ControlDrawingTests.appearances) func alphaAndHiddenAreDrawnAsUIKitDrawsThem(_ appearance: Appearance) throws {
        let screen = try ScreenLoader.parse(text: Self.yaml, file: "alpha.yml")
        let drawn = try BarItemDrawingTests.render(screen: screen, appearance)
        func frame(_ id: String) throws -> Rect { try #require(drawn.layout.views.first { $0.id == id }).frame }
        let half = try frame("half"), gone = try frame("gone")
        let background = drawn.pixel(half.maxX + 10, half.midY)
        // Half the red over the background; the subview half its blue over that (alpha multiplies down the tree, drawn
        // as one layer: the blue's own half over the background).
        let halfRed = BarItemDrawingTests.mix(RGB(hex: 0xFF0000), over: background, alpha: 128)
        #expect(drawn.pixel(half.maxX - 5, half.maxY - 5).near(halfRed, 4), "\(drawn.pixel(half.maxX - 5, half.maxY - 5))")
        let inner = try frame("inner")
        let halfBlue = BarItemDrawingTests.mix(RGB(hex: 0x0000FF), over: background, alpha: 128)
        let sample = drawn.pixel(inner.midX, inner.midY)
        #expect(sample.near(halfBlue, 4) || sample.near(BarItemDrawingTests.mix(RGB(hex: 0x0000FF), over: halfRed, alpha: 128), 4), "\(sample)")
        // The hidden view and its subview: nothing but the background.
        #expect(drawn.pixel(gone.midX, gone.maxY - 5).near(background, 2), "\(drawn.pixel(gone.midX, gone.maxY - 5))")
        #expect(drawn.pixel(gone.minX + 20, gone.minY + 20).near(background, 2))
        // The stack leaves its hidden first view out: the second starts at the stack's leading edge.
        let second = try frame("second")
        #expect(abs(second.minX - 20) < 0.01, "\(second)")
        #expect(drawn.pixel(second.midX, second.midY).near(RGB(hex: 0x0000FF), 2))
    }
}
