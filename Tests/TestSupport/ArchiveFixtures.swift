/// Small XIBs in the archive format of Xcode 3 and 4, written for these tests after the shape of the archives Xcode 4
/// saved (docs/research/ib-defaults.md §125-§127): a screen under a simulated status bar, a table cell, an Xcode 4.6
/// view with `IBNSLayoutConstraint` objects, and a full-screen view with no status bar.
public enum ArchiveFixtures {
    /// The archive around `rootObjects` (the elements of `IBDocument.RootObjects`) and `records` (object records, for
    /// custom classes and constraints), with `flattened` entries of `flattenedProperties`.
    public static func archive(version: String = "2182", autolayout: Bool = false, rootObjects: String, records: String = "",
                        flattened: String = "") -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <archive type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="8.00">
        \t<data>
        \t\t<int key="IBDocument.SystemTarget">1296</int>
        \t\t<string key="IBDocument.SystemVersion">11E53</string>
        \t\t<string key="IBDocument.InterfaceBuilderVersion">\(version)</string>
        \t\t<array class="NSMutableArray" key="IBDocument.RootObjects" id="1000">
        \t\t\t<object class="IBProxyObject" id="372490531">
        \t\t\t\t<string key="IBProxiedObjectIdentifier">IBFilesOwner</string>
        \t\t\t\t<string key="targetRuntimeIdentifier">IBCocoaTouchFramework</string>
        \t\t\t</object>
        \(rootObjects)
        \t\t</array>
        \t\t<object class="IBObjectContainer" key="IBDocument.Objects">
        \t\t\t<object class="IBMutableOrderedSet" key="objectRecords">
        \t\t\t\t<array key="orderedObjects">
        \t\t\t\t\t<object class="IBObjectRecord">
        \t\t\t\t\t\t<int key="objectID">-1</int>
        \t\t\t\t\t\t<reference key="object" ref="372490531"/>
        \t\t\t\t\t</object>
        \(records)
        \t\t\t\t</array>
        \t\t\t</object>
        \t\t\t<dictionary class="NSMutableDictionary" key="flattenedProperties">
        \t\t\t\t<string key="-1.CustomClassName">ScreenViewController</string>
        \(flattened)
        \t\t\t</dictionary>
        \t\t</object>
        \t\t<bool key="IBDocument.UseAutolayout">\(autolayout ? "YES" : "NO")</bool>
        \t</data>
        </archive>

        """
    }

    /// A 320 × 460 view at y 20 under a simulated status bar (Xcode 4.3's iPhone screen), holding a bold red label, a
    /// rounded-rect button and an image view that keeps to the bottom and stretches across (`NSvFlags` 266).
    public static let screen = archive(rootObjects: """
        \t\t\t<object class="IBUIView" id="191373211">
        \t\t\t\t<reference key="NSNextResponder"/>
        \t\t\t\t<int key="NSvFlags">274</int>
        \t\t\t\t<array class="NSMutableArray" key="NSSubviews">
        \t\t\t\t\t<object class="IBUILabel" id="510720473">
        \t\t\t\t\t\t<reference key="NSNextResponder" ref="191373211"/>
        \t\t\t\t\t\t<int key="NSvFlags">292</int>
        \t\t\t\t\t\t<string key="NSFrame">{{20, 20}, {280, 21}}</string>
        \t\t\t\t\t\t<reference key="NSSuperview" ref="191373211"/>
        \t\t\t\t\t\t<bool key="IBUIOpaque">NO</bool>
        \t\t\t\t\t\t<int key="IBUIContentMode">7</int>
        \t\t\t\t\t\t<bool key="IBUIUserInteractionEnabled">NO</bool>
        \t\t\t\t\t\t<string key="IBUIText">Hello</string>
        \t\t\t\t\t\t<object class="NSColor" key="IBUITextColor">
        \t\t\t\t\t\t\t<int key="NSColorSpace">1</int>
        \t\t\t\t\t\t\t<bytes key="NSRGB">MSAwIDAA</bytes>
        \t\t\t\t\t\t</object>
        \t\t\t\t\t\t<int key="IBUITextAlignment">1</int>
        \t\t\t\t\t\t<object class="IBUIFontDescription" key="IBUIFontDescription" id="815432871">
        \t\t\t\t\t\t\t<int key="type">2</int>
        \t\t\t\t\t\t\t<double key="pointSize">15</double>
        \t\t\t\t\t\t</object>
        \t\t\t\t\t\t<bool key="IBUIAdjustsFontSizeToFit">NO</bool>
        \t\t\t\t\t</object>
        \t\t\t\t\t<object class="IBUIButton" id="264913519">
        \t\t\t\t\t\t<reference key="NSNextResponder" ref="191373211"/>
        \t\t\t\t\t\t<int key="NSvFlags">292</int>
        \t\t\t\t\t\t<string key="NSFrame">{{20, 60}, {280, 37}}</string>
        \t\t\t\t\t\t<reference key="NSSuperview" ref="191373211"/>
        \t\t\t\t\t\t<bool key="IBUIOpaque">NO</bool>
        \t\t\t\t\t\t<int key="IBUIContentHorizontalAlignment">0</int>
        \t\t\t\t\t\t<int key="IBUIContentVerticalAlignment">0</int>
        \t\t\t\t\t\t<int key="IBUIButtonType">1</int>
        \t\t\t\t\t\t<string key="IBUINormalTitle">Go</string>
        \t\t\t\t\t\t<reference key="IBUIFontDescription" ref="815432871"/>
        \t\t\t\t\t</object>
        \t\t\t\t\t<object class="IBUIImageView" id="905512364">
        \t\t\t\t\t\t<reference key="NSNextResponder" ref="191373211"/>
        \t\t\t\t\t\t<int key="NSvFlags">266</int>
        \t\t\t\t\t\t<string key="NSFrame">{{0, 300}, {320, 160}}</string>
        \t\t\t\t\t\t<reference key="NSSuperview" ref="191373211"/>
        \t\t\t\t\t\t<object class="NSCustomResource" key="IBUIImage">
        \t\t\t\t\t\t\t<string key="NSClassName">NSImage</string>
        \t\t\t\t\t\t\t<string key="NSResourceName">banner.png</string>
        \t\t\t\t\t\t</object>
        \t\t\t\t\t</object>
        \t\t\t\t</array>
        \t\t\t\t<string key="NSFrame">{{0, 20}, {320, 460}}</string>
        \t\t\t\t<reference key="NSSuperview"/>
        \t\t\t\t<object class="NSColor" key="IBUIBackgroundColor">
        \t\t\t\t\t<int key="NSColorSpace">3</int>
        \t\t\t\t\t<bytes key="NSWhite">MC41AA</bytes>
        \t\t\t\t</object>
        \t\t\t\t<object class="IBUISimulatedStatusBarMetrics" key="IBUISimulatedStatusBarMetrics"/>
        \t\t\t</object>
        """, records: """
        \t\t\t\t\t<object class="IBObjectRecord">
        \t\t\t\t\t\t<int key="objectID">1</int>
        \t\t\t\t\t\t<reference key="object" ref="191373211"/>
        \t\t\t\t\t</object>
        """)

    /// A 320 × 44 table cell whose content view (320 × 43) holds a label.
    public static let cell = archive(rootObjects: """
        \t\t\t<object class="IBUITableViewCell" id="534397536">
        \t\t\t\t<reference key="NSNextResponder"/>
        \t\t\t\t<int key="NSvFlags">292</int>
        \t\t\t\t<array class="NSMutableArray" key="NSSubviews">
        \t\t\t\t\t<object class="IBUIView" id="489114853">
        \t\t\t\t\t\t<reference key="NSNextResponder" ref="534397536"/>
        \t\t\t\t\t\t<int key="NSvFlags">256</int>
        \t\t\t\t\t\t<array class="NSMutableArray" key="NSSubviews">
        \t\t\t\t\t\t\t<object class="IBUILabel" id="13419790">
        \t\t\t\t\t\t\t\t<reference key="NSNextResponder" ref="489114853"/>
        \t\t\t\t\t\t\t\t<int key="NSvFlags">292</int>
        \t\t\t\t\t\t\t\t<string key="NSFrame">{{10, 11}, {300, 21}}</string>
        \t\t\t\t\t\t\t\t<reference key="NSSuperview" ref="489114853"/>
        \t\t\t\t\t\t\t\t<string key="IBUIText">Title</string>
        \t\t\t\t\t\t\t</object>
        \t\t\t\t\t\t</array>
        \t\t\t\t\t\t<string key="NSFrameSize">{320, 43}</string>
        \t\t\t\t\t\t<reference key="NSSuperview" ref="534397536"/>
        \t\t\t\t\t</object>
        \t\t\t\t</array>
        \t\t\t\t<string key="NSFrameSize">{320, 44}</string>
        \t\t\t\t<reference key="NSSuperview"/>
        \t\t\t\t<reference key="IBUIContentView" ref="489114853"/>
        \t\t\t\t<string key="IBUIReuseIdentifier">TitleCell</string>
        \t\t\t</object>
        """, records: """
        \t\t\t\t\t<object class="IBObjectRecord">
        \t\t\t\t\t\t<int key="objectID">2</int>
        \t\t\t\t\t\t<reference key="object" ref="534397536"/>
        \t\t\t\t\t</object>
        """, flattened: """
        \t\t\t\t<string key="2.CustomClassName">TitleCell</string>
        """)

    /// An Xcode 4.6 view (toolsVersion 3084) with Auto Layout: a label pinned 20 pt (the standard spacing) from the
    /// top, leading and trailing edges of its 320 × 460 superview, its height its text's.
    public static let constrained = archive(version: "3084", autolayout: true, rootObjects: """
        \t\t\t<object class="IBUIView" id="191373211">
        \t\t\t\t<reference key="NSNextResponder"/>
        \t\t\t\t<int key="NSvFlags">274</int>
        \t\t\t\t<array class="NSMutableArray" key="NSSubviews">
        \t\t\t\t\t<object class="IBUILabel" id="510720473">
        \t\t\t\t\t\t<reference key="NSNextResponder" ref="191373211"/>
        \t\t\t\t\t\t<int key="NSvFlags">292</int>
        \t\t\t\t\t\t<string key="NSFrame">{{20, 20}, {280, 21}}</string>
        \t\t\t\t\t\t<reference key="NSSuperview" ref="191373211"/>
        \t\t\t\t\t\t<string key="IBUIText">Hello</string>
        \t\t\t\t\t\t<object class="IBUIFontDescription" key="IBUIFontDescription">
        \t\t\t\t\t\t\t<int key="type">1</int>
        \t\t\t\t\t\t\t<double key="pointSize">17</double>
        \t\t\t\t\t\t</object>
        \t\t\t\t\t</object>
        \t\t\t\t</array>
        \t\t\t\t<string key="NSFrame">{{0, 20}, {320, 460}}</string>
        \t\t\t\t<reference key="NSSuperview"/>
        \t\t\t\t<object class="IBUISimulatedStatusBarMetrics" key="IBUISimulatedStatusBarMetrics"/>
        \t\t\t</object>
        """, records: """
        \t\t\t\t\t<object class="IBObjectRecord">
        \t\t\t\t\t\t<int key="objectID">1</int>
        \t\t\t\t\t\t<reference key="object" ref="191373211"/>
        \t\t\t\t\t\t<array class="NSMutableArray" key="children">
        \t\t\t\t\t\t\t<object class="IBNSLayoutConstraint" id="601">
        \t\t\t\t\t\t\t\t<reference key="firstItem" ref="510720473"/>
        \t\t\t\t\t\t\t\t<int key="firstAttribute">3</int>
        \t\t\t\t\t\t\t\t<int key="relation">0</int>
        \t\t\t\t\t\t\t\t<reference key="secondItem" ref="191373211"/>
        \t\t\t\t\t\t\t\t<int key="secondAttribute">3</int>
        \t\t\t\t\t\t\t\t<float key="multiplier">1</float>
        \t\t\t\t\t\t\t\t<object class="IBNSLayoutSymbolicConstant" key="constant">
        \t\t\t\t\t\t\t\t\t<double key="value">20</double>
        \t\t\t\t\t\t\t\t</object>
        \t\t\t\t\t\t\t\t<float key="priority">1000</float>
        \t\t\t\t\t\t\t\t<reference key="containingView" ref="191373211"/>
        \t\t\t\t\t\t\t</object>
        \t\t\t\t\t\t\t<object class="IBNSLayoutConstraint" id="602">
        \t\t\t\t\t\t\t\t<reference key="firstItem" ref="510720473"/>
        \t\t\t\t\t\t\t\t<int key="firstAttribute">5</int>
        \t\t\t\t\t\t\t\t<int key="relation">0</int>
        \t\t\t\t\t\t\t\t<reference key="secondItem" ref="191373211"/>
        \t\t\t\t\t\t\t\t<int key="secondAttribute">5</int>
        \t\t\t\t\t\t\t\t<float key="multiplier">1</float>
        \t\t\t\t\t\t\t\t<object class="IBNSLayoutSymbolicConstant" key="constant">
        \t\t\t\t\t\t\t\t\t<double key="value">20</double>
        \t\t\t\t\t\t\t\t</object>
        \t\t\t\t\t\t\t\t<float key="priority">1000</float>
        \t\t\t\t\t\t\t\t<reference key="containingView" ref="191373211"/>
        \t\t\t\t\t\t\t</object>
        \t\t\t\t\t\t\t<object class="IBNSLayoutConstraint" id="603">
        \t\t\t\t\t\t\t\t<reference key="firstItem" ref="191373211"/>
        \t\t\t\t\t\t\t\t<int key="firstAttribute">6</int>
        \t\t\t\t\t\t\t\t<int key="relation">0</int>
        \t\t\t\t\t\t\t\t<reference key="secondItem" ref="510720473"/>
        \t\t\t\t\t\t\t\t<int key="secondAttribute">6</int>
        \t\t\t\t\t\t\t\t<float key="multiplier">1</float>
        \t\t\t\t\t\t\t\t<object class="IBLayoutConstant" key="constant">
        \t\t\t\t\t\t\t\t\t<double key="value">20</double>
        \t\t\t\t\t\t\t\t</object>
        \t\t\t\t\t\t\t\t<float key="priority">1000</float>
        \t\t\t\t\t\t\t\t<reference key="containingView" ref="191373211"/>
        \t\t\t\t\t\t\t</object>
        \t\t\t\t\t\t</array>
        \t\t\t\t\t</object>
        \t\t\t\t\t<object class="IBObjectRecord">
        \t\t\t\t\t\t<int key="objectID">3</int>
        \t\t\t\t\t\t<reference key="object" ref="510720473"/>
        \t\t\t\t\t</object>
        """, flattened: """
        \t\t\t\t<boolean value="NO" key="3.IBViewMetadataTranslatesAutoresizingMaskIntoConstraints"/>
        """)

    /// A 320 × 480 view with no simulated status bar (Interface Builder's None), in an Xcode 4.2 archive, filled by an
    /// image view that stretches with it and a label kept to its bottom (`NSvFlags` 298 = 256 + 2 + 8 + 32: flexible
    /// width, top and bottom margins).
    public static let fullScreen = archive(version: "1938", rootObjects: """
        \t\t\t<object class="IBUIView" id="774585933">
        \t\t\t\t<reference key="NSNextResponder"/>
        \t\t\t\t<int key="NSvFlags">274</int>
        \t\t\t\t<object class="NSMutableArray" key="NSSubviews">
        \t\t\t\t\t<bool key="EncodedWithXMLCoder">YES</bool>
        \t\t\t\t\t<object class="IBUIImageView" id="1000801144">
        \t\t\t\t\t\t<reference key="NSNextResponder" ref="774585933"/>
        \t\t\t\t\t\t<int key="NSvFlags">274</int>
        \t\t\t\t\t\t<string key="NSFrameSize">{320, 480}</string>
        \t\t\t\t\t\t<reference key="NSSuperview" ref="774585933"/>
        \t\t\t\t\t</object>
        \t\t\t\t\t<object class="IBUILabel" id="695760386">
        \t\t\t\t\t\t<reference key="NSNextResponder" ref="774585933"/>
        \t\t\t\t\t\t<int key="NSvFlags">298</int>
        \t\t\t\t\t\t<string key="NSFrame">{{20, 420}, {280, 21}}</string>
        \t\t\t\t\t\t<reference key="NSSuperview" ref="774585933"/>
        \t\t\t\t\t\t<string key="IBUIText">Caption</string>
        \t\t\t\t\t</object>
        \t\t\t\t</object>
        \t\t\t\t<string key="NSFrameSize">{320, 480}</string>
        \t\t\t\t<reference key="NSSuperview"/>
        \t\t\t</object>
        """)
}
