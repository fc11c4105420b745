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
        // never ran (`InterfaceBuilderCanvas.deviceCanvasIOS`; docs/research/ib-defaults.md §37).
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
    /// showed (`InterfaceBuilderCanvas.deviceCanvasIOS`), when one does: an Xcode 10 document on `retina6_1` was saved on the
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
