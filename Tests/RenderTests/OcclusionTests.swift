@testable import Devices
@testable import Geometry
@testable import Raster
@testable import Render
import Drawing
import Testing

/// Pixels a later opaque rectangle overwrites are not drawn first (issue 16, `OcclusionPlan`): every image
/// must be exactly the pixels of drawing every node in full, and the plan must find the occluders a screen has.
@Suite struct OcclusionTests {
    /// The same rasteriser with the plan switched off: every leaf drawn in full.
    static func drawnInFull(_ rasterizer: DisplayListRasterizer) -> DisplayListRasterizer {
        var full = rasterizer
        full.skipsHiddenPixels = false
        return full
    }

    /// Screens on a Dynamic Island with the device frame, a home button in landscape, an iPad in Split View
    /// and one in Slide Over (a rounded window clip inside the display's), light and dark.
    @Test(arguments: [
        ("iphone-15-pro-max", Orientation.portrait, WindowMode.full, DeviceArt.Frame.device),
        ("iphone-se", .landscapeLeft, .full, .device),
        ("ipad-pro-11", .landscapeLeft, .splitHalf, .device),
        ("ipad-air-gen5", .portrait, .slideOver, .screen),
    ])
    func imagesAreThePixelsOfDrawingEverything(
        device: String, orientation: Orientation, window: WindowMode, frame: DeviceArt.Frame
    ) throws {
        let profile = try RenderFixtures.profile(device, orientation, window)
        let rasterizer = DisplayListRasterizer(scale: profile.scale)
        for template in ["comments-load-more", "toon-contacts", "youku-grid", "grouped-table"] {
            let displayList = try RasterCacheTests.displayList(template, profile, frame: frame)
            let skipping = rasterizer.render(displayList)
            #expect(skipping == Self.drawnInFull(rasterizer).render(displayList), "\(template) on \(device) \(orientation) \(window)")
            // A worker's cache replays the hardware through the same occlusions.
            let cache = RasterCache()
            _ = rasterizer.render(displayList, cache: cache)
            #expect(rasterizer.render(displayList, cache: cache) == skipping, "\(template) on \(device), cached")
        }
    }

    /// The comments screen on an iPhone 15 Pro Max: the device frame's backdrop becomes the canvas's
    /// background, and the device body, the window's and the app's backgrounds are hidden by the table
    /// view's opaque background (the largest later opaque rectangle), drawn through the display's mask.
    @Test func theScreensBackgroundsAreFound() throws {
        let profile = try RenderFixtures.profile("iphone-15-pro-max")
        let displayList = try RasterCacheTests.displayList("comments-load-more", profile, frame: .device)
        let rasterizer = DisplayListRasterizer(scale: profile.scale)
        let (width, height) = rasterizer.pixelSize(of: displayList)
        let plan = OcclusionPlan(
            displayList: displayList, hiddenLayers: [], transform: .scale(profile.scale), width: width, height: height)
        #expect(plan.background != nil)
        // The display is a mask group outside every other clip, so it can hide the device body drawn before it.
        #expect(plan.topLevelMasks.count >= 1)
        let hidden = plan.occluders.compactMap { $0 }
        #expect(hidden.count >= 3)
        // The table fills the screen: 1290 × 2796 px at 3×, in the device frame's coordinates.
        #expect(hidden.contains { $0.bounds.width == 1290 && $0.bounds.height == 2796 })
    }

    /// A display list made to hit each rule: a backdrop that becomes the background; a rounded shape before a
    /// masked group, hidden through that group's mask made ahead; a translucent fill, which hides nothing,
    /// and a fill on fractional pixels at 1× and 3×; nested rectangle clips; a later translucent overlay.
    @Test func eachRuleGivesThePixelsOfDrawingEverything() {
        let size = Size(width: 60, height: 40)
        let red = RGBA(r: 255, g: 0, b: 0), blue = RGBA(r: 0, g: 0, b: 255), grey = RGBA(r: 90, g: 90, b: 90, a: 128)
        let inner = Group(
            clip: Path(rect: Rect(x: 10, y: 5, width: 40, height: 30)),
            nodes: [
                .shape(Shape(path: Path(rect: Rect(x: 10.5, y: 5, width: 20, height: 10)), fill: red)),
                .shape(Shape(path: Path(rect: Rect(x: 0, y: 0, width: 60, height: 40)), fill: blue)),
            ])
        let display = Group(
            clip: Path(roundedRect: Rect(x: 4, y: 4, width: 52, height: 32), cornerRadius: 6),
            nodes: [
                .shape(Shape(path: Path(rect: Rect(x: 0, y: 0, width: 60, height: 40)), fill: grey)),
                .shape(Shape(path: Path(rect: Rect(x: 2, y: 2, width: 56, height: 36)), fill: .white)),
                .group(inner),
            ])
        let displayList = DisplayList(
            size: size,
            layers: [
                Layer(id: .device, nodes: [
                    .shape(Shape(path: Path(rect: Rect(x: 0, y: 0, width: 60, height: 40)), fill: RGBA(r: 20, g: 30, b: 40))),
                    .shape(Shape(
                        path: Path(roundedRect: Rect(x: 1, y: 1, width: 58, height: 38), cornerRadius: 8), fill: .black,
                        stroke: Stroke(color: red, width: 1))),
                ]),
                Layer(id: .screen, nodes: [.group(display)]),
                Layer(id: .safeArea, nodes: [
                    .shape(Shape(path: Path(rect: Rect(x: 0, y: 0, width: 60, height: 12)), fill: RGBA(r: 255, g: 59, b: 48, a: 46)))
                ]),
            ])
        for scale in [1.0, 2.0, 3.0] {
            let rasterizer = DisplayListRasterizer(scale: scale)
            #expect(rasterizer.render(displayList) == Self.drawnInFull(rasterizer).render(displayList), "at \(scale)×")
        }
        let plan = OcclusionPlan(displayList: displayList, hiddenLayers: [], transform: .scale(2), width: 120, height: 80)
        #expect(plan.background == RGBA(r: 20, g: 30, b: 40))
        // Leaves: backdrop, body, grey, white, red, blue, overlay. The body and the grey fill are hidden by the
        // white rectangle (the largest later one, inside the display's mask), the white one and the red one
        // (on whole pixels at 2×, but smaller) by the blue one inside the inner clip; the blue one and the
        // overlay by nothing.
        #expect(plan.occluders.count == 7)
        #expect(plan.occluders.map { $0 != nil } == [true, true, true, true, true, false, false])
        #expect(plan.occluders[1]?.maskGroup == 0)
        #expect(plan.occluders[1]?.bounds == PixelBounds(minX: 4, minY: 4, maxX: 116, maxY: 76))
        #expect(plan.occluders[3]?.bounds == PixelBounds(minX: 20, minY: 10, maxX: 100, maxY: 70))
        #expect(plan.occluders[4]?.bounds == PixelBounds(minX: 20, minY: 10, maxX: 100, maxY: 70))
    }
}
