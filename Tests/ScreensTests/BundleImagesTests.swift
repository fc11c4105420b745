@testable import Screens
import Testing

/// How a loose image file's name reads as `UIImage(named:)` reads it: base name, `@2x`/`@3x` scale, then the
/// `~iphone`/`~ipad` device modifier, then the extension
/// (https://developer.apple.com/library/archive/documentation/2DDrawing/Conceptual/DrawingPrintingiOS/SupportingHiResScreensInViews/SupportingHiResScreensInViews.html).
@Suite struct BundleImagesTests {
    @Test func fileNames() throws {
        let full = try #require(BundleImages.parse("logo@2x~ipad.png"))
        #expect(full.base == "logo" && full.scale == 2 && full.idiom == "ipad" && full.ext == "png")
        let plain = try #require(BundleImages.parse("logo.png"))
        #expect(plain.base == "logo" && plain.scale == 1 && plain.idiom == "universal")
        let phone = try #require(BundleImages.parse("splash~iphone.jpg"))
        #expect(phone.base == "splash" && phone.scale == 1 && phone.idiom == "iphone" && phone.ext == "jpg")
        #expect(BundleImages.parse("@2x.png") == nil)
        #expect(BundleImages.parse(".png") == nil)
        #expect(BundleImages.parse("noextension") == nil)
        #expect(BundleImages.parse("name.with.dots@3x.png")?.base == "name.with.dots")
    }

    /// A PNG is found with or without its extension; a JPEG only with it; the first file of a name, scale and
    /// device found wins (the lookup order is `ProjectFileFinder`'s).
    @Test func namesAndOrder() throws {
        let images = BundleImages(paths: ["/p/A/logo@2x.png", "/p/B/logo@2x.png", "/p/B/logo@3x.png", "/p/photo.jpg"])
        let logo = try #require(images.files(named: "logo"))
        #expect(logo.map(\.folder) == ["/p/A", "/p/B"])
        #expect(logo.map(\.scale) == [2, 3])
        #expect(images.files(named: "logo.png")?.count == 2)
        #expect(images.files(named: "photo") == nil)
        #expect(images.files(named: "photo.jpg")?.first?.name == "photo.jpg")
    }

    /// A `*.bundle` folder is copied whole into the app's resources: its files are found by their path from the
    /// bundle (`PB.bundle/back.png`, nested folders too), by the same scale rules, and never by the bare name.
    @Test func filesInsideABundleFolder() throws {
        let images = BundleImages(paths: ["/p/Lib/PB.bundle/back@2x.png", "/p/Lib/PB.bundle/back@3x.png", "/p/Lib/PB.bundle/icons/star.png"])
        let back = try #require(images.files(named: "PB.bundle/back.png"))
        #expect(back.map(\.scale) == [2, 3] && back.allSatisfy { $0.folder == "/p/Lib/PB.bundle" })
        #expect(images.files(named: "PB.bundle/back")?.count == 2)
        #expect(images.files(named: "PB.bundle/icons/star.png")?.first?.name == "star.png")
        #expect(images.files(named: "back") == nil && images.files(named: "back.png") == nil && images.files(named: "star.png") == nil)
    }

    /// A file's own name, modifiers and all, finds that file alone, at the scale its name says, on any device
    /// (`UIImage(named: "logo@2x.png")` loads `logo@2x.png`); a family of that name still comes first.
    @Test func aFileByItsOwnName() throws {
        let images = BundleImages(paths: ["/p/logo@2x.png", "/p/logo@3x.png", "/p/tile~ipad.png", "/p/back@2x.jpg"])
        let exact = try #require(images.files(named: "logo@2x.png"))
        #expect(exact.count == 1 && exact[0].name == "logo@2x.png" && exact[0].scale == 2 && exact[0].idiom == "universal")
        #expect(images.files(named: "logo@2x")?.map(\.name) == ["logo@2x.png"])
        #expect(images.files(named: "tile~ipad.png")?.first?.idiom == "universal")
        #expect(images.files(named: "back@2x.jpg")?.first?.scale == 2)
        #expect(images.files(named: "back@2x") == nil)
        #expect(images.files(named: "logo")?.count == 2)
    }

    /// A name that differs from a file's in case alone is told apart (a device's bundle is case-sensitive);
    /// the same name, or one no file has, gives none.
    @Test func namesInAnotherCase() {
        let images = BundleImages(paths: ["/p/Badge@2x.png", "/p/photo.JPG", "/p/PB.bundle/Back.png"])
        #expect(images.nameInAnotherCase("badge") == "Badge")
        #expect(images.nameInAnotherCase("BADGE.PNG") == "Badge.png")
        #expect(images.nameInAnotherCase("photo.jpg") == "photo.JPG")
        #expect(images.nameInAnotherCase("pb.bundle/back") == "PB.bundle/Back")
        #expect(images.nameInAnotherCase("Badge") == nil)
        #expect(images.nameInAnotherCase("seal") == nil)
    }
}
