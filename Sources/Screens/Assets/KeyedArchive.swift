import PNG

/// What an `NSKeyedArchiver` archive of an image holds that Bezel can draw, found without modelling its classes.
///
/// A keyed archive is a binary property list (`BinaryPropertyList`) whose top dictionary names the root object
/// (`$top` → `root`, a UID into the `$objects` array) and whose objects refer to each other by UID
/// (https://developer.apple.com/documentation/foundation/nskeyedarchiver). Interface Builder's embedded `NSImage`
/// holds its representations under `NSReps`; an `NSBitmapImageRep` keeps its pixels as TIFF data
/// (`NSTIFFRepresentation`), inline or inside an `NSMutableData` (`NS.data`), and an image that only points at a file
/// holds an `NSURL` (`NS.relative`, a `file://` URL). So the walk goes from the root through every reference in the
/// order written, depth first, and takes the first data that is a TIFF, PNG or JPEG; failing that, the first `file:`
/// URL. Each object is visited once, so a cycle of references ends, and the walk visits at most every object of the
/// list.
enum KeyedArchive {
    /// What the archive holds.
    enum Content: Equatable {
        /// The bytes of a TIFF, PNG or JPEG image.
        case bitmap([UInt8])
        /// No image data, but the URL of a file the image is read from.
        case reference(url: String)
        /// Neither.
        case nothing
    }

    /// The image content of the archive in `list`.
    static func content(of list: BinaryPropertyList) throws(BinaryPropertyList.Failure) -> Content {
        guard case .dictionary(let top) = try list.object(list.top) else {
            throw BinaryPropertyList.Failure(reason: "its top object is not a keyed archive's dictionary")
        }
        func value(_ key: String, in entries: [(key: Int, value: Int)]) throws(BinaryPropertyList.Failure) -> Int? {
            for entry in entries {
                if case .string(key) = try list.object(entry.key) { return entry.value }
            }
            return nil
        }
        guard let objectsIndex = try value("$objects", in: top), case .array(let objects) = try list.object(objectsIndex),
              let topIndex = try value("$top", in: top), case .dictionary(let roots) = try list.object(topIndex),
              let rootIndex = try value("root", in: roots), case .uid(let root) = try list.object(rootIndex), root < objects.count
        else {
            throw BinaryPropertyList.Failure(reason: "it is not a keyed archive with a root object ($top, root, $objects)")
        }
        var visited = Set<Int>()
        var stack = [objects[root]]
        var url: String?
        while let index = stack.popLast() {
            guard visited.insert(index).inserted else { continue }
            var members: [Int] = []
            switch try list.object(index) {
            case .data(let bytes):
                if Self.isImage(bytes) { return .bitmap(bytes) }
            case .string(let text):
                if url == nil, text.hasPrefix("file:") { url = text }
            case .uid(let uid):
                if uid < objects.count { members = [objects[uid]] }
            case .array(let list), .set(let list):
                members = list
            case .dictionary(let entries):
                members = entries.map(\.value)
            default:
                break
            }
            // Pushed last first, so they are visited in the order written.
            stack += members.reversed()
        }
        return url.map { .reference(url: $0) } ?? .nothing
    }

    /// Whether `bytes` start as a TIFF ("MM\0*" or "II*\0", TIFF 6.0 section 2), a PNG or a JPEG does.
    static func isImage(_ bytes: [UInt8]) -> Bool {
        TIFFDecoder.isTIFF(bytes) || PNGDecoder.isPNG(bytes) || JPEGDecoder.isJPEG(bytes)
    }
}
