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
        let jobs = try CatalogueMatrix.jobs(screens: screens)
        #expect(jobs.count > 1000)
        for job in jobs {
            let device = try #require(Catalogue.device(id: job.profile.deviceID))
            let versions = device.supportedIOS.value
            #expect(job.profile.ios >= versions.first && job.profile.ios <= (versions.last ?? Catalogue.newestIOS), "\(job.key)")
            #expect(job.profile.ios == Self.expectedIOS(device, asked: asked[job.screen.name] ?? nil), "\(job.key)")
        }
        // The example: without ios: the iPhone X is drawn at iOS 16, its last (Apple: iOS 17 dropped it).
        let unversioned = jobs.filter { (asked[$0.screen.name] ?? nil) == nil }
        #expect(unversioned.contains { $0.profile.deviceID == "iphone-x" })
        #expect(unversioned.filter { $0.profile.deviceID == "iphone-x" }.allSatisfy { $0.profile.ios == 16 })
        #expect(unversioned.filter { $0.profile.deviceID == "iphone-xs" }.allSatisfy { $0.profile.ios == 18 })
    }

    /// The rule, written out again from Apple's compatibility lists as the catalogue records them: the newest
    /// version the device runs without `ios:`; with `ios: N`, N lowered to its last, none before its first.
    static func expectedIOS(_ device: Device, asked: Int?) -> Int? {
        let first = device.supportedIOS.value.first, last = min(device.supportedIOS.value.last ?? Catalogue.newestIOS, Catalogue.newestIOS)
        guard let asked else { return last }
        return asked < first ? nil : min(asked, last)
    }

    /// `ios: N` lowers N to each device's last and leaves out the devices that came out after N.
    @Test func versionedScreenClampsAndLeavesOutNewerDevices() throws {
        let text = "screen: t\nios: 17\n"
        let screen = try CatalogueMatrix.matrixScreen(ScreenLoader.parse(text: text, file: "t.yml"), path: "t.yml", templateBytes: Array(text.utf8))
        let profiles = try CatalogueMatrix.jobs(screens: [screen]).map(\.profile)
        #expect(profiles.filter { $0.deviceID == "iphone-x" }.allSatisfy { $0.ios == 16 })
        #expect(profiles.filter { $0.deviceID == "iphone-7" }.allSatisfy { $0.ios == 15 })
        #expect(profiles.filter { $0.deviceID == "iphone-15" }.allSatisfy { $0.ios == 17 })
        #expect(!profiles.contains { $0.deviceID == "iphone-16" })  // came out with iOS 18
        #expect(!profiles.isEmpty)
    }
}
