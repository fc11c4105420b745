import Foundation
@testable import Screens
import Testing

/// A custom symbol (`Name.symbolset` in the catalogue, its SVG template of weights and scales) is an image the
/// project holds, which `UIImage(named:)` loads
/// (https://developer.apple.com/documentation/uikit/creating-custom-symbol-images-for-your-app). Bezel does not
/// draw it, and names it as what it is, not as an image no catalogue holds (docs/assets.md).
@Suite struct CustomSymbolSetTests {
    static let symbolContents = #"{"info": {"author": "xcode", "version": 1}, "symbols": [{"filename": "Logo.svg", "idiom": "universal"}]}"#

    @Test func aSymbolSetIsNamedAsACustomSymbol() throws {
        let project = try AssetCatalogueTests.Project()
        defer { project.remove() }
        try project.write("App/Assets.xcassets/Logo.symbolset/Contents.json", Self.symbolContents)
        try project.write("App/Assets.xcassets/Logo.symbolset/Logo.svg", #"<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>"#)
        let screen = try #require(try ScreenLoader.screens(path: project.document).first)
        #expect(screen.assetImages["Logo"] == nil)
        #expect(screen.substitutes.contains(Substitute(.customSymbol, id: "logo", name: "Logo")))
        #expect(!screen.substitutes.contains { $0.what == "image not in an asset catalogue" })
    }

    /// Symbol sets are namespaced by their groups as image sets are; an image set of the same name wins.
    @Test func aNamespacedSymbolSetAndAnImageSetOfTheSameName() throws {
        let project = try AssetCatalogueTests.Project()
        defer { project.remove() }
        try project.write("App/Assets.xcassets/Brand/Contents.json", #"{"properties": {"provides-namespace": true}}"#)
        try project.write("App/Assets.xcassets/Brand/Logo.symbolset/Contents.json", Self.symbolContents)
        let catalogue = try AssetCatalogue.read(project.catalogue.path)
        #expect(catalogue.symbolSets == ["Brand/Logo"])
        // `Logo` alone is not the namespaced symbol: still an image the project does not hold.
        let screen = try #require(try ScreenLoader.screens(path: project.document).first)
        #expect(screen.substitutes.contains(Substitute(.notInCatalogue, id: "logo", name: "Logo")))
        try project.write("App/Assets.xcassets/Logo.symbolset/Contents.json", Self.symbolContents)
        try project.write("App/Assets.xcassets/Logo.imageset/Contents.json", #"{"images": [{"idiom": "universal", "filename": "logo.png"}]}"#)
        try project.writeBlankPNG("Logo.imageset/logo.png", side: 4)
        let drawn = try #require(try ScreenLoader.screens(path: project.document).first)
        #expect(drawn.assetImages["Logo"] != nil)
        #expect(!drawn.substitutes.contains { $0.id == "logo" })
    }
}
