/// Bounds an Interface Builder document must stay within, so that a hostile or broken file gets one
/// clear message instead of eating memory, stack or time.
public struct XMLLimits: Hashable, Sendable, Codable {
    /// Largest file read, in bytes. Large real storyboards are a few megabytes (a 60-scene
    /// storyboard is about 1 MB); 32 MiB leaves room for them all.
    public var fileBytes: Int
    /// Deepest element nesting. A view adds two levels (`<subviews><view>`), so 160 allows about 70
    /// nested views, far beyond what Xcode's canvas lets anyone build; libxml2 itself stops at 256
    /// without `XML_PARSE_HUGE` (https://gitlab.gnome.org/GNOME/libxml2/-/blob/v2.9.14/parser.c,
    /// `xmlParserMaxDepth`).
    public var depth: Int
    /// Most elements in one file.
    public var elements: Int

    public init(fileBytes: Int = 32 << 20, depth: Int = 160, elements: Int = 1_000_000) {
        self.fileBytes = fileBytes
        self.depth = depth
        self.elements = elements
    }

    public static let standard = XMLLimits()
}
