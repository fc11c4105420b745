/// A binary property list (`bplist00`), the format `NSKeyedArchiver` writes an archive in, read strictly and within
/// bounds. The layout is Apple's, documented in CoreFoundation's `CFBinaryPList.c`
/// (https://opensource.apple.com/source/CF/CF-1153.18/CFBinaryPList.c, the comment "HEADER … OBJECT TABLE … OFFSET
/// TABLE … TRAILER"): the 8-byte header, the objects, a table of each object's offset, and a 32-byte trailer giving
/// the widths of offsets and of object references, the number of objects, the top object and where the offset table
/// starts.
///
/// Objects are read one at a time, by index (`object(_:)`): a container holds the indices of its members, never the
/// members themselves, so no reading recurses and a list whose containers hold each other (a cycle) is read as any
/// other; whoever follows the references bounds the walk (`KeyedArchive`). Every offset, length and count is checked
/// against the bytes there are before anything is allocated for it: a count no list of this size can hold is an
/// error, not an allocation of gigabytes.
package struct BinaryPropertyList: Sendable {
    /// One object: a scalar, or a container of object indices.
    package enum Object: Sendable {
        case null
        case bool(Bool)
        /// An integer of 1, 2, 4 or 8 bytes (signed at 8, as CoreFoundation reads it); a 16-byte one keeps its low 8.
        case integer(Int64)
        case real(Double)
        /// Seconds since 2001-01-01 00:00:00 UTC.
        case date(Double)
        case data([UInt8])
        case string(String)
        /// A reference an `NSKeyedArchiver` archive makes to one of its `$objects` (`CF$UID`).
        case uid(Int)
        case array([Int])
        case set([Int])
        /// Keys and values as object indices, in the order written.
        case dictionary([(key: Int, value: Int)])
    }

    /// Why the bytes are not a property list this reader accepts, in words.
    package struct Failure: Error, Hashable, Sendable, CustomStringConvertible {
        package var reason: String
        package var description: String { "not a binary property list Bezel can read: \(reason)" }
    }

    private let bytes: [UInt8]
    /// Where each object starts.
    private let offsets: [Int]
    /// The width in bytes of an object reference inside a container.
    private let referenceSize: Int
    /// The index of the top object.
    package let top: Int
    /// Where the objects end (the offset table's start): no object is read past it.
    private let objectsEnd: Int

    /// The number of objects.
    package var count: Int { offsets.count }

    /// Reads the header, trailer and offset table of `bytes`; objects are read when asked for.
    package init(_ bytes: [UInt8]) throws(Failure) {
        let header: [UInt8] = Array("bplist00".utf8)
        guard bytes.count >= header.count + 32 + 1 else { throw Failure(reason: "\(bytes.count) bytes are too few for a header and a trailer") }
        guard Array(bytes.prefix(8)) == header else { throw Failure(reason: "it does not start with 'bplist00'") }
        let trailer = bytes.count - 32
        let offsetSize = Int(bytes[trailer + 6])
        let referenceSize = Int(bytes[trailer + 7])
        guard [1, 2, 4, 8].contains(offsetSize), [1, 2, 4, 8].contains(referenceSize) else {
            throw Failure(reason: "offsets of \(offsetSize) and references of \(referenceSize) bytes; each must be 1, 2, 4 or 8")
        }
        let objectCount = Self.unsigned(bytes, at: trailer + 8, size: 8)
        let top = Self.unsigned(bytes, at: trailer + 16, size: 8)
        let tableStart = Self.unsigned(bytes, at: trailer + 24, size: 8)
        // Each object takes at least one byte between the header and the offset table, and one offset in the table.
        guard objectCount >= 1, objectCount <= UInt64(trailer) else {
            throw Failure(reason: "it claims \(objectCount) objects in \(bytes.count) bytes")
        }
        guard top < objectCount else { throw Failure(reason: "its top object \(top) is not one of its \(objectCount) objects") }
        guard tableStart >= 9, tableStart <= UInt64(trailer), objectCount <= (UInt64(trailer) - tableStart) / UInt64(offsetSize) else {
            throw Failure(reason: "its offset table (at \(tableStart), \(objectCount) offsets of \(offsetSize) bytes) is not between the objects and the trailer")
        }
        let end = Int(tableStart)
        var offsets: [Int] = []
        offsets.reserveCapacity(Int(objectCount))
        for index in 0..<Int(objectCount) {
            let offset = Self.unsigned(bytes, at: end + index * offsetSize, size: offsetSize)
            guard offset >= 8, offset < tableStart else {
                throw Failure(reason: "object \(index) is at offset \(offset), outside the objects (8 to \(end - 1))")
            }
            offsets.append(Int(offset))
        }
        self.bytes = bytes
        self.offsets = offsets
        self.referenceSize = referenceSize
        self.top = Int(top)
        self.objectsEnd = end
    }

    /// Object `index`, read from its offset.
    package func object(_ index: Int) throws(Failure) -> Object {
        guard index >= 0, index < offsets.count else { throw Failure(reason: "object \(index) is not one of its \(offsets.count) objects") }
        let start = offsets[index]
        let marker = bytes[start]
        let kind = marker >> 4, info = Int(marker & 0x0F)
        var cursor = start + 1
        /// The `size` bytes at the cursor, which must lie before the offset table.
        func take(_ size: Int) throws(Failure) -> ArraySlice<UInt8> {
            guard size >= 0, size <= objectsEnd - cursor else {
                throw Failure(reason: "object \(index) needs \(size) bytes at \(cursor), past the end of the objects")
            }
            defer { cursor += size }
            return bytes[cursor..<cursor + size]
        }
        /// The element count of a container or string: the low nibble, or an integer object after it when that is 15.
        func length() throws(Failure) -> Int {
            guard info == 0x0F else { return info }
            let lengthMarker = try take(1).first!
            guard lengthMarker >> 4 == 0x1, lengthMarker & 0x0F <= 3 else {
                throw Failure(reason: "object \(index) has a length that is not an integer of 1 to 8 bytes")
            }
            let value = Self.unsigned(bytes, slice: try take(1 << Int(lengthMarker & 0x0F)))
            // No count is more than the bytes left: each element takes at least one.
            guard value <= UInt64(objectsEnd - cursor) else {
                throw Failure(reason: "object \(index) claims \(value) elements, more than the \(objectsEnd - cursor) bytes left")
            }
            return Int(value)
        }
        /// `count` object references at the cursor, each an index that must name an object.
        func references(_ count: Int) throws(Failure) -> [Int] {
            guard count <= (objectsEnd - cursor) / referenceSize else {
                throw Failure(reason: "object \(index) claims \(count) members, more than the bytes left hold")
            }
            let slice = try take(count * referenceSize)
            var members: [Int] = []
            members.reserveCapacity(count)
            var at = slice.startIndex
            for _ in 0..<count {
                let reference = Self.unsigned(bytes, at: at, size: referenceSize)
                guard reference < UInt64(offsets.count) else {
                    throw Failure(reason: "object \(index) refers to object \(reference), one of \(offsets.count)")
                }
                members.append(Int(reference))
                at += referenceSize
            }
            return members
        }
        switch kind {
        case 0x0:
            switch info {
            case 0x0: return .null
            case 0x8: return .bool(false)
            case 0x9: return .bool(true)
            default: throw Failure(reason: "object \(index) has the unknown marker 0x\(String(marker, radix: 16))")
            }
        case 0x1:
            guard info <= 4 else { throw Failure(reason: "object \(index) is an integer of 2^\(info) bytes") }
            let size = 1 << info
            let slice = try take(size)
            // A 16-byte integer: its low 8 bytes (the high ones are its sign).
            let value = Self.unsigned(bytes, slice: size == 16 ? slice.suffix(8) : slice)
            return .integer(Int64(bitPattern: value))
        case 0x2:
            guard info == 2 || info == 3 else { throw Failure(reason: "object \(index) is a real of 2^\(info) bytes") }
            let slice = try take(1 << info)
            let raw = Self.unsigned(bytes, slice: slice)
            return .real(info == 2 ? Double(Float(bitPattern: UInt32(raw))) : Double(bitPattern: raw))
        case 0x3:
            guard info == 3 else { throw Failure(reason: "object \(index) is a date of a size other than 8 bytes") }
            return .date(Double(bitPattern: Self.unsigned(bytes, slice: try take(8))))
        case 0x4:
            return .data(Array(try take(try length())))
        case 0x5:
            let slice = try take(try length())
            guard slice.allSatisfy({ $0 < 0x80 }) else { throw Failure(reason: "object \(index) is an ASCII string with a byte past 127") }
            return .string(String(decoding: slice, as: UTF8.self))
        case 0x6:
            let units = try length()
            guard units <= (objectsEnd - cursor) / 2 else { throw Failure(reason: "object \(index) claims \(units) UTF-16 units, past the end of the objects") }
            let slice = try take(units * 2)
            var codeUnits: [UInt16] = []
            codeUnits.reserveCapacity(units)
            var at = slice.startIndex
            while at < slice.endIndex {
                codeUnits.append(UInt16(bytes[at]) << 8 | UInt16(bytes[at + 1]))
                at += 2
            }
            return .string(String(decoding: codeUnits, as: UTF16.self))
        case 0x8:
            return .uid(Int(Self.unsigned(bytes, slice: try take(info + 1)) & 0xFFFF_FFFF))
        case 0xA:
            return .array(try references(try length()))
        case 0xC:
            return .set(try references(try length()))
        case 0xD:
            let entries = try length()
            guard entries <= (objectsEnd - cursor) / (2 * referenceSize) else {
                throw Failure(reason: "object \(index) claims \(entries) entries, more than the bytes left hold")
            }
            let keys = try references(entries)
            let values = try references(entries)
            return .dictionary(zip(keys, values).map { (key: $0, value: $1) })
        default:
            throw Failure(reason: "object \(index) has the unknown marker 0x\(String(marker, radix: 16))")
        }
    }

    /// The big-endian unsigned integer of `size` bytes at `offset` (the caller has checked they are there).
    private static func unsigned(_ bytes: [UInt8], at offset: Int, size: Int) -> UInt64 {
        var value: UInt64 = 0
        for byte in bytes[offset..<offset + size] { value = value << 8 | UInt64(byte) }
        return value
    }

    private static func unsigned(_ bytes: [UInt8], slice: ArraySlice<UInt8>) -> UInt64 {
        var value: UInt64 = 0
        for byte in slice.suffix(8) { value = value << 8 | UInt64(byte) }
        return value
    }
}
