import AutoLayout
import Diagnostics
import Geometry
import Text

/// The stored fields of a `ViewSpec`, in the order its coding and hashing have always used; `ViewSpec`
/// documents each and keeps them in a `ViewSpecStorage` so that copies share them.
@usableFromInline struct ViewSpecFields: Hashable, Sendable, Codable {
    @usableFromInline var id: String
    @usableFromInline var kind: ViewKind
    @usableFromInline var name: String?
    @usableFromInline var pins: Pins
    @usableFromInline var width: Double?
    @usableFromInline var height: Double?
    @usableFromInline var aspectRatio: Double?
    @usableFromInline var text: String?
    @usableFromInline var textStyle: TextStyle?
    @usableFromInline var fontSize: Double?
    @usableFromInline var fontWeight: FontWeight?
    @usableFromInline var textColor: String?
    @usableFromInline var textAlignment: TextAlignment?
    @usableFromInline var lines: Int?
    @usableFromInline var color: String?
    @usableFromInline var image: String?
    @usableFromInline var contentMode: ContentMode?
    @usableFromInline var bleed: Bool
    @usableFromInline var insetsLayoutMarginsFromSafeArea: Bool
    @usableFromInline var scroll: ScrollSpec?
    @usableFromInline var table: TableSpec?
    @usableFromInline var stack: StackSpec?
    @usableFromInline var grid: GridSpec?
    @usableFromInline var allow: [Allowance]
    @usableFromInline var layout: ViewLayoutSpec
    @usableFromInline var fontName: String?
    @usableFromInline var views: [ViewSpec]
    @usableFromInline var location: SourceLocation
    @usableFromInline var keyLocations: [String: SourceLocation]
    @usableFromInline var control: ControlSpec?
    @usableFromInline var tint: String?
    @usableFromInline var alpha: Double?
    @usableFromInline var minimumTextScale: Double?
    @usableFromInline var textShadow: TextShadow?
    @usableFromInline var cornerRadius: Double?
    @usableFromInline var masksToBounds: Bool?
    @usableFromInline var borderWidth: Double?
    @usableFromInline var borderColor: String?
    @usableFromInline var paragraphSpacing: ParagraphSpacing?
    @usableFromInline var attributedRuns: [AttributedRun]?
}
