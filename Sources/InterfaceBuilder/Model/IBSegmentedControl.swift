/// `<segmentedControl segmentControlStyle= selectedSegmentIndex=><segments><segment title=…/>…`.
package struct IBSegmentedControl: Hashable, Sendable, Codable {
    package var segments: [IBSegment]
    package var selectedSegmentIndex: Int?
    var segmentControlStyle: String?
    init(segments: [IBSegment] = [], selectedSegmentIndex: Int? = nil, segmentControlStyle: String? = nil) {
        self.segments = segments
        self.selectedSegmentIndex = selectedSegmentIndex
        self.segmentControlStyle = segmentControlStyle
    }
}
