import Devices
import Foundation
import Screens
import Testing

/// An image the Xcode project builds from outside the project's folder (a `project.pbxproj` file reference
/// `path = ../../res/elephant.png;` in a group, and a build file naming it, as three unrelated apps keep their
/// images beside the project folder rather than in it): Xcode copies it into the app bundle, where
/// `UIImage(named:)` finds it by name (https://developer.apple.com/documentation/uikit/uiimage/1624146-init), so
/// Bezel draws it. A file of that folder the project references but builds into no target (`unlisted.png`)
/// stays out of the bundle: the image placeholder, named. The project file is written here as Xcode writes one;
/// the PNGs are one known colour each.
@Suite struct ProjectReferencedImageTests {
    typealias RGB = ControlDrawingTests.RGB

    static let red: UInt32 = 0xFF0000, green: UInt32 = 0x00FF00

    static let projectFile = """
        // !$*UTF8*$!
        {
        	archiveVersion = 1;
        	classes = {
        	};
        	objectVersion = 46;
        	objects = {

        /* Begin PBXBuildFile section */
        		209EEFEE1AF2557800C610BC /* elephant.png in Resources */ = {isa = PBXBuildFile; fileRef = 209EEFEC1AF2557800C610BC /* elephant.png */; };
        		209EEFEF1AF2557800C610BC /* Main.xib in Resources */ = {isa = PBXBuildFile; fileRef = 209EEFED1AF2557800C610BC /* Main.xib */; };
        /* End PBXBuildFile section */

        /* Begin PBXFileReference section */
        		209EEFEC1AF2557800C610BC /* elephant.png */ = {isa = PBXFileReference; lastKnownFileType = image.png; name = elephant.png; path = ../../res/elephant.png; sourceTree = "<group>"; };
        		209EEFED1AF2557800C610BC /* Main.xib */ = {isa = PBXFileReference; lastKnownFileType = file.xib; name = Main.xib; path = ../Main.xib; sourceTree = "<group>"; };
        		209EEFF01AF2557800C610BC /* unlisted.png */ = {isa = PBXFileReference; lastKnownFileType = image.png; name = "unlisted.png"; path = "../../res/unlisted.png"; sourceTree = "<group>"; };
        /* End PBXFileReference section */

        /* Begin PBXGroup section */
        		209EEFD01AF2557800C610BC = {
        			isa = PBXGroup;
        			children = (
        				209EEFD11AF2557800C610BC /* Sources */,
        			);
        			sourceTree = "<group>";
        		};
        		209EEFD11AF2557800C610BC /* Sources */ = {
        			isa = PBXGroup;
        			children = (
        				209EEFEC1AF2557800C610BC /* elephant.png */,
        				209EEFED1AF2557800C610BC /* Main.xib */,
        				209EEFF01AF2557800C610BC /* unlisted.png */,
        			);
        			path = Sources;
        			sourceTree = "<group>";
        		};
        /* End PBXGroup section */

        /* Begin PBXProject section */
        		209EEFC01AF2557800C610BC /* Project object */ = {
        			isa = PBXProject;
        			compatibilityVersion = "Xcode 3.2";
        			mainGroup = 209EEFD01AF2557800C610BC;
        			projectDirPath = "";
        			projectRoot = "";
        		};
        /* End PBXProject section */
        	};
        	rootObject = 209EEFC01AF2557800C610BC /* Project object */;
        }

        """

    /// `App/App.xcodeproj` makes `App/` the project's root; `res/` beside it holds the two images.
    static func project() throws -> AssetProject {
        let project = try AssetProject("project-referenced-image")
        try project.write("App.xcodeproj/project.pbxproj", projectFile)
        let res = project.root.appendingPathComponent("res")
        try FileManager.default.createDirectory(at: res, withIntermediateDirectories: true)
        try Data(try AssetProject.png(side: 40, red)).write(to: res.appendingPathComponent("elephant.png"))
        try Data(try AssetProject.png(side: 40, green)).write(to: res.appendingPathComponent("unlisted.png"))
        try project.write("Main.xib", AssetProject.xib(
            [
                AssetProject.fixed("imageView", id: "elephant", x: 40, y: 100, width: 80, height: 80, attributes: #"image="elephant.png""#),
                AssetProject.fixed("imageView", id: "unlisted", x: 160, y: 100, width: 80, height: 80, attributes: #"image="unlisted.png""#),
            ].joined(separator: "\n"),
            resources: #"<image name="elephant.png" width="40" height="40"/><image name="unlisted.png" width="40" height="40"/>"#))
        return project
    }

    @Test(arguments: ControlDrawingTests.appearances) func imageBuiltFromBesideTheProjectIsDrawn(_ appearance: Appearance) throws {
        let project = try Self.project()
        defer { try? FileManager.default.removeItem(at: project.root) }
        let screen = try ScreenLoader.single(path: project.document)
        let named = screen.substitutes.map { "\($0.what): \($0.name ?? "")" }
        #expect(!named.contains("image not in an asset catalogue: elephant.png"), "\(named)")
        #expect(named.contains("image not in an asset catalogue: unlisted.png"), "\(named)")
        let drawn = try DocumentCellTests.render(screen, appearance)
        let elephant = try drawn.frame("elephant"), unlisted = try drawn.frame("unlisted")
        for (x, y) in [(elephant.minX + 3, elephant.minY + 3), (elephant.midX, elephant.midY), (elephant.maxX - 3, elephant.maxY - 3)] {
            #expect(drawn.pixel(x, y).near(RGB(hex: Self.red)), "\(appearance): \(drawn.pixel(x, y))")
        }
        #expect(!drawn.pixel(unlisted.midX, unlisted.midY).near(RGB(hex: Self.green)), "\(appearance): unlisted drawn")
    }

    /// The project file's text as Xcode writes it: comments, bare and quoted strings, escapes.
    @Test func projectFileIsReadAsAPropertyList() throws {
        let list = try #require(OpenStepPropertyList.parse(Array(Self.projectFile.utf8)))
        #expect(list["rootObject"]?.string == "209EEFC01AF2557800C610BC")
        let reference = list["objects"]?["209EEFF01AF2557800C610BC"]
        #expect(reference?["path"]?.string == "../../res/unlisted.png" && reference?["sourceTree"]?.string == "<group>")
        #expect(OpenStepPropertyList.parse(Array(#"{ a = "x\"y\\z"; b = (1, 2,); }"#.utf8)) == .dictionary([
            "a": .string(#"x"y\z"#), "b": .array([.string("1"), .string("2")]),
        ]))
        #expect(OpenStepPropertyList.parse(Array("{ a = b; ".utf8)) == nil)
    }
}
