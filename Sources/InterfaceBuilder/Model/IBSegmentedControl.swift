/// `<segmentedControl segmentControlStyle= selectedSegmentIndex=><segments><segment title=…/>…`.
package struct IBSegmentedControl: Hashable, Sendable, Codable {
    package var segments: [IBSegment]
    package var selectedSegmentIndex: Int?
    var segmentControlStyle: String?
    /// `apportionsSegmentWidthsByContent="YES"`: segments sized by their own content, not all alike.
    package var apportionsSegmentWidthsByContent: Bool
    init(segments: [IBSegment] = [], selectedSegmentIndex: Int? = nil, segmentControlStyle: String? = nil, apportionsSegmentWidthsByContent: Bool = false) {
        self.segments = segments
        self.selectedSegmentIndex = selectedSegmentIndex
        self.segmentControlStyle = segmentControlStyle
        self.apportionsSegmentWidthsByContent = apportionsSegmentWidthsByContent
    }
}
