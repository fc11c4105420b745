import Geometry

/// The catalogue device that Interface Builder's `<device id=…>` stands for: the device the editor
/// showed when a storyboard or XIB was saved, whose layout the saved frames record.
///
/// Xcode names its simulated devices by screen class (`retina4_7` is the 4.7″ class), and one id has
/// meant different phones in different Xcode versions (`retina6_1` was the iPhone XR/11 class at
/// 414 × 896 and later the 6.1″ phones at 390 × 844). So the root view's saved size decides between
/// the devices of the class, and the id alone only when the size matches none (a freeform scene, or a
/// root view saved below an opaque bar). Sizes are the catalogue's (`Catalogue`).
package enum InterfaceBuilderDevice {
    /// Each id with the catalogue devices it has meant, most common first.
    static let candidates: [(id: String, devices: [String])] = [
        // The 3.5″ class (iPhone 4s, 320 × 480) left the catalogue: it ran iOS 5–9, outside Bezel's 10–26.
        // Its documents are laid out on the 4″ iPhone SE cut to 320 × 480 (`screenSize(id:)`): the same
        // home-button metrics, a 20 pt status bar and no insets.
        ("retina3_5", ["iphone-se-gen1"]),
        ("retina4_0", ["iphone-se-gen1"]),
        // Xcode 8 showed the 4.7″ and 5.5″ classes as the iPhone 7 and 7 Plus with iOS 10, which the iPhone 8
        // never ran (`canvasIOS`; docs/research/ib-defaults.md §37).
        ("retina4_7", ["iphone-8", "iphone-7"]),
        ("retina5_5", ["iphone-8-plus", "iphone-7-plus"]),
        ("retina5_4", ["iphone-12-mini"]),
        ("retina5_9", ["iphone-x"]),
        ("retina6_0", ["iphone-12", "iphone-14-pro"]),
        // Xcode 10 named the iPhone XR `retina6_1` and the iPhone XS Max `retina6_5`, each at the later phone's
        // size: its canvas showed them with iOS 12, which the later phones never ran (`device(id:savedSize:canvasIOS:)`).
        ("retina6_1", ["iphone-11", "iphone-12", "iphone-14-pro", "iphone-xr"]),
        ("retina6_12", ["iphone-14-pro", "iphone-12"]),
        ("retina6_3", ["iphone-16-pro"]),
        ("retina6_5", ["iphone-11-pro-max", "iphone-xs-max"]),
        ("retina6_7", ["iphone-12-pro-max", "iphone-14-pro-max"]),
        ("retina6_72", ["iphone-14-pro-max", "iphone-12-pro-max"]),
        ("retina6_9", ["iphone-16-pro-max"]),
        ("ipad9_7", ["ipad-gen6"]),
        ("ipad10_2", ["ipad-gen9"]),
        ("ipad10_5", ["ipad-pro-10-5"]),
        ("ipad10_9rounded", ["ipad-air-gen4"]),
        ("ipad11_0rounded", ["ipad-pro-11-gen1"]),
        ("ipad12_9", ["ipad-pro-12-9-gen2"]),
        ("ipad12_9rounded", ["ipad-pro-12-9-gen3"]),
        // Xcode 16's 13-inch iPad Pro, written with a capital I; Xcode 13 and 14 named the iPad mini (6th generation)
        // `ipad7_9` (the 7.9″ class's id) at its own 744 × 1133 (docs/research/ib-defaults.md §92).
        ("iPad13_0rounded", ["ipad-pro-13-m4"]),
        ("ipad7_9", ["ipad-mini-gen6", "ipad-mini-gen5"]),
        ("ipad8_3", ["ipad-mini-gen6"]),
        ("appleTV", ["apple-tv-4k"]),
    ]

    /// The iOS version whose metrics Interface Builder's canvas shows for `id` on `device`, when it is not
    /// the device's newest: every public storyboard saved on `retina6_1` at 414 × 896 by toolsVersion 15505
    /// to 20037 puts the safe area's top 44 pt down — the iPhone 11 of iOS 13, not the 48 pt of iOS 14 and
    /// later (measured from the documents' saved frames of views pinned to the safe area; see
    /// Benchmarks/results.md, "Agreement with Xcode").
    package static func savedIOS(id: String, device: String) -> Int? {
        id == "retina6_1" && device == "iphone-11" ? 13 : nil
    }

    /// The toolsVersion band Xcode 12 and 13 write: from Xcode 12 (the first to name the iPhone 12 classes) to below Xcode
    /// 14's 21000. Their canvases differ from the devices they name (`canvasControlsIOS`, `canvasSafeAreaTop`).
    private static let xcode12To13: Range<Double> = 17000..<21000

    /// Whether the Xcode that writes `toolsVersion` is Xcode 4 (its iOS 6 SDK), whose canvas lays a controller's view out
    /// between the bars: below the status bar and any navigation bar, above any tab bar or toolbar, never under them.
    /// iOS 6 had no extended layout: a view controller "normally shrinks that view so that its frame does not overlap
    /// the device's status bar" unless `wantsFullScreenLayout` is set (https://developer.apple.com/documentation/uikit/uiviewcontroller/wantsfullscreenlayout),
    /// and `edgesForExtendedLayout`, with bars over the content, came with iOS 7. Xcode 4.2-4.6 documents (toolsVersion
    /// 1938-3084) save such roots at y = 64 and 416 pt tall on the 480 pt screen under a navigation bar, 455 tall on the
    /// 568 pt screen above a tab bar too, and at y = 20, 460 tall, under the status bar alone; Xcode 5 (4451 on) saves
    /// them full screen (docs/research/ib-defaults.md §106). The band ends at 4000, between the two.
    package static func laysOutBetweenBars(toolsVersion: Double?) -> Bool {
        guard let toolsVersion else { return false }
        return toolsVersion < 4000
    }

    /// The iOS whose controls the canvas of the Xcode that writes `toolsVersion` draws where `savedIOS` lays it out with
    /// iOS 13's metrics; nil where the controls are that iOS's. Xcode 12 and 13 (`xcode12To13`) ship the iOS 14 and 15
    /// SDKs (Apple's release notes, e.g. https://developer.apple.com/documentation/xcode-release-notes/xcode-12-release-notes,
    /// "Xcode 12 includes SDKs for iOS 14") and draw their controls: page controls that size themselves are saved at
    /// iOS 14's size on `retina6_1` by two apps' Xcode 13 documents, 115.5 pt for 3 pages and 190.5 for 5, where iOS 13's
    /// are 39 and 71 (docs/research/ib-defaults.md §119). Xcode 11 (below 17000) shipped iOS 13 and draws its controls.
    package static func canvasControlsIOS(id: String, device: String, toolsVersion: Double?) -> Int? {
        guard savedIOS(id: id, device: device) != nil, let toolsVersion, xcode12To13.contains(toolsVersion) else { return nil }
        return 14
    }

    /// The id of the class whose device the canvas of the Xcode that writes `toolsVersion` draws for `id`. Xcode 14
    /// and later draw the 5.8″ class (`retina5_9`, the iPhone X, XS and 11 Pro, which their device lists no longer
    /// hold) with the 5.4″ phone's 50 pt safe-area top: two apps' Xcode 15 documents (22505) place views pinned to
    /// the safe area 50 pt down on it, where Xcode 10 (14113) put them 44 down (docs/research/ib-defaults.md §53).
    /// The band starts at 21000, Xcode 14, as `SavedProfile`'s other Xcode 14 rules (assumed: no Xcode 14 document
    /// on that class was seen).
    package static func drawnID(id: String, toolsVersion: Double?) -> String {
        id == "retina5_9" && (toolsVersion ?? 0) >= 21000 ? "retina5_4" : id
    }

    /// The safe area's top inset, in portrait, that the canvas of the Xcode that writes `toolsVersion` gives the device
    /// of `id` when it is not the device's own; nil when it is. Xcode 12 and 13 (toolsVersion 17000 to 20999) draw the
    /// iPhone 12 classes, `retina6_0` (390 × 844) and `retina6_7` (428 × 926), with a 44 pt top, the 5.8″ and 6.5″
    /// classes' status bar, where the phones have 47 pt: nine apps' documents save navigation bars at y 44 and views
    /// pinned to the safe area's top 44 pt down, and an Xcode 14 document (21225) saves its bar at 47
    /// (docs/research/ib-defaults.md §87).
    package static func canvasSafeAreaTop(id: String, toolsVersion: Double?) -> Double? {
        guard let toolsVersion, xcode12To13.contains(toolsVersion), ["retina6_0", "retina6_7"].contains(id) else { return nil }
        return 44
    }

    /// The iOS an Xcode 8-10 canvas showed, by the document's `toolsVersion`: each Xcode draws with the iOS
    /// SDK it ships, iOS 10 in Xcode 8, 11 in Xcode 9, 12 in Xcode 10 (Apple's release notes, e.g.
    /// https://developer.apple.com/documentation/xcode-release-notes/xcode-10-release-notes, "Xcode 10 includes
    /// SDKs for iOS 12"); nil outside those Xcodes. The bands: 11000 as the sampled corpus's era B
    /// (Benchmarks/agreement.md), 13000 and 14300 assumed from the versions Xcode 9.0 and 10.0 write (13122,
    /// 14313). Saved frames of Xcode 10 documents show that iOS (docs/research/ib-defaults.md §14). The band
    /// ends at 14800, below the 14868 of an Xcode 11 beta, whose canvas showed iOS 13 (§24; assumed between
    /// the last Xcode 10's 14490 and that beta's number).
    package static func canvasIOS(toolsVersion: Double) -> Int? {
        switch toolsVersion {
        case 11000..<13000: 10
        case 13000..<14300: 11
        case 14300..<14800: 12
        default: nil
        }
    }

    /// Whether the Xcode that writes `toolsVersion` is Xcode 26 (toolsVersion 24000 to 31999), whose canvas draws
    /// iOS 26's controls and bars: a phone's standard navigation bar 54 pt tall (`NavigationBarMetrics`,
    /// docs/research/ib-defaults.md §83) and a 63 × 28 switch (§107). Xcode 16 saves up to 23727 and names its
    /// iPhone 16 Pro `retina6_3`; documents marked 32700.99.1234 draw neither.
    package static func drawsIOS26Canvas(toolsVersion: Double) -> Bool {
        (24000..<32000).contains(toolsVersion)
    }

    /// Whether the canvas of the Xcode that writes `toolsVersion` gives a full-screen scene of a controller with
    /// no bars, or with a navigation bar only, twice the device's top and bottom safe-area insets, as its saved
    /// frames show (96 and 68 pt on `retina6_1`, 118 pt on `retina6_12`, a navigation bar at 94 on `retina6_0`;
    /// docs/research/ib-defaults.md §28, §43). Seen at 23727 and at 24506 (Xcode 26,
    /// 68 pt at the bottom of `retina6_3`): the 23504 documents measured show the device's own insets, and so do
    /// those marked 32700.99.1234; where the band ends is not known, and it is taken to end below 25000.
    package static func doublesSafeArea(toolsVersion: Double) -> Bool {
        (23727..<25000).contains(toolsVersion)
    }

    /// Whether the canvas of the Xcode that writes `toolsVersion` draws a home-button iPhone with no status bar:
    /// Xcode 11 to 13 (toolsVersion 15000 to 20999) save a navigation controller's bar at y 0 and a barless
    /// full-screen root view's safe area with no top inset on `retina4_0`, `retina4_7` and `retina5_5`, where the
    /// Xcode 8-10 documents put both 20 pt down (docs/research/ib-defaults.md §33). So does the Xcode 11 beta that
    /// writes 14868, whose canvas already showed iOS 13 (§85); the band starts at 14800, where `canvasIOS`'s iOS 12
    /// band ends. Xcode 14 and later (21000 on) are not included: their documents disagree. The same canvases draw a
    /// home-button iPad (`ipad9_7`, `ipad10_5`, ...) with no status bar in either orientation, where Xcode 8-10 put
    /// the bars and safe areas 20 pt down (§120).
    package static func hidesHomeButtonStatusBar(toolsVersion: Double) -> Bool {
        (14800..<21000).contains(toolsVersion)
    }

    /// Whether the canvas of Xcode 14.0 to 14.2 (toolsVersion 21000 to 21699) still draws a home-button iPhone in
    /// portrait with no status bar, as Xcode 11 to 13 do (`hidesHomeButtonStatusBar`): mbrockmandev/iOS-Tutorials-2022
    /// (21225 and 21507, `retina4_7`: six navigation controllers' bars at y 0, their roots' safe areas from 44),
    /// ioskinjal/ios-app-portfolio (21225: barless roots' safe areas from 0) and AgoraIO-Community/ag-iot-ios-app
    /// (21507, `retina5_5`: likewise); Xcode 14.3 (21701) documents are split and later ones put both 20 pt down
    /// (docs/research/ib-defaults.md §122). Only a full-screen phone scene's status bar is taken from this; freeform
    /// scenes, sheets and iPads keep Xcode 14's.
    package static func hidesHomeButtonStatusBarOnFullScreenPhones(toolsVersion: Double) -> Bool {
        hidesHomeButtonStatusBar(toolsVersion: toolsVersion) || (21000..<21700).contains(toolsVersion)
    }

    /// The screen size Interface Builder simulates for `id` when it is not the mapped device's own.
    package static func screenSize(id: String) -> Size? {
        id == "retina3_5" ? Size(width: 320, height: 480) : nil
    }

    /// Every id Bezel maps, for messages.
    package static var knownIDs: [String] { candidates.map(\.id) }

    /// Whether Bezel maps `id` (`candidates`; Xcode's ids compared without regard to case).
    package static func isKnown(_ id: String) -> Bool { slugs(of: id) != nil }

    /// The catalogue slugs `id` has meant, or nil for an id Bezel does not map.
    private static func slugs(of id: String) -> [String]? {
        candidates.first { $0.id.lowercased() == id.lowercased() }?.devices
    }

    /// The ids that stand for an id Bezel does not map, by the family its prefix names (a newer Xcode's device):
    /// the iPhone and iPad classes the current Xcode shows by default, and the TV.
    private static func familyIDs(of id: String) -> [String] {
        let lowered = id.lowercased()
        if lowered.hasPrefix("ipad") { return ["ipad12_9rounded"] + candidates.map(\.id).filter { $0.lowercased().hasPrefix("ipad") } }
        if lowered.hasPrefix("retina") || lowered.hasPrefix("iphone") {
            return ["retina6_12"] + candidates.map(\.id).filter { $0.hasPrefix("retina") }
        }
        if lowered.hasPrefix("appletv") { return ["appleTV"] }
        return []
    }

    /// The device for `id` whose portrait size is `savedSize` (either orientation), else the id's first
    /// device. Of the devices of that size, the first that runs `canvasIOS`, the iOS the saving Xcode's canvas
    /// showed (`canvasIOS(toolsVersion:)`), when one does: an Xcode 10 document on `retina6_1` was saved on the
    /// iPhone XR with iOS 12, not on the iPhone 11 of the same size, which runs iOS 13 on
    /// (docs/research/ib-defaults.md §23).
    ///
    /// An id Bezel does not map, as a newer Xcode writes, stands for the devices of its family (`familyIDs`: an
    /// `ipad…` id for the iPads, a `retina…` id for the iPhones): the one whose screen is the saved size, else the
    /// family's default, so that the scene is laid out rather than refused; `isKnown` tells the caller to say so.
    /// Nil for an id of no family Bezel knows (a watch's).
    package static func device(id: String, savedSize: Size?, canvasIOS: Int? = nil, in catalogue: [Device] = Catalogue.all) -> Device? {
        func portrait(_ size: Size) -> Size { size.width <= size.height ? size : Size(width: size.height, height: size.width) }
        let listed: [String] = Self.slugs(of: id) ?? familyIDs(of: id).flatMap { Self.slugs(of: $0) ?? [] }
        var devices: [Device] = []
        for slug in listed where !devices.contains(where: { $0.id == slug }) {
            if let device = catalogue.first(where: { $0.id == slug }) { devices.append(device) }
        }
        if let savedSize {
            let wanted = portrait(savedSize)
            let sized = devices.filter { portrait(screenSize(id: id) ?? $0.points.value) == wanted }
            if let canvasIOS, let match = sized.first(where: { $0.evaluableIOS?.contains(canvasIOS) == true }) { return match }
            if let match = sized.first { return match }
        }
        // A XIB view or freeform scene of its own size: the class's device that ran the canvas's iOS.
        if let canvasIOS, let match = devices.first(where: { $0.evaluableIOS?.contains(canvasIOS) == true }) { return match }
        return devices.first
    }
}
