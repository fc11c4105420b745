import Geometry

// The iPad rows of docs/research/devices.md §1, plus the older home-button iPads whose numbers §3 gives
// (768x1024, 834x1112, and the home-button 12.9"), and one Device per marketed model.

extension Multitasking {
    /// The Split View mapping both SST and the iOS 9 measurement (JAZZYCHAD) give: 1/2 compact below
    /// the 12.9" class.
    static let halfCompact = Sourced(SizeClass.compact, [.sst, .jazzychad, .hackIPadPro])
    /// 12.9"-class 1/2 split (678 wide) is regular (DKASAJ, SGL0V).
    static let halfRegular = Sourced(SizeClass.regular, [.dkasaj, .sgl0v])

    static let slideOver320Measured = Sourced(320.0, [.hackIPadPro], note: "measured on the 9.7\" and 10.5\" (iOS 12)")
    static let slideOver375Measured = Sourced(375.0, [.hackIPadPro, .sgl0v], note: "375 on the 12.9\"")
    static let slideOver320Assumed = Sourced(
        320.0, [.assumption],
        note: "no source for this screen: assumed 320 like the portrait 1/3 split and the 9.7\"/10.5\" Slide Over (HACKIPADPRO)")
    static let slideOver375Assumed = Sourced(
        375.0, [.assumption],
        note: "no source for this screen: assumed 375 like the 12.9\" (HACKIPADPRO, SGL0V) and its portrait 1/3 split")

    /// A docs/research/devices.md §3 row: the source of the widths is the source that the model has Split View.
    static func split(landscape: (Double, Double, Double, Double), portrait: (Double, Double, Double), _ sources: [Source],
                      note: String? = nil, half: Sourced<SizeClass>, slideOver: Sourced<Double>) -> Multitasking {
        let split = SplitView(
            landscape: Sourced(Widths(oneThird: landscape.0, half: landscape.1, twoThirds: landscape.2, full: landscape.3), sources, note: note),
            portrait: Sourced(Widths(oneThird: portrait.0, twoThirds: portrait.1, full: portrait.2), sources, note: note),
            landscapeHalfSizeClass: half)
        return Multitasking(splitView: Sourced(split, sources), slideOverWidth: slideOver)
    }

    /// The iPad Air and iPad mini 2 and 3: iOS 9 gave them Slide Over but not Split View (MR-IOS9,
    /// IOS9NEWS). Their screen is the 9.7"'s 768x1024, so the panel is the 320 pt HACKIPADPRO measured there.
    /// No source says iOS 10-12 changed which models have which window: assumed unchanged to their last, 12.
    static let slideOverOnly768 = Multitasking(
        splitView: Sourced(nil, [.macrumorsIOS9, .ios9News],
                           note: "Slide Over only: Split View needs an iPad Air 2, iPad mini 4 or iPad Pro (iOS 9; assumed unchanged through iOS 12)"),
        slideOverWidth: slideOver320Measured)

    private static let formula = "SSTFORK computes these by formula, not by measurement (docs/research/devices.md §3): placeholders"

    static let pad768 = split(landscape: (320, 507, 694, 1024), portrait: (320, 438, 768), [.sst], half: halfCompact, slideOver: slideOver320Measured)
    static let pad810 = split(landscape: (320, 535, 750, 1080), portrait: (320, 480, 810), [.sst], half: halfCompact, slideOver: slideOver320Assumed)
    static let pad834x1112 = split(landscape: (320, 551, 782, 1112), portrait: (320, 504, 834), [.sst], half: halfCompact, slideOver: slideOver320Measured)
    static let pad834x1194 = split(landscape: (375, 592, 809, 1194), portrait: (320, 504, 834), [.sst], half: halfCompact, slideOver: slideOver320Assumed)
    static let pad1024 = split(landscape: (375, 678, 981, 1366), portrait: (375, 639, 1024), [.sst], half: halfRegular, slideOver: slideOver375Measured)
    static let padMini744 = split(landscape: (375, 561.5, 748, 1133), portrait: (320, 414, 744), [.sstFork], note: formula + "; 561.5 cannot be a real width",
                                  half: halfCompact, slideOver: slideOver320Assumed)
    static let pad820 = split(landscape: (375, 585, 795, 1180), portrait: (320, 490, 820), [.sstFork], note: formula, half: halfCompact, slideOver: slideOver320Assumed)
    static let padAir13 = split(landscape: (375, 678, 981, 1366), portrait: (375, 639, 1024), [.sstFork, .sst], note: "agrees with SST's 12.9\" values",
                                half: halfRegular, slideOver: slideOver375Assumed)
    static let padPro11M4 = split(landscape: (375, 600, 825, 1210), portrait: (320, 504, 834), [.sstFork], note: formula, half: halfCompact, slideOver: slideOver320Assumed)
    static let padPro13M4 = split(landscape: (375, 683, 991, 1376), portrait: (375, 647, 1032), [.sstFork], note: formula,
                                  half: Sourced(.regular, [.assumption], note: "683 wide, wider than the 12.9\"'s regular 678: assumed regular"),
                                  slideOver: slideOver375Assumed)
}

extension ScreenRow {
    /// A home-button iPad: square, 20-pt status bar, 20/0/0/0 in both orientations (0 on iOS 11).
    private static func homeButtonPad(_ title: String, points: Size, pointSources: [Source], scaleSources: [Source],
                                      safeArea: [Source], multitasking: Multitasking) -> ScreenRow {
        ScreenRow(
            title: title, idiom: .pad,
            points: Sourced(points, pointSources), scale: Sourced(2, scaleSources),
            cornerRadius: Common.squareCorners, sensorHousing: Common.noHousing, statusBarHeight: Common.statusBar20,
            hasHomeIndicator: Common.noHomeIndicator, homeIndicatorSize: Common.noIndicatorSize,
            safeAreaPortrait: Common.homeButtonPad(safeArea), safeAreaLandscape: Common.homeButtonPad(safeArea),
            landscapeHorizontalSizeClass: Common.phonePadUnused, multitasking: multitasking)
    }

    /// The 768x1024 iPads older than the iPad Air 2 and mini 4 have the same screen (SST's 9.7"/mini
    /// config, HACKIPADPRO) but fewer windows. iOS 9 gave Slide Over, not Split View, to the iPad Air and
    /// the iPad mini 2 and 3 (MR-IOS9, IOS9NEWS).
    static let iPad768SlideOver: ScreenRow = {
        var row = iPad768
        row.title = "iPad Air / mini 2-3 (768x1024, Slide Over only)"
        row.multitasking = .slideOverOnly768
        return row
    }()

    /// The iPad (4th generation) had neither Slide Over nor Split View (IOS9NEWS) and its last iOS is 10:
    /// full screen only.
    static let iPad768FullScreen: ScreenRow = {
        var row = iPad768
        row.title = "iPad 4th gen. (768x1024, full screen only)"
        row.multitasking = nil
        return row
    }()

    static let iPad768 = homeButtonPad(
        "iPad mini 2-5 / iPad 9.7\" (768x1024)", points: size(768, 1024), pointSources: [.sst, .hackIPadPro],
        scaleSources: [.hackIPadPro], safeArea: [.sst], multitasking: .pad768)
    static let iPadPro10_5 = homeButtonPad(
        "iPad Pro 10.5\" / Air 3 (834x1112)", points: size(834, 1112), pointSources: [.sst, .hackIPadPro],
        scaleSources: [.hackIPadPro], safeArea: [.sst, .hackIPadPro], multitasking: .pad834x1112)
    static let iPadPro12_9HomeButton = homeButtonPad(
        "iPad Pro 12.9\" (1024x1366)", points: size(1024, 1366), pointSources: [.sst, .hackIPadPro],
        scaleSources: [.hackIPadPro], safeArea: [.sst], multitasking: .pad1024)
    static let iPad10_2 = homeButtonPad(
        "iPad (9th gen, 10.2\", home button)", points: size(810, 1080), pointSources: [.sst, .df, .alp],
        scaleSources: [.alp, .df], safeArea: [.sst], multitasking: .pad810)
    /// The 7th and 8th generation share the 9th's screen; docs/research/devices.md lists them only in §3.
    static let iPad10_2Earlier: ScreenRow = {
        var row = iPad10_2
        row.title = "iPad 10.2\" (7th-9th gen) (810x1080)"
        return row
    }()

    /// An iPad with a home indicator and rounded corners (2018 and later).
    private static func indicatorPad(_ title: String, points: Size, pointSources: [Source], radius: Sourced<Double?>,
                                     portrait: Versioned<EdgeInsets?>, landscape: Versioned<EdgeInsets?>,
                                     multitasking: Multitasking) -> ScreenRow {
        ScreenRow(
            title: title, idiom: .pad,
            points: Sourced(points, pointSources), scale: Sourced(2, pointSources),
            cornerRadius: radius, sensorHousing: Common.noHousing, statusBarHeight: Common.padStatusBar24,
            hasHomeIndicator: Common.homeIndicator, homeIndicatorSize: Common.unknownIndicatorSize,
            safeAreaPortrait: portrait, safeAreaLandscape: landscape,
            landscapeHorizontalSizeClass: Common.phonePadUnused, multitasking: multitasking)
    }

    private static let landscapeSidesRejected = "DF's landscape left/right 24 rejected (docs/research/devices.md §2.9)"

    static let iPad10 = indicatorPad(
        "iPad (10th gen) / iPad (A16)", points: size(820, 1180), pointSources: [.sstFork, .alp, .splash],
        radius: Sourced(25, [.xcprof], note: "an expo table's 22 rejected (docs/research/devices.md §2.10)"),
        portrait: Common.homeIndicatorPad([.sstFork, .qmui]), landscape: Common.homeIndicatorPad([.sstFork, .qmui]),
        multitasking: .pad820)
    static let iPadMini6 = indicatorPad(
        "iPad mini (6th gen) / mini (A17 Pro)", points: size(744, 1133), pointSources: [.corona, .sstFork, .alp],
        radius: Sourced(21.5, [.xcprof]),
        portrait: Common.homeIndicatorPad([.corona, .sstFork]), landscape: Common.homeIndicatorPad([.corona, .sstFork]),
        multitasking: .padMini744)
    static let iPadAir11 = indicatorPad(
        "iPad Air 11\" (M2/M3/M4) / Air (4th, 5th gen)", points: size(820, 1180), pointSources: [.corona, .sstFork, .alp],
        radius: Sourced(18, [.kb, .xcprof]),
        portrait: Common.homeIndicatorPad([.corona, .sstFork, .qmui], note: "DF's 20/0/0/0 rejected (docs/research/devices.md §2.8)"),
        landscape: Common.homeIndicatorPad([.corona, .sstFork, .qmui]), multitasking: .pad820)
    static let iPadAir13 = indicatorPad(
        "iPad Air 13\" (M2/M3/M4)", points: size(1024, 1366), pointSources: [.sstFork, .splash],
        radius: Sourced(18, [.xcprof]),
        portrait: Common.homeIndicatorPad([.sstFork]), landscape: Common.homeIndicatorPad([.sstFork]), multitasking: .padAir13)
    static let iPadPro11 = indicatorPad(
        "iPad Pro 11\" (1st-4th gen)", points: size(834, 1194), pointSources: [.sst, .alp],
        radius: Sourced(18, [.kb, .xcprof]),
        portrait: Common.homeIndicatorPad([.sst, .qmui], note: "DF's 20/0/0/0 rejected (docs/research/devices.md §2.8)"),
        landscape: Common.homeIndicatorPad([.sst, .qmui]), multitasking: .pad834x1194)
    static let iPadPro11M4 = indicatorPad(
        "iPad Pro 11\" (M4/M5)", points: size(834, 1210), pointSources: [.df, .sstFork, .splash],
        radius: Sourced(30, [.xcprof]),
        portrait: Common.homeIndicatorPad([.df, .sstFork]),
        landscape: Common.homeIndicatorPad([.sstFork], note: landscapeSidesRejected), multitasking: .padPro11M4)
    static let iPadPro12_9 = indicatorPad(
        "iPad Pro 12.9\" (3rd-6th gen)", points: size(1024, 1366), pointSources: [.df, .alp, .sst],
        radius: Sourced(18, [.kb, .xcprof]),
        portrait: Common.homeIndicatorPad([.df, .qmui], note: "SST's 20/0/0/0 fits only the home-button 1st/2nd gen (docs/research/devices.md §2.8)"),
        landscape: Common.homeIndicatorPad([.df, .qmui]), multitasking: .pad1024)
    static let iPadPro13 = indicatorPad(
        "iPad Pro 13\" (M4/M5)", points: size(1032, 1376), pointSources: [.df, .corona, .splash],
        radius: Sourced(30, [.xcprof]),
        portrait: Common.homeIndicatorPad([.df, .corona], note: "IPADPRO13ALT's 32/0/25/0 (maybe iPadOS 26 windowed) not used: unverified"),
        landscape: Common.homeIndicatorPad([.corona], note: landscapeSidesRejected), multitasking: .padPro13M4)
}

extension Catalogue {
    /// Every iPad: the iPad line, mini, Air, Pro; each in release order, newest with the plain slug.
    static let iPads: [Device] = [
        Device("ipad-gen4", "iPad (4th generation)", aliases: ["iPad3,4", "iPad3,5", "iPad3,6"], .iPad768FullScreen,
               runs: .iPad(6, 10, specs: "https://support.apple.com/kb/SP662")),
        Device("ipad-gen5", "iPad (5th generation)", aliases: ["iPad6,11", "iPad6,12"], .iPad768,
               runs: .iPad(10, 16, specs: "https://support.apple.com/kb/SP751")),
        Device("ipad-gen6", "iPad (6th generation)", aliases: ["iPad7,5", "iPad7,6"], .iPad768,
               runs: .iPad(11, 17, specs: "https://support.apple.com/kb/SP774")),
        Device("ipad-gen7", "iPad (7th generation)", aliases: ["iPad7,11", "iPad7,12"], .iPad10_2Earlier,
               runs: .iPad(13, 18, specs: "https://support.apple.com/kb/SP807")),
        Device("ipad-gen8", "iPad (8th generation)", aliases: ["iPad11,6", "iPad11,7"], .iPad10_2Earlier,
               runs: .iPad(14, specs: "https://support.apple.com/kb/SP822")),
        Device("ipad-gen9", "iPad (9th generation)", aliases: ["iPad12,1", "iPad12,2"], .iPad10_2,
               runs: .iPad(15, specs: "https://support.apple.com/kb/SP849")),
        Device("ipad-gen10", "iPad (10th generation)", aliases: ["iPad13,18", "iPad13,19"], .iPad10,
               runs: .iPad(16, specs: "https://support.apple.com/kb/SP884")),
        Device("ipad-a16", "iPad (A16)", aliases: ["iPad15,7", "iPad15,8"], .iPad10,
               runs: .iPad(18, specs: "https://support.apple.com/122240")),
        Device("ipad-mini-2", "iPad mini 2", aliases: ["iPad4,4", "iPad4,5", "iPad4,6"], .iPad768SlideOver,
               runs: .iPad(7, 12, specs: "https://support.apple.com/kb/SP693")),
        Device("ipad-mini-3", "iPad mini 3", aliases: ["iPad4,7", "iPad4,8", "iPad4,9"], .iPad768SlideOver,
               runs: .iPad(8, 12, specs: "https://support.apple.com/kb/SP709")),
        Device("ipad-mini-4", "iPad mini 4", aliases: ["iPad5,1", "iPad5,2"], .iPad768,
               runs: .iPad(9, 15, specs: "https://support.apple.com/kb/SP725")),
        Device("ipad-mini-gen5", "iPad mini (5th generation)", aliases: ["iPad11,1", "iPad11,2"], .iPad768,
               runs: .iPad(12, specs: "https://support.apple.com/kb/SP788")),
        Device("ipad-mini-gen6", "iPad mini (6th generation)", aliases: ["iPad14,1", "iPad14,2"], .iPadMini6,
               runs: .iPad(15, specs: "https://support.apple.com/kb/SP850")),
        Device("ipad-mini", "iPad mini (A17 Pro)", aliases: ["iPad16,1", "iPad16,2"], .iPadMini6,
               runs: .iPad(18, specs: "https://support.apple.com/121456")),
        Device("ipad-air-gen1", "iPad Air", aliases: ["iPad4,1", "iPad4,2", "iPad4,3"], .iPad768SlideOver,
               runs: .iPad(7, 12, specs: "https://support.apple.com/kb/SP692")),
        Device("ipad-air-2", "iPad Air 2", aliases: ["iPad5,3", "iPad5,4"], .iPad768,
               runs: .iPad(8, 15, specs: "https://support.apple.com/kb/SP708")),
        Device("ipad-air-gen3", "iPad Air (3rd generation)", aliases: ["iPad11,3", "iPad11,4"], .iPadPro10_5,
               runs: .iPad(12, specs: "https://support.apple.com/kb/SP787")),
        Device("ipad-air-gen4", "iPad Air (4th generation)", aliases: ["iPad13,1", "iPad13,2"], .iPadAir11,
               runs: .iPad(14, specs: "https://support.apple.com/kb/SP828")),
        Device("ipad-air-gen5", "iPad Air (5th generation)", aliases: ["iPad13,16", "iPad13,17"], .iPadAir11,
               runs: .iPad(15, specs: "https://support.apple.com/kb/SP866")),
        Device("ipad-air-11-m2", "iPad Air 11-inch (M2)", aliases: ["iPad14,8", "iPad14,9"], .iPadAir11,
               runs: .iPad(17, specs: "https://support.apple.com/119894")),
        Device("ipad-air-11-m3", "iPad Air 11-inch (M3)", aliases: ["iPad15,3", "iPad15,4"], .iPadAir11,
               runs: .iPad(18, specs: "https://support.apple.com/122241")),
        Device("ipad-air-11", "iPad Air 11-inch (M4)", aliases: ["iPad16,8", "iPad16,9"], .iPadAir11,
               runs: .iPad(26, specs: "https://support.apple.com/126471")),
        Device("ipad-air-13-m2", "iPad Air 13-inch (M2)", aliases: ["iPad14,10", "iPad14,11"], .iPadAir13,
               runs: .iPad(17, specs: "https://support.apple.com/119893")),
        Device("ipad-air-13-m3", "iPad Air 13-inch (M3)", aliases: ["iPad15,5", "iPad15,6"], .iPadAir13,
               runs: .iPad(18, specs: "https://support.apple.com/122242")),
        Device("ipad-air-13", "iPad Air 13-inch (M4)", aliases: ["iPad16,10", "iPad16,11"], .iPadAir13,
               runs: .iPad(26, specs: "https://support.apple.com/126472")),
        Device("ipad-pro-9-7", "iPad Pro (9.7-inch)", aliases: ["iPad6,3", "iPad6,4"], .iPad768,
               runs: .iPad(9, 16, specs: "https://support.apple.com/en-us/111965")),
        Device("ipad-pro-10-5", "iPad Pro (10.5-inch)", aliases: ["iPad7,3", "iPad7,4"], .iPadPro10_5,
               runs: .iPad(10, 17, specs: "https://support.apple.com/en-us/111927", correction: "endoflife.date says 9, but the 10.5-inch came out in June 2017 with iOS 10.3")),
        Device("ipad-pro-11-gen1", "iPad Pro 11-inch (1st generation)", aliases: ["iPad8,1", "iPad8,2", "iPad8,3", "iPad8,4"], .iPadPro11,
               runs: .iPad(12, specs: "https://support.apple.com/en-us/111974", correction: "endoflife.date says 9, but the model came out in November 2018 with iOS 12.1")),
        Device("ipad-pro-11-gen2", "iPad Pro 11-inch (2nd generation)", aliases: ["iPad8,9", "iPad8,10"], .iPadPro11,
               runs: .iPad(13, specs: "https://support.apple.com/en-us/118452", correction: "endoflife.date says 10, but the model came out in March 2020 with iPadOS 13.4")),
        Device("ipad-pro-11-gen3", "iPad Pro 11-inch (3rd generation)", aliases: ["iPad13,4", "iPad13,5", "iPad13,6", "iPad13,7"], .iPadPro11,
               runs: .iPad(14, specs: "https://support.apple.com/111897", correction: "endoflife.date's row for this page is dated 2018 and says 12; the 2021 model shipped with iPadOS 14.5")),
        Device("ipad-pro-11-gen4", "iPad Pro 11-inch (4th generation)", aliases: ["iPad14,3", "iPad14,4"], .iPadPro11,
               runs: .iPad(16, specs: "https://support.apple.com/111842", correction: "endoflife.date's row for this page is dated 2020 and says 13; the 2022 model shipped with iPadOS 16.1")),
        Device("ipad-pro-11-m4", "iPad Pro 11-inch (M4)", aliases: ["iPad16,3", "iPad16,4"], .iPadPro11M4,
               runs: .iPad(17, specs: "https://support.apple.com/119892")),
        Device("ipad-pro-11", "iPad Pro 11-inch (M5)", aliases: ["iPad17,1", "iPad17,2"], .iPadPro11M4,
               runs: .iPad(26, specs: "https://support.apple.com/125406")),
        Device("ipad-pro-12-9-gen1", "iPad Pro 12.9-inch (1st generation)", aliases: ["iPad6,7", "iPad6,8"], .iPadPro12_9HomeButton,
               runs: .iPad(9, 16, specs: "https://support.apple.com/en-us/112024")),
        Device("ipad-pro-12-9-gen2", "iPad Pro 12.9-inch (2nd generation)", aliases: ["iPad7,1", "iPad7,2"], .iPadPro12_9HomeButton,
               runs: .iPad(10, 17, specs: "https://support.apple.com/en-us/111964")),
        Device("ipad-pro-12-9-gen3", "iPad Pro 12.9-inch (3rd generation)", aliases: ["iPad8,5", "iPad8,6", "iPad8,7", "iPad8,8"], .iPadPro12_9,
               runs: .iPad(12, specs: "https://support.apple.com/kb/SP785")),
        Device("ipad-pro-12-9-gen4", "iPad Pro 12.9-inch (4th generation)", aliases: ["iPad8,11", "iPad8,12"], .iPadPro12_9,
               runs: .iPad(13, specs: "https://support.apple.com/kb/SP815")),
        Device("ipad-pro-12-9-gen5", "iPad Pro 12.9-inch (5th generation)", aliases: ["iPad13,8", "iPad13,9", "iPad13,10", "iPad13,11"], .iPadPro12_9,
               runs: .iPad(14, specs: "https://support.apple.com/kb/SP844")),
        Device("ipad-pro-12-9", "iPad Pro 12.9-inch (6th generation)", aliases: ["iPad14,5", "iPad14,6"], .iPadPro12_9,
               runs: .iPad(16, specs: "https://support.apple.com/kb/SP844")),
        Device("ipad-pro-13-m4", "iPad Pro 13-inch (M4)", aliases: ["iPad16,5", "iPad16,6"], .iPadPro13,
               runs: .iPad(17, specs: "https://support.apple.com/119891")),
        Device("ipad-pro-13", "iPad Pro 13-inch (M5)", aliases: ["iPad17,3", "iPad17,4"], .iPadPro13,
               runs: .iPad(26, specs: "https://support.apple.com/125407")),
    ]
}
