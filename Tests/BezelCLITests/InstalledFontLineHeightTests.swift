import Foundation
import Testing
import TestSupport
@testable import BezelCLI

/// Text in a family iOS installs is set on the family's own line (`InstalledFontMetrics`), not on San Francisco's
/// 1.193 em nor on the stand-in face's: Futura 1.3 em (`Futura-Medium` labels saved 14 pt 18.5, 16 pt 21, 18 pt 23.5
/// on 2× canvases), Futura's condensed faces 1.2 em (`Futura-CondensedMedium` 36 pt 43.5), Courier 1.0 em (40 pt 40,
/// where Liberation Mono's line gives 45.5), Menlo 1.164 em (17 pt 20, 24 pt 28), Georgia 1.136 em (Capsize's metrics
/// of the face; 17 pt 19.5, where San Francisco's line gives 20.5): docs/research/ib-defaults.md §181, §182, §183. The
/// XIB is written for this test; the labels are pinned at both sides so that only their heights come from the font.
@Suite struct InstalledFontLineHeightTests {
    @Test func futuraIsItsOwnLineTall() throws {
        try ScratchDocument.expectEverySavedFrameAgrees(named: "Futura.xib", Self.futura, views: 4, scenes: 1)
    }

    @Test func courierMenloAndGeorgiaAreTheirOwnLineTall() throws {
        try ScratchDocument.expectEverySavedFrameAgrees(named: "InstalledFamilies.xib", Self.others, views: 5, scenes: 1)
    }

    static func label(_ id: String, _ text: String, face: String, size: Int, y: Double, height: Double) -> String {
        HelveticaNeueLineHeightTests.label(id, text, face: face, size: size, y: y, height: height)
    }

    static let futura = HelveticaNeueLineHeightTests.document(rows: [
        ("fm1", label("fm1", "Sets logged", face: "Futura-Medium", size: 14, y: 0, height: 18.5)),
        ("fm2", label("fm2", "Rest between", face: "Futura-Medium", size: 16, y: 18.5, height: 21)),
        ("fm3", label("fm3", "Morning run", face: "Futura-Medium", size: 18, y: 39.5, height: 23.5)),
        ("fc1", label("fc1", "Weekly Summary", face: "Futura-CondensedMedium", size: 36, y: 63, height: 43.5)),
    ])

    static let others = HelveticaNeueLineHeightTests.document(rows: [
        ("cou", label("cou", "Forecast", face: "Courier", size: 40, y: 0, height: 40)),
        ("mn1", label("mn1", "swift build", face: "Menlo-Regular", size: 17, y: 40, height: 20)),
        ("mn2", label("mn2", "let answer", face: "Menlo-Regular", size: 24, y: 60, height: 28)),
        ("geo", label("geo", "Chapter one", face: "Georgia", size: 17, y: 88, height: 19.5)),
        ("ver", label("ver", "Settings", face: "Verdana", size: 20, y: 107.5, height: 24.5)),
    ])
}
