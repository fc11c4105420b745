@testable import Checks
@testable import Devices
import Foundation
@testable import Screens
import Testing
@testable import Project

/// Issue 15: no output of the main job is a profile a real device cannot run. The whole matrix the planner
/// makes for every Template (without rendering) holds only device × iOS pairs inside each device's range
/// (Apple's compatibility lists, via `Device.supportedIOS`), and each device at the version the rule gives:
/// the newest it runs without `ios:`, min(N, its last) with `ios: N`.
@Suite struct RealDeviceMatrixTests {
    static let templates: String = {
        var parts = #filePath.split(separator: "/", omittingEmptySubsequences: false)
        parts.removeLast(3)  // Tests/BatchTests/RealDeviceMatrixTests.swift
        return parts.joined(separator: "/") + "/Templates"
    }()

    @Test func everyJobOfEveryTemplateRunsOnItsDevice() throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: Self.templates).filter { $0.hasSuffix(".yml") }.sorted()
        #expect(names.count >= 16)
        var screens: [MatrixScreen] = []
        var asked: [String: Int?] = [:]
        for name in names {
            let path = Self.templates + "/" + name
            let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: path)))
            let screen = try ScreenLoader.parse(bytes: bytes, file: path)
            screens.append(try CatalogueMatrix.matrixScreen(screen, path: path, templateBytes: bytes))
            asked[screen.name] = screen.ios
        }
        let jobs = CatalogueMatrix.jobs(screens: screens)
        #expect(jobs.count > 1000)
        for job in jobs {
            let device = try #require(Catalogue.device(id: job.profile.deviceID))
            let versions = device.supportedIOS.value
            #expect(job.profile.ios >= versions.first && job.profile.ios <= (versions.last ?? Catalogue.newestIOS), "\(job.key)")
            #expect(job.profile.ios == device.iosVersion(for: asked[job.screen.name] ?? nil), "\(job.key)")
        }
        // The example: without ios: the iPhone X is drawn at iOS 16, its last (Apple: iOS 17 dropped it).
        let unversioned = jobs.filter { (asked[$0.screen.name] ?? nil) == nil }
        #expect(unversioned.contains { $0.profile.deviceID == "iphone-x" })
        #expect(unversioned.filter { $0.profile.deviceID == "iphone-x" }.allSatisfy { $0.profile.ios == 16 })
        #expect(unversioned.filter { $0.profile.deviceID == "iphone-xs" }.allSatisfy { $0.profile.ios == 18 })
    }

    /// Issue 12: one set of defaults. For every Template, with no selection and with a narrowing one, the
    /// batch draws exactly the profiles `bezel check` checks (`ProfilePlan`), plus those it draws unchecked
    /// because their safe-area insets are unknown — in the same order.
    @Test(arguments: [
        (nil, nil, nil),
        ("iphone-x, ipad-pro-11", [Orientation.landscapeRight], nil),
        ("all", nil, [WindowMode.slideOver, .full]),
    ] as [(String?, [Orientation]?, [WindowMode]?)])
    func checkAndRenderPlanTheSameProfiles(devices: String?, orientations: [Orientation]?, windows: [WindowMode]?) throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: Self.templates).filter { $0.hasSuffix(".yml") }.sorted()
        var plan = try devices.map { try ProfilePlan(selection: DeviceSelection.parse($0)) } ?? ProfilePlan()
        plan.orientations = orientations
        plan.windows = windows
        var selection = MatrixSelection(orientations: orientations, windows: windows)
        selection.deviceIDs = try devices.map { try DeviceSelection.parse($0).resolve().map(\.id) }
        var compared = 0
        for name in names {
            let path = Self.templates + "/" + name
            let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: path)))
            let screen = try ScreenLoader.parse(bytes: bytes, file: path)
            let drawn = CatalogueMatrix.jobs(screens: [try CatalogueMatrix.matrixScreen(screen, path: path, templateBytes: bytes)],
                                             selection: selection).map(\.profile)
            let checked = try plan.profiles(for: screen)
            #expect(drawn.filter(ProfilePlan.hasKnownHardware).map(\.slug) == checked.map(\.slug), "\(name)")
            compared += checked.count
        }
        #expect(compared > 0)
    }

    /// `ios: N` lowers N to each device's last and leaves out the devices that came out after N.
    @Test func versionedScreenClampsAndLeavesOutNewerDevices() throws {
        let text = "screen: t\nios: 17\n"
        let screen = try CatalogueMatrix.matrixScreen(ScreenLoader.parse(text: text, file: "t.yml"), path: "t.yml", templateBytes: Array(text.utf8))
        let profiles = CatalogueMatrix.profiles(for: screen)
        #expect(profiles.filter { $0.deviceID == "iphone-x" }.allSatisfy { $0.ios == 16 })
        #expect(profiles.filter { $0.deviceID == "iphone-7" }.allSatisfy { $0.ios == 15 })
        #expect(profiles.filter { $0.deviceID == "iphone-15" }.allSatisfy { $0.ios == 17 })
        #expect(!profiles.contains { $0.deviceID == "iphone-16" })  // came out with iOS 18
        #expect(!profiles.isEmpty)
    }
}
