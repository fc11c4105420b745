/// One entry a `FolderWalker` met: its path relative to the walked folder and its type (a link is a
/// link: it is listed, never followed).
public struct FolderEntry: Hashable, Sendable {
    public var path: String
    public var type: FileType

    public init(path: String, type: FileType) {
        self.path = path
        self.type = type
    }
}
