@testable import FileSystem
@testable import Devices
import Foundation
import PNG
import Render
import Drawing
import Testing
import TestSupport
@testable import BezelCLI

/// `bezel sheet`: a valid PNG (pngcheck agrees) and SVG of the size the devices add up to, notes for
/// skipped devices, exit status 2 with the catalogue's suggestion for unknown ones.
@Suite struct SheetCommandTests {
    static let templates: String = {
        var parts = #filePath.split(separator: "/", omittingEmptySubsequences: false)
        parts.removeLast(3)  // Tests/BezelCLITests/SheetCommandTests.swift
        return parts.joined(separator: "/") + "/Templates"
    }()

    static var contacts: String { templates + "/toon-contacts.yml" }

    func run(_ arguments: [String]) -> (status: Int32, out: String, err: String) {
        let captured = CapturedConsole()
        let status = BezelCommandLine.run(arguments, console: captured.console)
        return (status, captured.standardOutput, captured.standardError)
    }

    func scratch() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("bezel-sheet-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// The sheet's width in pixels at scale 1, from the device canvases: padding, canvases, gaps.
    static func expectedWidth(_ ids: [String], _ orientation: Orientation = .portrait) throws -> Int {
        let options = SheetOptions()
        let widths = try ids.map { DeviceArt(profile: try Catalogue.device(named: $0).profile(orientation: orientation), frame: .device).size.width }
        return Int((2 * options.padding + widths.reduce(0, +) + options.gap * Double(ids.count - 1)).rounded(.up))
    }

    @Test func writesAValidPNGOfThreePhones() throws {
        let folder = try scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let out = folder.appendingPathComponent("contacts.png").path
        let result = run(["sheet", Self.contacts, "--devices", "iphone-8,iphone-x,iphone-15-pro", "--scale", "1", "--out", out])
        #expect(result.status == 0, "\(result.err)")
        #expect(result.err == "")
        let bytes = try FileReader.read(out, as: .png)
        let image = try PNGDecoder.decodeStraight(bytes)
        #expect(image.width == (try Self.expectedWidth(["iphone-8", "iphone-x", "iphone-15-pro"])))
        #expect(result.out == "wrote \(out) (3 devices, \(image.width)×\(image.height) px)\n")
        // Nothing but the image is left in the folder: the temporary file was renamed over it.
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["contacts.png"])
        if let pngcheck = Subprocess.which("pngcheck") {
            let check = try Subprocess.run([pngcheck, out])
            #expect(check.status == 0, "\(check.everything)")
            #expect(check.output.hasPrefix("OK:"))
        }
    }

    @Test func writesAnSVGWithOneGroupPerDeviceAndNotesForSkippedOnes() throws {
        let folder = try scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let out = folder.appendingPathComponent("split.svg").path
        let result = run([
            "sheet", Self.contacts, "--devices", "iphone-8,ipad-pro-11,ipad-mini", "--orientation", "landscape-left",
            "--window", "split-1/2", "--scale", "1", "--no-overlays", "--out", out,
        ])
        #expect(result.status == 0, "\(result.err)")
        #expect(result.err == "bezel sheet: note: skipped iphone-8 landscape-left split-1/2: iphone-8 has only the full-screen window; split-1/2 needs an iPad\n")
        let svg = try String(contentsOfFile: out, encoding: .utf8)
        #expect(svg.hasPrefix("<?xml"))
        #expect(svg.components(separatedBy: "class=\"sheet-device pad\"").count - 1 == 2)
        #expect(!svg.contains("class=\"sheet-device phone\""))
        #expect(!svg.contains("class=\"layer overlay\""), "no overlay layer (the subtitle names the template's path, which may hold the word)")
        #expect(svg.contains(">landscape-left · split-1/2 · "))
        #expect(svg.contains("width=\"\(try Self.expectedWidth(["ipad-pro-11", "ipad-mini"], .landscapeLeft))\""))
    }

    @Test func withoutDevicesTheDefaultSelectionIsDrawn() throws {
        let folder = try scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let out = folder.appendingPathComponent("default.svg").path
        let result = run(["sheet", Self.contacts, "--scale", "1", "--out", out])
        #expect(result.status == 0, "\(result.err)")
        let svg = try String(contentsOfFile: out, encoding: .utf8)
        for entry in SheetComposer.defaultSelection {
            #expect(svg.contains("-\(entry.deviceID)-\(entry.orientation.rawValue)"), "\(entry)")
        }
        #expect(svg.components(separatedBy: "class=\"sheet-device ").count - 1 == SheetComposer.defaultSelection.count)
    }

    /// Issue 12: the default sheet of an iPad-only screen says why it has no phone.
    @Test func theDefaultSheetSaysWhichIdiomItLeavesOut() throws {
        let folder = try scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let template = folder.appendingPathComponent("pad.yml").path
        try "screen: padonly\nidioms: [pad]\nviews:\n  - {id: box, kind: view, pin: {top: safeArea, leading: superview, trailing: superview}, height: 44}\n"
            .write(toFile: template, atomically: true, encoding: .utf8)
        let result = run(["sheet", template, "--scale", "1", "--out", folder.appendingPathComponent("pad.svg").path])
        #expect(result.status == 0, "\(result.err)")
        #expect(result.err.contains("bezel sheet: note: no phone in the sheet: the screen's idioms: are pad\n"), "\(result.err)")
    }

    @Test func anUnknownDeviceExitsTwoWithTheCataloguesSuggestion() throws {
        let folder = try scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let out = folder.appendingPathComponent("never.png").path
        let result = run(["sheet", Self.contacts, "--devices", "iphone-8,iphone-15-pr", "--out", out])
        #expect(result.status == ExitStatus.badInput)
        #expect(result.err.contains("unknown device 'iphone-15-pr'; did you mean 'iphone-15-pro'"))
        #expect(!FileManager.default.fileExists(atPath: out))
    }

    @Test func nothingLeftToDrawExitsTwo() throws {
        let folder = try scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let out = folder.appendingPathComponent("never.svg").path
        let result = run(["sheet", Self.contacts, "--devices", "iphone-8,iphone-x", "--window", "slide-over", "--out", out])
        #expect(result.status == ExitStatus.badInput)
        #expect(result.err.components(separatedBy: "note: skipped").count - 1 == 2)
        #expect(result.err.contains("error: no device is left to draw toon-contacts on"))
        #expect(!FileManager.default.fileExists(atPath: out))
    }

    @Test(arguments: [
        (["--devices", "iphone-8"], "--out FILE.svg|FILE.png is required"),
        (["--devices", "iphone-8", "--out", "x.jpg"], "--out must end in .svg or .png, not 'x.jpg'"),
        (["--devices", "iphone-8", "--out", "x.png", "--scale", "0"], "--scale takes a number from 0.5 to 4, not '0'"),
        (["--devices", "iphone-8", "--out", "x.png", "--scale", "nan"], "--scale takes a number from 0.5 to 4, not 'nan'"),
        (["--devices", "iphone-8", "--out", "x.png", "--orientation", "sideways"], "--orientation must be one of portrait"),
        (["--devices", "", "--out", "x.png"], "--devices needs a value (SEL), got an empty one"),
    ])
    func badOptionsExitTwo(extra: [String], message: String) {
        let result = run(["sheet", Self.contacts] + extra)
        #expect(result.status == ExitStatus.badInput)
        #expect(result.err.contains(message), "\(result.err)")
    }

    @Test func aMissingTemplateExitsTwo() {
        let result = run(["sheet", Self.templates + "/no-such-screen.yml", "--out", "x.png"])
        #expect(result.status == ExitStatus.badInput)
        #expect(result.err.contains("no such file"))
    }
}
