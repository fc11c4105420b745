import Devices
import Diagnostics
import Geometry
import Screens

/// The canvas a document with no `<device>` element was saved on (Xcode 5 to 7; Xcode 8 added the
/// element), read from what the document does record: the root view's saved frame. Interface Builder
/// lays a scene out at its canvas size and saves the result, so that size is the canvas:
/// - a device's screen (either orientation; Xcode 6-7's "simulated size" of iPhone 3.5″, 4″, 4.7″,
///   5.5″ or iPad): that device, as `<device id=…>` would have named it;
/// - any other size: a canvas of exactly that size, such as Xcode 6's 600 × 600 "any width, any height"
///   size-class canvas, or a freeform or XIB view size.
/// A tvOS document (Xcode 7's first tvOS storyboards record no device either) has one screen, the TV's.
/// The evidence and the rule are in docs/research/saved-canvas.md.
struct SavedCanvas {
    enum Kind: Equatable {
        /// The `<device id=…>` a later Xcode would have written, and whether the screen was landscape.
        case device(String, landscape: Bool)
        /// A canvas of the root view's size, with no device's screen around it.
        case size(Size)
    }

    var kind: Kind
    /// What `bezel layout` says the scene was laid out on, and why.
    var description: String
    /// Whether the scene is a view controller's (a storyboard scene), which the canvas draws under a
    /// 20 pt status bar, rather than a XIB's top-level view, a cell or a child controller's view that fills
    /// a container view (docs/research/ib-defaults.md §27), which it draws alone.
    var isUnderStatusBar: Bool
    /// The iOS whose rules the canvas is laid out with when none is asked for: Xcode 5-7 showed iOS 7 to
    /// 9; the oldest Bezel evaluates, 10, shares their layout rules (status bar 20 pt, top and bottom
    /// layout guides, no safe area).
    static let ios = 10
    /// How the profile of a `.size` canvas names its device (`canvas-600x600`).
    static let deviceIDPrefix = "canvas-"

    /// Whether `profile` is a `.size` canvas's: an Xcode 5-7 canvas of a size no device has.
    static func isCanvas(_ profile: Profile) -> Bool { profile.deviceID.hasPrefix(deviceIDPrefix) }

    /// Screen sizes (portrait points) of the devices Xcode 5-7 could simulate, with the device id later
    /// Xcodes write for them (docs/research/saved-canvas.md; sizes as in `InterfaceBuilderDevice`).
    static let screens: [(id: String, size: Size)] = [
        ("retina3_5", Size(width: 320, height: 480)),
        ("retina4_0", Size(width: 320, height: 568)),
        ("retina4_7", Size(width: 375, height: 667)),
        ("retina5_5", Size(width: 414, height: 736)),
        ("ipad9_7", Size(width: 768, height: 1024)),
        ("ipad12_9", Size(width: 1024, height: 1366)),
    ]

    /// Interface Builder's any-width any-height size-class canvas, 600 × 600 pt (docs/research/saved-canvas.md).
    static let sizeClassCanvas = Size(width: 600, height: 600)

    /// The Apple TV's screen in points, as the catalogue has it (Sources/Devices/CatalogueTV.swift), which later
    /// Xcodes record as `<device id="appleTV" orientation="landscape">`.
    static let tvScreen: (id: String, size: Size) = ("appleTV", Size(width: 1920, height: 1080))

    /// The canvas of a document scene with no `<device>`; `isTV` for a tvOS document (`targetRuntime="AppleTV"`),
    /// whose canvas is the TV's screen when the root was saved at its size.
    /// `controller`: the scene's controller, whose bottom bars the root view may stop above; nil for a view alone.
    init?(origin: DocumentOrigin, isTV: Bool, controller: ControllerSpec? = nil) {
        guard let frame = origin.savedRootFrame, frame.width > 0, frame.height > 0 else { return nil }
        isUnderStatusBar = origin.sceneID != origin.rootID && !origin.isEmbedded
        // A root view saved below a bar it does not extend under (at y = 64 under an opaque navigation bar,
        // `RootViewPlacement`) fills the canvas from there down: the canvas reaches to its far edges. One saved
        // above bottom bars it does not extend under (an opaque tab bar or toolbar) stops at their top: the
        // canvas reaches on below them, by their height. A root whose own size is a device's screen and whose
        // far edges are not keeps its size (a frame Interface Builder left at an offset, which UIKit replaces
        // with the window's).
        // tvOS shows its tab bar at the top (`TabBarMetrics`): a TV root stops above no bottom bar.
        // Xcode 4's canvas puts the root above every bottom bar, translucent or not (`InterfaceBuilderCanvas.laysOutBetweenBars`).
        let betweenBars = InterfaceBuilderCanvas.laysOutBetweenBars(toolsVersion: origin.toolsBuild)
        let below = isUnderStatusBar && !isTV
            ? controller.map { Self.bottomBarsHeight(controller: $0, width: frame.maxX, betweenBars: betweenBars) } ?? 0 : 0
        let extent = Size(width: frame.maxX, height: frame.maxY + below)
        let screens = isTV ? [Self.tvScreen] : Self.screens
        // Interface Builder's any-width any-height canvas of Xcode 6 and 7 (600 × 600) is a screen too: a root saved
        // that size at an offset (at y = 94 under a simulated navigation bar in TinderTeam/Laundry's toolsVersion 6254
        // storyboard, its subviews pinned to the bottom guide saved against 600 pt) keeps it (docs/research/ib-defaults.md §159).
        let isScreen = { (size: Size) in
            size == Self.sizeClassCanvas || screens.contains { $0.size == size || $0.size.transposed == size }
        }
        // A view drawn alone (a XIB's top-level view or cell) is its own size wherever it was saved: Interface
        // Builder draws a XIB view under the bars it simulates (an opaque navigation bar: saved at y = 64, 536 pt
        // tall on the 600 pt canvas) and the bars are not part of it (docs/research/ib-defaults.md §51).
        let drawnAlone = origin.sceneID == origin.rootID
        let size = !drawnAlone && frame.minX >= 0 && frame.minY >= 0 && !(isScreen(frame.size) && !isScreen(extent))
            ? extent : frame.size
        let tools = origin.toolsVersion.map { " (toolsVersion \($0))" } ?? ""
        let saved = "\(Self.text(size.width)) × \(Self.text(size.height))"
        // The bars' height, when the canvas reaches below the root view by it.
        let barred = size == extent && below > 0
            ? " above \(Self.text(below)) pt of opaque bottom bars (\(Self.text(frame.maxX)) × \(Self.text(frame.maxY)))" : nil
        if let match = screens.first(where: { $0.size == size || $0.size.transposed == size }) {
            let landscape = size.width > size.height
            kind = .device(match.id, landscape: landscape)
            description = "Interface Builder's \(match.id)\(landscape ? " landscape" : "") canvas: the document\(tools) records"
                + " no device, and the root view was saved " + (barred.map { "on that device's screen" + $0 } ?? "at \(saved), that device's screen")
        } else {
            kind = .size(size)
            let square = size == Self.sizeClassCanvas ? ", Interface Builder's any-width any-height size-class canvas" : ""
            // A cell drawn alone is its row's or item's size, which its own saved frame need not be
            // (`IBView.boundsSize(tableWidth:)`, docs/research/ib-defaults.md §136, §156).
            let why = switch origin.cellRoot {
            case .tableCell?: "a table cell is laid out at its table's width and its row's height"
            case .collectionCell?: "a collection cell is laid out at its content view's size (a header or footer view at its own)"
            case nil: "the root view was saved " + (barred.map { "on it" + $0 } ?? "at that size")
            }
            description = "a \(saved) canvas\(square): the document\(tools) records no device, and " + why
        }
    }

    /// The height of the bottom bars `controller`'s root view stops above on a canvas of the era (`ios`) as wide as
    /// `width` (an iPad's from 768 pt, as `profile(for:ios:)` chooses); `betweenBars` on Xcode 4's canvas.
    private static func bottomBarsHeight(controller: ControllerSpec, width: Double, betweenBars: Bool) -> Double {
        guard controller.tabBar != nil || controller.toolbar != nil,
              let device = Catalogue.device(id: width >= 768 ? "ipad-gen6" : "iphone-se-gen1"),
              var profile = try? device.profile(ios: device.closestIOS(to: ios)) else { return 0 }
        if betweenBars { profile.canvasLaysOutBetweenBars = true }
        return RootViewPlacement.bottomBarsHeight(controller: controller, profile: profile)
    }

    /// The profile of a `.size` canvas: an iPhone of the era (an iPad when the canvas is at least an
    /// iPad's width, the Apple TV in a tvOS document) with its screen replaced by the canvas; a controller's scene keeps the 20 pt status
    /// bar and its top layout guide, a XIB view, a cell or an embedded child has no bars and no insets.
    func profile(for screen: Screen, ios: Int?) throws(InputError) -> Profile {
        guard case let .size(size) = kind else { preconditionFailure("profile(for:) is for a canvas of a size") }
        let base = screen.idioms == [.tv] ? "apple-tv-4k" : size.width >= 768 ? "ipad-gen6" : "iphone-se-gen1"
        guard let device = Catalogue.device(id: base) else {
            throw InputError(at: screen.location, "the catalogue has no device for the canvas")
        }
        var profile: Profile
        do {
            profile = try device.profile(ios: ios.map(device.closestIOS) ?? device.closestIOS(to: Self.ios))
        } catch {
            throw InputError(at: screen.location, "\(error)")
        }
        // Not a device: the canvas is named by its size wherever the profile's device id is printed.
        profile.deviceID = Self.deviceIDPrefix + "\(Self.text(size.width))x\(Self.text(size.height))"
        profile.deviceName = description
        profile.screenSize = size
        profile.windowFrame = Rect(origin: .zero, size: size)
        if !isUnderStatusBar {
            profile.safeAreaInsets = .zero
            profile.statusBarHeight = 0
        }
        profile.sensorHousing = .none
        profile.hasHomeIndicator = false
        profile.homeIndicatorSize = nil
        profile.canvasShownIOS = InterfaceBuilderCanvas.sizeCanvasIOS(toolsVersion: screen.document?.toolsBuild)
        return profile
    }

    private static func text(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(value)
    }
}
