import Testing
@testable import Devices

/// The size-class table for every profile, against uikit-metrics.md §7 written out independently.
@Suite struct SizeClassTests {
    /// uikit-metrics.md §7: landscape is regular width on these phones ("any Max, any Plus, XR, 11"),
    /// plus the Air (DeviceKit's Plus form factor; unverified).
    static let bigPhones: Set<String> = [
        "iphone-6-plus", "iphone-6s-plus", "iphone-7-plus", "iphone-8-plus", "iphone-xr", "iphone-xs-max", "iphone-11",
        "iphone-11-pro-max", "iphone-12-pro-max", "iphone-13-pro-max", "iphone-14-plus", "iphone-14-pro-max",
        "iphone-15-plus", "iphone-15-pro-max", "iphone-16-plus", "iphone-16-pro-max", "iphone-17-pro-max", "iphone-air",
    ]

    static func expected(_ profile: Profile, device: Device) -> (SizeClass, SizeClass) {
        switch profile.idiom {
        case .tv: return (.regular, .regular)
        case .phone:
            guard profile.orientation.isLandscape else { return (.compact, .regular) }
            return (bigPhones.contains(profile.deviceID) ? .regular : .compact, .compact)
        case .pad:
            switch profile.window {
            case .full: return (.regular, .regular)
            case .splitOneThird, .slideOver: return (.compact, .regular)
            case .splitTwoThirds: return (profile.orientation.isLandscape ? .regular : .compact, .regular)
            // 1/2 is regular only on the 12.9"/13" class, 678 pt and wider (DKASAJ, SGL0V).
            case .splitHalf: return (profile.windowSize.width >= 678 ? .regular : .compact, .regular)
            }
        }
    }

    @Test func everyProfileHasUIKitsSizeClasses() throws {
        var count = 0
        for device in Catalogue.all {
            for profile in try device.profiles(ios: device.closestIOS(to: 14)) {
                let (horizontal, vertical) = Self.expected(profile, device: device)
                #expect(profile.horizontalSizeClass == horizontal, "\(profile.slug)")
                #expect(profile.verticalSizeClass == vertical, "\(profile.slug)")
                count += 1
            }
        }
        #expect(count > 400)
    }

    @Test func bigPhonesAreAtLeast414Wide() {
        for device in Catalogue.all where device.idiom == .phone {
            let big = Self.bigPhones.contains(device.id)
            #expect(big == (device.points.value.width >= 414), "\(device.id)")
        }
    }

    @Test func responsiveSizeAndScreenTypes() throws {
        var screenTypes: Set<ScreenType> = []
        for device in Catalogue.all {
            for profile in try device.profiles(ios: device.closestIOS(to: 14)) {
                switch (profile.idiom, profile.window) {
                case (.phone, _), (.pad, .slideOver): #expect(profile.sizeType == .s)
                case (.pad, _): #expect(profile.sizeType == .l)
                case (.tv, _): #expect(profile.sizeType == .xl)
                }
                if profile.window == .full {
                    #expect(profile.screenType.rawValue == profile.orientation.rawValue)
                } else if profile.window == .slideOver {
                    #expect(profile.screenType == .floating)
                } else {
                    #expect(profile.screenType.rawValue.hasPrefix(profile.orientation.isLandscape ? "landscape-split" : "portrait-split"))
                    #expect(profile.screenType.rawValue.hasSuffix(profile.window.rawValue.replacingOccurrences(of: "split-", with: "")))
                }
                screenTypes.insert(profile.screenType)
            }
        }
        #expect(screenTypes == Set(ScreenType.allCases))
    }
}
