/// An Xcode 8.0 XIB (toolsVersion 11201) of a table cell whose content view and fixed-frame subviews are saved as
/// `<frame key="frameInset">` (docs/research/ib-defaults.md §48), written for the tests with the numbers of views that
/// one public repository saved first with Xcode 7 (`<rect>`) and then with Xcode 8.0: read by `FrameInsetTests` (the
/// frames the reader takes) and laid out by `FrameInsetLayoutTests` (the frames on its saved canvas).
public enum FrameInsetFixture {
    public static let xib = InterfaceBuilderFixture.xib(
        standaloneNo: true, toolsVersion: "11201", systemVersion: "15G31", safeAreas: false, dependencies: """
        <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="11161"/>
        <capability name="documents saved in the Xcode 8 format" minToolsVersion="8.0"/>
        """, objects: """
        <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
        <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
        <tableViewCell contentMode="scaleToFill" selectionStyle="none" indentationWidth="10" rowHeight="141" id="cell">
            <rect key="frame" x="0.0" y="0.0" width="375" height="141"/>
            <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
            <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" tableViewCell="cell" id="content">
                <frame key="frameInset" width="375" height="140"/>
                <autoresizingMask key="autoresizingMask"/>
                <subviews>
                    <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" fixedFrame="YES" text="Title" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="title">
                        <frame key="frameInset" minX="8" minY="17" width="87" height="16"/>
                        <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                        <fontDescription key="fontDescription" type="system" pointSize="13"/>
                        <nil key="highlightedColor"/>
                    </label>
                    <progressView opaque="NO" contentMode="scaleToFill" fixedFrame="YES" progress="0.5" translatesAutoresizingMaskIntoConstraints="NO" id="progress">
                        <frame key="frameInset" minX="8" minY="41" width="150" height="2"/>
                        <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                    </progressView>
                    <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" fixedFrame="YES" text="Above" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="above">
                        <frame key="frameInset" minX="8" minY="-22" width="120" height="21"/>
                        <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                        <fontDescription key="fontDescription" type="system" pointSize="17"/>
                        <nil key="highlightedColor"/>
                    </label>
                    <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" fixedFrame="YES" text="Left" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="left">
                        <frame key="frameInset" minY="64" width="100" height="21"/>
                        <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                        <fontDescription key="fontDescription" type="system" pointSize="17"/>
                        <nil key="highlightedColor"/>
                    </label>
                    <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="roundedRect" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="pinned">
                        <color key="backgroundColor" red="0.92" green="0.92" blue="0.95" alpha="1" colorSpace="calibratedRGB"/>
                    </button>
                </subviews>
                <constraints>
                    <constraint firstItem="pinned" firstAttribute="leading" secondItem="content" secondAttribute="leading" constant="40" id="c1"/>
                    <constraint firstAttribute="trailing" secondItem="pinned" secondAttribute="trailing" constant="40" id="c2"/>
                    <constraint firstItem="pinned" firstAttribute="top" secondItem="content" secondAttribute="top" constant="90" id="c3"/>
                    <constraint firstAttribute="bottom" secondItem="pinned" secondAttribute="bottom" constant="10" id="c4"/>
                </constraints>
            </tableViewCellContentView>
        </tableViewCell>
        """)
}
