import Geometry

/// Values and version rules several catalogue rows share, written once with their sources.
enum Common {
    // MARK: Square, home-button devices

    /// Square display corners: DeviceKit's `hasRoundedDisplayCorners` is false for every home-button model.
    static let squareCorners = Sourced<Double?>(0, [.dk], note: "square corners (DeviceKit hasRoundedDisplayCorners = false)")
    static let noHousing = Sourced(SensorHousing.none, [.dk], note: "no sensor housing (DeviceKit hasSensorHousing = false)")
    static let noHomeIndicator = Sourced(false, [.dk], note: "home button (DeviceKit hasFaceID = false)")
    static let noIndicatorSize = Sourced<Size?>(nil, [])
    static let homeIndicator = Sourced(true, [.dk], note: "Face ID model without a home button (DeviceKit)")
    static let unknownIndicatorSize = Sourced<Size?>(nil, [], note: "no source gives the indicator width on this model (docs/research/devices.md §5)")

    /// 20-pt status bar on every home-button iPhone and iPad, every iOS in range (docs/research/uikit-metrics.md §1).
    static let statusBar20 = Versioned<Double?>(20, [.uylx, .hackIPadPro])

    /// Home-button iPhone, portrait: top 20 from iOS 12; the key window reported 0 on iOS 11
    /// (docs/research/devices.md §2.7, MASONRY).
    static func homeButtonPhonePortrait(_ sources: [Source]) -> Versioned<EdgeInsets?> {
        Versioned(insets(20, 0, 0, 0), sources)
            .except(11...11, insets(0, 0, 0, 0), [.masonry], note: "iOS 11 key window: 0 on home-button iPhones; 20 from iOS 12")
    }

    /// Home-button iPhone, landscape: the status bar is hidden, so nothing is unsafe (UYLX; SST).
    static func homeButtonPhoneLandscape(_ sources: [Source]) -> Versioned<EdgeInsets?> {
        Versioned(insets(0, 0, 0, 0), sources, note: "status bar hidden in iPhone landscape (UYLX)")
    }

    /// Home-button iPad, both orientations: 20/0/0/0 from iOS 12; 0 on iOS 11 (RADAR: iPad 10.5"
    /// top 0 on iOS 11.4, 20 on iOS 12 beta 4).
    static func homeButtonPad(_ sources: [Source]) -> Versioned<EdgeInsets?> {
        Versioned(insets(20, 0, 0, 0), sources)
            .except(11...11, insets(0, 0, 0, 0), [.radar], note: "iOS 11 key window: 0 on home-button iPads; 20 from iOS 12")
    }

    // MARK: Home-indicator iPads

    /// 24-pt status bar on iPads with a home indicator (docs/research/uikit-metrics.md §1: QMUIHELPER
    /// `IS_NOTCHED_SCREEN ? 24 : 20`, iOS 12+); the research's table (its copy:
    /// Tests/DevicesTests/Fixtures/devices.json) leaves the iPad status bar empty.
    static let padStatusBar24 = Versioned<Double?>(24, [.qmuiHelper], note: "QMUI's iPad status-bar constant; matches the 24-pt safe top")

    /// 24/0/20/0 in both orientations (docs/research/devices.md §2.8 and §2.9: Corona, QMUI, SSTFORK form).
    static func homeIndicatorPad(_ sources: [Source], note: String? = nil) -> Versioned<EdgeInsets?> {
        Versioned(insets(24, 0, 20, 0), sources, note: note)
    }

    // MARK: iPhone landscape size classes (docs/research/uikit-metrics.md §7)

    static let compactClassic = Sourced(SizeClass.compact, [.mattSO, .baolei])
    static let regularClassic = Sourced(SizeClass.regular, [.csdnSC, .mattSO, .baolei, .dkasaj])
    static let compactByRule = Sourced(SizeClass.compact, [.fluent1727], note: "small phone (under 414 pt wide): compact by rule; FLUENT1727 shows it for the 14 Pro")
    static let regularMaxPlus = Sourced(SizeClass.regular, [.dkasaj, .fluent1727], note: "\"any Max, any Plus\" (DKASAJ); 14 Pro Max \"large\" (FLUENT1727)")
    static let phonePadUnused = Sourced(SizeClass.regular, [], note: "not used: iPads and the TV are regular in both axes")
}
