import Devices
import Geometry
import Layout
import Raster
import Render
import Drawing
import Testing

/// The hardware a profile repeats in every image (device body, housing, status bar, home indicator) is
/// rasterised once per worker and reused (issue 16): the images must be exactly the
/// pixels drawn without any cache, for the screen that filled the cache and for the next ones.
@Suite struct RasterCacheTests {
    static func displayList(_ template: String, _ profile: Profile, frame: DeviceArt.Frame) throws -> DisplayList {
        let screen = try RenderFixtures.template(template)
        let layout = try LayoutEngine.layout(screen: screen, profile: profile)
        let builder = DisplayListBuilder(text: DisplayListText(typesetter: RenderFixtures.typesetter), options: DisplayListOptions(frame: frame))
        return builder.build(screen: screen, layout: layout, profile: profile)
    }

    /// Three screens in turn on each profile through one cache, each compared with a fresh, uncached drawing.
    /// The profiles cover a Dynamic Island with the device frame, a home button (iPhone SE), an iPad in Split
    /// View (the display-wide status bar) and Slide Over (a rounded window clip).
    @Test(arguments: [
        ("iphone-15-pro-max", Orientation.portrait, WindowMode.full, DeviceArt.Frame.device),
        ("iphone-se", .landscapeLeft, .full, .device),
        ("ipad-pro-11", .landscapeLeft, .splitHalf, .device),
        ("ipad-air-gen5", .portrait, .slideOver, .screen),
    ])
    func cachedImagesAreTheUncachedPixels(device: String, orientation: Orientation, window: WindowMode, frame: DeviceArt.Frame) throws {
        let profile = try RenderFixtures.profile(device, orientation, window)
        let cache = RasterCache()
        let rasterizer = DisplayListRasterizer(scale: profile.scale)
        for template in ["comments-load-more", "toon-contacts", "comments-load-more"] {
            let displayList = try Self.displayList(template, profile, frame: frame)
            let cached = rasterizer.render(displayList, cache: cache)
            let drawn = rasterizer.render(displayList)
            #expect(cached == drawn, "\(template) on \(device) \(orientation) \(window): cached pixels differ")
        }
        // The second and third screens drew the profile's hardware from the cache.
        #expect(cache.coverage.hits > 0)
        #expect(cache.coverage.misses > 0)
    }

    /// A full cache keeps what it has and draws the rest as usual.
    @Test func aFullCacheStillDrawsTheSamePixels() throws {
        let profile = try RenderFixtures.profile("iphone-15-pro", .portrait, .full)
        let cache = RasterCache(coverageBytesLimit: 2_000)
        let rasterizer = DisplayListRasterizer(scale: profile.scale)
        let displayList = try Self.displayList("toon-contacts", profile, frame: .device)
        #expect(rasterizer.render(displayList, cache: cache) == rasterizer.render(displayList))
        #expect(rasterizer.render(displayList, cache: cache) == rasterizer.render(displayList))
        #expect(cache.coverage.hits < cache.coverage.misses)
    }
}
