import Devices
import Diagnostics
import Screens

extension SheetComposer {
    /// The four devices a design-documentation sheet shows when nobody chooses: one of each screen
    /// shape an iOS layout must survive.
    ///
    /// - `iphone-se` (3rd generation): a home button, a square display, a 20 pt status bar, no home indicator.
    /// - `iphone-14`: a notch and rounded corners.
    /// - `iphone-15-pro`: the Dynamic Island.
    /// - `ipad-pro-11` (M5) in landscape-left Split View ½: a compact-width window on a large screen.
    ///
    /// Phones are in portrait, the orientation most screens are designed for first; the iPad is turned
    /// because Split View ½ exists only in landscape (docs/research/devices.md §3).
    package static let defaultSelection: [SheetEntry] = defaultCandidates.compactMap(\.first)

    /// Each default slot with stand-ins for screens on older iOS versions, where the first choice came
    /// out later (`Device.supportedIOS`): the iPhone 8 (iOS 11-16) and 7 (10-15) for the home button,
    /// the iPhone X (11-16) for the notch, the iPhone 14 Pro (16+) for the Dynamic Island, the iPad Pro
    /// 11-inch (M4) (17+) and 10.5-inch (10-17) for Split View. Before iOS 11 no phone had a notch and
    /// before iOS 16 none had the Island, so such sheets show fewer devices.
    static let defaultCandidates: [[SheetEntry]] = [
        [SheetEntry("iphone-se", .portrait), SheetEntry("iphone-8", .portrait), SheetEntry("iphone-7", .portrait)],
        [SheetEntry("iphone-14", .portrait), SheetEntry("iphone-x", .portrait)],
        [SheetEntry("iphone-15-pro", .portrait), SheetEntry("iphone-14-pro", .portrait)],
        [SheetEntry("ipad-pro-11", .landscapeLeft, .splitHalf), SheetEntry("ipad-pro-11-m4", .landscapeLeft, .splitHalf),
         SheetEntry("ipad-pro-10-5", .landscapeLeft, .splitHalf)],
    ]

    /// `defaultSelection` fitted to what `screen` allows on iOS `ios` (the screen's `ios:`, else the
    /// newest), so every screen gets a sheet:
    /// - a slot whose first choice the catalogue cannot evaluate for that iOS takes its stand-in;
    /// - an entry whose orientation the screen's `orientations:` excludes is turned to one it allows
    ///   (portrait → landscape-left → landscape-right; landscape → the other landscape → portrait);
    /// - an iPad window that does not exist in that orientation becomes the nearest that does
    ///   (½ → ⅔ → ⅓ → full screen);
    /// - entries for idioms the screen does not target, or devices its `devices:` excludes, are dropped;
    ///   a screen for tvOS gets the Apple TV 4K, and a screen whose `devices:` excludes every default
    ///   gets the first devices it names (at most four).
    package static func defaultEntries(for screen: Screen, ios: Int? = nil, catalogue: [Device] = Catalogue.all) -> [SheetEntry] {
        let ios = ios ?? screen.ios
        let idioms = screen.idioms ?? [.phone, .pad]
        let allowed = SheetPlan.screenDevices(screen, catalogue: catalogue)
        func usable(_ entry: SheetEntry) -> SheetEntry? {
            guard let device = catalogue.first(where: { $0.id == entry.deviceID }), idioms.contains(device.idiom),
                  allowed?.contains(device.id) ?? true, ProfilePlan.iosVersion(of: device, for: ios) != nil
            else { return nil }
            return fit(entry, device: device, orientations: screen.orientations)
        }
        let slots = defaultCandidates + [[SheetEntry("apple-tv-4k")]]
        var entries = slots.compactMap { $0.lazy.compactMap(usable).first }
        if entries.isEmpty, let allowed {
            for device in catalogue where allowed.contains(device.id) && entries.count < 4 {
                if let entry = usable(SheetEntry(device.id)) { entries.append(entry) }
            }
        }
        return entries
    }

    /// The entry turned into an allowed orientation and given a window the device has there.
    private static func fit(_ entry: SheetEntry, device: Device, orientations: [Orientation]?) -> SheetEntry? {
        var fitted = entry
        if device.idiom != .tv, let orientations, !orientations.contains(entry.orientation) {
            let preference: [Orientation] = entry.orientation == .portrait
                ? [.landscapeLeft, .landscapeRight]
                : [entry.orientation == .landscapeLeft ? .landscapeRight : .landscapeLeft, .portrait]
            guard let turned = preference.first(where: orientations.contains) else { return nil }
            fitted.orientation = turned
        }
        let windows = device.windowModes(for: fitted.orientation)
        let nearest: [WindowMode] = [fitted.window, .splitHalf, .splitTwoThirds, .splitOneThird, .full]
        guard let window = nearest.first(where: windows.contains) else { return nil }
        fitted.window = window
        return fitted
    }
}

extension SheetComposer {
    /// The batch's sheet for `screen`: the default selection fitted to the screen (`defaultEntries`),
    /// on the screen's iOS version (or `ios`). An `InputError` when no device is left or the layout
    /// fails; entries the plan leaves out cannot occur here, as `defaultEntries` only keeps usable ones.
    /// `appearances`: each device in each, light beside dark; light alone by default.
    package func composeDefault(
        screen: Screen, ios: Int? = nil, appearances: [Appearance] = [.light], catalogue: [Device] = Catalogue.all
    ) throws(InputError) -> Sheet {
        let version = ios ?? screen.ios
        let plan = SheetPlan.resolve(Self.defaultEntries(for: screen, ios: version, catalogue: catalogue), screen: screen, ios: version, catalogue: catalogue)
        guard !plan.profiles.isEmpty else {
            throw InputError(at: screen.location, "no default sheet device fits \(screen.name): " + (plan.notes.isEmpty ? "its idioms:/devices: exclude them all" : plan.notes.joined(separator: "; ")))
        }
        return try compose(screen: screen, profiles: plan.profiles.flatMap { profile in appearances.map { profile.with(appearance: $0) } })
    }
}
