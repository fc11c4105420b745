/// Where a catalogue number was read. The keys are the research files' source keys
/// (`docs/research/devices.md` "Source key", `docs/research/uikit-metrics.md` "Source key"), so a value in the
/// catalogue can be traced to the page or file it came from. `assumption` marks the few choices
/// Bezel makes where no source gives a number; its notes say what was assumed and why.
package enum Source: String, Sendable, Codable, CaseIterable, Comparable {
    case sst = "SST"
    case dk = "DK"
    case df = "DF"
    case dfDerived = "DF-derived"
    case qmui = "QMUI"
    case qmuiHelper = "QMUIHELPER"
    case corona = "CORONA"
    case kb = "KB"
    case bez = "BEZ"
    case alp = "ALP"
    case xcprof = "XCPROF"
    case sstFork = "SSTFORK"
    case statusEdge = "STATUSEDGE"
    case splash = "SPLASH"
    case hack12 = "HACK12"
    case hack14 = "HACK14"
    case hackIPadPro = "HACKIPADPRO"
    case uylx = "UYLX"
    case gknb41 = "GKNB41"
    case gknb67 = "GKNB67"
    case gknbvc47 = "GKNBVC47"
    case efnb16 = "EFNB16"
    case flt120682 = "FLT120682"
    case fluent1727 = "FLUENT1727"
    case rnsac215 = "RNSAC215"
    case radar = "RADAR"
    case masonry = "MASONRY"
    case rnsb = "RNSB"
    case diu = "DIU"
    case expo16 = "EXPO16"
    case expo10 = "EXPO10"
    case t16 = "T16"
    case t17 = "T17"
    case rnhi = "RNHI"
    case ipadPro13Alt = "IPADPRO13ALT"
    case medienmonster = "MEDIENMONSTER"
    case csdnSC = "CSDN-SC"
    case mattSO = "MATT-SO"
    case baolei = "BAOLEI"
    case dkasaj = "DKASAJ"
    case sgl0v = "SGL0V"
    case jazzychad = "JAZZYCHAD"
    case appleIPhoneModels = "APPLE-IPHONES"
    case appleIPadModels = "APPLE-IPADS"
    case eolIPhone = "EOL-IPHONE"
    case eolIPad = "EOL-IPAD"
    case appleSpecs = "APPLE-SPECS"
    case wikiIPod = "WIKI-IPOD"
    case tvOS26 = "MR-TVOS26"
    case higTVLayout = "HIG-TV-LAYOUT"
    case higTVTabBar = "HIG-TV-TABBAR"
    case wwdc24Tabs = "WWDC24-10147"
    case app17e = "APP17E"
    case macrumorsIOS9 = "MR-IOS9"
    case ios9News = "IOS9NEWS"
    case assumption = "ASSUMPTION"

    /// The key as the research files write it.
    var key: String { rawValue }

    /// The full citation: repository and file (with the commit the research read) or the URL.
    var citation: String {
        switch self {
        case .sst:
            "pointfreeco/swift-snapshot-testing Sources/SnapshotTesting/Common/View.swift (HEAD 6bb6c9ae, 2026-02-25)"
        case .dk:
            "devicekit/DeviceKit Source/Device.swift.gyb (HEAD 56b997e8, 2026-03-03; older iPads read at 00b7c0f8)"
        case .df:
            "aloisdeniel/flutter_device_preview device_frame/lib/src/devices/ios/<model>/device.dart + screen.g.dart (HEAD 42089cdc)"
        case .dfDerived:
            "computed by the research from DF's screen-path coordinates (bounding box of the cut-out, scaled to points)"
        case .qmui:
            "Tencent/QMUI_iOS QMUIKit/QMUICore/QMUIHelper.m safeAreaInsetsForDeviceWithNotch (HEAD 4dca2347, 2024-09-22)"
        case .qmuiHelper:
            "Tencent/QMUI_iOS QMUIKit/QMUICore/QMUIHelper.m @ 4dca2347 (isRegularScreen, statusBarHeightConstant)"
        case .corona:
            "coronalabs/corona platform/resources/Skins/<skin>.lua"
        case .kb:
            "kylebshr/UIKitCorners README.md + https://kylebashour.com/posts/finding-the-real-iphone-x-corner-radius"
        case .bez:
            "apparata/Bezeler Sources/Bezeler/MockDeviceType.swift (HEAD fe779ecb, 2021)"
        case .alp:
            "alpatiev/swift_tools iPhone_iPad_screen_sizes.md"
        case .xcprof:
            "unattributed public Swift file 'DisplayCorners' (generated from Xcode CoreSimulator DeviceTypes capabilities.plist); repository not known"
        case .sstFork:
            "unattributed public fork of swift-snapshot-testing View.swift with modern presets; repository not known"
        case .statusEdge:
            "unattributed React Native TurboModule StatusEdge.m ('well-supported approximations'); repository not known"
        case .splash:
            "unattributed PWA splash-screen table; repository not known"
        case .hack12:
            "https://hacknicity.medium.com/how-ios-apps-adapt-to-the-various-iphone-12-screen-sizes-e45c021e1b8b"
        case .hack14:
            "https://hacknicity.medium.com/how-ios-apps-adapt-to-the-various-iphone-14-screen-sizes-b2504a39b58f"
        case .hackIPadPro:
            "https://hacknicity.medium.com/how-ipad-apps-adapt-to-the-new-11-and-12-9-ipads-pro-cabd1c0e5f20 (2018-10-31)"
        case .uylx:
            "https://useyourloaf.com/blog/supporting-iphone-x/"
        case .gknb41:
            "https://github.com/QuintGao/GKNavigationBarSwift/issues/41"
        case .gknb67:
            "https://github.com/QuintGao/GKNavigationBar/issues/67"
        case .gknbvc47:
            "https://github.com/QuintGao/GKNavigationBarViewController/pull/47"
        case .efnb16:
            "https://github.com/EFPrefix/EFNavigationBar/issues/16"
        case .flt120682:
            "https://github.com/flutter/flutter/issues/120682"
        case .fluent1727:
            "https://github.com/microsoft/fluentui-apple/pull/1727"
        case .rnsac215:
            "https://github.com/appandflow/react-native-safe-area-context/issues/215"
        case .radar:
            "https://github.com/lionheart/openradar-mirror/issues/20115 (rdar 42372793)"
        case .masonry:
            "https://github.com/SnapKit/Masonry/issues/546"
        case .rnsb:
            "rn-parts/rn-statusbar-height README.md"
        case .diu:
            "Suyash Srijan's DynamicIslandUtilities DynamicIsland.swift (repository name not returned)"
        case .expo16:
            "unattributed expo-device corner table (16 Pro class); repository not known"
        case .expo10:
            "unattributed expo-device corner table (iPad 10th gen); repository not known"
        case .t16:
            "unattributed markdown table of points/pixels; repository not known"
        case .t17:
            "unattributed Swift device table (iPhone 17e, Air, 17); repository not known"
        case .rnhi:
            "przemekadamski/unified-photo-scanner SmartScanApp/src/components/HomeIndicator.tsx"
        case .ipadPro13Alt:
            "unattributed test 'presetHasTheDocumentedValues'; repository not known"
        case .medienmonster:
            "https://medienmonster.com/app/app-design-guidelines/tvos-design-guidelines"
        case .csdnSC:
            "https://blog.csdn.net/wenluma/article/details/45723987 and https://blog.csdn.net/niyizhong123/article/details/52484013"
        case .mattSO:
            "https://stackoverflow.com/questions/52317545/what-are-the-size-classes-for-the-new-iphone-x-models"
        case .baolei:
            "https://www.baolei.org/iOS-size-class-study-a1f01c7cfe0a4fd4a6d750bcde6cdb36 (copy of Apple's HIG size-class table, Jan 2022)"
        case .dkasaj:
            "https://gist.github.com/dkasaj/924d12ca791a6f74f4c1a2b516117afc"
        case .sgl0v:
            "https://gist.github.com/sgl0v/3509f3ae628f4047cdb6"
        case .jazzychad:
            "http://txt.jazzychad.net/post/70b4389ab2e9ce42522d (iOS 9 iPad multitasking size classes, 2015-06-20)"
        case .appleIPhoneModels:
            "https://support.apple.com/guide/iphone/iphe3fa5df43 (Apple, iPhone User Guide: the iPhone models the current iOS supports)"
        case .appleIPadModels:
            "https://support.apple.com/guide/ipad/ipad213a25b2/ipados (Apple, iPad User Guide: the iPad models the current iPadOS supports)"
        case .eolIPhone:
            "https://endoflife.date/iphone (endoflife-date/endoflife.date products/iphone.md @ 0130b053: supportedIosVersions per model, each row linked to Apple's technical specifications)"
        case .eolIPad:
            "https://endoflife.date/ipad (endoflife-date/endoflife.date products/ipad.md @ 05325e3b: supportedIpadOsVersions per model, each row linked to Apple's technical specifications)"
        case .appleSpecs:
            "Apple's technical specifications pages, https://support.apple.com/kb/SP<n> (the value's note names the page): the iOS each model shipped with"
        case .wikiIPod:
            "https://en.wikipedia.org/wiki/IPod_Touch#Models (initial and highest supported iOS per generation)"
        case .tvOS26:
            "https://www.macrumors.com/2025/06/06/tvos-26-support-these-apple-tv-models/ and https://www.macrumors.com/2026/06/08/tvos-27-compatible-apple-tv-models/ (tvOS 26 runs on the Apple TV HD and every Apple TV 4K)"
        case .higTVLayout:
            "https://developer.apple.com/design/human-interface-guidelines/layout (tvOS: keep content 60 pt from the top and bottom and 80 pt from the sides)"
        case .higTVTabBar:
            "https://developer.apple.com/design/human-interface-guidelines/tvos/interface-elements/tab-bars/ (the tab bar sits at the top; in focus it covers the top 140 pixels; it slides away when focus leaves it)"
        case .wwdc24Tabs:
            "https://developer.apple.com/wwdc24/10147 (iPadOS 18: the tab bar floats at the top of the app, in the navigation bar's row) and https://developer.apple.com/documentation/uikit/uitabbarcontroller"
        case .app17e:
            "unattributed public Jest test of a clock app (repository not known): its iPhone 17e reference screen is 390 wide with the safe area from y = 47 to y = 810 (47 top, 844 - 810 = 34 bottom)"
        case .macrumorsIOS9:
            "https://www.macrumors.com/2015/09/16/ios-9-split-screen-multitasking-ipad/ (iOS 9 multitasking: Slide Over, Split View, Picture in Picture; Split View on the iPad Air 2, iPad mini 4 and iPad Pro)"
        case .ios9News:
            "http://ios9news.net/ipads-compatible-with-split-view-and-picture-in-picture/ (Split View: iPad Pro, Air 2, mini 4; Slide Over and Picture in Picture: also the iPad Air and iPad mini 2 and 3; neither on the iPad 4th generation)"
        case .assumption:
            "no source: Bezel's documented assumption (see the value's note)"
        }
    }

    /// True for files whose repository the research could not name: secondary evidence to re-check.
    var isUnattributed: Bool {
        switch self {
        case .xcprof, .sstFork, .statusEdge, .splash, .t16, .t17, .expo16, .expo10, .ipadPro13Alt, .app17e: true
        default: false
        }
    }

    /// Sources sort in declaration order, so lists print the same way every run.
    package static func < (a: Source, b: Source) -> Bool {
        let order = Source.allCases
        return (order.firstIndex(of: a) ?? 0) < (order.firstIndex(of: b) ?? 0)
    }
}
