@testable import Geometry
import Testing
@testable import Devices

/// iPad Split View and Slide Over windows against devices.md §3, for every iPad.
@Suite struct MultitaskingTests {
    let research: [ResearchRow]

    init() throws { research = try ResearchRow.load() }

    var pads: [Device] { Catalogue.all.filter { $0.idiom == .pad } }

    /// iOS 9 gave Split View to the iPad Air 2, iPad mini 4 and iPad Pro, Slide Over also to the iPad Air and
    /// iPad mini 2 and 3, and neither to the iPad (4th generation) (MR-IOS9, IOS9NEWS); every later iPad has both.
    static let slideOverOnly: Set<String> = ["ipad-air-gen1", "ipad-mini-2", "ipad-mini-3"]
    static let fullScreenOnly: Set<String> = ["ipad-gen4"]

    var splitPads: [Device] { pads.filter { !Self.slideOverOnly.contains($0.id) && !Self.fullScreenOnly.contains($0.id) } }

    @Test func everyIPadHasTheWindowsItsModelOffers() throws {
        #expect(pads.count >= 20)
        #expect(Set(pads.map(\.id)).isSuperset(of: Self.slideOverOnly.union(Self.fullScreenOnly)))
        for pad in pads {
            if Self.fullScreenOnly.contains(pad.id) {
                #expect(pad.multitasking == nil, "\(pad.id)")
                #expect(pad.windowModes(for: .portrait) == [.full] && pad.windowModes(for: .landscapeLeft) == [.full], "\(pad.id)")
            } else if Self.slideOverOnly.contains(pad.id) {
                let multitasking = try #require(pad.multitasking, "\(pad.id)")
                #expect(multitasking.splitView.value == nil, "\(pad.id)")
                #expect(multitasking.splitView.sources == [.macrumorsIOS9, .ios9News], "\(pad.id)")
                #expect(pad.windowModes(for: .portrait) == [.full, .slideOver], "\(pad.id)")
                #expect(pad.windowModes(for: .landscapeLeft) == [.full, .slideOver], "\(pad.id)")
                #expect(throws: (any Error).self) { try pad.profile(ios: 12, orientation: .landscapeLeft, window: .splitHalf) }
            } else {
                #expect(pad.multitasking?.splitView.value != nil, "\(pad.id)")
                #expect(pad.windowModes(for: .portrait) == [.full, .splitOneThird, .splitTwoThirds, .slideOver], "\(pad.id)")
                #expect(pad.windowModes(for: .landscapeLeft) == [.full, .splitOneThird, .splitHalf, .splitTwoThirds, .slideOver], "\(pad.id)")
            }
        }
    }

    @Test func widthsMatchTheResearchRows() throws {
        let rows = research.filter { $0.kind == "ipad_multitasking" }
        #expect(rows.count == 10)
        for pad in pads where !Self.fullScreenOnly.contains(pad.id) {
            let points = pad.points.value
            let matching = rows.filter { $0.fullScreenPortraitPt?.w == points.width && $0.fullScreenPortraitPt?.h == points.height }
            #expect(!matching.isEmpty, "\(pad.id) has no §3 row")
            let multitasking = try #require(pad.multitasking)
            guard let split = multitasking.splitView.value else {
                // Slide Over only: the 768x1024 screen's panel, measured on the 9.7" (HACKIPADPRO).
                #expect(points == Size(width: 768, height: 1024) && multitasking.slideOverWidth.value == 320, "\(pad.id)")
                continue
            }
            for row in matching {
                let landscape = try #require(row.landscapeSplitWidthsPt), portrait = try #require(row.portraitSplitWidthsPt)
                #expect(split.landscape.value == .init(oneThird: landscape.oneThird, half: landscape.oneHalf,
                                                       twoThirds: landscape.twoThirds, full: landscape.full), "\(pad.id)")
                #expect(split.portrait.value == .init(oneThird: portrait.oneThird, twoThirds: portrait.twoThirds, full: portrait.full),
                        "\(pad.id)")
            }
        }
    }

    /// 1/3 + 2/3 + divider = 1/2 + 1/2 + divider = screen width, in both orientations, on every iPad with Split View.
    @Test func splitsAddUpToTheScreenWidth() throws {
        #expect(splitPads.count == pads.count - 4)
        for pad in splitPads {
            let m = try #require(pad.multitasking?.splitView.value, "\(pad.id)")
            let divider = Multitasking.dividerWidth
            let landscapeWidth = pad.points.value.height, portraitWidth = pad.points.value.width
            #expect(m.landscape.value.oneThird + m.landscape.value.twoThirds + divider == landscapeWidth, "\(pad.id)")
            #expect(try #require(m.landscape.value.half) * 2 + divider == landscapeWidth, "\(pad.id)")
            #expect(m.portrait.value.oneThird + m.portrait.value.twoThirds + divider == portraitWidth, "\(pad.id)")
            #expect(m.portrait.value.half == nil)
            #expect(m.landscape.value.full == landscapeWidth && m.portrait.value.full == portraitWidth)
        }
    }

    @Test func windowFramesAndTheirSafeAreas() throws {
        for pad in pads {
            let ios = pad.closestIOS(to: 12)
            for orientation in pad.orientations {
                let screen = pad.screenSize(orientation)
                let full = try pad.profile(ios: ios, orientation: orientation)
                let screenInsets = try #require(full.safeAreaInsets)
                for window in pad.windowModes(for: orientation) where window != .full {
                    let profile = try pad.profile(ios: ios, orientation: orientation, window: window)
                    let frame = profile.windowFrame
                    let insets = try #require(profile.safeAreaInsets)
                    if window == .slideOver {
                        // Trailing edge, 20 pt from top and bottom (HACKIPADPRO).
                        #expect(frame.maxX == screen.width && frame.minY == 20 && frame.maxY == screen.height - 20, "\(profile.slug)")
                        #expect(insets.top == max(0, screenInsets.top - 20) && insets.bottom == 0, "\(profile.slug)")
                    } else {
                        // Leading side, full height: the screen's top and bottom insets apply unchanged.
                        #expect(frame.minX == 0 && frame.minY == 0 && frame.height == screen.height, "\(profile.slug)")
                        #expect(insets.top == screenInsets.top && insets.bottom == screenInsets.bottom, "\(profile.slug)")
                        #expect(insets.left == screenInsets.left, "\(profile.slug)")
                    }
                    #expect(insets.right == max(0, frame.maxX - (screen.width - screenInsets.right)), "\(profile.slug)")
                }
            }
        }
    }

    @Test func slideOverIsFullHeightBeforeIOS11() throws {
        let pad = try #require(Catalogue.device(id: "ipad-air-2"))
        let frame = try pad.profile(ios: 10, orientation: .landscapeLeft, window: .slideOver).windowFrame
        #expect(frame == Rect(x: 1024 - 320, y: 0, width: 320, height: 768))
    }

    @Test func slideOverWidthsWhereMeasured() throws {
        // HACKIPADPRO: 320 on the 9.7" and 10.5", 375 on the 12.9".
        for (id, width) in [("ipad-pro-9-7", 320.0), ("ipad-pro-10-5", 320), ("ipad-pro-12-9-gen2", 375)] {
            let pad = try #require(Catalogue.device(id: id))
            #expect(try pad.profile(orientation: .portrait, window: .slideOver).windowSize.width == width)
            #expect(pad.multitasking?.slideOverWidth.sources.contains(.hackIPadPro) == true)
        }
    }
}
