import Devices
import Geometry
import Layout
import PNG
import Render
import Drawing
import Screens
import Testing

/// A right-to-left screen flips the controls UIKit flips: a view whose semantic content attribute is
/// `unspecified` "is flipped when switching between left-to-right and right-to-left layouts"
/// (https://developer.apple.com/documentation/uikit/uisemanticcontentattribute/unspecified). The first
/// segment is the right one, a slider's minimum and a progress view's start are at the right. Read back
/// from the PNG, away from any title: with the controls drawn left to right the test fails.
@Suite struct RightToLeftControlDrawingTests {
    typealias RGB = ControlDrawingTests.RGB

    static func render(_ direction: String) throws -> ControlDrawingTests.Drawn {
        var options = RenderOptions(formats: [.png])
        options.scale = 2
        options.displayList = DisplayListOptions(frame: .screen, overlays: [])
        let screen = try ScreenLoader.parse(text: """
            screen: flipped
            statusBar: hidden
            layoutDirection: \(direction)
            views:
              - { id: segs, kind: segmented, segments: [A, B], selectedSegment: 0, width: 200, pin: { top: superview + 100, centerX: superview } }
              - { id: slider, kind: slider, value: 0.25, width: 200, pin: { top: superview + 160, centerX: superview } }
              - { id: bar, kind: progress, progress: 0.25, width: 200, pin: { top: superview + 220, centerX: superview } }
            """, file: "flipped.yml")
        let profile = try RenderFixtures.profile("iphone-15-pro", ios: 17)
        let image = try RenderFixtures.pipeline(options).render(screen: screen, profile: profile)
        return ControlDrawingTests.Drawn(image: try PNGDecoder.decodeStraight(try #require(image.png)), layout: image.layout, scale: 2, appearance: .light)
    }

    @Test(arguments: ["leftToRight", "rightToLeft"]) func flippedControls(_ direction: String) throws {
        let drawn = try Self.render(direction)
        let rtl = direction == "rightToLeft"
        let white = RGB(hex: 0xFFFFFF), tint = RGB(hex: 0x007AFF)
        // The selected (first) segment's white knob, 8 pt in from its outer end; the other end is the grey well.
        let segs = try drawn.frame("segs")
        let first = drawn.pixel(rtl ? segs.maxX - 8 : segs.minX + 8, segs.midY)
        let second = drawn.pixel(rtl ? segs.minX + 8 : segs.maxX - 8, segs.midY)
        #expect(first.near(white, 2) && !second.near(white, 2), "\(direction): \(first) \(second)")
        // The minimum track (the tint) from the minimum's end to the knob a quarter of the way along.
        let slider = try drawn.frame("slider")
        let minimumEnd = drawn.pixel(rtl ? slider.maxX - 3 : slider.minX + 3, slider.midY)
        let maximumEnd = drawn.pixel(rtl ? slider.minX + 3 : slider.maxX - 3, slider.midY)
        #expect(minimumEnd.near(tint, 10) && !maximumEnd.near(tint, 40), "\(direction): \(minimumEnd) \(maximumEnd)")
        let bar = try drawn.frame("bar")
        let start = drawn.pixel(rtl ? bar.maxX - 5 : bar.minX + 5, bar.midY)
        let end = drawn.pixel(rtl ? bar.minX + 5 : bar.maxX - 5, bar.midY)
        #expect(start.near(tint, 10) && !end.near(tint, 40), "\(direction): \(start) \(end)")
    }
}
