/// What Interface Builder's canvas drew differently from UIKit on a device, by the Xcode release that saved the document
/// (`XcodeRelease`, from its `toolsVersion`). Each Xcode draws its canvas with the iOS SDK it ships, and some drew bars,
/// insets and controls that no device showed; their saved frames record it, and `--device saved` lays a document out as
/// its own Xcode drew it. Every rule here is read from the saved frames of public documents, written down in
/// docs/research/ib-defaults.md, and stated for the releases it was seen in, in release order.
package enum InterfaceBuilderCanvas {
    /// Whether Xcode 4's canvas (its iOS 6 SDK) laid a controller's view out between the bars: below the status bar and
    /// any navigation bar, above any tab bar or toolbar, never under them. iOS 6 had no extended layout: a view
    /// controller "normally shrinks that view so that its frame does not overlap the device's status bar" unless
    /// `wantsFullScreenLayout` is set (https://developer.apple.com/documentation/uikit/uiviewcontroller/wantsfullscreenlayout),
    /// and `edgesForExtendedLayout`, with bars over the content, came with iOS 7. Xcode 4.2-4.6 documents save such roots
    /// at y = 64 and 416 pt tall on the 480 pt screen under a navigation bar, 455 tall on the 568 pt screen above a tab
    /// bar too, and at y = 20, 460 tall, under the status bar alone; Xcode 5 saves them full screen
    /// (docs/research/ib-defaults.md §106).
    package static func laysOutBetweenBars(toolsVersion: Double?) -> Bool {
        guard let toolsVersion else { return false }
        return XcodeRelease(toolsVersion: toolsVersion) < .xcode5
    }

    /// Whether the canvas draws a XIB view whose simulated status bar is None with no status bar, the view the screen's
    /// full height: Xcode 4's (three of iCarousel's examples, toolsVersion 1938 and 3084, save such views 320 × 480 at
    /// y 0, where views with a status bar are saved 320 × 460 at y 20; docs/research/ib-defaults.md §127). Only Xcode 3
    /// and 4's archives are XIBs of that era.
    package static func hidesStatusBarSimulatedAsNone(toolsVersion: Double?) -> Bool {
        guard let toolsVersion else { return false }
        return XcodeRelease(toolsVersion: toolsVersion) < .xcode5
    }

    /// The iOS the canvas of a document with no device showed (Bezel's size canvas, `SavedCanvas`): the iOS SDK the
    /// saving Xcode ships, 8 in Xcode 5 and 6 and 9 from Xcode 7 (iOS SDK 9.0 "is packaged with a complete set of Xcode
    /// tools", https://developer.apple.com/library/archive/releasenotes/General/RN-iOSSDK-9.0). Nil for a document
    /// that does not say.
    package static func sizeCanvasIOS(toolsVersion: Double?) -> Int? {
        guard let toolsVersion else { return nil }
        return XcodeRelease(toolsVersion: toolsVersion) < .xcode7 ? 8 : 9
    }

    /// The iOS an Xcode 8-10 canvas showed on the device a document names: each Xcode draws with the iOS SDK it ships,
    /// iOS 10 in Xcode 8, 11 in Xcode 9, 12 in Xcode 10 (Apple's release notes, e.g.
    /// https://developer.apple.com/documentation/xcode-release-notes/xcode-10-release-notes, "Xcode 10 includes SDKs for
    /// iOS 12"); nil outside those Xcodes. Saved frames of Xcode 10 documents show that iOS
    /// (docs/research/ib-defaults.md §14); the Xcode 11 betas' canvas already showed iOS 13 (§24).
    package static func deviceCanvasIOS(toolsVersion: Double?) -> Int? {
        guard let toolsVersion else { return nil }
        return switch XcodeRelease(toolsVersion: toolsVersion) {
        case .xcode8: 10
        case .xcode9, .xcode9_2: 11
        case .xcode10: 12
        default: nil
        }
    }

    /// Whether the canvas may draw the destination of a `show` segue whose source is a navigation controller itself (not
    /// a controller in its stack) in that navigation controller's stack, under its bar. UIKit's navigation controller
    /// shows a controller by pushing it onto its own stack
    /// (https://developer.apple.com/documentation/uikit/uiviewcontroller/show(_:sender:)). The saved frames of Xcode 7 and
    /// 8 documents (docs/research/ib-defaults.md §111) put such a destination under the bar when no push from the stack
    /// reaches it and either the navigation controller has no root (NCUECSIE/Parking-iOS, toolsVersion 12120) or the
    /// destination has a navigation item of its own (need-a-doctor-ios-client, 9532); a destination with neither is saved
    /// with no bar (Anti-Social-Club-iOS, 11542; lambda-messenger-ios, 14113). No document of Xcode 9 or later was seen
    /// with the bar, so the rule ends there (assumed).
    package static func showsOntoNavigationStack(toolsVersion: Double?) -> Bool {
        guard let toolsVersion else { return false }
        return XcodeRelease(toolsVersion: toolsVersion) < .xcode9
    }

    /// Whether the document saves a controller's root view at the origin, whatever bars it is laid out below: every root
    /// of Xcode 9 and later in the exploration sets and the tuning half is saved at y 0, while Xcode 8 and earlier saved
    /// roots below an opaque bar at y 64 (docs/research/ib-defaults.md §64).
    package static func savesRootAtOrigin(toolsVersion: Double?) -> Bool {
        guard let toolsVersion else { return false }
        return XcodeRelease(toolsVersion: toolsVersion) >= .xcode9
    }

    /// Whether the canvas's labels are as tall as their lines rounded up to whole points: those of Xcode 5, 7 and 8, as the
    /// label sizes their documents save show (docs/research/ib-defaults.md §140). Xcode 6's documents save both heights
    /// (MIT-Mobile's labels, in iOS 8's Helvetica Neue, not the San Francisco Bezel measures), so its canvas keeps the
    /// pixel rounding (assumed); Xcode 9 and later round to the pixel.
    package static func roundsLabelLinesToPoints(toolsVersion: Double?) -> Bool {
        guard let toolsVersion else { return false }
        let release = XcodeRelease(toolsVersion: toolsVersion)
        return release == .xcode5 || (release >= .xcode7 && release < .xcode9)
    }

    /// The space the canvas adds after each Chinese character of a text in the system font, in points: its Chinese
    /// (PingFang SC, https://developer.apple.com/fonts/system-fonts/) is saved about 0.3 pt a character wider than 1 em
    /// by documents of Xcode 8.3 and later, at every size from 12 to 22 pt (one-line labels of longdaohu/iosApp, 12120 to
    /// 14113; Catfeeds/smart-ios-app, 13529; xnqbd/KJSupportObjc, 14490), and exactly 1 em by Xcode 6's and 7's (TinderTeam/Laundry,
    /// 6254; 99im/IMiPhone, 6250; 25mi/Birdcopy-IOS-APP, 10116). No document of Xcode 8.0 to 8.2 was seen: the band is
    /// taken to start with Xcode 8 (assumed) (docs/research/ib-defaults.md §167).
    package static func systemFontIdeographExtra(toolsVersion: Double?) -> Double {
        guard let toolsVersion else { return 0 }
        return XcodeRelease(toolsVersion: toolsVersion) >= .xcode8 ? systemFontIdeographExtraPoints : 0
    }

    /// The extra of `systemFontIdeographExtra(toolsVersion:)`: 23 labels of three projects, 2 to 15 characters at 12 to
    /// 22 pt, are each saved within 0.5 pt of n × (size + 0.3) rounded up to the pixel (docs/research/ib-defaults.md §167).
    package static let systemFontIdeographExtraPoints = 0.3

    /// Whether an iOS 11 canvas gives a table cell's content view the row's layout margins, as UIKit does from iOS 12:
    /// Xcode 9.0 keeps the content view's own 8 pt, as Xcode 7 and 8 do, and Xcode 9.2 and later give it the row's
    /// (saved frames in five projects; docs/research/ib-defaults.md §40, §76).
    package static func givesCellContentRowMarginsOnIOS11(toolsVersion: Double?) -> Bool {
        guard let toolsVersion else { return false }
        return XcodeRelease(toolsVersion: toolsVersion) >= .xcode9_2
    }

    /// Whether the canvas draws a home-button iPhone with no status bar: Xcode 11 to 13 save a navigation controller's
    /// bar at y 0 and a barless full-screen root view's safe area with no top inset on `retina4_0`, `retina4_7` and
    /// `retina5_5`, where the Xcode 8-10 documents put both 20 pt down (docs/research/ib-defaults.md §33). So do the
    /// Xcode 11 betas, whose canvas already showed iOS 13 (§85). Xcode 14 and later are not included: their documents
    /// disagree. The same canvases draw a home-button iPad (`ipad9_7`, `ipad10_5`, ...) with no status bar in either
    /// orientation, where Xcode 8-10 put the bars and safe areas 20 pt down (§120).
    package static func hidesHomeButtonStatusBar(toolsVersion: Double?) -> Bool {
        guard let toolsVersion else { return false }
        return (.xcode11Beta ..< .xcode14).contains(XcodeRelease(toolsVersion: toolsVersion))
    }

    /// Whether the canvas still draws a home-button iPhone in portrait with no status bar, as Xcode 11 to 13 do
    /// (`hidesHomeButtonStatusBar`), or is Xcode 14.0 to 14.2's, which does too: mbrockmandev/iOS-Tutorials-2022 (21225
    /// and 21507, `retina4_7`: six navigation controllers' bars at y 0, their roots' safe areas from 44),
    /// ioskinjal/ios-app-portfolio (21225: barless roots' safe areas from 0) and AgoraIO-Community/ag-iot-ios-app
    /// (21507, `retina5_5`: likewise); Xcode 14.3 (21701) documents are split and later ones put both 20 pt down
    /// (docs/research/ib-defaults.md §122). Only a full-screen phone scene's status bar is taken from this; freeform
    /// scenes, sheets and iPads keep Xcode 14's.
    package static func hidesHomeButtonStatusBarOnFullScreenPhones(toolsVersion: Double?) -> Bool {
        guard let toolsVersion else { return false }
        return (.xcode11Beta ..< .xcode14_3).contains(XcodeRelease(toolsVersion: toolsVersion))
    }

    /// Whether the canvas draws a barless scene presented as iOS 13's page sheet with a fixed 44 pt top inset: Xcode 11
    /// to 13.2 save its root the screen's width and its height less 44 pt and 10 (or the device's own top inset and 10),
    /// with the safe area's top at the sheet's top: AShepelevv/sb.ios-school (15400, `retina6_1`, 414 × 842) and
    /// Yefimchukv/ios-messenger (17701, `retina6_0`, 390 × 790). Xcode 13.3 (20037) and later keep the device's top
    /// inset in such a sheet (bryantirawan/Random-Card-Workout-iOS-App, nafladiva/card-workout-ios,
    /// getbittr/bittr-ios-app; docs/research/ib-defaults.md §68).
    package static func drawsBarlessPageSheetsBelowFixedInset(toolsVersion: Double?) -> Bool {
        guard let toolsVersion else { return false }
        return (.xcode11 ..< .xcode13_3).contains(XcodeRelease(toolsVersion: toolsVersion))
    }

    /// Whether the canvas shows a device with the metrics of the newest iOS it runs, whichever Xcode saved the document:
    /// taken from Xcode 14 on. Documents of 15505 to 20037 on `retina6_1` save the iOS 13 iPhone 11's 44 pt top inset
    /// (`InterfaceBuilderDevice.savedIOS`), Zinley-dev/ios-app's of 21701 the 48 pt of iOS 14 and later; the release
    /// between 20037 and 21701 that began it is not pinned down (docs/research/ib-defaults.md §6).
    package static func showsDevicesNewestIOS(toolsVersion: Double?) -> Bool {
        guard let toolsVersion else { return false }
        return XcodeRelease(toolsVersion: toolsVersion) >= .xcode14
    }

    /// The iOS whose controls the canvas draws where `InterfaceBuilderDevice.savedIOS` lays the device out with iOS 13's
    /// metrics; nil where the controls are that iOS's. Xcode 12 and 13 ship the iOS 14 and 15 SDKs (Apple's release
    /// notes, e.g. https://developer.apple.com/documentation/xcode-release-notes/xcode-12-release-notes, "Xcode 12
    /// includes SDKs for iOS 14") and draw their controls: page controls that size themselves are saved at iOS 14's
    /// size on `retina6_1` by two apps' Xcode 13 documents, 115.5 pt for 3 pages and 190.5 for 5, where iOS 13's are 39
    /// and 71 (docs/research/ib-defaults.md §119). Xcode 11 shipped iOS 13 and draws its controls.
    package static func controlsIOS(id: String, device: String, toolsVersion: Double?) -> Int? {
        guard InterfaceBuilderDevice.savedIOS(id: id, device: device) != nil, let toolsVersion,
              (.xcode12 ..< .xcode14).contains(XcodeRelease(toolsVersion: toolsVersion)) else { return nil }
        return 14
    }

    /// The safe area's top inset, in portrait, that the canvas gives the device of `id` when it is not the device's own;
    /// nil when it is. Xcode 12 and 13 draw the iPhone 12 classes, `retina6_0` (390 × 844) and `retina6_7` (428 × 926),
    /// with a 44 pt top, the 5.8″ and 6.5″ classes' status bar, where the phones have 47 pt: nine apps' documents save
    /// navigation bars at y 44 and views pinned to the safe area's top 44 pt down, and an Xcode 14 document (21225)
    /// saves its bar at 47 (docs/research/ib-defaults.md §87).
    package static func safeAreaTop(id: String, toolsVersion: Double?) -> Double? {
        guard let toolsVersion, (.xcode12 ..< .xcode14).contains(XcodeRelease(toolsVersion: toolsVersion)),
              ["retina6_0", "retina6_7"].contains(id) else { return nil }
        return 44
    }

    /// Whether the canvas draws search bars that size themselves 51 pt tall, in either style, where Xcode 12.3 and Xcode
    /// 14 and later save 56 (UIKit's): Xcode 12.5 to 13, by the saved frames of two unrelated apps,
    /// IniongunIsaac/Tiv-Bible-iOS (18122, two minimal bars) and jojoX94/CarRental-iOS--UIKit (20037, a default bar);
    /// Xcode 12.3's 17701 saves 56 in two apps (docs/research/ib-defaults.md §84).
    package static func drawsShortSearchBars(toolsVersion: Double?) -> Bool {
        guard let toolsVersion else { return false }
        return (.xcode12_5 ..< .xcode14).contains(XcodeRelease(toolsVersion: toolsVersion))
    }

    /// Whether the canvas draws a configuration button's title that names no font at 14 pt regular, as Xcode 13, the
    /// first to write `<buttonConfiguration>` (iOS 15's `UIButton.Configuration`), does: seven unrelated apps' Xcode 13
    /// documents (19529 and 20037) save such buttons 31 pt tall and as wide as the title at 14 pt; Xcode 14 and later
    /// draw 17 pt (docs/research/ib-defaults.md §79).
    package static func drawsSmallConfigurationTitles(toolsVersion: Double?) -> Bool {
        guard let toolsVersion else { return false }
        return (.xcode13 ..< .xcode14).contains(XcodeRelease(toolsVersion: toolsVersion))
    }

    /// True when the canvas's horizontal `fill` stack views settle their multi-line texts' widths as iOS 15 and later
    /// do: a single one is left to its priorities, two or more are made as wide as each other. Xcode 13's canvas (iOS 15)
    /// is the first (docs/research/ib-defaults.md §145).
    package static func equalizesStackTextWidthsOnly(toolsVersion: Double?) -> Bool {
        guard let toolsVersion else { return false }
        return XcodeRelease(toolsVersion: toolsVersion) >= .xcode13
    }

    /// The id of the class whose device the canvas draws for `id`. Xcode 14 and later draw the 5.8″ class (`retina5_9`,
    /// the iPhone X, XS and 11 Pro, which their device lists no longer hold) with the 5.4″ phone's 50 pt safe-area top:
    /// two apps' Xcode 15 documents (22505) place views pinned to the safe area 50 pt down on it, where Xcode 10 (14113)
    /// put them 44 down (docs/research/ib-defaults.md §53). The rule starts with Xcode 14, as the other Xcode 14 rules
    /// here (assumed: no Xcode 14 document on that class was seen).
    package static func drawnDeviceID(id: String, toolsVersion: Double?) -> String {
        guard id == "retina5_9", let toolsVersion, XcodeRelease(toolsVersion: toolsVersion) >= .xcode14 else { return id }
        return "retina5_4"
    }

    /// Whether the canvas gives a full-screen scene of a controller with no bars, or with a navigation bar only, twice
    /// the device's top and bottom safe-area insets, as its saved frames show (96 and 68 pt on `retina6_1`, 118 pt on
    /// `retina6_12`, a navigation bar at 94 on `retina6_0`; docs/research/ib-defaults.md §28, §43). Seen at 23727 (a
    /// late Xcode 16) and at 24506 (Xcode 26, 68 pt at the bottom of `retina6_3`): the Xcode 16 documents of 23504
    /// measured show the device's own insets, and so do those of `XcodeRelease.unreleasedBuild`. Which release begins
    /// it is not known, so the band is given by build number, from 23727; where it ends is not known either, and it is
    /// taken to end below 25000.
    package static func doublesSafeArea(toolsVersion: Double?) -> Bool {
        guard let toolsVersion else { return false }
        return (23727..<25000).contains(toolsVersion)
    }

    /// Whether a freeform XIB view with a safe-area guide, on a portrait device with a home indicator, keeps the device's
    /// bottom safe-area inset: from Xcode 14.1 (build 21507, the first seen; the boundary lies between 21225 and 21507)
    /// whatever its size, and from Xcode 11 on when it is wider or taller than the screen (`outgrowsScreen`)
    /// (docs/research/ib-defaults.md §96, §97).
    package static func keepsFreeformXIBBottomInset(toolsVersion: Double?, outgrowsScreen: Bool) -> Bool {
        guard let toolsVersion else { return false }
        return toolsVersion >= 21507 || (outgrowsScreen && XcodeRelease(toolsVersion: toolsVersion) >= .xcode11)
    }

    /// The device Interface Builder shows a document on when the document records none (`<device>`, from Xcode 8) and no
    /// saved frame tells its canvas (`SavedCanvas`): a launch screen trimmed by hand, as Flutter's template is (toolsVersion
    /// 12121, neither a device nor a frame). Taken as the device the documents of that release most often record, counted
    /// by repository in the census and exploration sets of Benchmarks/README.md (docs/research/ib-defaults.md §115):
    /// Xcode 8 to 10 `retina4_7`, the 4.7″ iPhone (in 8, 6, 22 and 13 repositories; Xcode 10's `retina6_1` in 13 too, with
    /// fewer documents), Xcode 11 to 13 `retina6_1` (24, 11, 14, 17, 11), Xcode 14 and later `retina6_12`, the 6.1″ iPhone
    /// 14 Pro class (13, 8, 5, 9; `retina6_1` in 12, 6, 5, 4); a tvOS document the TV's. Before Xcode 8 no device was recorded and every document seen saves a frame; the 4.7″ phone is assumed
    /// there, and for a document with no `toolsVersion` the newest default.
    package static func defaultDeviceID(toolsVersion: Double?, isTV: Bool) -> String {
        if isTV { return "appleTV" }
        guard let toolsVersion else { return "retina6_12" }
        switch XcodeRelease(toolsVersion: toolsVersion) {
        case ..<XcodeRelease.xcode11Beta: return "retina4_7"
        case ..<XcodeRelease.xcode14: return "retina6_1"
        default: return "retina6_12"
        }
    }

    /// Whether the canvas is Xcode 26's, which draws iOS 26's controls and bars: a phone's standard navigation bar 54 pt
    /// tall (`NavigationBarMetrics`, docs/research/ib-defaults.md §83) and a 63 × 28 switch (§107). Xcode 16 (23727
    /// names its iPhone 16 Pro `retina6_3`) and documents of `XcodeRelease.unreleasedBuild` draw neither.
    package static func drawsIOS26(toolsVersion: Double?) -> Bool {
        guard let toolsVersion else { return false }
        return XcodeRelease(toolsVersion: toolsVersion) == .xcode26
    }
}
