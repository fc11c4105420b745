import Diagnostics
import Testing
@testable import Devices

/// `--device ID`: one device looked up once, its profiles made directly, each asked-for combination checked
/// on the way in. The profiles are held to `Device.profile`, the catalogue's own evaluation of the device.
@Suite struct NamedDeviceTests {
    /// A display name and a model identifier name the same device as its slug.
    @Test func namesResolveToOneDevice() throws {
        for name in ["iphone-15-pro", "iPhone 15 Pro", "iPhone16,1"] {
            #expect(try NamedDevice(named: name).device.id == "iphone-15-pro", "\(name)")
        }
    }

    /// Portrait and full screen by default, at the newest iOS the device runs: the profile `Device.profile` makes.
    @Test func defaultIsPortraitFullScreenAtTheNewestIOS() throws {
        let named = try NamedDevice(named: "iphone-x")
        let device = try #require(Catalogue.device(id: "iphone-x"))
        #expect(named.profiles(forScreenIOS: nil) == [try device.profile()])
        // A screen asking for iOS 12 is drawn at 12; one asking for 26 at the iPhone X's last, 16.
        #expect(named.profiles(forScreenIOS: 12).map(\.ios) == [12])
        #expect(named.profiles(forScreenIOS: 26).map(\.ios) == [16])
        // `--ios` wins over the screen's.
        #expect(try NamedDevice(named: "iphone-x", ios: 13).profiles(forScreenIOS: 12).map(\.ios) == [13])
    }

    /// Several orientations and windows: the device's order (portrait, landscape-left; full, then the
    /// windows in the catalogue's order), whatever order they were asked in, each a profile the device makes.
    @Test func severalOrientationsAndWindowsInTheDevicesOrder() throws {
        let named = try NamedDevice(named: "ipad-pro-11", orientations: [.landscapeLeft, .portrait], windows: [.slideOver, .full])
        let device = try #require(Catalogue.device(id: "ipad-pro-11"))
        let expected = try [Orientation.portrait, .landscapeLeft].flatMap { o in
            try [WindowMode.full, .slideOver].map { try device.profile(orientation: o, window: $0) }
        }
        #expect(named.profiles(forScreenIOS: nil) == expected)
    }

    /// What the device cannot do is an error naming it, not an empty run; a screen's iOS older than the
    /// device is no profile (the caller says why).
    @Test func whatTheDeviceLacksIsAnError() throws {
        #expect(throws: InputError.self) { try NamedDevice(named: "iphone-15-pro", windows: [.splitHalf]) }
        #expect(throws: InputError.self) { try NamedDevice(named: "iphone-15-pro", ios: 12) }
        #expect(throws: InputError.self) { try NamedDevice(named: "apple-tv-4k", orientations: [.landscapeLeft]) }
        #expect(throws: InputError.self) { try NamedDevice(named: "ipad-pro-11", windows: [.splitHalf]) }  // not in portrait
        #expect(throws: InputError.self) { try NamedDevice(named: "iphone-99") }
        #expect(try NamedDevice(named: "iphone-15-pro").profiles(forScreenIOS: 11).isEmpty)
    }

    /// `bezel render --device` plans with the one planner on the named device alone (`ProfilePlan(device:)`):
    /// for a screen that allows everything, exactly the device's own profiles, at the same iOS; a screen's
    /// `orientations:` and `idioms:` narrow them as they narrow the catalogue.
    @Test func thePlannerOnANamedDeviceGivesItsProfiles() throws {
        let named = try NamedDevice(named: "ipad-pro-11-m4", orientations: [.landscapeLeft, .portrait], windows: [.slideOver, .full], ios: 18)
        let open = ProfilePlan.ScreenRequest(ios: 12, idioms: nil, orientations: nil, appearances: nil, deviceIDs: nil)
        let planned = try ProfilePlan(device: named).selection(for: open).planned
        #expect(planned == named.profiles(forScreenIOS: 12))
        #expect(planned.count == 4 && planned.allSatisfy { $0.ios == 18 })
        var portrait = open
        portrait.orientations = [.portrait]
        #expect(try ProfilePlan(device: named).selection(for: portrait).planned.map(\.orientation) == [.portrait, .portrait])
        var phones = open
        phones.idioms = [.phone]
        #expect(try ProfilePlan(device: named).selection(for: phones).planned.isEmpty)
    }
}
