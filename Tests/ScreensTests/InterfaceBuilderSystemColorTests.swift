import Diagnostics
import Foundation
@testable import InterfaceBuilder
@testable import Screens
import Testing
import TestSupport

/// Interface Builder documents and UIKit's system colour table (issue 14). Xcode saves each system colour
/// a document uses with its light value (`<systemColor name="systemBackgroundColor"><color white="1" …/>`):
/// an independent reading of UIKit's light values, which the table must agree with, since a view's
/// `systemColor="…"` now resolves through the table (and so follows the appearance).
@Suite struct InterfaceBuilderSystemColorTests {
    static let templates = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../Templates").standardized.path

    static var documents: [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: templates)) ?? []
        return names.filter { $0.hasSuffix(".storyboard") || $0.hasSuffix(".xib") }.sorted().map { templates + "/" + $0 }
    }

    /// `#RRGGBB`, with `AA` when not opaque: the form `ViewKindMapping.hex` writes.
    static func hex(_ rgba: UInt32) -> String {
        let digits = String(rgba, radix: 16, uppercase: true)
        let padded = String(repeating: "0", count: 8 - digits.count) + digits
        return "#" + (padded.hasSuffix("FF") ? String(padded.prefix(6)) : padded)
    }

    @Test func savedLightValuesEqualTheTable() throws {
        var compared = 0
        for path in Self.documents {
            let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: path)))
            let document = try InterfaceBuilderReader.read(path: path, data: bytes)
            for resource in document.resources.systemColors {
                guard let colour = SystemColor(interfaceBuilderName: resource.name), let saved = resource.color else { continue }
                #expect(ViewKindMapping.hex(saved, resources: IBResources()) == Self.hex(colour.rgba(.light)), "\(resource.name) in \(path)")
                compared += 1
            }
        }
        // The Templates' documents use systemBackground, systemGroupedBackground and secondaryLabel.
        #expect(compared >= 3)
    }

    @Test func aViewsSystemColourIsKeptByName() throws {
        let screens = try ScreenLoader.screens(path: Self.templates + "/mail.storyboard")
        let colours = Set(screens.flatMap(\.allViews).compactMap(\.color))
        #expect(colours.contains("systemBackground") || colours.contains("systemGroupedBackground"), "\(colours)")
        #expect(!colours.contains("#FFFFFF"), "systemBackgroundColor is kept by name, not as its light value")
    }

    /// Documents saved before Xcode 11 name a standard colour by its UIColor name alone, and Xcode 11's betas wrote
    /// `systemColor` as `xcode11CocoaTouchSystemColor`: `darkTextColor` is black (the value documents save for it in
    /// `<systemColor>`), `whiteColor` white, `groupTableViewBackgroundColor` the dynamic systemGroupedBackground
    /// Apple names as its replacement; `lightTextColor` white at alpha 0.6, the value Xcode saves for it in `<systemColor>`
    /// (docs/research/ib-defaults.md §152); `tableCellGroupedBackgroundColor` white, as Xcode saves it (§153); a colour
    /// without a published value (`underPageBackgroundColor`) stays unknown.
    @Test func oldDocumentsStandardColoursByName() throws {
        let location = SourceLocation(file: "Old.xib", line: 1, column: 1)
        func colour(_ cocoaTouch: String?, system: String? = nil) -> String? {
            ViewKindMapping.hex(IBColor(key: "textColor", systemColor: system, cocoaTouchSystemColor: cocoaTouch, location: location), resources: IBResources())
        }
        #expect(colour("darkTextColor") == "#000000FF")
        #expect(colour("whiteColor") == "#FFFFFFFF")
        #expect(colour("groupTableViewBackgroundColor") == SystemColor.systemGroupedBackground.rawValue)
        #expect(colour("lightTextColor") == "#FFFFFF99")
        #expect(colour("tableCellGroupedBackgroundColor") == "#FFFFFFFF")
        #expect(colour("underPageBackgroundColor") == nil)
        #expect(colour("whiteColor", system: "systemBackgroundColor") == SystemColor.systemBackground.rawValue)
        let document = InterfaceBuilderFixture.xib(
            toolsVersion: "14490.70", propertyAccessControl: false, traitCollections: false, safeAreas: false,
            colorMatched: false, objects: """
            <view contentMode="scaleToFill" id="root">
                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                <color key="backgroundColor" xcode11CocoaTouchSystemColor="systemBackgroundColor" cocoaTouchSystemColor="whiteColor"/>
            </view>
            """)
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("old-colours-\(getpid()).xib").path
        try document.write(toFile: path, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let screen = try #require(try ScreenLoader.screens(path: path).first)
        #expect(screen.background == SystemColor.systemBackground.rawValue)
    }
}
