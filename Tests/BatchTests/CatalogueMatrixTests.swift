@testable import Devices
@testable import Diagnostics
@testable import Screens
import Testing
@testable import Output
@testable import Project

/// The matrix on the real catalogue and real templates: the counts follow from the catalogue's own
/// device list (phones × 2 orientations; iPads × every window each orientation offers; TVs only for tv
/// screens), computed here without `RenderMatrix`.
@Suite struct CatalogueMatrixTests {
    func screen(_ text: String, path: String = "Templates/t.yml") throws -> MatrixScreen {
        let loaded = try ScreenLoader.parse(text: text, file: path)
        return try CatalogueMatrix.matrixScreen(loaded, path: path, templateBytes: Array(text.utf8))
    }

    var phones: [Device] { Catalogue.all.filter { $0.idiom == .phone } }
    var pads: [Device] { Catalogue.all.filter { $0.idiom == .pad } }

    /// iPad windows per orientation, straight from the catalogue (portrait has no ½ split).
    func padCells(_ device: Device, _ orientations: [Orientation]) -> Int {
        orientations.map { device.windowModes(for: $0).count }.reduce(0, +)
    }

    /// The planner's defaults (`ProfileScope`), the ones `bezel check` plans with too: every orientation.
    @Test func defaultScreenIsEveryPhoneInEveryOrientationAndEveryIPadWindow() throws {
        let jobs = try CatalogueMatrix.jobs(screens: [try screen("screen: home\n")])
        let expected = phones.count * 3 + pads.map { padCells($0, Orientation.allCases) }.reduce(0, +)
        #expect(jobs.count == expected)
        #expect(jobs.count > 100)
        #expect(Set(jobs.map(\.key)).count == jobs.count)
        for job in jobs {
            // Every key is a safe output path.
            #expect(throws: Never.self) { try OutputPath(job.key + ".png") }
        }
    }

    @Test func screensTimesProfiles() throws {
        let screens = try ["a", "b", "c"].map { try screen("screen: \($0)\n", path: "Templates/\($0).yml") }
        let one = try CatalogueMatrix.jobs(screens: [screens[0]]).count
        #expect(try CatalogueMatrix.jobs(screens: screens).count == 3 * one)
    }

    @Test func templateKeysRestrictTheMatrix() throws {
        let portraitPhones = try screen("screen: p\norientations: [portrait]\ndevices: iphone\n")
        #expect(try CatalogueMatrix.jobs(screens: [portraitPhones]).count == phones.count)

        let tv = try screen("screen: tv\nidioms: [tv]\n")
        #expect(try CatalogueMatrix.jobs(screens: [tv]).count == Catalogue.all.filter { $0.idiom == .tv }.count)

        let padOnly = try screen("screen: pad\nidioms: [pad]\norientations: [landscape-left, landscape-right]\n")
        #expect(try CatalogueMatrix.jobs(screens: [padOnly]).count == pads.map { padCells($0, [.landscapeLeft, .landscapeRight]) }.reduce(0, +))
    }

    @Test func anUnknownDeviceInTheTemplateIsReportedAtItsKey() throws {
        let text = "screen: x\ndevices: iphone-99-ultra\n"
        let loaded = try ScreenLoader.parse(text: text, file: "t.yml")
        do {
            _ = try CatalogueMatrix.matrixScreen(loaded, path: "t.yml", templateBytes: Array(text.utf8))
            Issue.record("accepted an unknown device")
        } catch {
            #expect(error.diagnostics.first?.location?.line == 2)
        }
    }
}
