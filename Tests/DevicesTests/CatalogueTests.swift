@testable import Geometry
import Testing
@testable import Devices

/// Every catalogue number against its cited value in research/devices.json.
@Suite struct CatalogueTests {
    let research: [ResearchRow]

    init() throws { research = try ResearchRow.load() }

    /// The devices built from one research row (matched by the row's title).
    func devices(of row: ResearchRow) -> [Device] {
        Catalogue.all.filter { $0.row == row.name }
    }

    var deviceRows: [ResearchRow] { research.filter { $0.kind == "device" || $0.kind == "tvos" } }

    /// Where the catalogue departs from the research copy on purpose, each with the source of the difference
    /// (docs/sources.md). The iPhone 4s row has no device: it ran iOS 5-9 (EOL-IPHONE), outside the
    /// catalogue's iOS 10-26, so no profile of it is one a real 4s could run.
    static let rowsWithoutDevices: Set<String> = ["iPhone 4s"]

    /// Safe areas the research copy gives differently: (portrait, landscape-right) and the source that
    /// the catalogue's value must cite. The 17e has none in the research (devices.md §7); APP17E's screen
    /// gives 47/0/34/0, the landscape is the 16e's (SSTFORK), assumed. The TV rows give 2015's 90-pt sides;
    /// Apple's current HIG gives 80 (HIG-TV-LAYOUT).
    static let safeAreaOverrides: [String: (portrait: EdgeInsets, landscape: EdgeInsets, source: Source)] = [
        "iphone-17e": (EdgeInsets(top: 47, left: 0, bottom: 34, right: 0), EdgeInsets(top: 0, left: 47, bottom: 21, right: 47), .app17e),
        "apple-tv": (EdgeInsets(top: 60, left: 80, bottom: 60, right: 80), EdgeInsets(top: 60, left: 80, bottom: 60, right: 80), .higTVLayout),
        "apple-tv-4k": (EdgeInsets(top: 60, left: 80, bottom: 60, right: 80), EdgeInsets(top: 60, left: 80, bottom: 60, right: 80), .higTVLayout),
    ]

    /// Sensor housings the research copy leaves without geometry: the 17e's notch is not sourced, so
    /// the 16e's 162x33 (StatusEdge) is drawn, marked assumed.
    static let housingOverrides: [String: (width: Double, height: Double, source: Source)] = [
        "iphone-17e": (162, 33, .statusEdge),
    ]

    @Test func everyResearchRowHasModels() {
        #expect(deviceRows.count == 48)
        for row in deviceRows {
            if Self.rowsWithoutDevices.contains(row.name ?? "") {
                #expect(devices(of: row).isEmpty, "\(row.name ?? "?") is left out of the catalogue")
                continue
            }
            #expect(!devices(of: row).isEmpty, "no device for row \(row.name ?? "?")")
        }
        #expect(Catalogue.all.allSatisfy { $0.aliases.value != ["iPhone4,1"] })
    }

    @Test func catalogueHasAtLeast45PhoneAndPadProfilesPlusTV() {
        let phonesAndPads = Catalogue.all.filter { $0.idiom != .tv }
        #expect(phonesAndPads.count >= 45)
        #expect(Catalogue.all.contains { $0.idiom == .tv })
    }

    @Test func idsAreUniqueSlugs() {
        let ids = Catalogue.all.map(\.id)
        #expect(Set(ids).count == ids.count)
        for id in ids {
            #expect(id.allSatisfy { ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "-" }, "\(id)")
        }
        let aliases = Catalogue.all.flatMap(\.aliases.value).map { $0.lowercased() }
        #expect(Set(aliases).count == aliases.count, "a model identifier names two devices")
    }

    @Test func modelIdentifiersMatchTheRow() {
        for row in research where row.kind == "device" {
            let ours = Set(devices(of: row).flatMap(\.aliases.value))
            let expected = Self.rowsWithoutDevices.contains(row.name ?? "") ? [] : Set(row.modelIdentifiers ?? [])
            #expect(ours == expected, "\(row.name ?? "?")")
        }
    }

    @Test func pointsScaleAndPixelsMatch() {
        for row in deviceRows {
            let points = row.pointsPortrait ?? row.points
            let rendered = row.pixelsRendered ?? row.pixels
            for device in devices(of: row) {
                #expect(device.points.value == Size(width: points?.w ?? -1, height: points?.h ?? -1), "\(device.id)")
                #expect(device.scale.value == row.scale, "\(device.id)")
                #expect(device.pixels.value == Size(width: rendered?.w ?? -1, height: rendered?.h ?? -1), "\(device.id)")
                if let physical = row.pixelsPhysical, physical.w != rendered?.w || physical.h != rendered?.h {
                    #expect(device.physicalPixels?.value == Size(width: physical.w, height: physical.h), "\(device.id)")
                } else {
                    #expect(device.physicalPixels == nil, "\(device.id)")
                }
            }
        }
    }

    @Test func cornerRadiiMatch() {
        for row in research where row.kind == "device" {
            for device in devices(of: row) {
                if let radius = row.displayCornerRadiusPt {
                    #expect(device.cornerRadius.value == radius, "\(device.id)")
                } else {
                    // devices.md writes "square" for the home-button rows; that is 0 in a Profile.
                    #expect(row.homeIndicator == false && row.sensorHousing == "none")
                    #expect(device.cornerRadius.value == 0, "\(device.id)")
                }
            }
        }
    }

    @Test func sensorHousingsMatch() {
        for row in research where row.kind == "device" {
            for device in devices(of: row) {
                let housing = device.sensorHousing.value
                let kind = row.sensorHousing?.replacingOccurrences(of: "_", with: "-")
                #expect(housing.kind.rawValue == kind, "\(device.id)")
                if let override = Self.housingOverrides[device.id] {
                    #expect(row.sensorHousingGeometryPt == nil, "\(device.id): the research now has a size; drop the override")
                    #expect(housing.frame?.size == Size(width: override.width, height: override.height), "\(device.id)")
                    #expect(device.sensorHousing.sources.contains(override.source) && device.sensorHousing.sources.contains(.assumption),
                            "\(device.id)")
                    continue
                }
                guard let geometry = row.sensorHousingGeometryPt else {
                    #expect(housing.frame == nil, "\(device.id)")
                    continue
                }
                let frame = housing.frame
                #expect(frame?.width == geometry.width, "\(device.id)")
                #expect(frame?.height == geometry.height, "\(device.id)")
                #expect(frame?.minY == (geometry.topOffset ?? 0), "\(device.id)")
                #expect(frame?.midX == device.points.value.width / 2, "\(device.id) housing is centred")
                #expect(housing.topRadius == geometry.notchTopCornerRadius, "\(device.id)")
                #expect(housing.bottomRadius == geometry.notchBottomCornerRadius, "\(device.id)")
            }
        }
    }

    /// Where devices.json is empty but uikit-metrics.md §1 gives the status bar (QMUIHELPER): the
    /// 16 and 16 Plus (54, Island) and every iPad with a home indicator (24).
    func statusBarFilledFromUIKitMetrics(_ device: Device) -> Double? {
        if ["iphone-16", "iphone-16-plus"].contains(device.id) { return 54 }
        if device.idiom == .pad, device.hasHomeIndicator.value { return 24 }
        return nil
    }

    @Test func statusBarsMatch() {
        for row in research where row.kind == "device" {
            for device in devices(of: row) {
                let expected = row.statusBarHeightPortraitPt ?? statusBarFilledFromUIKitMetrics(device)
                #expect(device.statusBarHeight(ios: Catalogue.newestIOS, orientation: .portrait).value == expected, "\(device.id)")
                if row.statusBarHeightPortraitPt == nil, expected != nil {
                    #expect(device.statusBarHeight.primary.sources == [.qmuiHelper], "\(device.id)")
                }
            }
        }
    }

    @Test func homeIndicatorsMatch() {
        for row in research where row.kind == "device" {
            for device in devices(of: row) {
                #expect(device.hasHomeIndicator.value == row.homeIndicator, "\(device.id)")
                let size = row.homeIndicatorSizePt.map { Size(width: $0.w, height: $0.h) }
                #expect(device.homeIndicatorSize.value == size, "\(device.id)")
            }
        }
    }

    @Test func primarySafeAreasMatch() {
        for row in deviceRows {
            for device in devices(of: row) {
                var portrait = (row.safeAreaPortrait ?? row.safeArea)?.edgeInsets
                var landscape = (row.safeAreaLandscape ?? row.safeArea)?.edgeInsets
                if let override = Self.safeAreaOverrides[device.id] {
                    #expect(portrait != override.portrait, "\(device.id): the research agrees now; drop the override")
                    #expect(device.safeAreaPortrait.primary.sources.contains(override.source), "\(device.id)")
                    portrait = override.portrait
                    landscape = override.landscape
                }
                #expect(device.safeArea(ios: Catalogue.newestIOS, orientation: .portrait).value == portrait, "\(device.id)")
                #expect(device.safeArea(ios: Catalogue.newestIOS, orientation: .landscapeRight).value == landscape, "\(device.id)")
            }
        }
    }

    /// The alternatives devices.json ties to an iOS version are what the catalogue gives on that version.
    @Test func versionedAlternativesMatch() {
        var checked = 0
        for row in research where row.kind == "device" {
            for alternative in row.safeAreaAlternatives ?? [] {
                let applies = alternative.appliesTo ?? ""
                let ios: Int
                if alternative.source.contains("Masonry") {
                    ios = 11
                } else if alternative.orientation == "portrait", applies.contains("iOS 12/13") || applies.contains("iOS 13-era") {
                    ios = 13
                } else {
                    continue
                }
                for device in devices(of: row) {
                    #expect(device.safeArea(ios: ios, orientation: .portrait).value == alternative.insets.edgeInsets, "\(device.id) iOS \(ios)")
                    checked += 1
                }
            }
        }
        // 4 + 6 home-button phones (iOS 11) and the XR and 11 (iOS 12/13).
        #expect(checked == 12)
    }

    @Test func tvRowsMatch() {
        for row in research where row.kind == "tvos" {
            for device in devices(of: row) {
                #expect(device.idiom == .tv)
                #expect(device.orientations == [.portrait])
            }
        }
        #expect(Catalogue.all.filter { $0.idiom == .tv }.map(\.id) == ["apple-tv", "apple-tv-4k"])
    }

    /// Every value the catalogue states has a source (or a note when it is unknown or assumed).
    @Test func everyValueIsSourced() {
        for device in Catalogue.all {
            #expect(!device.aliases.sources.isEmpty && !device.points.sources.isEmpty && !device.scale.sources.isEmpty, "\(device.id)")
            #expect(!device.supportedIOS.sources.isEmpty && device.supportedIOS.note != nil, "\(device.id)")
            #expect(device.cornerRadius.value == nil || !device.cornerRadius.sources.isEmpty, "\(device.id)")
            #expect(!device.sensorHousing.sources.isEmpty, "\(device.id)")
            for versioned in [device.safeAreaPortrait, device.safeAreaLandscape] {
                let values = [versioned.primary] + versioned.exceptions.map(\.value)
                for value in values {
                    #expect(value.value == nil ? value.note != nil : !value.sources.isEmpty, "\(device.id)")
                }
            }
            for value in [device.statusBarHeight.primary] + device.statusBarHeight.exceptions.map(\.value) {
                #expect(value.value == nil ? value.note != nil : !value.sources.isEmpty, "\(device.id)")
            }
            #expect(device.homeIndicatorSize.value == nil || !device.homeIndicatorSize.sources.isEmpty, "\(device.id)")
            if let multitasking = device.multitasking {
                #expect(!multitasking.splitView.sources.isEmpty && !multitasking.slideOverWidth.sources.isEmpty, "\(device.id)")
                if let split = multitasking.splitView.value {
                    #expect(!split.landscape.sources.isEmpty && !split.portrait.sources.isEmpty && !split.landscapeHalfSizeClass.sources.isEmpty,
                            "\(device.id)")
                }
                if multitasking.slideOverWidth.sources == [.assumption] {
                    #expect(multitasking.slideOverWidth.note?.contains("assumed") == true, "\(device.id)")
                }
            }
            #expect(device.sources == device.sources.sorted() && Set(device.sources).count == device.sources.count)
        }
    }

    @Test func everySourceKeyIsInTheResearchKeyLists() throws {
        let text = try String(contentsOfFile: #filePath.replacingOccurrences(of: "CatalogueTests.swift", with: "Fixtures/devices.json"), encoding: .utf8)
        // Keys whose citation strings devices.json carries (the rest come from uikit-metrics.md or were found for Bezel).
        let inJSON: [Source] = [.sst, .dk, .df, .qmui, .corona, .kb, .bez, .alp, .xcprof, .sstFork, .statusEdge, .splash]
        for source in inJSON {
            let head = String(source.citation.prefix(20))
            #expect(text.contains(head), "\(source.key): \(head)")
        }
        for source in Source.allCases {
            #expect(!source.citation.isEmpty)
        }
    }
}
