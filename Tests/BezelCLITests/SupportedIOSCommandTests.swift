import Testing
@testable import BezelCLI

/// Issue 15 on the command line: a named device with an `--ios` it cannot run is exit 2 naming its range;
/// without `--ios` it is laid out at the newest version it runs; `bezel devices ID` shows the range.
@Suite struct SupportedIOSCommandTests {
    func run(_ arguments: [String]) -> (status: Int32, out: String, err: String) {
        let captured = CapturedConsole()
        let status = BezelCommandLine.run(arguments, console: captured.console)
        return (status, captured.standardOutput, captured.standardError)
    }

    static let template = LayoutCommandTests.templates + "/comments-load-more.yml"

    @Test func iPhoneXOnIOS17IsExit2NamingIOS16() {
        let result = run(["layout", Self.template, "--device", "iphone-x", "--ios", "17"])
        #expect(result.status == 2)
        #expect(result.err.contains("iphone-x cannot run iOS 17: the iPhone X runs iOS 11-16"))
        let render = run(["render", Self.template, "--device", "iphone-x", "--ios", "17", "--out", "/nonexistent-bezel-test"])
        #expect(render.status == 2)
        #expect(render.err.contains("the iPhone X runs iOS 11-16"))
    }

    @Test func iPhoneXWithoutIOSIsLaidOutAtIOS16() {
        let result = run(["layout", Self.template, "--device", "iphone-x", "--json"])
        #expect(result.status == 0)
        #expect(result.out.contains("\"ios\": 16,"))
    }

    @Test func devicesShowsTheSupportedVersionsWithSources() {
        let result = run(["devices", "iphone-x"])
        #expect(result.status == 0)
        #expect(result.out.contains("evaluated for iOS 16"))
        #expect(result.out.contains("supported iOS") && result.out.contains("iOS 11-16") && result.out.contains("https://support.apple.com/kb/SP770"))
        let tv = run(["devices", "apple-tv"])
        #expect(tv.out.contains("tvOS 9-26"))
        let newest = run(["devices", "iphone-17"])
        #expect(newest.out.contains("Bars: iOS 26's Liquid Glass bars"))
    }
}
