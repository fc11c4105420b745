import Devices
import Screens

extension SheetComposer {
    /// The four devices a design-documentation sheet shows when nobody chooses: one of each screen
    /// shape an iOS layout must survive.
    ///
    /// - `iphone-se` (3rd generation): a home button, a square display, a 20 pt status bar, no home indicator.
    /// - `iphone-14`: a notch and rounded corners (the newest notched model of the catalogue's main rows).
    /// - `iphone-15-pro`: the Dynamic Island.
    /// - `ipad-pro-11` (M5) in landscape-left Split View ½: a compact-width window on a large screen.
    ///
    /// Phones are in portrait, the orientation most screens are designed for first; the iPad is turned
    /// because Split View ½ exists only in landscape (devices.md §3).
    public static let defaultSelection: [SheetEntry] = [
        SheetEntry("iphone-se", .portrait),
        SheetEntry("iphone-14", .portrait),
        SheetEntry("iphone-15-pro", .portrait),
        SheetEntry("ipad-pro-11", .landscapeLeft, .splitHalf),
    ]

    /// `defaultSelection` fitted to what `screen` allows, so every screen gets a sheet:
    /// - an entry whose orientation the screen's `orientations:` excludes is turned to one it allows
    ///   (portrait ↔ landscape-left, then landscape-right);
    /// - an iPad window that does not exist in that orientation becomes the nearest that does
    ///   (½ → ⅔ → ⅓ → full screen);
    /// - entries for idioms the screen does not target, or devices its `devices:` excludes, are dropped;
    ///   a screen for tvOS gets the Apple TV 4K, and a screen whose `devices:` excludes all four gets the
    ///   first devices it names (at most four).
    public static func defaultEntries(for screen: Screen, catalogue: [Device] = Catalogue.all) -> [SheetEntry] {
        let idioms = screen.idioms ?? [.phone, .pad]
        let allowed = SheetPlan.screenDevices(screen, catalogue: catalogue)
        let candidates = defaultSelection + [SheetEntry("apple-tv-4k")]
        var entries: [SheetEntry] = []
        for entry in candidates {
            guard let device = catalogue.first(where: { $0.id == entry.deviceID }), idioms.contains(device.idiom) else { continue }
            if let allowed, !allowed.contains(device.id) { continue }
            if let fitted = fit(entry, device: device, orientations: screen.orientations) { entries.append(fitted) }
        }
        if entries.isEmpty, let allowed {
            for device in catalogue where allowed.contains(device.id) && idioms.contains(device.idiom) && entries.count < 4 {
                if let fitted = fit(SheetEntry(device.id), device: device, orientations: screen.orientations) { entries.append(fitted) }
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
