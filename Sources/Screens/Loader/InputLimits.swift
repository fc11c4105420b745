/// The bounds a template must stay within: a hand-edited or hostile file gets one clear
/// message per broken bound instead of eating memory or time, or writing outside the output folder.
public struct InputLimits: Hashable, Sendable, Codable {
    /// Largest file read, in bytes. The largest shipped template is a few kilobytes.
    public var fileBytes: Int
    /// Largest Interface Builder document read, in bytes: real storyboards run to a few megabytes.
    public var documentBytes: Int
    /// Deepest nesting of mappings and lists (a view and its `views:` list count as two levels).
    public var depth: Int
    /// Most YAML values (scalars, lists, mappings) in one file.
    public var nodes: Int
    /// Most views in one screen.
    public var views: Int
    /// Largest magnitude of any size, position or count, in points: ±100,000.
    public var magnitude: Double
    /// Longest `text:`, title or item, in characters.
    public var textCharacters: Int
    /// Longest `description:`, in characters.
    public var descriptionCharacters: Int
    /// Longest screen name or view id, in characters (file names must stay well under 255 bytes).
    public var nameCharacters: Int
    /// Most entries in a list other than `views:` (bar items, orientations, allowances).
    public var listItems: Int

    public init(
        fileBytes: Int = 1 << 20, documentBytes: Int = 32 << 20, depth: Int = 64, nodes: Int = 100_000, views: Int = 1_000,
        magnitude: Double = 100_000, textCharacters: Int = 1_000, descriptionCharacters: Int = 10_000,
        nameCharacters: Int = 64, listItems: Int = 100
    ) {
        self.fileBytes = fileBytes
        self.documentBytes = documentBytes
        self.depth = depth
        self.nodes = nodes
        self.views = views
        self.magnitude = magnitude
        self.textCharacters = textCharacters
        self.descriptionCharacters = descriptionCharacters
        self.nameCharacters = nameCharacters
        self.listItems = listItems
    }

    /// The limits every command uses.
    public static let standard = InputLimits()
}
