import Diagnostics
import Foundation
@testable import Screens
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// The pieces that read an image a document embeds (`EmbeddedImage`): the binary property list reader, the keyed
/// archive walk, libtiff's decoding, with hostile input. Every list and TIFF here is assembled byte by byte by the
/// test (`list(_:)`, `tiff(...)`), following CFBinaryPList.c's layout and TIFF 6.0's.
@Suite struct EmbeddedArchiveTests {
    /// A `bplist00` of `objects` (each one's encoded bytes), one-byte offsets and references unless given, the top
    /// object `top`; `tableAt` and `count` override the trailer's offset table position and object count.
    static func list(_ objects: [[UInt8]], top: Int = 0, offsetSize: Int = 1, tableAt: UInt64? = nil, count: UInt64? = nil) -> [UInt8] {
        var bytes = Array("bplist00".utf8)
        var offsets: [Int] = []
        for object in objects {
            offsets.append(bytes.count)
            bytes += object
        }
        let table = bytes.count
        for offset in offsets { bytes += bigEndian(UInt64(offset), size: offsetSize) }
        bytes += [0, 0, 0, 0, 0, 0, UInt8(offsetSize), 1]
        bytes += bigEndian(count ?? UInt64(objects.count), size: 8)
        bytes += bigEndian(UInt64(top), size: 8)
        bytes += bigEndian(tableAt ?? UInt64(table), size: 8)
        return bytes
    }

    static func bigEndian(_ value: UInt64, size: Int) -> [UInt8] {
        (0..<size).map { UInt8(truncatingIfNeeded: value >> (8 * UInt64(size - 1 - $0))) }
    }

    static func ascii(_ text: String) -> [UInt8] { [0x50 | UInt8(text.utf8.count)] + Array(text.utf8) }
    static func uid(_ n: UInt8) -> [UInt8] { [0x80, n] }
    static func array(_ members: [UInt8]) -> [UInt8] { [0xA0 | UInt8(members.count)] + members }
    static func dictionary(_ keys: [UInt8], _ values: [UInt8]) -> [UInt8] { [0xD0 | UInt8(keys.count)] + keys + values }

    /// A keyed archive whose root is object 1 of `$objects` (given as list objects from index 4 on): `{$top: {root:
    /// UID(1)}, $objects: [...]}` at list indices 0 to 3, then the archive's objects.
    static func archive(_ archived: [[UInt8]]) -> [UInt8] {
        let first = 5 // list index of $objects[0]
        let members = (0..<archived.count).map { UInt8(first + $0) }
        return list([
            dictionary([1, 2], [3, 4]), // 0: {$top: 3, $objects: 4}
            ascii("$top"), // 1
            ascii("$objects"), // 2
            dictionary([5 + UInt8(archived.count)], [6 + UInt8(archived.count)]), // 3: {root: UID(1)}
            array(members), // 4
        ] + archived + [ascii("root"), uid(1)])
    }

    @Test func readsEveryKindOfObject() throws {
        let bytes = Self.list([
            Self.array([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]),
            [0x00], [0x09], [0x11, 0x01, 0x00], [0x23] + Self.bigEndian(Double(1.5).bitPattern, size: 8),
            [0x33] + Self.bigEndian(Double(60).bitPattern, size: 8), [0x43, 1, 2, 3], Self.ascii("abc"),
            [0x62, 0x00, 0xE9, 0x00, 0x74], Self.uid(7), [0xC1, 3],
        ])
        let list = try BinaryPropertyList(bytes)
        #expect(list.count == 11)
        guard case .array(let members) = try list.object(0) else { Issue.record("not an array"); return }
        #expect(members == Array(1...10))
        guard case .null = try list.object(1), case .bool(true) = try list.object(2), case .integer(256) = try list.object(3),
              case .real(1.5) = try list.object(4), case .date(60) = try list.object(5), case .data([1, 2, 3]) = try list.object(6),
              case .string("abc") = try list.object(7), case .string("ét") = try list.object(8), case .uid(7) = try list.object(9),
              case .set([3]) = try list.object(10)
        else { Issue.record("objects read wrongly"); return }
    }

    /// Cut anywhere, the list is an error with a reason, never a crash: the trailer is read from the last 32 bytes,
    /// and what it claims is checked against the bytes there are.
    @Test func aTruncatedListIsAnError() throws {
        let whole = Self.archive([Self.ascii("$null"), Self.dictionary([], [])])
        #expect(try KeyedArchive.content(of: BinaryPropertyList(whole)) == .nothing)
        for cut in 0..<whole.count {
            #expect(throws: BinaryPropertyList.Failure.self, "cut to \(cut) bytes") {
                let list = try BinaryPropertyList(Array(whole.prefix(cut)))
                _ = try KeyedArchive.content(of: list)
            }
        }
    }

    /// Counts no list of its size can hold are refused before anything is allocated for them.
    @Test func hugeCountsAreErrors() throws {
        // An array claiming 2^62 members, in an 8-byte length.
        let array = Self.list([[0xAF, 0x13] + Self.bigEndian(1 << 62, size: 8)])
        let list = try BinaryPropertyList(array)
        #expect(throws: BinaryPropertyList.Failure.self) { try list.object(0) }
        // Data and a string claiming more bytes than the list has.
        for marker: UInt8 in [0x4F, 0x5F, 0x6F, 0xDF] {
            let list = try BinaryPropertyList(Self.list([[marker, 0x12, 0x7F, 0xFF, 0xFF, 0xFF]]))
            do {
                _ = try list.object(0)
                Issue.record("marker \(marker) read")
            } catch {
                #expect(error.description.contains("claims"), "\(error)")
            }
        }
        // A trailer claiming 2^40 objects.
        #expect(throws: BinaryPropertyList.Failure.self) { try BinaryPropertyList(Self.list([[0x00]], count: 1 << 40)) }
    }

    @Test func offsetsAndReferencesOutOfRangeAreErrors() throws {
        // The offset table placed past the trailer, and inside the header.
        #expect(throws: BinaryPropertyList.Failure.self) { try BinaryPropertyList(Self.list([[0x00]], tableAt: 1 << 50)) }
        #expect(throws: BinaryPropertyList.Failure.self) { try BinaryPropertyList(Self.list([[0x00]], tableAt: 2)) }
        // An object offset past the objects (two-byte offsets, the second rewritten).
        var bytes = Self.list([[0x00], [0x00]], offsetSize: 2)
        bytes[bytes.count - 32 - 2] = 0xFF
        #expect(throws: BinaryPropertyList.Failure.self) { try BinaryPropertyList(bytes) }
        // An array naming object 9 of 2, and a top object past the list.
        let list = try BinaryPropertyList(Self.list([Self.array([9]), [0x00]]))
        #expect(throws: BinaryPropertyList.Failure.self) { try list.object(0) }
        #expect(throws: BinaryPropertyList.Failure.self) { try BinaryPropertyList(Self.list([[0x00]], top: 5)) }
        #expect(throws: BinaryPropertyList.Failure.self) { try BinaryPropertyList(Array("bplist01".utf8) + [UInt8](repeating: 0, count: 40)) }
    }

    /// An archive whose objects refer to each other in a circle ends, with nothing found; one that holds a TIFF
    /// behind the cycle finds it; a `file:` URL is kept when there are no pixels.
    @Test func theArchiveWalkEndsOnCyclesAndFindsTheData() throws {
        // $objects: [$null, {NSReps: UID(2)}, [UID(2), UID(1)]]: the reps array holds itself and the image.
        let cyclic = Self.archive([Self.ascii("$null"), Self.dictionary([8], [9]), Self.array([9, 10]), Self.ascii("NSReps"), Self.uid(2), Self.uid(1)])
        #expect(try KeyedArchive.content(of: BinaryPropertyList(cyclic)) == .nothing)
        let tiff: [UInt8] = [0x4D, 0x4D, 0x00, 0x2A, 0, 0, 0, 8]
        let withData = Self.archive([Self.ascii("$null"), Self.array([9, 10, 11]), Self.ascii("NSReps"), Self.ascii("$class"), Self.uid(1), Self.uid(2), [0x48] + tiff])
        #expect(try KeyedArchive.content(of: BinaryPropertyList(withData)) == .bitmap(tiff))
        let url = "file:///Applications/Xcode.app/Contents/a.tiff"
        let reference = Self.archive([Self.ascii("$null"), Self.array([7]), [0x5F, 0x10, UInt8(url.utf8.count)] + Array(url.utf8)])
        #expect(try KeyedArchive.content(of: BinaryPropertyList(reference)) == .reference(url: url))
        #expect(EmbeddedImage.isInsideXcode(url))
        #expect(!EmbeddedImage.isInsideXcode("file:///Users/me/Pictures/a.tiff"))
    }

    /// Interface Builder's base64: no padding, and at times one stray character after the last whole byte.
    @Test func base64AsInterfaceBuilderWritesIt() {
        #expect(EmbeddedImage.bytes(ofBase64: "YnBsaXN0MDA") == Array("bplist00".utf8))
        #expect(EmbeddedImage.bytes(ofBase64: "YnBsaXN0MDAx") == Array("bplist001".utf8))
        #expect(EmbeddedImage.bytes(ofBase64: "YnBsaXN0MDAxA") == Array("bplist001".utf8))
        #expect(EmbeddedImage.bytes(ofBase64: "YnBs*XN0") == nil)
    }

    /// A big-endian uncompressed TIFF of `pixels` (RGBA rows), with ExtraSamples `alpha` (1 associated, 2 unassociated).
    static func tiff(width: Int, height: Int, pixels: [UInt8], alpha: UInt16) -> [UInt8] {
        let entries: [(UInt16, UInt16, UInt32)] = [
            (256, 4, UInt32(width)), (257, 4, UInt32(height)), (258, 3, 0), (259, 3, 1), (262, 3, 2), (273, 4, 0),
            (277, 3, 4), (278, 4, UInt32(height)), (279, 4, UInt32(pixels.count)), (284, 3, 1), (338, 3, UInt32(alpha)),
        ]
        let bitsAt = 8 + 2 + 12 * entries.count + 4, pixelsAt = bitsAt + 8
        var bytes: [UInt8] = [0x4D, 0x4D, 0x00, 0x2A, 0, 0, 0, 8] + bigEndian(UInt64(entries.count), size: 2)
        for (tag, kind, value) in entries {
            bytes += bigEndian(UInt64(tag), size: 2) + bigEndian(UInt64(kind), size: 2)
            switch tag {
            case 258: bytes += bigEndian(4, size: 4) + bigEndian(UInt64(bitsAt), size: 4)
            case 273: bytes += bigEndian(1, size: 4) + bigEndian(UInt64(pixelsAt), size: 4)
            default: bytes += bigEndian(1, size: 4) + (kind == 3 ? bigEndian(UInt64(value), size: 2) + [0, 0] : bigEndian(UInt64(value), size: 4))
            }
        }
        return bytes + [0, 0, 0, 0] + [0, 8, 0, 8, 0, 8, 0, 8] + pixels
    }

    /// libtiff's RGBA interface gives the rows top first and premultiplied pixels: associated alpha as stored,
    /// unassociated alpha multiplied in.
    @Test func tiffPixelsComeOutPremultipliedTopFirst() throws {
        let rows: [UInt8] = [255, 0, 0, 255, 0, 0, 255, 255, /* second row */ 100, 50, 0, 128, 0, 255, 0, 255]
        let associated = try TIFFDecoder.decode(Self.tiff(width: 2, height: 2, pixels: rows, alpha: 1), maximumSide: 100, maximumPixels: 100)
        #expect(associated.width == 2 && associated.height == 2 && associated.pixels == rows)
        let unassociated = try TIFFDecoder.decode(Self.tiff(width: 2, height: 2, pixels: rows, alpha: 2), maximumSide: 100, maximumPixels: 100)
        #expect(Array(unassociated.pixels[8..<12]) == [50, 25, 0, 128], "\(unassociated.pixels)")
    }

    /// An image past the limits is refused from its tags (the strip it claims is not even there); a damaged one is
    /// an error with libtiff's reason; neither writes to stderr.
    @Test func tiffLimitsAndDamageAreReportedQuietly() throws {
        let huge = Self.tiff(width: 20_000, height: 20_000, pixels: [], alpha: 1)
        let output = try Self.standardError {
            do throws(TIFFDecoder.Failure) {
                _ = try TIFFDecoder.decode(huge, maximumSide: 8192 * 8192, maximumPixels: 8192 * 8192)
                Issue.record("decoded")
            } catch {
                guard case .tooLarge(20_000, 20_000) = error else { Issue.record("\(error)"); return }
            }
            do throws(ImageFiles.Failure) {
                _ = try ImageFiles.decodeEmbedded(huge, name: "huge", at: .init(file: "x", line: 1, column: 1), pixelsSoFar: 0)
                Issue.record("decoded")
            } catch {
                guard case .pastBudget(let problem) = error else { Issue.record("\(error)"); return }
                #expect(problem.description.contains("20000 × 20000"), "\(problem)")
            }
            var damaged = Self.tiff(width: 2, height: 2, pixels: [UInt8](repeating: 9, count: 16), alpha: 1)
            damaged[8] = 0x7F // the directory claims 32,523 entries
            do throws(TIFFDecoder.Failure) {
                _ = try TIFFDecoder.decode(damaged, maximumSide: 100, maximumPixels: 100)
                Issue.record("decoded")
            } catch {
                guard case .invalid(let message) = error else { Issue.record("\(error)"); return }
                #expect(!message.isEmpty)
            }
            do throws(TIFFDecoder.Failure) {
                _ = try TIFFDecoder.decode(Array(Self.tiff(width: 4, height: 4, pixels: [UInt8](repeating: 9, count: 64), alpha: 1).prefix(60)),
                                           maximumSide: 100, maximumPixels: 100)
                Issue.record("decoded")
            } catch {
                guard case .invalid = error else { Issue.record("\(error)"); return }
            }
        }
        #expect(!output.contains("TIFF"), "\(output)")
    }

    /// What `body` writes to the process's stderr (file descriptor 2), caught in a temporary file.
    static func standardError(_ body: () throws -> Void) throws -> String {
        let path = NSTemporaryDirectory() + "embedded-archive-stderr-\(getpid())"
        let file = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        let saved = dup(2)
        dup2(file, 2)
        defer {
            dup2(saved, 2)
            close(saved)
            close(file)
            unlink(path)
        }
        try body()
        return (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
    }
}
