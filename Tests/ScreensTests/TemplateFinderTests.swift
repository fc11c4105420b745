import Foundation
@testable import Screens
import Testing
import TestSupport

@Suite struct TemplateFinderTests {
    /// A folder with templates, the schema, hidden files, other files and a subfolder.
    private func makeFolder() throws -> String {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("bezel-finder-\(UUID().uuidString)").path
        let files = ["b.yml", "a.yaml", "c.json", "bezel.schema.json", ".hidden.yml", "notes.md", "Z.YML",
                     "sub/d.yml", "sub/.git/e.yml", ".cache/f.yml", "sub/deeper/g.json", "yml"]
        for file in files {
            let path = root + "/" + file
            try FileManager.default.createDirectory(
                atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try Data("screen: x\n".utf8).write(to: URL(fileURLWithPath: path))
        }
        return root
    }

    @Test func findsTemplatesSortedAndSkipsTheSchemaAndHiddenFiles() throws {
        let root = try makeFolder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let found = try TemplateFinder.templates(in: [root])
        #expect(found == ["Z.YML", "a.yaml", "b.yml", "c.json", "sub/d.yml", "sub/deeper/g.json"].map { root + "/" + $0 })
        // A trailing slash, a folder given twice and a file named directly give each file once.
        let again = try TemplateFinder.templates(in: [root + "/", root, root + "/notes.md"])
        #expect(again == (found + [root + "/notes.md"]).sorted { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) })
    }

    /// Issue 18: nothing below a template folder is followed. A link to a folder (here a loop) is not
    /// entered; a template-named link is refused by name rather than read or skipped silently.
    @Test func linksInsideAFolderAreNeverFollowedAndTemplateNamedOnesAreRefused() throws {
        let root = try makeFolder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        try FileManager.default.createSymbolicLink(atPath: root + "/sub/loop", withDestinationPath: root)
        let found = try TemplateFinder.templates(in: [root])
        #expect(found == ["Z.YML", "a.yaml", "b.yml", "c.json", "sub/d.yml", "sub/deeper/g.json"].map { root + "/" + $0 })

        try FileManager.default.createSymbolicLink(atPath: root + "/linked.yml", withDestinationPath: root + "/b.yml")
        do {
            _ = try TemplateFinder.templates(in: [root])
            Issue.record("a linked template was taken")
        } catch {
            #expect(error.diagnostics.map(\.description) == [
                "error: cannot read the template '\(root)/linked.yml': 'linked.yml' is a symbolic link, and links inside a folder Bezel reads are not followed",
            ])
        }
        // Named directly, the link is the user's choice and is followed.
        #expect(try TemplateFinder.templates(in: [root + "/linked.yml"]) == [root + "/linked.yml"])
    }

    /// Issue 18: an output folder inside the templates folder (`--out Templates/out`) holds layout JSON
    /// and reports; once a run has marked it with its lock file, the next run does not read them as
    /// templates. A folder merely named like an output folder is still searched.
    @Test func bezelOutputFoldersInsideTheTemplatesAreSkipped() throws {
        let root = try makeFolder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        for file in ["out/" + TemplateFinder.outputFolderMarker, "out/report.json", "out/x/iphone-x-portrait.layout.json",
                     "output/h.yml"] {
            let path = root + "/" + file
            try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try Data("screen: x\n".utf8).write(to: URL(fileURLWithPath: path))
        }
        let found = try TemplateFinder.templates(in: [root])
        #expect(found == ["Z.YML", "a.yaml", "b.yml", "c.json", "output/h.yml", "sub/d.yml", "sub/deeper/g.json"].map { root + "/" + $0 })
    }

    @Test func missingPathsAreErrors() {
        #expect(throws: (any Error).self) { try TemplateFinder.templates(in: ["/nonexistent-bezel"]) }
        do { _ = try TemplateFinder.templates(in: ["/nonexistent-bezel", "/nonexistent-2"]) } catch {
            #expect(error.diagnostics.map(\.description)
                == ["error: no such file or folder '/nonexistent-bezel'", "error: no such file or folder '/nonexistent-2'"])
        }
    }

    @Test(arguments: [
        ("a.yml", true), ("a.yaml", true), ("a.json", true), ("A.JSON", true), ("bezel.schema.json", false),
        ("sub/bezel.schema.json", false), (".a.yml", false), (".x/a.yml", false), ("a.yml.bak", false), ("yml", false),
    ])
    func templateNames(name: String, isTemplate: Bool) {
        #expect(TemplateFinder.isTemplateName(name) == isTemplate)
    }

    /// A whole app's folder: the screens are its documents and templates; what else it holds is left out and
    /// said in notes. Xcode's packages (an asset catalogue's `Contents.json`, a project's settings) are left out
    /// silently, documents under `Pods/` and `Carthage/`, JSON and YAML with no top-level `screen` key and macOS
    /// documents are named. A template whose YAML is broken still names its screen, so it is still read (and
    /// is its own error); a file named directly is read whatever it holds.
    @Test func anAppFolderGivesItsScreensAndNamesWhatItLeftOut() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("bezel-app-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: root) }
        let iOS = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB\" version=\"3.0\">"
        let mac = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<document type=\"com.apple.InterfaceBuilder3.Cocoa.XIB\" version=\"3.0\">"
        let files = [
            "App/Base.lproj/Main.storyboard": iOS, "App/Cell.xib": iOS, "Mac/MainMenu.xib": mac,
            "App/Assets.xcassets/Contents.json": "{\"info\": {\"version\": 1}}",
            "App/Assets.xcassets/Star.imageset/Contents.json": "{\"images\": []}",
            "App.xcodeproj/project.xcworkspace/xcshareddata/swiftpm/config.json": "{}",
            "Pods/Lib/Lib.xib": iOS, "Carthage/Checkouts/Kit/Demo.storyboard": iOS,
            "App/GoogleService.json": "{\"project_info\": {\"screen\": 1}}", "ci.yml": "jobs:\n  build: {}\n",
            "Screens/login.yml": "# Login\nscreen: login\nviews: []\n", "Screens/card.json": "{\n  \"screen\" : \"card\"\n}",
            "Screens/broken.yml": "screen: broken\n  views: [\n",
            "Old/Legacy.xib": ArchiveFixtures.screen,
            "Old/MainMenu.xib": "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<archive type=\"com.apple.InterfaceBuilder3.Cocoa.XIB\" version=\"7.10\">",
        ]
        for (file, text) in files {
            let path = root + "/" + file
            try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        }
        let search = try TemplateFinder.search(in: [root])
        #expect(search.paths == ["App/Base.lproj/Main.storyboard", "App/Cell.xib", "Old/Legacy.xib", "Screens/broken.yml",
                                 "Screens/card.json", "Screens/login.yml"].map { root + "/" + $0 })
        #expect(search.skipped == [
            .init(path: root + "/App/GoogleService.json", reason: .notTemplate),
            .init(path: root + "/Carthage/Checkouts/Kit/Demo.storyboard", reason: .dependency),
            .init(path: root + "/Mac/MainMenu.xib", reason: .otherPlatform),
            .init(path: root + "/Old/MainMenu.xib", reason: .otherPlatform),
            .init(path: root + "/Pods/Lib/Lib.xib", reason: .dependency),
            .init(path: root + "/ci.yml", reason: .notTemplate),
        ])
        #expect(search.notes.map(\.description) == [
            "note: left out 2 files inside Pods/ or Carthage/ (third-party code; name the folder to draw them): \(root)/Carthage/Checkouts/Kit/Demo.storyboard, \(root)/Pods/Lib/Lib.xib",
            "note: left out 2 documents of macOS or watchOS (Bezel draws iOS and tvOS screens): \(root)/Mac/MainMenu.xib, \(root)/Old/MainMenu.xib",
            "note: left out 2 files that are not Bezel templates (JSON or YAML with no top-level 'screen' key): \(root)/App/GoogleService.json, \(root)/ci.yml",
        ])
        // An iOS XIB in the archive format of Xcode 3 and 4 is read as any other document.
        #expect(try ScreenLoader.screens(path: root + "/Old/Legacy.xib").count == 1)
        // Named directly, a folder of dependencies is searched, and a file is read whatever it holds.
        #expect(try TemplateFinder.templates(in: [root + "/Pods"]) == [root + "/Pods/Lib/Lib.xib"])
        #expect(try TemplateFinder.templates(in: [root + "/ci.yml"]) == [root + "/ci.yml"])
        // A folder with nothing to draw is an error, after the notes on what it held.
        do {
            _ = try TemplateFinder.search(in: [root + "/Mac"])
            Issue.record("a folder of macOS documents gave screens")
        } catch {
            #expect(error.diagnostics.map(\.description) == [
                "note: left out 1 document of macOS or watchOS (Bezel draws iOS and tvOS screens): \(root)/Mac/MainMenu.xib",
                "error: no template (*.yml, *.yaml, *.json) or Interface Builder document (*.storyboard, *.xib) under '\(root)/Mac'",
            ])
        }
    }
}
