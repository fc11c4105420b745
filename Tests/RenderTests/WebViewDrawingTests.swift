import Devices
import Geometry
import Screens
import Testing

/// A storyboard written for this test: a help screen whose WKWebView (300 × 400 pt) the code fills with a page.
/// Until a page draws, WebKit paints the page area opaque white, `#FFFFFF`, in the dark appearance as in the light
/// (docs/research/controls.md §14, https://bugs.webkit.org/show_bug.cgi?id=215479): every pixel of the frame is
/// white, the root around it keeps its background, and the run names the view, whose page is not drawn.
@Suite struct WebViewDrawingTests {
    typealias RGB = ControlDrawingTests.RGB

    static let storyboard = DocumentVisibilityTests.storyboard(controller: "HelpViewController", subviews: """
                                    <wkWebView contentMode="scaleToFill" id="wv-help" userLabel="Help Page">
                                        <rect key="frame" x="57" y="200" width="300" height="400"/>
                                        <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                                        <wkWebViewConfiguration key="configuration">
                                            <audiovisualMediaTypes key="mediaTypesRequiringUserActionForPlayback" none="YES"/>
                                            <wkPreferences key="preferences"/>
                                        </wkWebViewConfiguration>
                                    </wkWebView>
        """)

    static func screen() throws -> Screen {
        try #require(try ScreenLoader.screens(bytes: Array(storyboard.utf8), file: "Help.storyboard").first)
    }

    @Test(arguments: ControlDrawingTests.appearances) func webViewIsWhiteUntilItsPageLoads(_ appearance: Appearance) throws {
        let drawn = try DocumentCellTests.render(try Self.screen(), appearance)
        let frame = try drawn.frame("wv-help")
        #expect(frame.width == 300 && frame.height == 400, "\(frame)")
        let inside = drawn.pixels(in: frame)
        let white = RGB(r: 255, g: 255, b: 255)
        #expect(!inside.isEmpty && inside.allSatisfy { $0 == white }, "\(Set(inside))")
        // Left of the view, the root's systemBackground.
        #expect(drawn.pixel(frame.minX - 10, frame.midY) == drawn.background)
        #expect(try Self.screen().substitutes.contains { $0.what == "web view" && $0.id == "wv-help" })
    }
}
