@testable import Devices
@testable import Diagnostics
@testable import Diff
import Foundation
@testable import Geometry
@testable import Layout
@testable import PNG
@testable import Render
import Drawing
import Screens
import Testing
import TestSupport

/// Sheets: one screen on several profiles side by side, composed on the display list.
///
/// Sizes are checked against the device canvases (`DeviceArt`) and, for the iPhone 8, against the
/// catalogue's 375 pt screen plus the drawing's bezels; labels against `LayoutEngine`'s own numbers;
/// the PNG against the SVG through resvg, an independent renderer.
@Suite struct SheetTests {
    static let phones: [(String, Orientation, WindowMode)] = [
        ("iphone-8", .portrait, .full), ("iphone-x", .portrait, .full), ("iphone-15-pro", .portrait, .full),
    ]

    static func profiles(_ list: [(String, Orientation, WindowMode)], ios: Int = 17) throws -> [Profile] {
        try list.map { try RenderFixtures.profile($0.0, $0.1, $0.2, ios: ios) }
    }

    static func composer(_ options: SheetOptions = SheetOptions(scale: 1)) -> SheetComposer {
        SheetComposer(typesetter: RenderFixtures.typesetter, options: options)
    }

    /// The three-phone sheet of toon-contacts at scale 1, composed once for the tests that only read it.
    static let threePhones: Sheet = {
        do {
            return try composer().compose(screen: RenderFixtures.template("toon-contacts"), profiles: profiles(phones))
        } catch {
            fatalError("cannot compose the sheet: \(error)")
        }
    }()

    /// The combinations swept by the size and label tests: every idiom with a screen, portrait and
    /// both landscapes, full screen, Split View and Slide Over, home button, notch and Island.
    static let sweep: [(String, Orientation, WindowMode)] = [
        ("iphone-se", .portrait, .full), ("iphone-14", .landscapeLeft, .full), ("iphone-15-pro", .landscapeRight, .full),
        ("ipad-pro-11", .landscapeLeft, .splitHalf), ("ipad-gen9", .portrait, .slideOver), ("iphone-x", .portrait, .full),
    ]

    @Test func widthIsTheDeviceCanvasesPlusGapsAndPadding() throws {
        let options = SheetOptions(scale: 1)
        let profiles = try Self.profiles(Self.phones)
        let canvases = profiles.map { DeviceArt(profile: $0, frame: .device).size }
        let expected = 2 * options.padding + canvases.map(\.width).reduce(0, +) + options.gap * Double(canvases.count - 1)
        #expect(Self.threePhones.displayList.size.width == expected)
        // The iPhone 8's canvas, from the catalogue's 375 pt width: 16 pt bezels and 24 pt margins each side.
        #expect(Self.threePhones.placements[0].frame.width == 375 + 2 * 16 + 2 * 24)
        // Taller than the tallest canvas plus the title and the labels.
        #expect(Self.threePhones.displayList.size.height > (canvases.map(\.height).max() ?? 0) + 64 + 56)
    }

    @Test func everyDeviceKeepsItsSizeAndTheRowsStandOnOneLine() throws {
        let options = SheetOptions(scale: 1, devicesPerRow: 4, maximumRowWidth: 10_000)
        let profiles = try Self.profiles(Self.sweep)
        let sheet = try Self.composer(options).compose(screen: RenderFixtures.template("toon-contacts"), profiles: profiles)
        #expect(sheet.placements.map(\.profile) == profiles)
        for (placement, profile) in zip(sheet.placements, profiles) {
            // One scale for the whole sheet: each canvas is the device's own size in points.
            #expect(placement.frame.size == DeviceArt(profile: profile, frame: .device).size, "\(profile.slug)")
            #expect(placement.frame.minX >= options.padding && placement.frame.maxX <= sheet.displayList.size.width - options.padding)
        }
        // Four in the first row, two in the second; bottoms aligned within a row; rows do not overlap.
        let first = sheet.placements.prefix(4), second = sheet.placements.suffix(2)
        #expect(Set(first.map(\.frame.maxY)).count == 1)
        #expect(Set(second.map(\.frame.maxY)).count == 1)
        #expect(Set(first.map(\.frame.minY)).count > 1, "devices of different heights")
        let firstLabelsEnd = (first.map(\.bodyFrame.maxY).max() ?? 0) + 14 + 56
        #expect(second.allSatisfy { $0.frame.minY >= firstLabelsEnd })
        let rowWidth = { (row: ArraySlice<SheetPlacement>) in
            2 * options.padding + row.map(\.frame.width).reduce(0, +) + options.gap * Double(row.count - 1)
        }
        #expect(sheet.displayList.size.width == max(rowWidth(first), rowWidth(second)))

        // Top alignment lines up the tops instead.
        var top = options
        top.alignment = .top
        let topSheet = try Self.composer(top).compose(screen: RenderFixtures.template("toon-contacts"), profiles: profiles)
        #expect(Set(topSheet.placements.prefix(4).map(\.frame.minY)).count == 1)
    }

    @Test func rowsWrapAtTheWidthLimitButNeverLeaveARowEmpty() {
        #expect(SheetComposer.rows(widths: [100, 100, 100], perRow: 4, maximumWidth: 1000, gap: 10) == [[0, 1, 2]])
        #expect(SheetComposer.rows(widths: [100, 100, 100], perRow: 2, maximumWidth: 1000, gap: 10) == [[0, 1], [2]])
        #expect(SheetComposer.rows(widths: [100, 100, 100], perRow: 4, maximumWidth: 210, gap: 10) == [[0, 1], [2]])
        #expect(SheetComposer.rows(widths: [100, 100, 100], perRow: 4, maximumWidth: 209, gap: 10) == [[0], [1], [2]])
        #expect(SheetComposer.rows(widths: [500, 100], perRow: 4, maximumWidth: 300, gap: 10) == [[0], [1]])
        #expect(SheetComposer.rows(widths: [], perRow: 4, maximumWidth: 300, gap: 10) == [])
    }

    @Test func theSVGHasOneGroupPerDeviceAndUniqueIDs() throws {
        let svg = Self.threePhones.svg()
        #expect(svg.components(separatedBy: "class=\"sheet-device ").count - 1 == Self.phones.count)
        for placement in Self.threePhones.placements {
            #expect(svg.contains("<g id=\"\(placement.groupID)\" class=\"sheet-device phone\">"))
        }
        let ids = svg.components(separatedBy: " id=\"").dropFirst().map { String($0.prefix { $0 != "\"" }) }
        #expect(ids.count > 3 * 8)
        #expect(Set(ids).count == ids.count, "duplicate ids: \(Dictionary(grouping: ids, by: { $0 }).filter { $0.value.count > 1 }.keys.sorted())")
        // The overlays stay switchable layers inside each device.
        #expect(svg.contains("<g id=\"sheet-1-iphone-8-portrait-safe-area\" class=\"layer overlay\">"))
    }

    @Test func labelsCarryTheLayoutEnginesSafeAreaAndTheProfile() throws {
        let screen = try RenderFixtures.template("toon-contacts")
        let profiles = try Self.profiles(Self.sweep)
        let sheet = try Self.composer().compose(screen: screen, profiles: profiles)
        let svg = sheet.svg()
        for (placement, profile) in zip(sheet.placements, profiles) {
            let layout = try LayoutEngine.layout(screen: screen, profile: profile)
            let s = layout.safeAreaInsets
            let numbers = [s.top, s.left, s.bottom, s.right].map(FixedPrecision.format)
            #expect(placement.label[2] == "safe area top \(numbers[0]) · left \(numbers[1]) · bottom \(numbers[2]) · right \(numbers[3])")
            #expect(placement.label[0] == profile.deviceName)
            #expect(placement.label[1].hasPrefix(profile.orientation.rawValue))
            // Each device is drawn at iOS 17 or, when it cannot run 17, the nearest it runs, and says so:
            // the iPhone X at its last, 16; the iPad Pro 11-inch (M5) at its first, 26, whose bars (the
            // screen has a navigation and a tab bar) are iOS 18's.
            let device = try Catalogue.device(named: profile.deviceID)
            #expect(profile.ios == device.closestIOS(to: 17))
            let version = profile.ios == 26 ? "iOS 26, bars as iOS 18" : "iOS \(profile.ios)"
            #expect(placement.label[1].hasSuffix(" · " + version), "\(placement.label[1])")
            #expect(placement.label[1].contains(profile.window.rawValue) == (profile.window != .full))
            for line in placement.label { #expect(svg.contains(">\(line)</text>"), "\(line)") }
        }
        #expect(profiles.map(\.ios) == [17, 17, 17, 26, 17, 16])
        // Known values: iPhone 8 on iOS 16 (its last) under a navigation and a tab bar is 64 / 49 (seed 000).
        #expect(Self.threePhones.placements[0].label[2] == "safe area top 64 · left 0 · bottom 49 · right 0")
        #expect(Self.threePhones.placements[1].label[2] == "safe area top 88 · left 0 · bottom 83 · right 0")
    }

    static let threePhonesPNG: [UInt8] = {
        do { return try threePhones.png() } catch { fatalError("\(error)") }
    }()

    @Test func pngAndSVGComeFromTheSameDisplayList() throws {
        let sheet = Self.threePhones
        let image = try PNGDecoder.decodeStraight(Self.threePhonesPNG)
        #expect(image.width == Int((sheet.displayList.size.width * sheet.scale).rounded(.up)))
        #expect(image.height == Int((sheet.displayList.size.height * sheet.scale).rounded(.up)))
        #expect(Self.threePhonesPNG == (try PNGEncoder.encode(DisplayListRasterizer(scale: sheet.scale).render(sheet.displayList))))
        let svg = sheet.svg()
        #expect(svg.contains("width=\"\(image.width)\" height=\"\(image.height)\""))
        #expect(sheet.pixelSize.width == image.width && sheet.pixelSize.height == image.height)
        // At scale 2 the SVG's pixel size doubles, its viewBox (points) stays.
        var doubled = sheet
        doubled.scale = 2
        #expect(doubled.pixelSize.width == 2 * image.width && doubled.pixelSize.height == 2 * image.height)
        #expect(doubled.svg().contains("viewBox=\"0 0 \(image.width) \(image.height)\""))
    }

    @Test(.enabled(if: SecondRendererTests.resvgAvailable)) func resvgDrawsTheSVGAsOurPNG() throws {
        var sheet = Self.threePhones
        sheet.textAsPaths = true
        let folder = try RenderFixtures.scratchFolder("sheet-resvg")
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(!sheet.svg().contains("<text"))
        let result = try SecondRendererTests.compareWithResvg(svg: sheet.svg(), png: Self.threePhonesPNG, in: folder, name: "sheet")
        #expect(result.sizesMatch)
        #expect(result.ratio < 0.005, "\(result.differentPixels) of \(result.totalPixels) pixels differ")
    }

    @Test func theSameInputsGiveTheSameBytes() throws {
        let again = try Self.composer().compose(screen: RenderFixtures.template("toon-contacts"), profiles: Self.profiles(Self.phones))
        #expect(again == Self.threePhones)
        #expect(again.svg() == Self.threePhones.svg())
        #expect(try again.png() == Self.threePhonesPNG)
    }

    @Test func withoutOverlaysNoOverlayLayerIsDrawn() throws {
        let sheet = try Self.composer(SheetOptions(scale: 1, overlays: []))
            .compose(screen: RenderFixtures.template("toon-contacts"), profiles: Self.profiles(Self.phones))
        let svg = sheet.svg()
        #expect(!svg.contains("class=\"layer overlay\""), "no overlay layer (the subtitle names the template's path, which may hold the word)")
        #expect(Self.threePhones.svg().contains("class=\"layer overlay\""))
        #expect(sheet.displayList.size == Self.threePhones.displayList.size)
    }

    @Test func aSheetTooLargeToDrawIsAnErrorBeforeDrawing() {
        var huge = Self.threePhones
        huge.scale = 8
        #expect(huge.pixelSize.width * huge.pixelSize.height > Sheet.maximumPixels)
        #expect(throws: InputError.self) { try huge.png() }
    }

    @Test func theBatchsDefaultSheetIsTheFittedDefaultSelection() throws {
        let screen = try RenderFixtures.template("double-content-inset")  // ios: 11
        let sheet = try Self.composer(SheetOptions(scale: 1, overlays: [])).composeDefault(screen: screen)
        // The iPhone SE (3rd generation) came with iOS 15: its stand-in, the iPhone 8, has the home button on iOS 11.
        #expect(sheet.placements.map(\.profile.deviceID) == ["iphone-8", "iphone-x", "ipad-pro-10-5"])
        #expect(sheet.placements.allSatisfy { $0.profile.ios == 11 })
        let tvOnly = try ScreenLoader.parse(text: "screen: t\nidioms: [tv]\ndevices: iphone-8\n", file: "t.yml")
        #expect(throws: InputError.self) { try Self.composer().composeDefault(screen: tvOnly) }
    }

    @Test func anEmptyProfileListIsAnError() throws {
        let screen = try RenderFixtures.template("toon-contacts")
        #expect(throws: InputError.self) { try Self.composer().compose(screen: screen, profiles: []) }
    }

    @Test func theDefaultSelectionCoversTheFourScreenShapes() throws {
        let plan = SheetPlan.resolve(SheetComposer.defaultSelection, screen: try RenderFixtures.template("toon-contacts"), ios: Catalogue.newestIOS)
        #expect(plan.notes == [])
        #expect(plan.profiles.count == 4)
        let kinds = plan.profiles.map(\.sensorHousing.kind)
        #expect(kinds.filter { $0 == .none }.count == 2)  // the home-button iPhone and the iPad
        #expect(kinds.contains(.notch) && kinds.contains(.dynamicIsland))
        #expect(plan.profiles.first { $0.sensorHousing.kind == .none && $0.idiom == .phone }?.cornerRadius == 0)
        let pad = try #require(plan.profiles.last)
        #expect(pad.idiom == .pad && pad.window == .splitHalf && pad.orientation.isLandscape)
    }

    @Test func everyTemplateGetsADefaultSheetWithoutNotes() throws {
        for screen in try RenderFixtures.allTemplates() {
            let ios = screen.ios ?? Catalogue.newestIOS
            let entries = SheetComposer.defaultEntries(for: screen)
            let plan = SheetPlan.resolve(entries, screen: screen, ios: ios)
            #expect(plan.notes == [], "\(screen.name)")
            #expect(plan.profiles.count == entries.count, "\(screen.name)")
            // A tvOS screen gets the Apple TV; otherwise the Dynamic Island exists from iOS 16, the notch
            // from iOS 11, the home button and the iPad's Split View on every version.
            let expected = screen.idioms == [.tv] ? 1 : (ios >= 16 ? 4 : ios >= 11 ? 3 : 2)
            #expect(entries.count == expected, "\(screen.name) on iOS \(ios)")
        }
    }

    @Test func theDefaultSelectionFitsAScreensOrientationsAndIdioms() throws {
        let portraitOnly = try ScreenLoader.parse(text: "screen: p\norientations: [portrait]\n", file: "p.yml")
        let entries = SheetComposer.defaultEntries(for: portraitOnly)
        #expect(entries.allSatisfy { $0.orientation == .portrait })
        // Split View ½ does not exist in portrait: the iPad gets ⅔, the nearest that does.
        #expect(entries.last == SheetEntry("ipad-pro-11", .portrait, .splitTwoThirds))

        let landscapeRight = try ScreenLoader.parse(text: "screen: r\norientations: [landscape-right]\n", file: "r.yml")
        #expect(SheetComposer.defaultEntries(for: landscapeRight).allSatisfy { $0.orientation == .landscapeRight })

        let tv = try ScreenLoader.parse(text: "screen: t\nidioms: [tv]\n", file: "t.yml")
        #expect(SheetComposer.defaultEntries(for: tv) == [SheetEntry("apple-tv-4k")])

        // On iOS 11 the home-button slot takes the iPhone 8, the notch slot the iPhone X, the iPad slot the
        // 10.5-inch; no Dynamic Island yet. On iOS 10 the iPhone 7 and no notch; on iOS 16 the 14 Pro's
        // Island; on iOS 17 the iPad Pro 11-inch (M4), as the M5 came with iPadOS 26.
        let old = try ScreenLoader.parse(text: "screen: old\nios: 11\n", file: "old.yml")
        #expect(SheetComposer.defaultEntries(for: old).map(\.deviceID) == ["iphone-8", "iphone-x", "ipad-pro-10-5"])
        let ten = try ScreenLoader.parse(text: "screen: ten\nios: 10\n", file: "ten.yml")
        #expect(SheetComposer.defaultEntries(for: ten).map(\.deviceID) == ["iphone-7", "ipad-pro-10-5"])
        let sixteen = try ScreenLoader.parse(text: "screen: s\nios: 16\n", file: "s.yml")
        #expect(SheetComposer.defaultEntries(for: sixteen).map(\.deviceID) == ["iphone-se", "iphone-14", "iphone-14-pro", "ipad-pro-10-5"])
        let seventeen = try ScreenLoader.parse(text: "screen: s\nios: 17\n", file: "s.yml")
        #expect(SheetComposer.defaultEntries(for: seventeen).map(\.deviceID) == ["iphone-se", "iphone-14", "iphone-15-pro", "ipad-pro-11-m4"])
        #expect(SheetComposer.defaultSelection.map(\.deviceID) == ["iphone-se", "iphone-14", "iphone-15-pro", "ipad-pro-11"])

        let onePhone = try ScreenLoader.parse(text: "screen: o\ndevices: iphone-16e\n", file: "o.yml")
        #expect(SheetComposer.defaultEntries(for: onePhone) == [SheetEntry("iphone-16e")])
    }

    @Test func entriesADeviceCannotShowAreSkippedWithANote() throws {
        let screen = try RenderFixtures.template("toon-contacts")
        let entries = SheetEntry.entries(devices: try DeviceSelection.parse("iphone-8,ipad-pro-11-m4,ipad-pro-11,ipad-air-gen1").resolve(),
                                         orientation: .landscapeLeft, window: .splitHalf)
        let plan = SheetPlan.resolve(entries, screen: screen, ios: 17)
        #expect(plan.profiles.map(\.slug) == ["ipad-pro-11-m4-landscape-left-split-1-2"])
        #expect(plan.profiles.map(\.ios) == [17])
        #expect(plan.notes == [
            "iphone-8 landscape-left split-1/2: iphone-8 has only the full-screen window; split-1/2 needs an iPad",
            "ipad-air-gen1 landscape-left split-1/2: ipad-air-gen1 has no Split View (that needs an iPad Air 2, iPad mini 4 or later); its windows are full and slide-over",
            "ipad-pro-11 landscape-left split-1/2: it came out after iOS 17 (the iPad Pro 11-inch (M5) runs iOS 26 and later)",
        ])

        let portraitOnly = try ScreenLoader.parse(text: "screen: p\norientations: [portrait]\n", file: "p.yml")
        let turned = SheetPlan.resolve([SheetEntry("iphone-x", .landscapeLeft)], screen: portraitOnly, ios: 17)
        #expect(turned.profiles.isEmpty)
        #expect(turned.notes == ["iphone-x landscape-left: the screen supports only portrait (orientations:)"])

        let tooOld = SheetPlan.resolve([SheetEntry("iphone-15-pro")], screen: screen, ios: 12)
        #expect(tooOld.profiles.isEmpty && tooOld.notes.count == 1)
        #expect(tooOld.notes == ["iphone-15-pro portrait: it came out after iOS 12 (the iPhone 15 Pro runs iOS 17 and later)"])
    }
}
