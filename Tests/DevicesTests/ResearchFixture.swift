import Foundation
@testable import Geometry

/// `research/devices.json`, copied into `Fixtures/`: the independent facts the catalogue is checked
/// against. Read through `#filePath`, so no bundle resources are needed.
struct ResearchRow: Decodable, Sendable {
    struct WH: Decodable, Sendable { var w: Double; var h: Double }
    struct Insets: Decodable, Sendable {
        var top: Double, left: Double, bottom: Double, right: Double
        var edgeInsets: EdgeInsets { EdgeInsets(top: top, left: left, bottom: bottom, right: right) }
    }
    struct Housing: Decodable, Sendable {
        var width: Double?
        var height: Double?
        var topOffset: Double?
        var notchTopCornerRadius: Double?
        var notchBottomCornerRadius: Double?
    }
    struct Alternative: Decodable, Sendable {
        var orientation: String?
        var insets: Insets
        var source: String
        var appliesTo: String?
    }
    struct Split: Decodable, Sendable {
        var oneThird: Double
        var oneHalf: Double?
        var twoThirds: Double
        var full: Double
    }

    var kind: String
    var name: String?
    var model: String?
    var pointsPortrait: WH?
    var points: WH?
    var scale: Double?
    var pixelsRendered: WH?
    var pixelsPhysical: WH?
    var pixels: WH?
    var displayCornerRadiusPt: Double?
    var sensorHousing: String?
    var sensorHousingGeometryPt: Housing?
    var statusBarHeightPortraitPt: Double?
    var safeAreaPortrait: Insets?
    var safeAreaLandscape: Insets?
    var safeArea: Insets?
    var safeAreaAlternatives: [Alternative]?
    var homeIndicator: Bool?
    var homeIndicatorSizePt: WH?
    var modelIdentifiers: [String]?
    var fullScreenPortraitPt: WH?
    var landscapeSplitWidthsPt: Split?
    var portraitSplitWidthsPt: Split?

    static func load() throws -> [ResearchRow] {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("Fixtures").appendingPathComponent("devices.json")
        let decoder = JSONDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        return try decoder.decode([ResearchRow].self, from: Data(contentsOf: url))
    }
}
