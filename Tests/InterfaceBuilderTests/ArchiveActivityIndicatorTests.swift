@testable import InterfaceBuilder
import Testing
import TestSupport

/// An archived activity indicator writes its style as `IBUIStyle` and leaves out the values that are UIKit's own
/// defaults: white for the style, YES for hides-when-stopped (docs/research/ib-defaults.md §133).
@Suite struct ArchiveActivityIndicatorTests {
    /// Three stopped indicators under one view: one with every key left out, a white-large one that stays shown and an
    /// animating grey one.
    static let document = ArchiveFixtures.archive(rootObjects: """
        \t\t\t<object class="IBUIView" id="191373211">
        \t\t\t\t<int key="NSvFlags">274</int>
        \t\t\t\t<array class="NSMutableArray" key="NSSubviews">
        \t\t\t\t\t<object class="IBUIActivityIndicatorView" id="100">
        \t\t\t\t\t\t<reference key="NSSuperview" ref="191373211"/>
        \t\t\t\t\t\t<string key="NSFrame">{{20, 20}, {20, 20}}</string>
        \t\t\t\t\t\t<bool key="IBUIOpaque">NO</bool>
        \t\t\t\t\t</object>
        \t\t\t\t\t<object class="IBUIActivityIndicatorView" id="200">
        \t\t\t\t\t\t<reference key="NSSuperview" ref="191373211"/>
        \t\t\t\t\t\t<string key="NSFrame">{{20, 60}, {37, 37}}</string>
        \t\t\t\t\t\t<bool key="IBUIOpaque">NO</bool>
        \t\t\t\t\t\t<bool key="IBUIHidesWhenStopped">NO</bool>
        \t\t\t\t\t\t<int key="IBUIStyle">0</int>
        \t\t\t\t\t</object>
        \t\t\t\t\t<object class="IBUIActivityIndicatorView" id="300">
        \t\t\t\t\t\t<reference key="NSSuperview" ref="191373211"/>
        \t\t\t\t\t\t<string key="NSFrame">{{20, 120}, {20, 20}}</string>
        \t\t\t\t\t\t<bool key="IBUIAnimating">YES</bool>
        \t\t\t\t\t\t<int key="IBUIStyle">2</int>
        \t\t\t\t\t</object>
        \t\t\t\t</array>
        \t\t\t\t<string key="NSFrameSize">{320, 460}</string>
        \t\t\t</object>
        """)

    @Test func leftOutKeysAreUIKitsDefaults() throws {
        let document = try InterfaceBuilderReader.read(path: "t.xib", data: Array(Self.document.utf8))
        let root = try #require(document.objects.compactMap(\.view).first)
        let indicators: [IBActivityIndicator] = root.subviews.compactMap {
            if case .activityIndicator(let indicator) = $0.kind { return indicator }
            return nil
        }
        #expect(indicators.map(\.style) == ["white", "whiteLarge", "gray"])
        #expect(indicators.map(\.hidesWhenStopped) == [true, false, true])
        #expect(indicators.map(\.isAnimating) == [false, false, true])
    }
}
