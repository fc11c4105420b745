@testable import Devices
import Foundation
import Testing
@testable import BezelCLI

/// `bezel devices` run in-process.
@Suite struct DevicesCommandTests {
    func run(_ arguments: [String]) -> (status: Int32, out: String, err: String) {
        let captured = CapturedConsole()
        let status = BezelCommandLine.run(["devices"] + arguments, console: captured.console)
        return (status, captured.standardOutput, captured.standardError)
    }

    func objects(_ text: String) throws -> [[String: Any]] {
        let parsed = try JSONSerialization.jsonObject(with: Data(text.utf8))
        return try #require(parsed as? [[String: Any]])
    }

    @Test func jsonListsEveryProfileWithTheIssuesKeys() throws {
        let result = run(["--json"])
        #expect(result.status == 0)
        let devices = try objects(result.out)
        #expect(devices.count == Catalogue.all.count)
        #expect(devices.filter { ($0["idiom"] as? String) != "tv" }.count >= 45)
        #expect(devices.contains { ($0["idiom"] as? String) == "tv" })
        let required = ["id", "name", "points", "scale", "cornerRadius", "sensorHousing", "statusBarHeight", "safeArea", "sources"]
        for device in devices {
            for key in required { #expect(device.keys.contains(key), "\(device["id"] ?? "?") lacks \(key)") }
            let points = try #require(device["points"] as? [String: Any])
            #expect(Set(points.keys) == ["width", "height"])
            let safeArea = try #require(device["safeArea"] as? [String: Any])
            #expect(Set(safeArea.keys) == ["portrait", "landscape"])
            for side in safeArea.values {
                if let insets = side as? [String: Any] { #expect(Set(insets.keys) == ["top", "left", "bottom", "right"]) }
                else { #expect(side is NSNull) }
            }
            #expect(!(try #require(device["sources"] as? [String])).isEmpty)
        }
        #expect(result.err.isEmpty)
    }

    @Test func jsonNumbersAreTheCatalogues() throws {
        let devices = try objects(run(["iphone-x,iphone-17e,ipad-pro-12-9", "--json"]).out)
        #expect(devices.map { $0["id"] as? String } == ["iphone-x", "iphone-17e", "ipad-pro-12-9"])
        let x = devices[0], e = devices[1]
        #expect(x["cornerRadius"] as? Double == 39)
        #expect((x["points"] as? [String: Double]) == ["width": 375, "height": 812])
        #expect(((x["safeArea"] as? [String: Any])?["landscape"] as? [String: Double]) == ["top": 0, "left": 44, "bottom": 21, "right": 44])
        // The iPhone X at its last iOS, the 17e at its first and only one.
        #expect(x["ios"] as? Int == 16 && e["ios"] as? Int == 26)
        #expect(x["firstIOS"] as? Int == 11 && x["lastIOS"] as? Int == 16 && e["firstIOS"] as? Int == 26 && e["lastIOS"] is NSNull)
        #expect(x["minimumIOS"] == nil)
        // No source gives the 17e's status bar: null. Its insets are APP17E's 47/0/34/0.
        #expect(e["statusBarHeight"] is NSNull)
        #expect(((e["safeArea"] as? [String: Any])?["portrait"] as? [String: Double]) == ["top": 47, "left": 0, "bottom": 34, "right": 0])
        let windows = try #require(devices[2]["windows"] as? [[String: Any]])
        #expect(windows.count == 14)
    }

    @Test func iosOptionEvaluatesVersionDependentValues() throws {
        let old = try objects(run(["iphone-xr", "--json", "--ios", "13"]).out)[0]
        let new = try objects(run(["iphone-xr", "--json", "--ios", "14"]).out)[0]
        #expect(old["statusBarHeight"] as? Double == 44 && new["statusBarHeight"] as? Double == 48)
        let listed = run(["iphone", "--ios", "12"])
        #expect(listed.status == 0)
        #expect(listed.err.contains("left out") && listed.err.contains("iphone-15"))
        #expect(!listed.out.contains("iphone-15 "))
        #expect(run(["--ios", "9"]).status == 2)
        let tooOld = run(["iphone-15", "--ios", "12"])
        #expect(tooOld.status == 2 && tooOld.err.contains("the iPhone 15 runs iOS 17 and later"))
        let x = run(["iphone-x", "--ios", "17"])
        #expect(x.status == 2 && x.err.contains("the iPhone X runs iOS 11-16"))
    }

    @Test func tableIsAligned() throws {
        let result = run([])
        #expect(result.status == 0)
        // The table, then a blank line and the iOS 26 bars note (every device's newest is at most 26).
        let parts = result.out.components(separatedBy: "\n\nBars: ")
        #expect(parts.count == 2 && parts[1].hasPrefix("iOS 26's Liquid Glass bars"))
        let lines = parts[0].split(separator: "\n").map(String.init)
        #expect(lines.count == Catalogue.all.count + 1)
        let header = try #require(lines.first)
        for column in ["RUNS", "IOS", "SCALE", "PIXELS", "STATUS BAR", "SAFE AREA PORTRAIT"] {
            let offset = try #require(header.range(of: column)).lowerBound.utf16Offset(in: header)
            for line in lines.dropFirst() {
                let characters = Array(line)
                #expect(characters.count > offset && characters[offset] != " " && characters[offset - 1] == " ", "\(column): \(line)")
            }
        }
        #expect(result.out.contains("unknown"))
    }

    @Test func oneDeviceShowsEveryValueWithItsSource() {
        let result = run(["iPhone11,8", "--ios", "13"])
        #expect(result.status == 0)
        for text in ["iPhone XR (iphone-xr)", "corner radius", "41.5", "[KB]", "on iOS 12-13", "44,0,34,0",
                     "https://github.com/QuintGao/GKNavigationBarViewController/pull/47", "Profiles on iOS 13"] {
            #expect(result.out.contains(text), "missing \(text)")
        }
    }

    /// The Apple TV runs tvOS: its sheet names tvOS, its range and the HIG's 60/80 safe area with the source.
    @Test func theTVSheetNamesTVOS() {
        let result = run(["apple-tv"])
        #expect(result.status == 0)
        for text in ["Apple TV HD (apple-tv), evaluated for tvOS 26", "tvOS 9-26", "Profiles on tvOS 26", "60,80,60,80", "[HIG-TV-LAYOUT"] {
            #expect(result.out.contains(text), "missing \(text)")
        }
        #expect(!result.out.contains("evaluated for iOS"))
    }

    @Test func unknownDeviceExits2WithTheClosestNames() {
        let result = run(["iphone-15-pr"])
        #expect(result.status == 2)
        #expect(result.err.contains("unknown device 'iphone-15-pr'"))
        #expect(result.err.contains("'iphone-15-pro'"))
        #expect(result.out.isEmpty)
    }

    @Test func outputIsDeterministic() {
        #expect(run(["--json"]).out == run(["--json"]).out)
        #expect(run(["all"]).out == run([]).out)
    }
}
