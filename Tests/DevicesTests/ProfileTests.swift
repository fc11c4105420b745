@testable import Diagnostics
@testable import Geometry
import Testing
@testable import Devices

/// Evaluating devices: version rules, orientation, status bar and the errors for impossible combinations.
@Suite struct ProfileTests {
    func device(_ id: String) throws -> Device { try #require(Catalogue.device(id: id)) }

    /// Each device only at the versions it runs: the XR runs iOS 12-18, the 11 iOS 13 and later.
    @Test func xrAnd11TopInsetGrewWithIOS14() throws {
        for (id, runs) in [("iphone-xr", 12...18), ("iphone-11", 13...26)] {
            let device = try device(id)
            #expect(device.evaluableIOS == runs, "\(id)")
            for ios in runs where ios <= 13 {
                let profile = try device.profile(ios: ios)
                #expect(profile.safeAreaInsets == EdgeInsets(top: 44, left: 0, bottom: 34, right: 0))
                #expect(profile.statusBarHeight == 44)
                #expect(try device.profile(ios: ios, orientation: .landscapeLeft).safeAreaInsets
                    == EdgeInsets(top: 0, left: 44, bottom: 21, right: 44))
            }
            for ios in runs where ios >= 14 {
                let profile = try device.profile(ios: ios)
                #expect(profile.safeAreaInsets == EdgeInsets(top: 48, left: 0, bottom: 34, right: 0))
                #expect(profile.statusBarHeight == 48)
            }
            #expect(throws: InputError.self) { try device.profile(ios: 11) }
            #expect(throws: InputError.self) { try device.profile(ios: runs.lowerBound - 1) }
        }
    }

    /// Home-button phones, each at the versions it runs: 0 on iOS 11, 20 from iOS 12 in portrait, 0 in landscape.
    @Test func homeButtonPhonesTopInsetWasZeroOnIOS11() throws {
        var onIOS11: [String] = []
        for device in Catalogue.all where device.idiom == .phone && !device.hasHomeIndicator.value {
            let runs = try #require(device.evaluableIOS, "\(device.id)")
            if runs.contains(11) {
                onIOS11.append(device.id)
                #expect(try device.profile(ios: 11).safeAreaInsets == .zero, "\(device.id)")
            }
            for ios in runs where ios >= 12 {
                #expect(try device.profile(ios: ios).safeAreaInsets == EdgeInsets(top: 20), "\(device.id)")
            }
            for orientation in [Orientation.landscapeLeft, .landscapeRight] {
                for ios in runs {
                    #expect(try device.profile(ios: ios, orientation: orientation).safeAreaInsets == .zero, "\(device.id)")
                }
            }
        }
        // The iPhone 5s to 8 Plus and the SE (1st generation) ran iOS 11 (EOL-IPHONE), and so did the iPod touch
        // (6th generation) (WIKI-IPOD); the 5 and 5c stopped at 10, the 7th-generation iPod touch came with 12.
        #expect(onIOS11 == ["iphone-5s", "iphone-se-gen1", "iphone-6", "iphone-6s", "iphone-7", "iphone-8",
                            "iphone-6-plus", "iphone-6s-plus", "iphone-7-plus", "iphone-8-plus", "ipod-touch-gen6"])
    }

    @Test func homeButtonPadsTopInsetWasZeroOnIOS11() throws {
        var checked = 0
        for device in Catalogue.all where device.idiom == .pad && !device.hasHomeIndicator.value {
            let runs = try #require(device.evaluableIOS, "\(device.id)")
            for orientation in Orientation.allCases {
                if runs.contains(11) {
                    checked += 1
                    #expect(try device.profile(ios: 11, orientation: orientation).safeAreaInsets == .zero, "\(device.id)")
                }
                if runs.contains(12) {
                    #expect(try device.profile(ios: 12, orientation: orientation).safeAreaInsets == EdgeInsets(top: 20), "\(device.id)")
                }
            }
        }
        #expect(checked > 0)
    }

    /// iOS 10 has no safeAreaInsets: the profile carries the topLayoutGuide equivalent.
    @Test func iOS10UsesTheStatusBarAsTheTopGuide() throws {
        for device in Catalogue.all where device.evaluableIOS?.contains(10) == true && device.idiom != .tv {
            for orientation in device.orientations {
                let profile = try device.profile(ios: 10, orientation: orientation)
                let statusBar = try #require(profile.statusBarHeight)
                #expect(profile.safeAreaInsets == EdgeInsets(top: statusBar), "\(device.id) \(orientation)")
            }
        }
        #expect(try device("iphone-7").profile(ios: 10).safeAreaInsets == EdgeInsets(top: 20))
        #expect(try device("iphone-7").profile(ios: 10, orientation: .landscapeLeft).safeAreaInsets == .zero)
        #expect(try device("ipad-air-2").profile(ios: 10, orientation: .landscapeLeft).safeAreaInsets == EdgeInsets(top: 20))
    }

    @Test func islandStatusBarIsBelowTheSafeTop() throws {
        for id in ["iphone-14-pro", "iphone-14-pro-max", "iphone-15", "iphone-15-plus", "iphone-15-pro", "iphone-15-pro-max"] {
            let profile = try device(id).profile(ios: 17)
            #expect(profile.statusBarHeight == 54, "\(id)")
            #expect(profile.safeAreaInsets?.top == 59, "\(id)")
        }
        let mini = try device("iphone-12-mini").profile(ios: 15)
        #expect(mini.statusBarHeight == 44 && mini.safeAreaInsets?.top == 50)
    }

    @Test func seventeenFamilyHasALandscapeTopInsetOnIOS26() throws {
        for id in ["iphone-17", "iphone-17-pro", "iphone-17-pro-max", "iphone-air"] {
            let device = try device(id)
            #expect(try device.profile(ios: 26, orientation: .landscapeRight).safeAreaInsets?.top == 20, "\(id)")
            #expect(throws: InputError.self) { try device.profile(ios: 25) }
        }
        #expect(try device("iphone-16-pro").profile(ios: 26, orientation: .landscapeRight).safeAreaInsets?.top == 0)
    }

    @Test func devicesCannotBeEvaluatedOutsideTheVersionsTheyRun() throws {
        let error = try #require(throws: InputError.self) { try device("iphone-15").profile(ios: 12) }
        #expect(error.description.contains("iphone-15") && error.description.contains("iOS 17 and later"))
        // Apple's lists (EOL-IPHONE): iOS 17 dropped the X, iOS 26 the XS.
        let x = try #require(throws: InputError.self) { try device("iphone-x").profile(ios: 17) }
        #expect(x.description == "error: iphone-x cannot run iOS 17: the iPhone X runs iOS 11-16 (APPLE-SPECS, EOL-IPHONE)")
        #expect(throws: InputError.self) { try device("iphone-xs").profile(ios: 26) }
        #expect(try device("iphone-x").profile().ios == 16)
        for device in Catalogue.all {
            #expect(throws: InputError.self) { try device.profile(ios: 9) }
            #expect(throws: InputError.self) { try device.profile(ios: 27) }
            let range = try #require(device.evaluableIOS, "\(device.id)")
            #expect(throws: Never.self) { try device.profile(ios: range.lowerBound) }
            #expect(throws: Never.self) { try device.profile(ios: range.upperBound) }
            if range.lowerBound > 10 { #expect(throws: InputError.self) { try device.profile(ios: range.lowerBound - 1) } }
            if range.upperBound < 26 { #expect(throws: InputError.self) { try device.profile(ios: range.upperBound + 1) } }
        }
    }

    @Test func landscapeLeftMirrorsTheStoredLandscapeRight() throws {
        for device in Catalogue.all where device.idiom != .tv {
            for ios in device.closestIOS(to: 11)...(device.evaluableIOS?.upperBound ?? 26) {
                let right = device.safeArea(ios: ios, orientation: .landscapeRight).value
                let left = device.safeArea(ios: ios, orientation: .landscapeLeft).value
                #expect(left == right?.mirrored, "\(device.id) iOS \(ios)")
                // The sources report the same numbers on either side.
                #expect(left == right, "\(device.id) iOS \(ios)")
            }
        }
    }

    /// Mirroring is real, not the identity: an asymmetric landscape row swaps its sides.
    @Test func mirroringSwapsAnAsymmetricRow() throws {
        var row = ScreenRow.iPhoneX
        row.safeAreaLandscape = Versioned(EdgeInsets(top: 0, left: 47, bottom: 21, right: 44), [.df])
        let device = Device("test-phone", "Test", aliases: [], row, runs: .iPhone(11, specs: "test"))
        #expect(try device.profile(orientation: .landscapeRight).safeAreaInsets == EdgeInsets(top: 0, left: 47, bottom: 21, right: 44))
        #expect(try device.profile(orientation: .landscapeLeft).safeAreaInsets == EdgeInsets(top: 0, left: 44, bottom: 21, right: 47))
    }

    @Test func statusBarHiddenInIPhoneLandscapeShownOnIPad() throws {
        for device in Catalogue.all where device.idiom != .tv {
            let ios = device.closestIOS(to: 12)
            let portrait = try device.profile(ios: ios).statusBarHeight
            for orientation in [Orientation.landscapeLeft, .landscapeRight] {
                let landscape = try device.profile(ios: ios, orientation: orientation).statusBarHeight
                #expect(landscape == (device.idiom == .phone ? 0 : portrait), "\(device.id)")
            }
        }
    }

    @Test func screenAndProfileBasics() throws {
        for device in Catalogue.all {
            for profile in try device.profiles(ios: device.closestIOS(to: 12)) {
                let size = device.points.value
                let expected = profile.orientation.isLandscape ? size.transposed : size
                #expect(profile.screenSize == expected)
                #expect(Rect(origin: .zero, size: profile.screenSize).contains(profile.windowFrame), "\(profile.slug)")
                #expect(profile.slug.allSatisfy { ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "-" })
                if let insets = profile.safeAreaInsets {
                    #expect(insets.top >= 0 && insets.left >= 0 && insets.bottom >= 0 && insets.right >= 0)
                }
            }
        }
    }

    @Test func invalidCombinationsAreErrorsWithClearMessages() throws {
        let phone = try device("iphone-15-pro")
        let error = try #require(throws: InputError.self) { try phone.profile(window: .splitHalf) }
        #expect(error.description.contains("needs an iPad"))
        let pad = try device("ipad-pro-11")
        let portraitHalf = try #require(throws: InputError.self) { try pad.profile(orientation: .portrait, window: .splitHalf) }
        #expect(portraitHalf.description.contains("split-1/2 does not exist in portrait"))
        let tv = try device("apple-tv")
        #expect(throws: InputError.self) { try tv.profile(orientation: .landscapeLeft) }
        #expect(tv.windowModes(for: .landscapeLeft).isEmpty)
        #expect(phone.windowModes(for: .landscapeLeft) == [.full])
    }

    /// A profile's name joins device, orientation, window and appearance with dashes, and never holds a `/`
    /// (it names files): every window of an iPad, light and dark, against names written out by hand.
    @Test func slugNamesEveryWindowAsAFileName() throws {
        let ipad = try device("ipad-pro-11")
        let expected: [WindowMode: String] = [
            .full: "ipad-pro-11-landscape-left", .splitOneThird: "ipad-pro-11-landscape-left-split-1-3",
            .splitHalf: "ipad-pro-11-landscape-left-split-1-2", .splitTwoThirds: "ipad-pro-11-landscape-left-split-2-3",
            .slideOver: "ipad-pro-11-landscape-left-slide-over",
        ]
        for window in WindowMode.allCases {
            let profile = try ipad.profile(ios: 26, orientation: .landscapeLeft, window: window)
            #expect(profile.slug == expected[window], "\(window)")
            #expect(profile.with(appearance: .dark).slug == (expected[window] ?? "") + "-dark", "\(window)")
        }
        #expect(try device("iphone-15-pro").profile(ios: 17).slug == "iphone-15-pro-portrait")
    }
}
