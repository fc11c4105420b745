#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
@testable import Screens
import Testing

/// A folder's names come back in byte order (what `strcmp` and `LC_ALL=C ls` give), so every machine walks a
/// project's folders in the same order whatever its locale or file system returns first.
@Suite struct FolderListingTests {
    @Test func namesInByteOrder() throws {
        var template = Array("/tmp/bezel-listing-XXXXXX".utf8CString)
        let folder = try #require(template.withUnsafeMutableBufferPointer { mkdtemp($0.baseAddress!) }.map { String(cString: $0) })
        defer {
            for name in ["b", "B", "a", "é", "e", "Z10", "Z9", "ab", "a.b"] { unlink(folder + "/" + name) }
            rmdir(folder)
        }
        // Created out of order; "é" is two bytes, 0xC3 0xA9, so it comes after every ASCII name.
        for name in ["é", "b", "Z9", "a", "ab", "B", "e", "Z10", "a.b"] {
            let file = try #require(fopen(folder + "/" + name, "w"))
            fclose(file)
        }
        #expect(FolderListing.names(in: folder) == ["B", "Z10", "Z9", "a", "a.b", "ab", "b", "e", "é"])
        #expect(FolderListing.names(in: folder + "/missing") == nil)
    }
}
