import Foundation
import Diagnostics
import TestSupport
@testable import Screens
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// Vector images that ask poppler or librsvg for unbounded work or memory are drawn under a budget (a child
/// process with setrlimit limits, Sources/VectorShim/VectorShim.c) and fail as that file's error. One test at a time:
/// the process draws one vector at a time, and a test that must catch its own drawing's child alive cannot wait behind another's.
@Suite(.serialized) struct VectorBudgetTests {
    /// A PDF whose page draws form 1, which draws form 2 three times, and so on 40 deep: 3^40 fills of a
    /// 10-point square (PDF 1.7, ISO 32000-1, 8.10 "Form XObjects": a form may name other forms in its resources).
    static func nestedFormsPDF(depth: Int) -> [UInt8] {
        var objects = [
            "<< /Type /Catalog /Pages 2 0 R >>",
            "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
            "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 10 10] /Resources << /XObject << /X 5 0 R >> >> /Contents 4 0 R >>",
            Self.stream("/X Do"),
        ]
        for level in 0..<depth {
            let object = 5 + level
            objects.append(level < depth - 1
                ? Self.stream("/Y Do /Y Do /Y Do", "/Type /XObject /Subtype /Form /BBox [0 0 10 10] /Resources << /XObject << /Y \(object + 1) 0 R >> >>")
                : Self.stream("0 0 10 10 re f", "/Type /XObject /Subtype /Form /BBox [0 0 10 10]"))
        }
        var text = "%PDF-1.4\n"
        var offsets: [Int] = []
        for (index, object) in objects.enumerated() {
            offsets.append(text.utf8.count)
            text += "\(index + 1) 0 obj\n\(object)\nendobj\n"
        }
        let table = text.utf8.count
        text += "xref\n0 \(objects.count + 1)\n0000000000 65535 f \n"
        for offset in offsets { text += String(repeating: "0", count: 10 - String(offset).count) + "\(offset) 00000 n \n" }
        text += "trailer\n<< /Size \(objects.count + 1) /Root 1 0 R >>\nstartxref\n\(table)\n%%EOF\n"
        return Array(text.utf8)
    }

    static func stream(_ content: String, _ dictionary: String = "") -> String {
        "<< /Length \(content.utf8.count) \(dictionary) >>\nstream\n\(content)\nendstream"
    }

    /// The CPU limit these tests draw under: the files here are built to take minutes, so a short limit proves the
    /// same as the real one (`VectorDecoder.cpuSecondsPerDrawing`) in less of the suite's time.
    static let testLimit = 2

    @Test(.timeLimit(.minutes(1))) func aPDFOfNestedFormsStopsAtItsTimeLimit() {
        let started = ContinuousClock.now
        do {
            _ = try VectorDecoder.decode(Self.nestedFormsPDF(depth: 40), format: .pdf, scale: 1, maximumSide: 8192, maximumPixels: 8192 * 8192,
                                         cpuSeconds: Self.testLimit)
            Issue.record("3^40 fills were drawn")
        } catch {
            guard case .invalid(let message) = error else { Issue.record("\(error)"); return }
            #expect(message == "drawing it takes more than 2 s, the limit for one drawing")
        }
        #expect(ContinuousClock.now - started < .seconds(20))
        // A drawing within the budget still comes back whole: the 10-point square at 3×, black.
        let small = try? VectorDecoder.decode(Self.nestedFormsPDF(depth: 3), format: .pdf, scale: 3, maximumSide: 8192, maximumPixels: 8192 * 8192)
        #expect(small?.width == 30 && small?.height == 30)
        #expect(small?.pixels[(15 * 30 + 15) * 4 ..< (15 * 30 + 15) * 4 + 4] == [0, 0, 0, 255])
    }

    /// A file that failed to draw is not drawn again for the process (`UndrawableVectors`): every image view of
    /// every scene that names it would otherwise wait out the limit again. The second read of the same bytes
    /// at the same scale is a placeholder at once; a file with other bytes is still drawn.
    @Test(.timeLimit(.minutes(1))) func aVectorFileThatFailedIsNotDrawnAgain() throws {
        let folder = try ScratchFolder.make("bezel-undrawable")
        try Data(Self.nestedFormsPDF(depth: 41)).write(to: URL(fileURLWithPath: folder + "/slow.pdf"))
        try Data(Self.nestedFormsPDF(depth: 2)).write(to: URL(fileURLWithPath: folder + "/quick.pdf"))
        let location = SourceLocation(file: "Contents.json", line: 1, column: 1)
        func read(_ name: String) throws -> ImageFile? {
            try ImageFiles.readVectorIfDrawable(name, key: name, format: .pdf, scale: 1, beneath: folder, at: location, pixelsSoFar: 0,
                                                cpuSeconds: Self.testLimit)
        }
        var started = ContinuousClock.now
        #expect(try read("slow.pdf") == nil)
        #expect(ContinuousClock.now - started > .seconds(Self.testLimit - 1))
        started = ContinuousClock.now
        #expect(try read("slow.pdf") == nil)
        #expect(ContinuousClock.now - started < .seconds(1))
        #expect(try read("quick.pdf")?.width == 10)
    }

    /// A grey 1-bit PNG of 30,000 × 30,000 zero pixels, compressed to about 700 KB: a deflate stream (RFC 1951)
    /// of one literal 0 and then copies of 258 bytes at distance 1 in a fixed-Huffman block (RFC 1951 3.2.6:
    /// literal 0 is the 8-bit code 00110000, length 258 the code 285, 11000101, and distance 1 the 5-bit code 0),
    /// in a zlib wrapper (RFC 1950) whose Adler-32 of n zero bytes is (n mod 65521) << 16 | 1.
    static func zeroPNG(side: Int) -> [UInt8] {
        let rowBytes = 1 + (side + 7) / 8
        let total = rowBytes * side
        var bits = BitWriter()
        bits.write(0b1, count: 1)  // last block
        bits.write(0b01, count: 2)  // fixed Huffman codes
        bits.writeCode(0b0011_0000, count: 8)  // literal 0
        let copies = (total - 1) / 258, rest = (total - 1) % 258
        for _ in 0..<copies {
            bits.writeCode(0b1100_0101, count: 8)  // length 258
            bits.writeCode(0, count: 5)  // distance 1
        }
        for _ in 0..<rest { bits.writeCode(0b0011_0000, count: 8) }
        bits.writeCode(0, count: 7)  // end of block
        var zlib: [UInt8] = [0x78, 0x01] + bits.finished
        let adler = UInt32(total % 65521) << 16 | 1
        zlib += [UInt8(adler >> 24), UInt8(adler >> 16 & 0xFF), UInt8(adler >> 8 & 0xFF), UInt8(adler & 0xFF)]
        func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
            let body = Array(type.utf8) + data
            return Self.bigEndian(UInt32(data.count)) + body + Self.bigEndian(Self.crc32(body))
        }
        let header = Self.bigEndian(UInt32(side)) + Self.bigEndian(UInt32(side)) + [1, 0, 0, 0, 0]
        return [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + chunk("IHDR", header) + chunk("IDAT", zlib) + chunk("IEND", [])
    }

    static func bigEndian(_ value: UInt32) -> [UInt8] { [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)] }

    static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        return ~crc
    }

    struct BitWriter {
        var bytes: [UInt8] = []
        private var current: UInt32 = 0
        private var used = 0

        /// Bits least significant first (block header fields).
        mutating func write(_ value: UInt32, count: Int) {
            for index in 0..<count { push(value >> index & 1) }
        }

        /// A Huffman code, most significant bit first (RFC 1951 3.1.1).
        mutating func writeCode(_ code: UInt32, count: Int) {
            for index in (0..<count).reversed() { push(code >> index & 1) }
        }

        private mutating func push(_ bit: UInt32) {
            current |= bit << used
            used += 1
            if used == 8 { bytes.append(UInt8(current)); current = 0; used = 0 }
        }

        var finished: [UInt8] { used > 0 ? bytes + [UInt8(current)] : bytes }
    }

    /// Peak resident memory of this process so far (`VmHWM` in /proc/self/status), in bytes.
    static func peakResidentBytes() -> Int {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
              let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }) else { return 0 }
        return (Int(line.split(separator: " ")[1]) ?? 0) * 1024
    }

    /// An SVG of under 1 MB embedding that PNG as a data: URL (SVG 1.1, 5.7 "The 'image' element"): gdk-pixbuf
    /// decodes 30,000 × 30,000 pixels, 3.6 GB, before librsvg scales them to 10 points. Drawn in the child, it
    /// costs this process nothing: the child's allocation fails and librsvg draws the rest.
    @Test(.timeLimit(.minutes(1))) func anSVGEmbeddingAHugePNGCostsThisProcessNoMemory() throws {
        let png = Self.zeroPNG(side: 30000)
        #expect(png.count < 1 << 20)
        let svg = """
            <svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="10" height="10">\
            <rect width="10" height="10" fill="#FF0000"/>\
            <image width="10" height="10" xlink:href="data:image/png;base64,\(Data(png).base64EncodedString())"/></svg>
            """
        let before = Self.peakResidentBytes()
        let drawn = try? VectorDecoder.decode(Array(svg.utf8), format: .svg, scale: 1, maximumSide: 8192, maximumPixels: 8192 * 8192)
        #expect(Self.peakResidentBytes() - before < 1 << 30)
        #expect(drawn?.width == 10 && drawn?.height == 10)
    }

    /// The drawing's child process keeps none of this process's open files. A file locked with flock(2), as
    /// `OutputLock` locks an output folder, stays locked while any process holds it open, so a child that
    /// kept its copy held another run's folder locked until the drawing ended: a render in the same process
    /// then stopped with "another bezel run is writing into" its own folder.
    @Test(.timeLimit(.minutes(1))) func aDrawingHoldsNoneOfThisProcesssFiles() throws {
        let folder = try ScratchFolder.make("bezel-vector-descriptors")
        let path = folder + "/.bezel.lock"
        let held = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
        try #require(held >= 0 && flock(held, LOCK_EX | LOCK_NB) == 0)
        // 3^40 fills: the child draws until its limit, long after the lock is given back below. On a thread of its
        // own, left to finish by itself: waiting for it (or a work item on a global queue) would hold one of the
        // test pool's threads for the whole drawing.
        Thread {
            _ = try? VectorDecoder.decode(Self.nestedFormsPDF(depth: 40), format: .pdf, scale: 1, maximumSide: 8192, maximumPixels: 8192 * 8192,
                                          cpuSeconds: Self.testLimit)
        }.start()
        usleep(1_000_000)
        close(held)
        let again = open(path, O_RDWR | O_CLOEXEC)
        defer { close(again) }
        #expect(flock(again, LOCK_EX | LOCK_NB) == 0, "the drawing's child still holds the lock")
    }
}
