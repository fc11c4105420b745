import Devices
import Diagnostics
import Geometry
import Screens

/// The profile Interface Builder showed a document scene on when it saved it (`--device saved`): the
/// `<device>` element's device and orientation, and for a freeform scene or a XIB view the saved size
/// in place of the device's screen. A document saved before Xcode 8 records no device: its scenes are
/// laid out on the canvas their frames were saved for (`SavedCanvas`). A document that records neither a device
/// nor a saved frame (a launch screen trimmed by hand, as Flutter's template is) is laid out on the device its
/// Xcode showed by default (`InterfaceBuilderCanvas.defaultDeviceID`), and says so.
package enum SavedProfile {
    /// Whether a folder run with `--device saved` leaves `screen` out: a template, which was saved on no canvas, found
    /// in a folder rather than among the files `named` directly (a template named directly is refused instead).
    package static func leavesOut(_ screen: Screen, path: String, named: Set<String>) -> Bool {
        screen.document == nil && !named.contains(path)
    }

    /// The warning of a folder run with `--device saved` that left out the templates at `paths` (`leavesOut`), each
    /// named once in the order first given; nil when there are none.
    package static func leftOutWarning(_ leftOut: [String]) -> Diagnostic? {
        var seen: Set<String> = []
        let paths = leftOut.filter { seen.insert($0).inserted }
        guard !paths.isEmpty else { return nil }
        let one = paths.count == 1
        return Diagnostic(.warning, at: nil, "left out \(paths.count) \(one ? "template" : "templates"), which --device saved has no canvas "
            + "for (it draws storyboards and XIBs as they were saved; name a device with --device ID): "
            + paths.prefix(3).joined(separator: ", ") + (paths.count > 3 ? ", …" : ""))
    }

    package static func profile(for screen: Screen, ios: Int? = nil) throws(InputError) -> Profile {
        var profile = try resolved(for: screen, ios: ios)
        profile.isSavedCanvas = true
        if InterfaceBuilderCanvas.laysOutBetweenBars(toolsVersion: screen.document?.toolsBuild) {
            profile.canvasLaysOutBetweenBars = true
        }
        if InterfaceBuilderCanvas.drawsIOS26(toolsVersion: screen.document?.toolsBuild) {
            profile.canvasDrawsIOS26 = true
        }
        return profile
    }

    private static func resolved(for screen: Screen, ios: Int?) throws(InputError) -> Profile {
        guard let origin = screen.document else {
            throw InputError(at: screen.location, "--device saved needs a storyboard or XIB; '\(screen.file)' is a template")
        }
        let saved = origin.savedRootFrame?.size
        guard let id = origin.savedDeviceID else {
            guard let canvas = SavedCanvas(origin: origin, isTV: screen.idioms == [.tv], controller: screen.controller) else {
                // Neither a device nor a frame: the device the document's Xcode shows by default, as if it named it.
                let id = InterfaceBuilderCanvas.defaultDeviceID(toolsVersion: origin.toolsBuild, isTV: screen.idioms == [.tv])
                var profile = try profile(screen: screen, id: id, landscape: false, saved: nil, ios: ios, canvas: nil)
                let release = origin.toolsBuild.map { " in \(XcodeRelease(toolsVersion: $0).name)" } ?? ""
                profile.deviceName = "\(profile.deviceName), Interface Builder's default \(id) canvas\(release): the document"
                    + (origin.toolsVersion.map { " (toolsVersion \($0))" } ?? "") + " records neither a device nor a saved frame"
                return profile
            }
            switch canvas.kind {
            case let .device(id, landscape):
                return try profile(screen: screen, id: id, landscape: landscape, saved: saved, ios: ios, canvas: canvas)
            case .size:
                return try canvas.profile(for: screen, ios: ios)
            }
        }
        return try profile(screen: screen, id: id, landscape: origin.savedOrientation == "landscape", saved: saved, ios: ios, canvas: nil)
    }

    private static func profile(
        screen: Screen, id: String, landscape: Bool, saved: Size?, ios: Int?, canvas: SavedCanvas?
    ) throws(InputError) -> Profile {
        let origin = screen.document
        let tools = origin?.toolsBuild
        let toolsIOS = canvas != nil ? nil : InterfaceBuilderCanvas.deviceCanvasIOS(toolsVersion: tools)
        let drawnID = InterfaceBuilderCanvas.drawnDeviceID(id: id, toolsVersion: tools)
        // A canvas of Xcode 5-7 (`canvas`) showed its era's iOS: the device of the saved size that runs the nearest iOS
        // Bezel evaluates, the iPhone 7 Plus rather than the 8 Plus for a 5.5″ scene (`SavedCanvas.ios`;
        // docs/research/ib-defaults.md §187).
        let deviceIOS = ios ?? toolsIOS ?? (canvas != nil ? SavedCanvas.ios : nil)
        guard let device = InterfaceBuilderDevice.device(id: drawnID, savedSize: saved, canvasIOS: deviceIOS) else {
            throw InputError(at: origin?.savedDeviceLocation ?? screen.location, "unknown Interface Builder device '\(id)'"
                + Suggestions.didYouMean(id, in: InterfaceBuilderDevice.knownIDs))
        }
        // Xcode writes `orientation="landscape"` on every tvOS document's `appleTV` device: the TV screen is
        // 1920 × 1080 and does not rotate, which Bezel's catalogue models as a TV's one orientation, portrait
        // (`Device.orientations`).
        let orientation: Orientation = landscape && device.orientations.contains(.landscapeLeft) ? .landscapeLeft : .portrait
        var profile: Profile
        do {
            // A canvas of Xcode 5-7 shows the iOS of its era: the nearest Bezel evaluates (`SavedCanvas.ios`);
            // one of Xcode 8-10 the iOS its Xcode shipped (`canvasIOS`), the nearest the device runs.
            // `savedIOS` rests on documents of toolsVersion 15505 to 20037; later canvases show the device's newest
            // metrics (`InterfaceBuilderCanvas.showsDevicesNewestIOS`).
            let newestIOS = InterfaceBuilderCanvas.showsDevicesNewestIOS(toolsVersion: tools)
            let canvasIOS = canvas != nil ? device.closestIOS(to: SavedCanvas.ios)
                : toolsIOS.map(device.closestIOS(to:))
                ?? (newestIOS ? nil : InterfaceBuilderDevice.savedIOS(id: id, device: device.id))
            guard let version = ios == nil ? ProfilePlan.iosVersion(of: device, for: canvasIOS) ?? ProfilePlan.iosVersion(of: device, for: nil)
                : ProfilePlan.iosVersion(of: device, for: ios) else {
                throw InputError(at: screen.location, "\(device.id) cannot run iOS \(ios ?? 0): \(device.supportedIOSText)")
            }
            profile = try device.profile(ios: version, orientation: orientation)
            if ios == nil, canvas == nil, toolsIOS == nil, !newestIOS,
               let controls = InterfaceBuilderCanvas.controlsIOS(id: id, device: device.id, toolsVersion: tools), controls > version {
                profile.canvasControlsIOS = controls
            }
        } catch let error as InputError {
            throw error
        } catch {
            throw InputError(at: screen.location, "\(error)")
        }
        if let canvas { profile.deviceName = canvas.description }
        if let top = InterfaceBuilderCanvas.safeAreaTop(id: id, toolsVersion: tools), !orientation.isLandscape,
           let insets = profile.safeAreaInsets {
            // The canvas's own status bar, above the bars and the safe area (docs/research/ib-defaults.md §87).
            profile.safeAreaInsets = EdgeInsets(top: top, left: insets.left, bottom: insets.bottom, right: insets.right)
            profile.statusBarHeight = top
        }
        if let simulated = InterfaceBuilderDevice.screenSize(id: id) {
            let size = orientation.isLandscape ? simulated.transposed : simulated
            profile.screenSize = size
            profile.windowFrame = Rect(origin: .zero, size: size)
        }
        let cell = origin?.cellRoot != nil
        // A freeform controller drawn in a page sheet is laid out at the sheet's size, its root view's own saved size,
        // as the other scenes of the sheet are (docs/research/ib-defaults.md §102).
        let freeformSheet = saved.flatMap { freeformPageSheetSize(screen: screen, freeform: $0, profile: profile, tools: tools) }
        let saved = freeformSheet ?? saved
        // A root view saved at another size under a bar is a device screen minus the bar, not a size of its own;
        // a controller's freeform size is the canvas with its bars in it (docs/research/ib-defaults.md §20).
        // An embedded child's view fills its container, whatever bars its navigation controller hides or shows
        // (docs/research/ib-defaults.md §41).
        let sheetFromScreenTop = saved.map { isPageSheetFromScreenTop(screen: screen, saved: $0, profile: profile) } ?? false
        let sheetBar = saved.flatMap {
            pageSheetNavigationBarHeight(screen: screen, saved: $0, profile: profile, fromScreenTop: sheetFromScreenTop)
        }
        // A barless page sheet of Xcode 11 and 12 has no top inset and keeps the home indicator's
        // (docs/research/ib-defaults.md §68); a tab bar controller's tabs are drawn in the sheet too (§77).
        let barlessSheet = sheetBar == nil && !cell && saved.map { isBarlessPageSheet(screen: screen, saved: $0, profile: profile, tools: tools) } == true
        let ownSize = origin?.savedSizeIsFreeform == true || origin?.isEmbedded == true
            || (screen.controller.navigationBar == nil && screen.controller.tabBar == nil) || sheetBar != nil || barlessSheet
        let keepsOwnSize = saved.map { ($0 != profile.screenSize || cell) && ownSize } ?? false
        if let saved, keepsOwnSize {
            // A freeform scene or a XIB view: Interface Builder lays it out at its own size, with no
            // device around it (no home indicator drawn; a status bar only over a freeform controller or a tall XIB view, below). On a
            // portrait device with a sensor housing it keeps the housing's top safe-area inset, on others it has none
            // (docs/research/ib-defaults.md §6).
            // A cell has none on any device: it is drawn as the row or item it is at run time, which no
            // housing overlaps (docs/research/ib-defaults.md §15).
            // A freeform XIB view with a safe-area guide keeps a portrait device's bottom inset, the home indicator's:
            // from Xcode 14.1 whatever its size, in Xcode 11 to 14.0 when it is wider or taller than the screen
            // (docs/research/ib-defaults.md §96, §97).
            let outgrowsScreen = saved.width > profile.screenSize.width || saved.height > profile.screenSize.height
            let xibBottom = origin?.isFreeformXIBViewWithSafeArea == true && !cell && !profile.orientation.isLandscape
                && InterfaceBuilderCanvas.keepsFreeformXIBBottomInset(toolsVersion: tools, outgrowsScreen: outgrowsScreen)
            let bottomInset = barlessSheet || xibBottom ? profile.safeAreaInsets?.bottom ?? 0 : 0
            // The phone's own width, which the profile gives up for the view's size on the next line.
            let phoneWidth = profile.screenSize.width
            profile.screenSize = saved
            profile.windowFrame = Rect(origin: .zero, size: saved)
            // A page sheet's navigation bar tops the sheet: nothing above it, so no housing inset either
            // (docs/research/ib-defaults.md §61); nor in a sheet drawn from the screen's top (§70).
            let housingTop = cell || sheetBar != nil || barlessSheet || sheetFromScreenTop || profile.sensorHousing.kind == .none || profile.orientation.isLandscape
                ? 0 : profile.safeAreaInsets?.top ?? 0
            // A controller whose Simulated Size is Freeform is still drawn under the canvas's status bar: on a
            // home-button iPhone in portrait its views pinned to the top layout guide or the safe area are saved 20 pt
            // down by Xcode 8-10 and 14 (dokae/FastCampus-iOS-School, Dynamic39/Fastcampus-iOS-School,
            // RowanHisham/iMessenger-IOS-nanodegree-CapstoneProject, ellomessenger/ellomessenger-ios), at 0 by Xcode
            // 11-13, whose canvas draws no status bar there (docs/research/ib-defaults.md §67, §33). So is a XIB's
            // top-level view taller than the phone is wide; a shorter one is drawn with none (§134).
            let statusBarTop = freeformKeepsStatusBar(screen: screen, profile: profile, tools: tools, cell: cell, sheet: sheetBar != nil || freeformSheet != nil)
                    || xibViewKeepsStatusBar(screen: screen, profile: profile, tools: tools, height: saved.height, phoneWidth: phoneWidth)
                ? profile.statusBarHeight : nil
            profile.safeAreaInsets = EdgeInsets(top: statusBarTop ?? housingTop, bottom: bottomInset)
            profile.pageSheetNavigationBarHeight = sheetBar
            profile.statusBarHeight = statusBarTop ?? 0
            profile.sensorHousing = .none
            profile.hasHomeIndicator = false
            profile.homeIndicatorSize = nil
        } else if profile.sensorHousing.kind == .none,
                  (profile.idiom == .phone && !orientation.isLandscape
                      && InterfaceBuilderCanvas.hidesHomeButtonStatusBarOnFullScreenPhones(toolsVersion: tools))
                  || (profile.idiom == .pad && !profile.hasHomeIndicator && InterfaceBuilderCanvas.hidesHomeButtonStatusBar(toolsVersion: tools)) {
            // A home-button phone in portrait on the canvas of Xcode 11 to 14.2, or a home-button iPad in either
            // orientation on Xcode 11 to 13's: no status bar, so no top safe-area inset below it
            // (docs/research/ib-defaults.md §33, §120, §122).
            profile.safeAreaInsets = EdgeInsets(top: 0, left: profile.safeAreaInsets?.left ?? 0,
                                                bottom: profile.safeAreaInsets?.bottom ?? 0, right: profile.safeAreaInsets?.right ?? 0)
            profile.statusBarHeight = 0
        } else if InterfaceBuilderCanvas.doublesSafeArea(toolsVersion: tools), !orientation.isLandscape,
                  !(profile.idiom == .phone && profile.sensorHousing.kind == .none),
                  origin?.isEmbedded != true, screen.controller.tabBar == nil,
                  screen.controller.toolbar == nil, let insets = profile.safeAreaInsets {
            // A full-screen scene of a barless controller on this Xcode's canvas: its saved frames put the safe
            // area's top and bottom at twice the device's insets (docs/research/ib-defaults.md §28). Under a
            // navigation bar too: the bar is saved below the doubled top inset, the content below the bar, and the
            // safe area ends at the doubled bottom inset (§43). Tab bars and toolbars were not seen and are left.
            // A home-button iPhone, whose top inset is the status bar alone, keeps its 20 pt (§135).
            profile.safeAreaInsets = EdgeInsets(top: 2 * insets.top, left: insets.left, bottom: 2 * insets.bottom, right: insets.right)
        }
        if !keepsOwnSize, canvas == nil, profile.idiom == .pad, let column = screen.controller.splitViewColumn {
            // A split view controller's column on an iPad: the canvas lays the scene out at the column's width, the
            // screen's height (docs/research/ib-defaults.md §150). A document of Xcode 4 to 7, which records no device,
            // was saved at the size its canvas gave the column, and `SavedCanvas` reads that size from the frame.
            profile.screenSize.width = column.width(screenWidth: profile.screenSize.width, landscape: orientation.isLandscape)
            profile.windowFrame = Rect(origin: .zero, size: profile.screenSize)
        }
        return profile
    }

    /// Whether a freeform controller scene is drawn under the status bar of the canvas around it: a scene of a portrait
    /// home-button iPhone (whose top inset is the status bar alone) on the canvas of any Xcode but 11 to 13
    /// (`InterfaceBuilderCanvas.hidesHomeButtonStatusBar`). A XIB view, a cell, an embedded child and a page sheet have
    /// no status bar; a phone with a sensor housing keeps its housing's inset (docs/research/ib-defaults.md §6, §67).
    private static func freeformKeepsStatusBar(screen: Screen, profile: Profile, tools: Double?, cell: Bool, sheet: Bool) -> Bool {
        guard let origin = screen.document, origin.savedSizeIsFreeform, !origin.isEmbedded, !cell, !sheet,
              profile.idiom == .phone, profile.sensorHousing.kind == .none, !profile.orientation.isLandscape,
              let statusBar = profile.statusBarHeight, statusBar > 0 else { return false }
        return !InterfaceBuilderCanvas.hidesHomeButtonStatusBar(toolsVersion: tools)
    }

    /// Whether a XIB's top-level view (not a cell) saved at a size of its own is drawn under the status bar of the canvas
    /// around it: on a portrait home-button iPhone, whose top inset is the status bar alone, on the canvas of any Xcode
    /// but 11 to 13 (`InterfaceBuilderCanvas.hidesHomeButtonStatusBar`), when the view is taller than the phone's screen
    /// is wide. A view no taller than that fits the phone turned to landscape, where an iPhone shows no status bar
    /// (https://developer.apple.com/documentation/uikit/uiviewcontroller/prefersstatusbarhidden): Automattic/
    /// pocket-casts-ios (toolsVersion 14460.31, 400 × 600), wavesplatform/WavesWallet-iOS (14460.31, 343 × 545) and
    /// jncorporate1/DunkeyDelivery-iOS (13771, 375 × 673) put the safe area's top at 20, ngageoint/mage-ios (24506, 375 ×
    /// 876) its top margin; views of 30 to 361 pt on `retina4_7` put it at 0 (docs/research/ib-defaults.md §134).
    private static func xibViewKeepsStatusBar(screen: Screen, profile: Profile, tools: Double?, height: Double, phoneWidth: Double) -> Bool {
        guard let origin = screen.document, origin.sceneID == origin.rootID, origin.cellRoot == nil,
              profile.idiom == .phone, profile.sensorHousing.kind == .none, !profile.orientation.isLandscape,
              let statusBar = profile.statusBarHeight, statusBar > 0, height > phoneWidth else { return false }
        return !InterfaceBuilderCanvas.hidesHomeButtonStatusBar(toolsVersion: tools)
    }

    /// How much shorter than the screen Xcode 11 to 13 save the root of a scene they draw as iOS 13's page sheet on a
    /// portrait home-button iPhone, whose canvas has no status bar (§33): the screen less 20 pt. efrwhite/GardenClub-iOS-master
    /// (toolsVersion 15702, `retina4_0`: fifteen scenes 320 × 548), Houssem17/Corental-iOS (15702, `retina4_7`: 375 × 647),
    /// german-creator/Wild-Coffee-iOs (16097, `retina5_5`: 414 × 716), prague15031939/ios-beershelter (17701, `retina4_7`)
    /// and highcat/eeg-meditation-ios (19455, `retina5_5`) (docs/research/ib-defaults.md §102).
    private static let homeButtonPageSheetShortening: Double = 20

    /// The size at which Interface Builder drew a freeform controller's scene in a page sheet, nil for any other scene.
    /// Xcode keeps the freeform size in the document but saves the root view shorter by as much as it shortens any
    /// scene it draws in the sheet, and lays the scene out at that size: efrwhite/GardenClub-iOS-master saves two
    /// barless freeform scenes of 320 × 568 with their roots 320 × 548, like the document's other sheets, and stacks
    /// pinned 8 pt above the safe area's bottom end at 540 (toolsVersion 15702, `retina4_0`); jameschan0315/
    /// iOS-card-game-for-multi-players saves a freeform scene of 320 × 3971 with its root 320 × 3917, 54 pt shorter, a
    /// sensor-housing phone's sheet (14868, `retina5_9`). Taken for barless scenes on portrait home-button phones of
    /// Xcode 11 to 13, whose sheets are seen (docs/research/ib-defaults.md §102).
    private static func freeformPageSheetSize(screen: Screen, freeform: Size, profile: Profile, tools: Double?) -> Size? {
        guard InterfaceBuilderCanvas.hidesHomeButtonStatusBar(toolsVersion: tools),
              let origin = screen.document, origin.savedSizeIsFreeform, !origin.isEmbedded, origin.cellRoot == nil,
              let root = origin.freeformRootViewSize,
              screen.controller.navigationBar == nil, screen.controller.tabBar == nil, screen.controller.toolbar == nil,
              profile.idiom == .phone, !profile.orientation.isLandscape, profile.sensorHousing.kind == .none,
              root.width == freeform.width,
              abs(root.height - (freeform.height - homeButtonPageSheetShortening)) < 0.01 else { return nil }
        return root
    }

    /// Whether Interface Builder drew a barless scene as a page sheet with no top inset: the canvas of Xcode 11 to 13.2
    /// (`InterfaceBuilderCanvas.drawsBarlessPageSheetsBelowFixedInset`) saves the root of a scene presented as iOS 13's
    /// page sheet the screen's width and its height less the 44 pt top inset and 10 pt (or the device's own top inset
    /// and 10), with the safe area's top at the sheet's top and its bottom above the home indicator; later canvases, and
    /// Bezel, keep the device's top inset (docs/research/ib-defaults.md §68). The tab of a tab bar controller
    /// shown modally is drawn in the sheet too, even when the tab bar controller asks for the full screen: korayco/
    /// GGarage-iOS13 (18122, `retina6_0`) saves its two barless tabs 390 × 790, a label pinned 32 pt below the safe
    /// area's top at y 32 and a table 32 pt above its bottom ending at 675 = 790 − 34 − 49 − 32 (the home indicator's
    /// inset and the tab bar), as gonzob7/make-laundry-ios (15505, `retina6_1`) saves its navigation tabs 414 × 842
    /// (docs/research/ib-defaults.md §77).
    private static func isBarlessPageSheet(screen: Screen, saved: Size, profile: Profile, tools: Double?) -> Bool {
        guard InterfaceBuilderCanvas.drawsBarlessPageSheetsBelowFixedInset(toolsVersion: tools), screen.controller.navigationBar == nil,
              let origin = screen.document, !origin.savedSizeIsFreeform, !origin.isEmbedded,
              profile.idiom == .phone, !profile.orientation.isLandscape, profile.sensorHousing.kind != .none,
              let top = profile.safeAreaInsets?.top, saved.width == profile.screenSize.width else { return false }
        return [top, 44].contains { abs(saved.height - (profile.screenSize.height - $0 - 10)) < 0.01 }
    }

    /// The height of the navigation bar of a scene Interface Builder drew in a page sheet, nil for any other scene.
    /// From Xcode 11 a scene presented modally with no full-screen style is drawn as iOS 13's page sheet: on a phone in
    /// portrait the sheet is the screen less the device's top safe-area inset and 10 pt, and the navigation
    /// controller's bar is saved at the sheet's top, 56 pt tall (Casey-jS/ios-workout-app at toolsVersion 21507 and
    /// hankyung-mobile/ios-news at 23727, docs/research/ib-defaults.md §61); or the sheet is drawn from the screen's
    /// top, the screen less 10 pt, its bar again at its top (`isPageSheetFromScreenTop`, §70). The scene is taken for
    /// such a sheet when its root is saved one of those sizes (`fromScreenTop`: the second) and its bar at y 0 and
    /// taller than the device's 44 pt bar.
    private static func pageSheetNavigationBarHeight(screen: Screen, saved: Size, profile: Profile, fromScreenTop: Bool) -> Double? {
        guard let bar = screen.controller.navigationBar, !bar.hidden, let barFrame = bar.savedFrame,
              profile.idiom == .phone, !profile.orientation.isLandscape, let top = profile.safeAreaInsets?.top,
              screen.document?.savedSizeIsFreeform != true, screen.document?.isEmbedded != true else { return nil }
        let sheetHeight = profile.screenSize.height - top - 10
        guard barFrame.minY == 0, barFrame.height > 44,
              abs(saved.height - sheetHeight) < 0.01 || fromScreenTop,
              saved.width == profile.screenSize.width else { return nil }
        return barFrame.height
    }

    /// Whether Interface Builder drew the scene as a page sheet reaching up to the screen's top: on a portrait phone
    /// with a sensor housing, a root saved at the screen's width and the screen's height less 10 pt, with no inset
    /// from the housing at its top (hkam0006/ios-habitat-habit-tracker at toolsVersion 21701, twelve scenes, and
    /// Shaxobiddin1705/Card-Workout-IOS at 22505, both `retina6_12`: views pinned 20 and 80 pt below the safe area's
    /// top saved at y 20 and 80; docs/research/ib-defaults.md §70). Other documents of the same Xcode versions save
    /// their sheets 10 pt and the housing's inset short of the screen (§61); the saved height tells the two apart.
    private static func isPageSheetFromScreenTop(screen: Screen, saved: Size, profile: Profile) -> Bool {
        guard profile.idiom == .phone, !profile.orientation.isLandscape, profile.sensorHousing.kind != .none,
              screen.document?.savedSizeIsFreeform != true, screen.document?.isEmbedded != true,
              screen.document?.cellRoot == nil else { return false }
        return saved.width == profile.screenSize.width && abs(saved.height - (profile.screenSize.height - 10)) < 0.01
    }
}
