import Foundation
@testable import Screens
import Testing

/// The kinds of image a view names that the picture cannot show (`MissingImage`): each keeps the words the run has
/// always named it by, the drawing reads the kind (not the words), and JSON holds the words alone.
@Suite struct MissingImageTests {
    @Test func eachKindKeepsItsWords() {
        let words: [(MissingImage, String)] = [
            (.notInCatalogue, "image not in an asset catalogue"),
            (.pastBudget, "image past the screen's image budget"),
            (.byReference(what: "image embedded by reference to Xcode"), "image embedded by reference to Xcode"),
            (.undrawable(format: "HEIC"), "HEIC image"),
            (.customSymbol, "custom symbol image"),
            (.barItemUndrawable(format: "PDF"), "PDF bar item image"),
        ]
        for (kind, what) in words {
            let substitute = Substitute(kind, id: "v", name: "n")
            #expect(substitute.what == what && substitute.missingImage == kind)
        }
        // Words alone name no missing image: only the kind draws the placeholder.
        #expect(Substitute(what: "HEIC image", id: "v").missingImage == nil)
    }

    @Test func jsonHoldsTheWordsAlone() throws {
        let data = try JSONEncoder().encode(Substitute(.pastBudget, id: "v", name: "n"))
        let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: String])
        #expect(object == ["what": "image past the screen's image budget", "id": "v", "name": "n"])
    }
}
