import AutoLayout
import Diagnostics

/// The stored fields of a `ViewSpec`, in the order its coding and hashing have always used; `ViewSpec`
/// documents each and keeps them in a `ViewSpecStorage` so that copies share them.
struct ViewSpecFields: Hashable, Sendable, Codable {
    var id: String
    var kind: ViewKind
    var name: String?
    var pins: Pins
    var width: Double?
    var height: Double?
    var aspectRatio: Double?
    var text: String?
    var textStyle: TextStyle?
    var fontSize: Double?
    var fontWeight: FontWeight?
    var textColor: String?
    var textAlignment: TextAlignment?
    var lines: Int?
    var color: String?
    var image: String?
    var contentMode: ContentMode?
    var bleed: Bool
    var insetsLayoutMarginsFromSafeArea: Bool
    var scroll: ScrollSpec?
    var table: TableSpec?
    var stack: StackSpec?
    var grid: GridSpec?
    var allow: [Allowance]
    var layout: ViewLayoutSpec
    var fontName: String?
    var views: [ViewSpec]
    var location: SourceLocation
    var keyLocations: [String: SourceLocation]
}
