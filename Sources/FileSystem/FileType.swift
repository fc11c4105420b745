#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The type of a file system entry, from `st_mode`, named as a message says it.
package enum FileType: Hashable, Sendable {
    case regular, folder, link, namedPipe, socket, characterDevice, blockDevice, unknown

    package init(mode: mode_t) {
        switch mode & S_IFMT {
        case S_IFREG: self = .regular
        case S_IFDIR: self = .folder
        case S_IFLNK: self = .link
        case S_IFIFO: self = .namedPipe
        case S_IFSOCK: self = .socket
        case S_IFCHR: self = .characterDevice
        case S_IFBLK: self = .blockDevice
        default: self = .unknown
        }
    }

    /// "a named pipe", "a folder", … (after "it is").
    var phrase: String {
        switch self {
        case .regular: "a regular file"
        case .folder: "a folder"
        case .link: "a symbolic link"
        case .namedPipe: "a named pipe"
        case .socket: "a socket"
        case .characterDevice: "a device"
        case .blockDevice: "a block device"
        case .unknown: "not a regular file"
        }
    }
}
