/// The generated inputs of the corpus section "Limits and bounded work" (docs/robustness.md, "One set of
/// limits"): Interface Builder documents each one step over a bound of `InputLimits.standard`, or holding
/// one number that is finite as written but not in range, or not after the constraints' arithmetic.
enum LimitInputs {
    /// A storyboard with one scene: `subviews` inside the root view, `constraints` on it.
    static func storyboard(subviews: String, constraints: String = "") -> [UInt8] {
        Array("""
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES" initialViewController="vc">
                <device id="retina6_12" orientation="portrait" appearance="light"/>
                <scenes>
                    <scene sceneID="sc">
                        <objects>
                            <viewController id="vc" sceneMemberID="viewController">
                                <view key="view" contentMode="scaleToFill" id="root">
                                    <rect key="frame" x="0.0" y="0.0" width="390" height="844"/>
                                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                    <subviews>
            \(subviews)
                                    </subviews>
                                    <viewLayoutGuide key="safeArea" id="safe"/>
                                    <constraints>
            \(constraints)
                                    </constraints>
                                </view>
                            </viewController>
                        </objects>
                    </scene>
                </scenes>
            </document>

            """.utf8)
    }

    /// A plain view `id` with a frame and `extra` attributes (`translatesAutoresizingMaskIntoConstraints="NO"`).
    static func view(_ id: String, width: String = "100", extra: String = "") -> String {
        "<view contentMode=\"scaleToFill\" translatesAutoresizingMaskIntoConstraints=\"NO\" id=\"\(id)\"\(extra)>"
            + "<rect key=\"frame\" x=\"0\" y=\"0\" width=\"\(width)\" height=\"50\"/></view>"
    }

    static let files: [String: [UInt8]] = {
        var files: [String: [UInt8]] = [:]
        let box = view("box")
        let pinned = "<constraint firstItem=\"box\" firstAttribute=\"leading\" secondItem=\"safe\" secondAttribute=\"leading\" id=\"c-l\"/>"
            + "<constraint firstItem=\"box\" firstAttribute=\"top\" secondItem=\"safe\" secondAttribute=\"top\" id=\"c-t\"/>"
            + "<constraint firstItem=\"box\" firstAttribute=\"height\" constant=\"50\" id=\"c-h\"/>"
        // Numbers finite as written, out of range: each refused at its attribute, naming the limit.
        files["limits-constant-1e308.storyboard"] = storyboard(subviews: box, constraints: pinned
            + "<constraint firstItem=\"box\" firstAttribute=\"width\" constant=\"1e308\" id=\"c-w\"/>")
        files["limits-constant-1e8.storyboard"] = storyboard(subviews: box, constraints: pinned
            + "<constraint firstItem=\"box\" firstAttribute=\"width\" constant=\"1e8\" id=\"c-w\"/>")
        files["limits-multiplier-ratio-infinite.storyboard"] = storyboard(subviews: box, constraints: pinned
            + "<constraint firstItem=\"box\" firstAttribute=\"width\" secondItem=\"root\" secondAttribute=\"width\" multiplier=\"1e308:1e-308\" id=\"c-w\"/>")
        files["limits-multiplier-ratio-large.storyboard"] = storyboard(subviews: box, constraints: pinned
            + "<constraint firstItem=\"box\" firstAttribute=\"width\" secondItem=\"root\" secondAttribute=\"width\" multiplier=\"100000:0.001\" id=\"c-w\"/>")
        files["limits-frame-1e308.storyboard"] = storyboard(subviews: view("box", width: "1e308"))
        files["limits-point-size-1e300.storyboard"] = storyboard(subviews: """
            <label opaque="NO" text="Hi" translatesAutoresizingMaskIntoConstraints="NO" id="lbl"><rect key="frame" x="0" y="0" width="100" height="20"/><fontDescription key="fontDescription" type="system" pointSize="1e300"/></label>
            """)
        files["limits-stack-spacing-1e308.storyboard"] = storyboard(subviews: """
            <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" spacing="1e308" translatesAutoresizingMaskIntoConstraints="NO" id="stk"><rect key="frame" x="0" y="0" width="100" height="100"/></stackView>
            """)
        // Within every limit as written; a chain of five × 1000 multipliers lays a view out at 390 × 10^15.
        var chain = view("b0")
        var chainConstraints = pinned.replacingOccurrences(of: "\"box\"", with: "\"b0\"")
            + "<constraint firstItem=\"b0\" firstAttribute=\"width\" secondItem=\"root\" secondAttribute=\"width\" id=\"w0\"/>"
        for k in 1...5 {
            chain += view("b\(k)")
            chainConstraints += "<constraint firstItem=\"b\(k)\" firstAttribute=\"leading\" secondItem=\"safe\" secondAttribute=\"leading\" id=\"l\(k)\"/>"
                + "<constraint firstItem=\"b\(k)\" firstAttribute=\"top\" secondItem=\"safe\" secondAttribute=\"top\" id=\"t\(k)\"/>"
                + "<constraint firstItem=\"b\(k)\" firstAttribute=\"height\" constant=\"50\" id=\"h\(k)\"/>"
                + "<constraint firstItem=\"b\(k)\" firstAttribute=\"width\" secondItem=\"b\(k - 1)\" secondAttribute=\"width\" multiplier=\"1000\" id=\"w\(k)\"/>"
        }
        files["limits-multiplier-chain.storyboard"] = storyboard(subviews: chain, constraints: chainConstraints)
        // Markup: 200,000 attributes on one element (libxml2 would compare each with those before it),
        // one attribute of 300,000 bytes.
        var many = "<view id=\"box\""
        for k in 0..<200_000 { many += " a\(k)=\"\"" }
        files["limits-attributes.storyboard"] = storyboard(subviews: many + "/>")
        files["limits-attribute-bytes.storyboard"] = storyboard(subviews: view("box", extra: " userLabel=\"\(String(repeating: "x", count: 300_000))\""))
        // A scene one view, one constraint, one optional constraint over its limit; a label's text over its length.
        files["limits-views.storyboard"] = storyboard(subviews: (0...1_000).map { view("v\($0)") }.joined(separator: "\n"))
        files["limits-constraints.storyboard"] = storyboard(subviews: box, constraints: pinned
            + (0...8_000).map { "<constraint firstItem=\"box\" firstAttribute=\"width\" constant=\"100\" id=\"w\($0)\"/>" }.joined(separator: "\n"))
        files["limits-optional-constraints.storyboard"] = storyboard(subviews: box, constraints: pinned
            + "<constraint firstItem=\"box\" firstAttribute=\"width\" constant=\"100\" id=\"w\"/>"
            + (0...4_000).map { "<constraint firstItem=\"box\" firstAttribute=\"width\" constant=\"\($0 % 200)\" priority=\"250\" id=\"o\($0)\"/>" }.joined(separator: "\n"))
        files["limits-text.storyboard"] = storyboard(subviews: """
            <label opaque="NO" text="\(String(repeating: "word ", count: 5_000))" translatesAutoresizingMaskIntoConstraints="NO" id="lbl"><rect key="frame" x="0" y="0" width="100" height="20"/></label>
            """)
        return files
    }()
}
