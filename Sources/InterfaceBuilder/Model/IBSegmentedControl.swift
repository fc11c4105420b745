/// `<segmentedControl segmentControlStyle= selectedSegmentIndex=><segments><segment title=…/>…`.
public struct IBSegmentedControl: Hashable, Sendable, Codable {
    public var segments: [IBSegment]
    public var selectedSegmentIndex: Int?
    public var segmentControlStyle: String?
    public init(segments: [IBSegment] = [], selectedSegmentIndex: Int? = nil, segmentControlStyle: String? = nil) {
        self.segments = segments
        self.selectedSegmentIndex = selectedSegmentIndex
        self.segmentControlStyle = segmentControlStyle
    }
}
