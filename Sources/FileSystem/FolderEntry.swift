/// One entry a `FolderWalker` met: its path relative to the walked folder and its type (a link is a
/// link: it is listed, never followed).
package struct FolderEntry: Hashable, Sendable {
    package var path: String
    package var type: FileType

    init(path: String, type: FileType) {
        self.path = path
        self.type = type
    }
}
