import Geometry

// The iPhone rows of docs/research/devices.md §1, in its order, and one Device per marketed model that ran
// iOS 10 or later (the catalogue's rules start at iOS 10, so the iPhone 4s, whose last iOS is 9, has none),
// and the two iPod touch generations that did.
// Every number carries its source keys; notes say which side of a conflict was taken and why.

extension ScreenRow {
    static let iPhone5 = ScreenRow(
        title: "iPhone 5 / 5s / 5c / SE (1st gen)", idiom: .phone,
        points: Sourced(size(320, 568), [.sst, .alp, .corona]), scale: Sourced(2, [.alp, .corona]),
        cornerRadius: Common.squareCorners, sensorHousing: Common.noHousing, statusBarHeight: Common.statusBar20,
        hasHomeIndicator: Common.noHomeIndicator, homeIndicatorSize: Common.noIndicatorSize,
        safeAreaPortrait: Common.homeButtonPhonePortrait([.sst]),
        safeAreaLandscape: Common.homeButtonPhoneLandscape([.sst, .uylx]),
        landscapeHorizontalSizeClass: Common.compactClassic)

    static let iPhone6 = ScreenRow(
        title: "iPhone 6 / 6s / 7 / 8 / SE (2nd & 3rd gen)", idiom: .phone,
        points: Sourced(size(375, 667), [.sst, .df, .alp]), scale: Sourced(2, [.alp, .corona]),
        cornerRadius: Common.squareCorners, sensorHousing: Common.noHousing, statusBarHeight: Common.statusBar20,
        hasHomeIndicator: Common.noHomeIndicator, homeIndicatorSize: Common.noIndicatorSize,
        safeAreaPortrait: Common.homeButtonPhonePortrait([.sst, .uylx]),
        safeAreaLandscape: Common.homeButtonPhoneLandscape([.sst, .uylx])
            .noting("status bar hidden in iPhone landscape (UYLX); DF's landscape top 20 rejected"),
        landscapeHorizontalSizeClass: Common.compactClassic)

    static let iPhone6Plus = ScreenRow(
        title: "iPhone 6 Plus / 6s Plus / 7 Plus / 8 Plus", idiom: .phone,
        points: Sourced(size(414, 736), [.sst, .alp, .corona]), scale: Sourced(3, [.alp, .corona]),
        physicalPixels: Sourced(size(1080, 1920), [.alp, .corona], note: "renders 1242x2208, downsampled to the panel"),
        cornerRadius: Common.squareCorners, sensorHousing: Common.noHousing, statusBarHeight: Common.statusBar20,
        hasHomeIndicator: Common.noHomeIndicator, homeIndicatorSize: Common.noIndicatorSize,
        safeAreaPortrait: Common.homeButtonPhonePortrait([.sst]),
        safeAreaLandscape: Common.homeButtonPhoneLandscape([.sst]),
        landscapeHorizontalSizeClass: Common.regularClassic)

    /// X-class: 375x812 @3x, 209x30 notch (Bezeler's 11 Pro preset), corner 39 (KB).
    private static func xClass(_ title: String, points: [Source], portrait: [Source], landscape: [Source]) -> ScreenRow {
        ScreenRow(
            title: title, idiom: .phone,
            points: Sourced(size(375, 812), points), scale: Sourced(3, [.alp, .corona]),
            cornerRadius: Sourced(39, [.kb]),
            sensorHousing: Sourced(.notch(width: 209, height: 30, topRadius: 6, bottomRadius: 22, screenWidth: 375), [.bez],
                                   note: "hand-measured mockup (StatusEdge agrees on 209x30)"),
            statusBarHeight: Versioned(44, [.rnsb, .qmuiHelper]),
            hasHomeIndicator: Common.homeIndicator, homeIndicatorSize: Sourced(size(134, 5), [.bez, .rnhi]),
            safeAreaPortrait: Versioned(insets(44, 0, 34, 0), portrait),
            safeAreaLandscape: Versioned(insets(0, 44, 21, 44), landscape,
                                         note: "bottom 21, not SST's 24 (docs/research/devices.md §2.2)"),
            landscapeHorizontalSizeClass: Common.compactClassic)
    }

    static let iPhoneX = xClass("iPhone X", points: [.sst, .corona, .alp], portrait: [.sst, .corona, .radar], landscape: [.corona, .qmui])
    static let iPhoneXS = xClass("iPhone XS", points: [.sst, .corona, .alp], portrait: [.sst, .corona], landscape: [.corona, .qmui])
    static let iPhone11Pro = xClass("iPhone 11 Pro", points: [.sst, .corona, .alp], portrait: [.sst, .corona], landscape: [.corona, .qmui])

    /// Max class: 414x896 @3x with the X-class notch and insets.
    private static func maxClass(_ title: String, portrait: [Source]) -> ScreenRow {
        ScreenRow(
            title: title, idiom: .phone,
            points: Sourced(size(414, 896), [.sst, .alp]), scale: Sourced(3, [.alp]),
            cornerRadius: Sourced(39, [.kb]),
            sensorHousing: Sourced(.notch(width: 209, height: 30, topRadius: 6, bottomRadius: 22, screenWidth: 414), [.bez]),
            statusBarHeight: Versioned(44, [.rnsb, .qmuiHelper]),
            hasHomeIndicator: Common.homeIndicator, homeIndicatorSize: Sourced(size(148, 5), [.bez]),
            safeAreaPortrait: Versioned(insets(44, 0, 34, 0), portrait),
            safeAreaLandscape: Versioned(insets(0, 44, 21, 44), [.qmui], note: "bottom 21, not SST's 24 (docs/research/devices.md §2.2)"),
            landscapeHorizontalSizeClass: Common.regularClassic)
    }

    static let iPhoneXSMax = maxClass("iPhone XS Max", portrait: [.sst, .qmui])
    static let iPhone11ProMax = maxClass("iPhone 11 Pro Max", portrait: [.qmui, .df])

    /// XR class: 414x896 @2x, 230x33 notch; the top inset and status bar grew from 44 to 48 with
    /// iOS 14 (docs/research/devices.md §2.1: GKNBVC47, EFNB16; SST is the iOS 12/13-era value).
    private static func xrClass(_ title: String) -> ScreenRow {
        ScreenRow(
            title: title, idiom: .phone,
            points: Sourced(size(414, 896), [.sst, .alp]), scale: Sourced(2, [.alp]),
            cornerRadius: Sourced(41.5, [.kb]),
            sensorHousing: Sourced(.notch(width: 230, height: 33, topRadius: 6, bottomRadius: 25, screenWidth: 414), [.bez],
                                   note: "StatusEdge gives 230x30"),
            statusBarHeight: Versioned(48, [.gknbvc47, .efnb16, .qmuiHelper])
                .except(12...13, 44, [.gknbvc47, .efnb16], note: "44 before iOS 14"),
            hasHomeIndicator: Common.homeIndicator, homeIndicatorSize: Sourced(size(148, 5), [.bez]),
            safeAreaPortrait: Versioned(insets(48, 0, 34, 0), [.qmui, .rnsac215])
                .except(12...13, insets(44, 0, 34, 0), [.sst, .gknbvc47, .efnb16], note: "iOS 12/13 value (SST iPhoneXr preset)"),
            safeAreaLandscape: Versioned(insets(0, 48, 21, 48), [.rnsac215, .qmui])
                .except(12...13, insets(0, 44, 21, 44), [.sst, .gknbvc47],
                        note: "sides 44 from SST's iOS 12/13-era preset; bottom 21, not SST's 24 (docs/research/devices.md §2.2)"),
            landscapeHorizontalSizeClass: Common.regularClassic)
    }

    static let iPhoneXR = xrClass("iPhone XR")
    static let iPhone11 = xrClass("iPhone 11")

    /// 12/13 mini: 375x812 rendered @3x, downsampled to a 1080x2340 panel; safe top 50 while the
    /// status-bar frame stays 44 (docs/research/devices.md §2.3).
    private static func miniClass(_ title: String, radius: Sourced<Double?>, housing: Sourced<SensorHousing>,
                                  statusBar: Versioned<Double?>, indicator: Sourced<Size?>, portrait: [Source]) -> ScreenRow {
        ScreenRow(
            title: title, idiom: .phone,
            points: Sourced(size(375, 812), [.alp, .hack12]), scale: Sourced(3, [.alp, .hack12]),
            physicalPixels: Sourced(size(1080, 2340), [.hack12, .alp], note: "renders 1125x2436, downsampled to the panel"),
            cornerRadius: radius, sensorHousing: housing, statusBarHeight: statusBar,
            hasHomeIndicator: Common.homeIndicator, homeIndicatorSize: indicator,
            safeAreaPortrait: Versioned(insets(50, 0, 34, 0), portrait, note: "50, not DF's 44/47 (docs/research/devices.md §2.3)"),
            safeAreaLandscape: Versioned(insets(0, 50, 21, 50), [.qmui]),
            landscapeHorizontalSizeClass: Common.compactClassic)
    }

    static let iPhone12Mini = miniClass(
        "iPhone 12 mini", radius: Sourced(44, [.kb, .xcprof], note: "BEZ's 47.33 rejected (docs/research/devices.md §2.10)"),
        housing: Sourced(.notch(width: 226, height: 34, topRadius: 6, bottomRadius: 24, screenWidth: 375), [.bez],
                         note: "StatusEdge gives 209x32"),
        statusBar: Versioned(44, [.gknb67], note: "statusBarFrame 44 while the safe top is 50"),
        indicator: Sourced(size(134, 5), [.bez]), portrait: [.qmui, .gknb67])
    static let iPhone13Mini = miniClass(
        "iPhone 13 mini", radius: Sourced(44, [.xcprof]),
        housing: Sourced(.notch(width: 162, height: 33, screenWidth: 375), [.statusEdge]),
        statusBar: Versioned(nil, [], note: "no source gives the 13 mini's status-bar frame"),
        indicator: Common.unknownIndicatorSize, portrait: [.sst, .qmui])

    /// 390x844 / 428x926 notch class with the 47-pt top (12, 12 Pro, 12 Pro Max, 13s, 14, 14 Plus, 16e).
    private static func notch47(_ title: String, points: Size, pointSources: [Source], radius: Sourced<Double?>,
                                housing: Sourced<SensorHousing>, statusBar: Versioned<Double?>, indicator: Sourced<Size?>,
                                portrait: [Source], landscape: [Source], sizeClass: Sourced<SizeClass>) -> ScreenRow {
        ScreenRow(
            title: title, idiom: .phone,
            points: Sourced(points, pointSources), scale: Sourced(3, pointSources),
            cornerRadius: radius, sensorHousing: housing, statusBarHeight: statusBar,
            hasHomeIndicator: Common.homeIndicator, homeIndicatorSize: indicator,
            safeAreaPortrait: Versioned(insets(47, 0, 34, 0), portrait),
            safeAreaLandscape: Versioned(insets(0, 47, 21, 47), landscape),
            landscapeHorizontalSizeClass: sizeClass)
    }

    private static let statusBar47 = Versioned<Double?>(47, [.rnsb, .qmuiHelper])
    private static func notch12(_ width: Double) -> Sourced<SensorHousing> {
        Sourced(SensorHousing.notch(width: 210, height: 32, topRadius: 6, bottomRadius: 22, screenWidth: width), [.bez],
                note: "StatusEdge gives 209x32")
    }
    private static func notch13(_ width: Double) -> Sourced<SensorHousing> {
        Sourced(SensorHousing.notch(width: 162, height: 33, screenWidth: width), [.statusEdge],
                note: "approximation; DF's iPhone 13 path gives about 160.6x31.7")
    }

    static let iPhone12 = notch47(
        "iPhone 12", points: size(390, 844), pointSources: [.sst, .alp],
        radius: Sourced(47.33, [.kb], note: "XCPROF gives 47 (docs/research/devices.md §2.10)"), housing: notch12(390),
        statusBar: statusBar47, indicator: Sourced(size(139, 5), [.bez]), portrait: [.sst, .qmui], landscape: [.qmui],
        sizeClass: Common.compactClassic)
    static let iPhone12Pro = notch47(
        "iPhone 12 Pro", points: size(390, 844), pointSources: [.sst, .alp],
        radius: Sourced(47.33, [.kb], note: "XCPROF gives 47 (docs/research/devices.md §2.10)"), housing: notch12(390),
        statusBar: statusBar47, indicator: Sourced(size(139, 5), [.bez]), portrait: [.sst, .qmui], landscape: [.qmui],
        sizeClass: Common.compactClassic)
    static let iPhone12ProMax = notch47(
        "iPhone 12 Pro Max", points: size(428, 926), pointSources: [.sst, .alp],
        radius: Sourced(53.33, [.kb], note: "XCPROF gives 53 (docs/research/devices.md §2.10)"), housing: notch12(428),
        statusBar: statusBar47, indicator: Sourced(size(153, 5), [.bez]), portrait: [.sst, .qmui], landscape: [.qmui],
        sizeClass: Common.regularClassic)
    static let iPhone13 = notch47(
        "iPhone 13", points: size(390, 844), pointSources: [.sst, .alp], radius: Sourced(47.33, [.xcprof]),
        housing: notch13(390), statusBar: statusBar47, indicator: Common.unknownIndicatorSize,
        portrait: [.sst, .qmui, .df], landscape: [.qmui], sizeClass: Common.compactClassic)
    static let iPhone13Pro = notch47(
        "iPhone 13 Pro", points: size(390, 844), pointSources: [.sst, .alp], radius: Sourced(47.33, [.xcprof]),
        housing: notch13(390), statusBar: statusBar47, indicator: Common.unknownIndicatorSize,
        portrait: [.sst, .qmui], landscape: [.qmui], sizeClass: Common.compactClassic)
    static let iPhone13ProMax = notch47(
        "iPhone 13 Pro Max", points: size(428, 926), pointSources: [.sst, .alp], radius: Sourced(53.33, [.xcprof]),
        housing: notch13(428), statusBar: statusBar47, indicator: Common.unknownIndicatorSize,
        portrait: [.sst, .qmui, .df], landscape: [.qmui], sizeClass: Common.regularMaxPlus)
    static let iPhone14 = notch47(
        "iPhone 14", points: size(390, 844), pointSources: [.sstFork, .hack14, .alp], radius: Sourced(47.33, [.xcprof]),
        housing: notch13(390), statusBar: statusBar47, indicator: Common.unknownIndicatorSize,
        portrait: [.qmui, .sstFork], landscape: [.qmui], sizeClass: Common.compactByRule)
    static let iPhone14Plus = notch47(
        "iPhone 14 Plus", points: size(428, 926), pointSources: [.sstFork, .hack14, .alp], radius: Sourced(53.33, [.xcprof]),
        housing: notch13(428), statusBar: statusBar47, indicator: Common.unknownIndicatorSize,
        portrait: [.qmui, .sstFork], landscape: [.qmui], sizeClass: Common.regularMaxPlus)
    static let iPhone16e = notch47(
        "iPhone 16e", points: size(390, 844), pointSources: [.sstFork, .t16, .splash], radius: Sourced(47.33, [.xcprof]),
        housing: notch13(390),
        statusBar: Versioned(nil, [], note: "no source gives the 16e's status-bar frame (docs/research/devices.md §5)"),
        indicator: Common.unknownIndicatorSize, portrait: [.sstFork], landscape: [.sstFork],
        sizeClass: Common.compactByRule)

    /// Dynamic Island phones: status-bar frame 54 but safe top 59 (docs/research/devices.md §2.5).
    private static func island(_ title: String, points: Size, pointSources: [Source],
                               housing: Sourced<SensorHousing>, radius: Sourced<Double?> = Sourced(55, [.xcprof]),
                               statusBar: Versioned<Double?>, top: Double, portrait: [Source], landscape: [Source],
                               landscapeInsets: EdgeInsets? = nil, landscapeNote: String? = nil,
                               sizeClass: Sourced<SizeClass>) -> ScreenRow {
        ScreenRow(
            title: title, idiom: .phone,
            points: Sourced(points, pointSources), scale: Sourced(3, pointSources),
            cornerRadius: radius, sensorHousing: housing, statusBarHeight: statusBar,
            hasHomeIndicator: Common.homeIndicator, homeIndicatorSize: Common.unknownIndicatorSize,
            safeAreaPortrait: Versioned(insets(top, 0, 34, 0), portrait),
            safeAreaLandscape: Versioned(landscapeInsets ?? insets(0, top, 21, top), landscape, note: landscapeNote),
            landscapeHorizontalSizeClass: sizeClass)
    }

    private static let statusBar54 = Versioned<Double?>(54, [.gknb41, .qmuiHelper], note: "the safe top (59) is 5 pt lower")
    private static func statusEdgeIsland(_ width: Double, _ height: Double, _ top: Double, _ screen: Double) -> Sourced<SensorHousing> {
        Sourced(SensorHousing.island(width: width, height: height, top: top, screenWidth: screen), [.statusEdge],
                note: "approximation; DIU gives 126x37.33 at 11 for every Island (docs/research/devices.md §2.11)")
    }
    private static func dfIsland(_ width: Double, _ height: Double, _ top: Double, _ screen: Double, _ alternative: String) -> Sourced<SensorHousing> {
        Sourced(SensorHousing.island(width: width, height: height, top: top, screenWidth: screen), [.dfDerived, .df],
                note: "derived from DF's screen path; StatusEdge gives \(alternative) (docs/research/devices.md §2.11)")
    }

    static let iPhone14Pro = island(
        "iPhone 14 Pro", points: size(393, 852), pointSources: [.sstFork, .hack14],
        housing: statusEdgeIsland(125, 37, 11, 393), statusBar: statusBar54, top: 59,
        portrait: [.qmui, .flt120682, .sstFork], landscape: [.qmui, .sstFork], sizeClass: Common.compactByRule)
    static let iPhone14ProMax = island(
        "iPhone 14 Pro Max", points: size(430, 932), pointSources: [.sstFork, .hack14],
        housing: statusEdgeIsland(126, 37, 11, 430), statusBar: statusBar54, top: 59,
        portrait: [.qmui, .sstFork], landscape: [.qmui, .sstFork], sizeClass: Common.regularMaxPlus)
    static let iPhone15 = island(
        "iPhone 15", points: size(393, 852), pointSources: [.sstFork, .alp],
        housing: statusEdgeIsland(125, 37, 11, 393), statusBar: statusBar54, top: 59,
        portrait: [.sstFork, .gknb41], landscape: [.sstFork], sizeClass: Common.compactByRule)
        .noting(portrait: "59, not QMUI's 47 (docs/research/devices.md §2.4)")
    static let iPhone15Plus = island(
        "iPhone 15 Plus", points: size(430, 932), pointSources: [.sstFork, .alp],
        housing: statusEdgeIsland(126, 37, 11, 430), statusBar: statusBar54, top: 59,
        portrait: [.sstFork, .gknb41], landscape: [.sstFork], sizeClass: Common.regularMaxPlus)
        .noting(portrait: "59, not QMUI's 47 (docs/research/devices.md §2.4)")
    static let iPhone15Pro = island(
        "iPhone 15 Pro", points: size(393, 852), pointSources: [.sstFork, .alp],
        housing: dfIsland(125, 36.67, 11.33, 393, "125x37 at 11"), statusBar: Versioned(54, [.qmuiHelper]), top: 59,
        portrait: [.qmui, .df, .sstFork], landscape: [.qmui, .sstFork], sizeClass: Common.compactByRule)
    static let iPhone15ProMax = island(
        "iPhone 15 Pro Max", points: size(430, 932), pointSources: [.sstFork, .alp],
        housing: dfIsland(125.33, 36.67, 11.33, 430, "126x37 at 11"), statusBar: Versioned(54, [.qmuiHelper]), top: 59,
        portrait: [.qmui, .df, .sstFork], landscape: [.qmui, .sstFork], sizeClass: Common.regularMaxPlus)
    static let iPhone16 = island(
        "iPhone 16", points: size(393, 852), pointSources: [.sstFork, .t16],
        housing: dfIsland(125, 36.67, 11.33, 393, "125x37 at 11"),
        radius: Sourced(55, [.xcprof], note: "an expo table's 59 rejected (docs/research/devices.md §2.10)"),
        statusBar: Versioned(54, [.qmuiHelper], note: "uikit-metrics §1 lists the 16 with the 54-pt Island status bar; devices.json leaves it empty"),
        top: 59, portrait: [.qmui, .df, .sstFork], landscape: [.qmui, .sstFork], sizeClass: Common.compactByRule)
    static let iPhone16Plus = island(
        "iPhone 16 Plus", points: size(430, 932), pointSources: [.sstFork, .t16],
        housing: dfIsland(125.33, 36.66, 11.33, 430, "126x37 at 11"),
        statusBar: Versioned(54, [.qmuiHelper], note: "uikit-metrics §1 lists the 16 Plus with the 54-pt Island status bar; devices.json leaves it empty"),
        top: 59, portrait: [.qmui, .df, .sstFork], landscape: [.qmui, .sstFork], sizeClass: Common.regularMaxPlus)

    private static let unknownStatusBar = Versioned<Double?>(nil, [], note: "no source gives this model's status-bar frame (docs/research/devices.md §5)")

    static let iPhone16Pro = island(
        "iPhone 16 Pro", points: size(402, 874), pointSources: [.sstFork, .t16],
        housing: dfIsland(124.67, 35.67, 14.33, 402, "125x37 at 12"), radius: Sourced(62, [.xcprof]),
        statusBar: unknownStatusBar, top: 62, portrait: [.qmui, .df, .sstFork], landscape: [.qmui, .sstFork],
        sizeClass: Sourced(.compact, [.fluent1727], note: "by the small-phone rule; unverified for 402-pt phones (uikit-metrics §7)"))
    static let iPhone16ProMax = island(
        "iPhone 16 Pro Max", points: size(440, 956), pointSources: [.sstFork, .t16],
        housing: dfIsland(124.67, 35.66, 14.33, 440, "126x37 at 12"), radius: Sourced(62, [.xcprof]),
        statusBar: unknownStatusBar, top: 62, portrait: [.qmui, .df, .sstFork], landscape: [.qmui, .sstFork],
        sizeClass: Common.regularMaxPlus)

    /// The 17 family's landscape top of 20 is taken as the iOS 26 rule (docs/research/devices.md §2.6); as
    /// these models start at iOS 26 no earlier value applies.
    private static let iOS26Landscape = "iOS 26 value: 20-pt landscape top, presumed an OS change (docs/research/devices.md §2.6); unverified on a device"

    static let iPhone17 = island(
        "iPhone 17", points: size(402, 874), pointSources: [.sstFork, .t17, .splash],
        housing: statusEdgeIsland(125, 37, 12, 402), radius: Sourced(62, [.xcprof]), statusBar: unknownStatusBar,
        top: 62, portrait: [.sstFork], landscape: [.sstFork], landscapeInsets: insets(20, 62, 20, 62),
        landscapeNote: iOS26Landscape,
        sizeClass: Sourced(.compact, [.assumption], note: "402 pt wide like the 16 Pro: compact by the width rule; no source"))
    static let iPhone17Pro = island(
        "iPhone 17 Pro", points: size(402, 874), pointSources: [.sstFork, .splash],
        housing: statusEdgeIsland(125, 37, 12, 402), radius: Sourced(62, [.xcprof]), statusBar: unknownStatusBar,
        top: 62, portrait: [.sstFork], landscape: [.sstFork], landscapeInsets: insets(20, 62, 20, 62),
        landscapeNote: iOS26Landscape + "; Corona's 'iPhone 18 Pro' skin has 0/62/20/62",
        sizeClass: Sourced(.compact, [.assumption], note: "402 pt wide like the 16 Pro: compact by the width rule; no source"))
    static let iPhone17ProMax = island(
        "iPhone 17 Pro Max", points: size(440, 956), pointSources: [.sstFork, .splash],
        housing: statusEdgeIsland(126, 37, 12, 440), radius: Sourced(62, [.xcprof]), statusBar: unknownStatusBar,
        top: 62, portrait: [.sstFork], landscape: [.sstFork], landscapeInsets: insets(20, 62, 20, 62),
        landscapeNote: iOS26Landscape + "; Corona's 'iPhone 18 Pro Max' skin has 0/62/20/62",
        sizeClass: Common.regularMaxPlus)
    static let iPhoneAir = island(
        "iPhone Air", points: size(420, 912), pointSources: [.sstFork, .t17, .splash],
        housing: statusEdgeIsland(125, 37, 13, 420), radius: Sourced(62, [.xcprof]), statusBar: unknownStatusBar,
        top: 68, portrait: [.sstFork], landscape: [.sstFork], landscapeInsets: insets(20, 68, 29, 68),
        landscapeNote: iOS26Landscape,
        sizeClass: Sourced(.regular, [.dk], note: "DeviceKit files the Air as a Plus form factor; 420 pt wide; unverified (uikit-metrics §7)"))

    /// The 17e: 390x844 @3x with a notch and no Dynamic Island (DeviceKit), the 16e's screen. No code
    /// source reads its insets on a device; one unattributed app test (APP17E) lays out its reference
    /// 17e screen with the safe area from 47 to 810 (47 top, 34 bottom), which is the 16e's 47/0/34/0
    /// (SSTFORK). The landscape insets and the notch are the 16e's, assumed (docs/sources.md, "iPhone 17e").
    static let iPhone17e = ScreenRow(
        title: "iPhone 17e", idiom: .phone,
        points: Sourced(size(390, 844), [.t17]), scale: Sourced(3, [.xcprof, .t17]),
        cornerRadius: Sourced(47.33, [.xcprof]),
        sensorHousing: Sourced(
            .notch(width: 162, height: 33, screenWidth: 390), [.dk, .statusEdge, .assumption],
            note: "a notch, no Dynamic Island (DeviceKit); its size is not sourced: the 16e's 162x33 (StatusEdge) assumed"),
        statusBarHeight: Versioned(nil, [], note: "no source gives the 17e's status-bar frame"),
        hasHomeIndicator: Common.homeIndicator, homeIndicatorSize: Common.unknownIndicatorSize,
        safeAreaPortrait: Versioned(insets(47, 0, 34, 0), [.app17e, .sstFork],
                                    note: "APP17E's 17e screen (safe area 47 to 810 of 844); the same as the 16e's (SSTFORK)"),
        safeAreaLandscape: Versioned(insets(0, 47, 21, 47), [.sstFork, .assumption],
                                     note: "no source for the 17e in landscape: the 16e's 0/47/21/47 (SSTFORK) assumed"),
        landscapeHorizontalSizeClass: Sourced(.compact, [.assumption], note: "390 pt wide like the 16e: compact by the width rule; no source"))

    /// iPod touch (6th and 7th generation): the 4-inch 1136x640 Retina screen of the iPhone 5 row, a
    /// home button, square corners (WIKI-IPOD; DeviceKit: 4", 326 ppi).
    static let iPodTouch: ScreenRow = {
        var row = iPhone5
        row.title = "iPod touch (6th, 7th gen) (320x568)"
        row.points = Sourced(size(320, 568), [.sst, .alp, .wikiIPod],
                             note: "the iPhone 5 row's 4-inch 1136x640 Retina screen (WIKI-IPOD; DeviceKit: 4 inches, 326 ppi)")
        return row
    }()
}

extension Catalogue {
    /// Every iPhone, in docs/research/devices.md row order, models of a row in release order.
    static let iPhones: [Device] = [
        Device("iphone-5", "iPhone 5", aliases: ["iPhone5,1", "iPhone5,2"], .iPhone5, runs: .iPhone(6, 10, specs: "https://support.apple.com/kb/SP655")),
        Device("iphone-5c", "iPhone 5c", aliases: ["iPhone5,3", "iPhone5,4"], .iPhone5, runs: .iPhone(7, 10, specs: "https://support.apple.com/kb/SP684")),
        Device("iphone-5s", "iPhone 5s", aliases: ["iPhone6,1", "iPhone6,2"], .iPhone5, runs: .iPhone(7, 12, specs: "https://support.apple.com/kb/SP685")),
        Device("iphone-se-gen1", "iPhone SE (1st generation)", aliases: ["iPhone8,4"], .iPhone5, runs: .iPhone(9, 15, specs: "https://support.apple.com/kb/SP738")),
        Device("iphone-6", "iPhone 6", aliases: ["iPhone7,2"], .iPhone6, runs: .iPhone(8, 12, specs: "https://support.apple.com/kb/SP705")),
        Device("iphone-6s", "iPhone 6s", aliases: ["iPhone8,1"], .iPhone6, runs: .iPhone(9, 15, specs: "https://support.apple.com/kb/SP726")),
        Device("iphone-7", "iPhone 7", aliases: ["iPhone9,1", "iPhone9,3"], .iPhone6, runs: .iPhone(10, 15, specs: "https://support.apple.com/kb/SP743")),
        Device("iphone-8", "iPhone 8", aliases: ["iPhone10,1", "iPhone10,4"], .iPhone6, runs: .iPhone(11, 16, specs: "https://support.apple.com/kb/SP767")),
        Device("iphone-se-gen2", "iPhone SE (2nd generation)", aliases: ["iPhone12,8"], .iPhone6, runs: .iPhone(13, specs: "https://support.apple.com/kb/SP820")),
        Device("iphone-se", "iPhone SE (3rd generation)", aliases: ["iPhone14,6"], .iPhone6, runs: .iPhone(15, specs: "https://support.apple.com/kb/SP867")),
        Device("iphone-6-plus", "iPhone 6 Plus", aliases: ["iPhone7,1"], .iPhone6Plus, runs: .iPhone(8, 12, specs: "https://support.apple.com/kb/SP706")),
        Device("iphone-6s-plus", "iPhone 6s Plus", aliases: ["iPhone8,2"], .iPhone6Plus, runs: .iPhone(9, 15, specs: "https://support.apple.com/kb/SP727")),
        Device("iphone-7-plus", "iPhone 7 Plus", aliases: ["iPhone9,2", "iPhone9,4"], .iPhone6Plus, runs: .iPhone(10, 15, specs: "https://support.apple.com/kb/SP744")),
        Device("iphone-8-plus", "iPhone 8 Plus", aliases: ["iPhone10,2", "iPhone10,5"], .iPhone6Plus, runs: .iPhone(11, 16, specs: "https://support.apple.com/kb/SP768")),
        Device("iphone-x", "iPhone X", aliases: ["iPhone10,3", "iPhone10,6"], .iPhoneX, runs: .iPhone(11, 16, specs: "https://support.apple.com/kb/SP770")),
        Device("iphone-xs", "iPhone XS", aliases: ["iPhone11,2"], .iPhoneXS, runs: .iPhone(12, 18, specs: "https://support.apple.com/kb/SP779")),
        Device("iphone-xs-max", "iPhone XS Max", aliases: ["iPhone11,4", "iPhone11,6"], .iPhoneXSMax, runs: .iPhone(12, 18, specs: "https://support.apple.com/kb/SP780")),
        Device("iphone-xr", "iPhone XR", aliases: ["iPhone11,8"], .iPhoneXR, runs: .iPhone(12, 18, specs: "https://support.apple.com/kb/SP781")),
        Device("iphone-11", "iPhone 11", aliases: ["iPhone12,1"], .iPhone11, runs: .iPhone(13, specs: "https://support.apple.com/kb/SP804")),
        Device("iphone-11-pro", "iPhone 11 Pro", aliases: ["iPhone12,3"], .iPhone11Pro, runs: .iPhone(13, specs: "https://support.apple.com/kb/SP805")),
        Device("iphone-11-pro-max", "iPhone 11 Pro Max", aliases: ["iPhone12,5"], .iPhone11ProMax, runs: .iPhone(13, specs: "https://support.apple.com/kb/SP806")),
        Device("iphone-12-mini", "iPhone 12 mini", aliases: ["iPhone13,1"], .iPhone12Mini, runs: .iPhone(14, specs: "https://support.apple.com/kb/SP829")),
        Device("iphone-12", "iPhone 12", aliases: ["iPhone13,2"], .iPhone12, runs: .iPhone(14, specs: "https://support.apple.com/kb/SP830")),
        Device("iphone-12-pro", "iPhone 12 Pro", aliases: ["iPhone13,3"], .iPhone12Pro, runs: .iPhone(14, specs: "https://support.apple.com/kb/SP831")),
        Device("iphone-12-pro-max", "iPhone 12 Pro Max", aliases: ["iPhone13,4"], .iPhone12ProMax, runs: .iPhone(14, specs: "https://support.apple.com/kb/SP832")),
        Device("iphone-13-mini", "iPhone 13 mini", aliases: ["iPhone14,4"], .iPhone13Mini, runs: .iPhone(15, specs: "https://support.apple.com/kb/SP847")),
        Device("iphone-13", "iPhone 13", aliases: ["iPhone14,5"], .iPhone13, runs: .iPhone(15, specs: "https://support.apple.com/kb/SP851")),
        Device("iphone-13-pro", "iPhone 13 Pro", aliases: ["iPhone14,2"], .iPhone13Pro, runs: .iPhone(15, specs: "https://support.apple.com/kb/SP852")),
        Device("iphone-13-pro-max", "iPhone 13 Pro Max", aliases: ["iPhone14,3"], .iPhone13ProMax, runs: .iPhone(15, specs: "https://support.apple.com/kb/SP848")),
        Device("iphone-14", "iPhone 14", aliases: ["iPhone14,7"], .iPhone14, runs: .iPhone(16, specs: "https://support.apple.com/kb/SP873")),
        Device("iphone-14-plus", "iPhone 14 Plus", aliases: ["iPhone14,8"], .iPhone14Plus, runs: .iPhone(16, specs: "https://support.apple.com/kb/SP874")),
        Device("iphone-14-pro", "iPhone 14 Pro", aliases: ["iPhone15,2"], .iPhone14Pro, runs: .iPhone(16, specs: "https://support.apple.com/kb/SP875")),
        Device("iphone-14-pro-max", "iPhone 14 Pro Max", aliases: ["iPhone15,3"], .iPhone14ProMax, runs: .iPhone(16, specs: "https://support.apple.com/kb/SP876")),
        Device("iphone-15", "iPhone 15", aliases: ["iPhone15,4"], .iPhone15, runs: .iPhone(17, specs: "https://support.apple.com/kb/SP901")),
        Device("iphone-15-plus", "iPhone 15 Plus", aliases: ["iPhone15,5"], .iPhone15Plus, runs: .iPhone(17, specs: "https://support.apple.com/kb/SP902")),
        Device("iphone-15-pro", "iPhone 15 Pro", aliases: ["iPhone16,1"], .iPhone15Pro, runs: .iPhone(17, specs: "https://support.apple.com/kb/SP903")),
        Device("iphone-15-pro-max", "iPhone 15 Pro Max", aliases: ["iPhone16,2"], .iPhone15ProMax, runs: .iPhone(17, specs: "https://support.apple.com/kb/SP904")),
        Device("iphone-16", "iPhone 16", aliases: ["iPhone17,3"], .iPhone16, runs: .iPhone(18, specs: "https://support.apple.com/en-us/121029")),
        Device("iphone-16-plus", "iPhone 16 Plus", aliases: ["iPhone17,4"], .iPhone16Plus, runs: .iPhone(18, specs: "https://support.apple.com/en-us/121030")),
        Device("iphone-16-pro", "iPhone 16 Pro", aliases: ["iPhone17,1"], .iPhone16Pro, runs: .iPhone(18, specs: "https://support.apple.com/en-us/121031")),
        Device("iphone-16-pro-max", "iPhone 16 Pro Max", aliases: ["iPhone17,2"], .iPhone16ProMax, runs: .iPhone(18, specs: "https://support.apple.com/en-us/121032")),
        Device("iphone-16e", "iPhone 16e", aliases: ["iPhone17,5"], .iPhone16e, runs: .iPhone(18, specs: "https://support.apple.com/en-us/122208")),
        Device("iphone-17", "iPhone 17", aliases: ["iPhone18,3"], .iPhone17, runs: .iPhone(26, specs: "https://support.apple.com/en-us/125089")),
        Device("iphone-17-pro", "iPhone 17 Pro", aliases: ["iPhone18,1"], .iPhone17Pro, runs: .iPhone(26, specs: "https://support.apple.com/en-us/125090")),
        Device("iphone-17-pro-max", "iPhone 17 Pro Max", aliases: ["iPhone18,2"], .iPhone17ProMax, runs: .iPhone(26, specs: "https://support.apple.com/en-us/125091")),
        Device("iphone-air", "iPhone Air", aliases: ["iPhone18,4"], .iPhoneAir, runs: .iPhone(26, specs: "https://support.apple.com/en-us/125092")),
        Device("iphone-17e", "iPhone 17e", aliases: ["iPhone18,5"], .iPhone17e, runs: .iPhone(26, specs: "https://support.apple.com/en-us/126470")),
        // The iPod touch runs iOS with the phone idiom (UIUserInterfaceIdiom.phone) on the 4-inch screen.
        Device("ipod-touch-gen6", "iPod touch (6th generation)", aliases: ["iPod7,1"], .iPodTouch,
               runs: Sourced(SupportedVersions(first: 8, last: 12), [.wikiIPod],
                             note: "shipped with iOS 8 (July 2015); its last is 12")),
        Device("ipod-touch-gen7", "iPod touch (7th generation)", aliases: ["iPod9,1"], .iPodTouch,
               runs: Sourced(SupportedVersions(first: 12, last: 15), [.wikiIPod],
                             note: "shipped with iOS 12 (May 2019); its last is 15")),
    ]
}
