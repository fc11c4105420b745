@testable import Checks
@testable import Devices
@testable import Diagnostics
@testable import Geometry
@testable import Screens
import Testing

/// `ProfilePlan` leaves no profile out silently: every selected profile is either planned or listed as an
/// omission with its reason, and the notes say the ones the user should hear about.
@Suite struct ProfilePlanOmissionTests {
    static let plainScreen = """
        screen: t
        views:
          - { id: list, kind: table, pin: { top: superview, bottom: superview, leading: superview, trailing: superview }, rows: 3, rowHeight: 44 }
        """

    static func screen(_ header: String = "") throws -> Screen {
        try Harness.screen(header + plainScreen)
    }

    /// For every iPhone and iPad profile on the newest iOS: it is planned exactly when its safe-area insets
    /// are known or its hardware has no unsafe region, and otherwise its device × orientation is an
    /// omission for unknown insets. Nothing the catalogue has goes unaccounted for.
    @Test func everyProfileIsPlannedOrOmitted() throws {
        let selection = try ProfilePlan().selection(for: Self.screen())
        let planned = Set(selection.profiles.map(\.slug))
        for device in Catalogue.all where device.idiom != .tv {
            for profile in try device.profiles() {
                let hasUnsafeHardware = profile.sensorHousing.kind != .none || profile.hasHomeIndicator || profile.cornerRadius != 0
                let unknown = profile.safeAreaInsets == nil && hasUnsafeHardware
                #expect(planned.contains(profile.slug) == !unknown, "\(profile.slug)")
                let omitted = selection.omissions.contains {
                    $0.deviceID == device.id && $0.reason == .unknownSafeArea
                        && ($0.orientations == nil || $0.orientations?.contains(profile.orientation) == true)
                }
                #expect(omitted == unknown, "\(profile.slug)")
            }
        }
        #expect(selection.omissions.allSatisfy { $0.deservesNote })
    }

    /// The 17e's insets are sourced now (APP17E, the 16e's SSTFORK row; docs/sources.md): it is checked, and
    /// no device of the catalogue is left out for unknown insets.
    @Test func iPhone17eIsChecked() throws {
        let selection = try ProfilePlan().selection(for: Self.screen())
        #expect(selection.omissions.isEmpty)
        #expect(selection.profiles.contains { $0.deviceID == "iphone-17e" && $0.safeAreaInsets == EdgeInsets(top: 47, bottom: 34) })
    }

    /// A device newer than the screen's iOS is an expected omission: noted only when named one by one, in
    /// `--devices` or in the template's `devices:`. The iPhone 15 came out with iOS 17.
    @Test func newerDeviceIsNotedOnlyWhenNamed() throws {
        let old = try Self.screen("ios: 11\n")
        let iPhone15 = try #require(Catalogue.device(id: "iphone-15"))
        #expect(iPhone15.supportedIOS.value.first == 17)
        let expected = ProfilePlan.Omission(deviceID: "iphone-15", orientations: nil, reason: .newerThanIOS(ios: 11, firstIOS: 17), isNamed: true)

        let named = try ProfilePlan(selection: DeviceSelection.parse("iphone-15,iphone-x")).selection(for: old)
        #expect(named.omissions == [expected])
        #expect(named.profiles.allSatisfy { $0.deviceID == "iphone-x" && $0.ios == 11 })
        #expect(ProfilePlan.notes(for: named.omissions).map(\.message)
            == ["not checked on iphone-15 for iOS 11: it came out with iOS 17"])

        let byModelIdentifier = try ProfilePlan(selection: DeviceSelection.parse(try #require(iPhone15.aliases.value.first)))
        #expect(try byModelIdentifier.selection(for: old).omissions == [expected])

        for family in ["iphone", "iphone-1*", "all"] {
            let unnamed = try ProfilePlan(selection: DeviceSelection.parse(family)).selection(for: old)
            #expect(unnamed.omissions.contains { $0.deviceID == "iphone-15" && !$0.isNamed }, "\(family)")
            #expect(ProfilePlan.notes(for: unnamed.omissions).isEmpty, "\(family)")
        }

        let inTemplate = try Self.screen("ios: 11\ndevices: iphone-15, iphone-x\n")
        #expect(try ProfilePlan().selection(for: inTemplate).omissions == [expected])
    }

    /// A device whose insets no source gives is left out per orientation: only the orientations it lacks,
    /// or the whole device (`nil`) when every asked orientation lacks them.
    @Test func unknownInsetsAreLeftOutPerOrientation() throws {
        let known = try #require(Catalogue.device(id: "iphone-16e")).profile(orientation: .portrait)
        var unknownLandscape = try #require(Catalogue.device(id: "iphone-16e")).profile(orientation: .landscapeLeft)
        unknownLandscape.safeAreaInsets = nil
        #expect(ProfilePlan.unknownSafeAreaOmissions(in: [known, unknownLandscape], named: ["iphone-16e"])
            == [ProfilePlan.Omission(deviceID: "iphone-16e", orientations: [.landscapeLeft], reason: .unknownSafeArea, isNamed: true)])
        #expect(ProfilePlan.unknownSafeAreaOmissions(in: [unknownLandscape])
            == [ProfilePlan.Omission(deviceID: "iphone-16e", orientations: nil, reason: .unknownSafeArea, isNamed: false)])
    }

    /// Omissions of several screens merge per device and reason: a whole-device omission wins, orientations
    /// unite, devices follow catalogue order, one line per reason.
    @Test func notesMergeAcrossScreens() {
        typealias Omission = ProfilePlan.Omission
        let omissions = [
            Omission(deviceID: "iphone-x", orientations: [.landscapeRight], reason: .unknownSafeArea, isNamed: false),
            Omission(deviceID: "iphone-17e", orientations: [.portrait], reason: .unknownSafeArea, isNamed: false),
            Omission(deviceID: "iphone-x", orientations: [.landscapeLeft], reason: .unknownSafeArea, isNamed: false),
            Omission(deviceID: "iphone-17e", orientations: nil, reason: .unknownSafeArea, isNamed: false),
            Omission(deviceID: "iphone-15", orientations: nil, reason: .newerThanIOS(ios: 12, firstIOS: 17), isNamed: false),
            Omission(deviceID: "iphone-16", orientations: nil, reason: .newerThanIOS(ios: 12, firstIOS: 17), isNamed: true),
            Omission(deviceID: "iphone-15", orientations: nil, reason: .newerThanIOS(ios: 12, firstIOS: 17), isNamed: true),
        ]
        #expect(ProfilePlan.notes(for: omissions).map(\.message) == [
            "not checked on iphone-x (landscape-left, landscape-right), iphone-17e: their safe-area insets are unknown (no source gives them)",
            "not checked on iphone-15, iphone-16 for iOS 12: they came out with iOS 17",
        ])
        #expect(ProfilePlan.notes(for: omissions.reversed()).map(\.message) == ProfilePlan.notes(for: omissions).map(\.message))
    }

    /// Checking nothing is an error that names the devices left out, expected ones included.
    @Test func nothingCheckedNamesTheDevices() {
        let omission = ProfilePlan.Omission(deviceID: "iphone-15", orientations: nil, reason: .newerThanIOS(ios: 12, firstIOS: 17), isNamed: false)
        #expect(ProfilePlan.nothingChecked(omissions: [omission], selection: "--devices iphone-1*").description
            == "error: nothing was checked: iphone-15 for iOS 12: it came out with iOS 17")
        #expect(ProfilePlan.nothingChecked(omissions: [], selection: "--devices tv").description
            == "error: nothing was checked: no profile fits both the selection (--devices tv) and the templates' devices:, idioms: and orientations:")
    }
}
