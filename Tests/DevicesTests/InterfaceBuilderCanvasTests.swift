import Testing
@testable import Devices

/// The canvas rules by Xcode release, held against the toolsVersion numbers of the documents that
/// docs/research/ib-defaults.md quotes for each rule: the numbers a rule was seen at must fall inside it, and the
/// neighbouring numbers seen without it outside.
@Suite struct InterfaceBuilderCanvasTests {
    /// Numbers documents carry, with the release that wrote them (docs/research/ib-defaults.md §14, §24, §76, §79,
    /// §84, §85, §106, §122, §140; the Xcode 5/6, 6/7 and 12.3/12.5 pairs from the versions exploration documents carry).
    @Test(arguments: [
        (3084.0, XcodeRelease.xcode4), (4451, .xcode5), (5056, .xcode5), (6154, .xcode6), (7706, .xcode6), (8191, .xcode7),
        (10117, .xcode7),
        (11762, .xcode8), (12121, .xcode8), (13196, .xcode9), (13529, .xcode9_2), (14313, .xcode10), (14490, .xcode10),
        (14868, .xcode11Beta), (15505, .xcode11), (17701, .xcode12), (18122, .xcode12_5), (19162, .xcode13),
        (20037, .xcode13_3), (21225, .xcode14), (21701, .xcode14_3), (23727, .xcode14_3), (24506, .xcode26),
        (32700, .unreleasedBuild),
    ])
    func releaseOfToolsVersion(tools: Double, release: XcodeRelease) {
        #expect(XcodeRelease(toolsVersion: tools) == release)
    }

    @Test func canvasIOSOfXcode8To10() {
        // §14, §24, §37: Xcode 8 drew iOS 10, 9 iOS 11, 10 iOS 12; the Xcode 11 beta of 14868 already iOS 13.
        #expect([11762.0, 13196, 13771, 14460, 14868, 15505].map(InterfaceBuilderCanvas.deviceCanvasIOS) == [10, 11, 11, 12, nil, nil])
        // §38: documents with no device of Xcode 6 (7531) show iOS 8, of Xcode 7 (9531, 10117) iOS 9.
        #expect([7531.0, 7706, 9531, 10117].map(InterfaceBuilderCanvas.sizeCanvasIOS) == [8, 8, 9, 9])
    }

    @Test func systemFontChineseExtraFromXcode8() {
        // §167: Xcode 6 (6250, 6254) and 7 (10116) save the system font's Chinese at 1 em, Xcode 8.3 to 10 (12120 to 14490)
        // 0.3 pt wider a character; Xcode 8.0 to 8.2 are taken with 8.3.
        #expect([6250.0, 6254, 10116, 10117].map(InterfaceBuilderCanvas.systemFontIdeographExtra) == [0, 0, 0, 0])
        #expect([11762.0, 12120, 13529, 13771, 14113, 14490, 21701].map(InterfaceBuilderCanvas.systemFontIdeographExtra)
            == [Double](repeating: 0.3, count: 7))
        #expect(InterfaceBuilderCanvas.systemFontIdeographExtra(toolsVersion: nil) == 0)
    }

    @Test func homeButtonStatusBar() {
        // §33, §85: Xcode 11 to 13 and the 14868 beta hide it; Xcode 10 (14490) and 14 (21225) do not.
        #expect([14490.0, 14868, 15505, 20037, 21225].map(InterfaceBuilderCanvas.hidesHomeButtonStatusBar) == [false, true, true, true, false])
        // §122: full-screen phones of Xcode 14.0-14.2 (21225, 21507) too; 14.3 (21701) not.
        #expect([21225.0, 21507, 21701].map(InterfaceBuilderCanvas.hidesHomeButtonStatusBarOnFullScreenPhones) == [true, true, false])
    }

    @Test func xcode12To13Canvases() {
        // §87: retina6_0 and retina6_7 have a 44 pt top on 17701-20037, the phones' 47 on Xcode 14's 21225.
        #expect(InterfaceBuilderCanvas.safeAreaTop(id: "retina6_0", toolsVersion: 17701) == 44)
        #expect(InterfaceBuilderCanvas.safeAreaTop(id: "retina6_7", toolsVersion: 20037) == 44)
        #expect(InterfaceBuilderCanvas.safeAreaTop(id: "retina6_0", toolsVersion: 21225) == nil)
        #expect(InterfaceBuilderCanvas.safeAreaTop(id: "retina6_1", toolsVersion: 17701) == nil)
        // §84: 51 pt search bars at 18122 and 20037, 56 at 17701.
        #expect([17701.0, 18122, 20037, 21225].map(InterfaceBuilderCanvas.drawsShortSearchBars) == [false, true, true, false])
        // §79: 14 pt configuration titles at 19529 and 20037, 17 from Xcode 14.
        #expect([18122.0, 19529, 20037, 21225].map(InterfaceBuilderCanvas.drawsSmallConfigurationTitles) == [false, true, true, false])
        // §68: barless page sheets below a fixed 44 pt inset at 15400 and 17701, not at 20037.
        #expect([14490.0, 15400, 17701, 20037].map(InterfaceBuilderCanvas.drawsBarlessPageSheetsBelowFixedInset) == [false, true, true, false])
    }

    @Test func freeformXIBViews() {
        // §96: a freeform XIB view keeps the home indicator's inset from 21507 whatever its size, not at 21225.
        #expect([21225.0, 21507, 23727].map { InterfaceBuilderCanvas.keepsFreeformXIBBottomInset(toolsVersion: $0, outgrowsScreen: false) } == [false, true, true])
        // §97: one wider or taller than the screen keeps it from Xcode 11 (17701, 19529), not in Xcode 10 (14490).
        #expect([14490.0, 17701, 19529].map { InterfaceBuilderCanvas.keepsFreeformXIBBottomInset(toolsVersion: $0, outgrowsScreen: true) } == [false, true, true])
        #expect(!InterfaceBuilderCanvas.keepsFreeformXIBBottomInset(toolsVersion: nil, outgrowsScreen: true))
        // §6: the iOS 13 iPhone 11 up to 20037, the device's newest iOS at 21701.
        #expect([15505.0, 20037, 21701].map(InterfaceBuilderCanvas.showsDevicesNewestIOS) == [false, false, true])
    }

    @Test func laterCanvases() {
        // §28: doubled insets at 23727 and 24506, not at 23504 or on documents marked 32700.
        #expect([23504.0, 23727, 24506, 32700].map(InterfaceBuilderCanvas.doublesSafeArea) == [false, true, true, false])
        // §83, §107: Xcode 26 (24506) draws iOS 26's bars and switches; 23727 and 32700 do not.
        #expect([23727.0, 24506, 32700].map(InterfaceBuilderCanvas.drawsIOS26) == [false, true, false])
        // §53: retina5_9 is drawn as the 5.4″ class from Xcode 14 (22505 seen), as itself by Xcode 10 (14113).
        #expect(InterfaceBuilderCanvas.drawnDeviceID(id: "retina5_9", toolsVersion: 22505) == "retina5_4")
        #expect(InterfaceBuilderCanvas.drawnDeviceID(id: "retina5_9", toolsVersion: 14113) == "retina5_9")
        // §106: Xcode 4 (3084) lays roots out between the bars, Xcode 5 (4451) under them.
        #expect([3084.0, 4451].map(InterfaceBuilderCanvas.laysOutBetweenBars) == [true, false])
        // §127: Xcode 4 (1938, 3084) draws a XIB view simulated with no status bar at full height; Xcode 5 (4451) not.
        #expect([1938.0, 3084, 4451].map(InterfaceBuilderCanvas.hidesStatusBarSimulatedAsNone) == [true, true, false])
        // §64, §111: roots saved at the origin from Xcode 9 (13196); show segues onto the stack up to Xcode 8 (12120).
        #expect([12120.0, 13196].map(InterfaceBuilderCanvas.savesRootAtOrigin) == [false, true])
        #expect([12120.0, 13196].map(InterfaceBuilderCanvas.showsOntoNavigationStack) == [true, false])
        // §40, §76: an iOS 11 canvas gives cells the row's margins from Xcode 9.2 (13529), not 9.0 (13196).
        #expect([13196.0, 13529].map(InterfaceBuilderCanvas.givesCellContentRowMarginsOnIOS11) == [false, true])
    }
}
