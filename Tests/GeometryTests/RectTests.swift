import Testing
@testable import Geometry

@Suite struct RectTests {
    @Test func touchingEdgesAreNotAnOverlap() {
        let safe = Rect(x: 0, y: 44, width: 375, height: 734)
        let bar = Rect(x: 0, y: 0, width: 375, height: 44)
        #expect(safe.intersection(bar) == nil)
        #expect(safe.intersection(bar.offsetBy(dx: 0, dy: 1)) == Rect(x: 0, y: 44, width: 375, height: 1))
    }

    @Test func insetShrinksByEachEdge() {
        let r = Rect(x: 0, y: 0, width: 375, height: 812).inset(by: EdgeInsets(top: 44, left: 0, bottom: 34, right: 0))
        #expect(r == Rect(x: 0, y: 44, width: 375, height: 734))
    }

    @Test func mirroringSwapsLeftAndRight() {
        let landscape = EdgeInsets(top: 0, left: 44, bottom: 21, right: 30)
        #expect(landscape.mirrored == EdgeInsets(top: 0, left: 30, bottom: 21, right: 44))
        #expect(landscape.mirrored.mirrored == landscape)
    }
}
