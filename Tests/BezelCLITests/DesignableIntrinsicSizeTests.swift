import Foundation
import Testing
@testable import BezelCLI

/// Views of `@IBDesignable` classes are laid out at the intrinsic size Interface Builder measured for them by running
/// the class's code, which the document keeps in `<designables>` (`IBDesignable`): a custom view, a button and a
/// one-line label of such classes, and a view with an intrinsic height only (a width of -1, `noIntrinsicMetric`). A
/// label that wraps keeps the size of its text at the width it is given. The document is written for these tests,
/// with the frames Xcode saves for such views (corona-warn-app/cwa-app-ios keeps 57 documents with designables).
@Suite struct DesignableIntrinsicSizeTests {
    @Test func designableViewsTakeTheSizeInterfaceBuilderMeasured() throws {
        try ScratchDocument.expectEverySavedFrameAgrees(named: "Designables.xib", Self.document, views: 4, scenes: 1)
    }

    @Test func aWrappingLabelKeepsItsTextsSize() throws {
        let text = Self.document
            .replacingOccurrences(of: "            </subviews>", with: Self.wrappingLabel + "            </subviews>")
            .replacingOccurrences(of: "            </constraints>\n        </view>", with: Self.wrappingConstraints + "            </constraints>\n        </view>")
            .replacingOccurrences(of: "    </designables>", with: Self.wrappingDesignable + "    </designables>")
        let document = try ScratchDocument(named: "Wrapping.xib", text)
        defer { document.remove() }
        let laidOut = document.run("layout", ["--device", "saved"])
        #expect(laidOut.status == 0, "\(laidOut.err)")
        // The designable's one line (480 × 20.5) would make it 20.5 pt tall at the 200 pt its constraint gives it.
        let line = laidOut.out.split(separator: "\n").first { $0.contains("body [label]") }.map(String.init) ?? ""
        let height = line.split(separator: ",").last.flatMap { Double($0.trimmingCharacters(in: .init(charactersIn: " )"))) } ?? 0
        #expect(line.contains("(20, 300, 200, "), "\(laidOut.out)")
        #expect(height > 40, "\(laidOut.out)")
    }

    static let wrappingLabel = """
                <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="A longer title that the class wraps onto more lines" textAlignment="natural" lineBreakMode="wordWrap" numberOfLines="0" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="body" customClass="TitleLabel" customModule="App">
                    <rect key="frame" x="20" y="300" width="200" height="61"/>
                    <fontDescription key="fontDescription" type="system" pointSize="17"/>
                    <nil key="textColor"/>
                    <nil key="highlightedColor"/>
                </label>

        """

    static let wrappingConstraints = """
                        <constraint firstItem="body" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c10"/>
                        <constraint firstItem="body" firstAttribute="top" secondItem="root" secondAttribute="top" constant="300" id="c11"/>
                        <constraint firstItem="body" firstAttribute="width" constant="200" id="c12"/>

        """

    static let wrappingDesignable = """
                <designable name="body">
                    <size key="intrinsicContentSize" width="480" height="20.5"/>
                </designable>

        """

    /// A XIB view on `retina6_12` with four views of designable classes, each held on one or two sides only, so that
    /// its size is the designable's.
    static let document = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
            <device id="retina6_12" orientation="portrait" appearance="light"/>
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                <view contentMode="scaleToFill" id="root">
                    <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                    <subviews>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="badge" customClass="BadgeView" customModule="App">
                            <rect key="frame" x="20" y="100" width="120" height="44"/>
                        </view>
                        <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="go" customClass="PillButton" customModule="App">
                            <rect key="frame" x="20" y="152" width="200" height="50"/>
                            <state key="normal" title="Go"/>
                        </button>
                        <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="Hi" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="title" customClass="TitleLabel" customModule="App">
                            <rect key="frame" x="20" y="220" width="64" height="26.5"/>
                            <fontDescription key="fontDescription" type="system" pointSize="17"/>
                            <nil key="textColor"/>
                            <nil key="highlightedColor"/>
                        </label>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="strip" customClass="StripView" customModule="App">
                            <rect key="frame" x="20" y="260" width="353" height="30"/>
                        </view>
                    </subviews>
                    <constraints>
                        <constraint firstItem="badge" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c1"/>
                        <constraint firstItem="badge" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="c2"/>
                        <constraint firstItem="go" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c3"/>
                        <constraint firstItem="go" firstAttribute="top" secondItem="badge" secondAttribute="bottom" constant="8" id="c4"/>
                        <constraint firstItem="title" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c5"/>
                        <constraint firstItem="title" firstAttribute="top" secondItem="root" secondAttribute="top" constant="220" id="c6"/>
                        <constraint firstItem="strip" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c7"/>
                        <constraint firstAttribute="trailing" secondItem="strip" secondAttribute="trailing" constant="20" id="c8"/>
                        <constraint firstItem="strip" firstAttribute="top" secondItem="root" secondAttribute="top" constant="260" id="c9"/>
                    </constraints>
                </view>
            </objects>
            <designables>
                <designable name="badge">
                    <size key="intrinsicContentSize" width="120" height="44"/>
                </designable>
                <designable name="go">
                    <size key="intrinsicContentSize" width="200" height="50"/>
                </designable>
                <designable name="strip">
                    <size key="intrinsicContentSize" width="-1" height="30"/>
                </designable>
                <designable name="title">
                    <size key="intrinsicContentSize" width="64" height="26.5"/>
                </designable>
            </designables>
        </document>
        """
}
