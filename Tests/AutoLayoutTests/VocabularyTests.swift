@testable import AutoLayout
import XCTest

/// Interface Builder's spellings (as storyboards write them) and UIKit's priority values
/// (https://developer.apple.com/documentation/uikit/uilayoutpriority).
final class VocabularyTests: XCTestCase {
    func testAttributeNames() {
        XCTAssertEqual(LayoutAttribute(ibName: "baseline"), .lastBaseline)
        XCTAssertEqual(LayoutAttribute(ibName: "firstBaseline"), .firstBaseline)
        XCTAssertEqual(LayoutAttribute(ibName: "centerXWithinMargins"), .centerXWithinMargins)
        XCTAssertEqual(LayoutAttribute(ibName: "leadingMargin")?.withoutMargin, .leading)
        XCTAssertNil(LayoutAttribute(ibName: "Leading"))
        for a in LayoutAttribute.allCases { XCTAssertEqual(LayoutAttribute(ibName: a.ibName), a) }
        XCTAssertEqual(LayoutAttribute.allCases.filter(\.isMargin).count, 8)
        XCTAssertEqual(LayoutAttribute.allCases.filter { $0.axis == .horizontal }.count, 11)
    }

    func testPrioritiesAndStackNames() {
        XCTAssertEqual(LayoutPriority.required.rawValue, 1000)
        XCTAssertEqual(LayoutPriority.defaultHigh.rawValue, 750)
        XCTAssertEqual(LayoutPriority.defaultLow.rawValue, 250)
        XCTAssertEqual(LayoutPriority.fittingSizeLevel.rawValue, 50)
        XCTAssertEqual(LayoutPriority(2000), .required)
        XCTAssertEqual(StackAlignment(ibName: "top"), .leading)
        XCTAssertEqual(StackAlignment(ibName: "bottom"), .trailing)
        XCTAssertEqual(StackAlignment(ibName: "baseline"), .lastBaseline)
        XCTAssertEqual(StackDistribution(ibName: "fillProportionally"), .fillProportionally)
        XCTAssertEqual(LayoutRelation(ibName: "greaterThanOrEqual"), .greaterThanOrEqual)
    }

    func testGuideKeys() {
        XCTAssertEqual(LayoutGuideKind(ibKey: "safeArea"), .safeArea)
        XCTAssertEqual(LayoutGuideKind(ibKey: "contentLayoutGuide"), .scrollContent)
        XCTAssertEqual(LayoutGuideKind(ibKey: "frameLayoutGuide"), .scrollFrame)
        XCTAssertNil(LayoutGuideKind(ibKey: "top"))
    }
}
