@testable import Devices
import Foundation
import PNG
import Render
import Drawing
import Screens
import Text

/// Shared inputs for the render tests: the repository's templates, the pinned fonts, a pipeline.
enum RenderFixtures {
    static let repositoryRoot: String = {
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<3 { url.deleteLastPathComponent() }
        return url.path
    }()

    static var templatesFolder: String { repositoryRoot + "/Templates" }

    static func template(_ name: String) throws -> Screen {
        try ScreenLoader.load(path: templatesFolder + "/\(name).yml")
    }

    static func allTemplates() throws -> [Screen] {
        try TemplateFinder.templates(in: [templatesFolder]).flatMap { try ScreenLoader.screens(path: $0) }
    }

    static let typesetter: Typesetter = {
        do { return try Typesetter.standard() } catch { fatalError("fonts missing: \(error)") }
    }()

    static func pipeline(_ options: RenderOptions = RenderOptions()) -> ImagePipeline {
        ImagePipeline(typesetter: typesetter, options: options)
    }

    /// `screen` on `profile` as a PNG of the screen only (no device frame), no overlays, at 1×: image
    /// pixels are screen points.
    static func bareScreen(_ screen: Screen, on profile: Profile) throws -> StraightImage {
        var options = RenderOptions(formats: [.png])
        options.scale = 1
        options.displayList = DisplayListOptions(frame: .screen, overlays: [])
        let image = try pipeline(options).render(screen: screen, profile: profile)
        guard let png = image.png else { throw BareScreenError() }
        return try PNGDecoder.decodeStraight(png)
    }

    struct BareScreenError: Error {}

    static func profile(_ id: String, _ orientation: Orientation = .portrait, _ window: WindowMode = .full, ios: Int = 17) throws -> Profile {
        // A device is drawn only at a version it runs: iOS 17 or the nearest it runs (the iPhone 8 and X: 16).
        let device = try Catalogue.device(named: id)
        return try device.profile(ios: device.closestIOS(to: ios), orientation: orientation, window: window)
    }

    /// A fresh scratch folder under the system's temporary directory.
    static func scratchFolder(_ name: String) throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("bezel-\(name)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }
}
