#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A folder by device and inode: two paths that name one folder (a second spelling, a link) have the
/// same identity, so `report merge` can refuse a shard given twice.
package struct FolderIdentity: Hashable, Sendable {
    var device: UInt64
    var inode: UInt64

    /// The identity of the folder at `path` (links followed, as for any path the user typed); `nil`
    /// when nothing is there, which the caller reports in its own words.
    package init?(_ path: String) {
        var status = stat()
        guard stat(path, &status) == 0 else { return nil }
        device = UInt64(status.st_dev)
        inode = UInt64(status.st_ino)
    }
}
