import Foundation
import Testing
import TestSupport
@testable import PNG
import PNGShim

/// Whether igzip writes the same PNG bytes on every CPU (issue 16). ISA-L picks a variant of each function
/// per CPU; `Fixtures/isal-paths.c` forces one (the C one, SSE, AVX, AVX2 or AVX-512, with Bezel's pins of
/// Sources/PNGShim/ISALPin.c on top) and runs Bezel's encoder (Sources/PNGShim/ISALEncoder.c) under it, so
/// the bytes of every path this machine can run are compared with each other and with what `PNGEncoder`
/// writes in this process under ISA-L's own choice.
@Suite struct ISALPathTests {
    /// A UI-like opaque image: flat panels, a gradient, thin rules, a noisy band. 640×480 RGB is 922 KB of
    /// filtered rows, so the encoder hands igzip several 256 KB pieces (the boundaries are part of the test).
    static let image: StraightImage = {
        var random = SplitMix64(state: 16)
        var data = [UInt8](repeating: 0, count: 640 * 480 * 4)
        for y in 0..<480 {
            for x in 0..<640 {
                let p = (y * 640 + x) * 4
                var pixel: [UInt8]
                if (x / 64 + y / 48) % 3 == 0 {
                    pixel = [242, 242, 247]
                } else if y % 61 < 2 {
                    pixel = [198, 198, 200]
                } else if y % 97 < 9 {
                    pixel = [random.byte(), random.byte(), random.byte()]
                } else {
                    pixel = [UInt8(x * 255 / 639), UInt8(y * 255 / 479), 128]
                }
                data[p] = pixel[0]
                data[p + 1] = pixel[1]
                data[p + 2] = pixel[2]
                data[p + 3] = 255
            }
        }
        return StraightImage(width: 640, height: 480, data: data)!
    }()

    /// The paths this CPU can run, from /proc/cpuinfo (ISA-L's SSE variants use SSE4.2's CRC32 and PCLMULQDQ;
    /// its AVX-512 ones need the F, VL, BW, CD and DQ subsets: `include/multibinary.asm`'s `mbin_dispatch_init6`).
    static func runnablePaths() throws -> [String] {
        let info = try String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8)
        let flagsLine = info.split(separator: "\n").first { $0.hasPrefix("flags") } ?? ""
        let flags = Set(flagsLine.split(separator: " ").map(String.init))
        var paths = ["base"]
        if flags.contains("sse4_2"), flags.contains("pclmulqdq") { paths.append("sse") }
        if flags.contains("avx") { paths.append("avx") }
        if flags.contains("avx2") { paths.append("avx2") }
        if ["avx512f", "avx512vl", "avx512bw", "avx512cd", "avx512dq"].allSatisfy(flags.contains) { paths.append("avx512") }
        return paths
    }

    /// Builds the probe once per test run.
    static let probe: Result<String, any Error> = Result {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("bezel-isal-paths-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let binary = folder.appendingPathComponent("isal-paths").path
        let compiler = Subprocess.which("cc") ?? Subprocess.which("clang") ?? "cc"
        let built = try Subprocess.run([
            compiler, "-O1", "-o", binary,
            root.appendingPathComponent("Tests/PNGTests/Fixtures/isal-paths.c").path,
            root.appendingPathComponent("Sources/PNGShim/ISALEncoder.c").path,
            "-I", root.appendingPathComponent("Sources/PNGShim/include").path,
            "-lisal", "-ldl", "-rdynamic",
        ])
        guard built.status == 0 else { throw ProbeError(message: "cc failed: \(built.everything)") }
        let rgba = folder.appendingPathComponent("image.rgba")
        try Data(image.data).write(to: rgba)
        return binary
    }

    struct ProbeError: Error, CustomStringConvertible {
        var message: String
        var description: String { message }
    }

    /// The probe's PNG under `path`, and how often each forced family ran.
    static func encode(path: String, level: Int, filter: Int) throws -> (bytes: [UInt8], calls: [String: Int]) {
        let binary = try probe.get()
        let folder = URL(fileURLWithPath: binary).deletingLastPathComponent()
        let output = folder.appendingPathComponent("\(path)-\(level)-\(filter).png")
        let run = try Subprocess.run([
            binary, path, String(level), String(filter), "640", "480", folder.appendingPathComponent("image.rgba").path, output.path,
        ])
        guard run.status == 0 else { throw ProbeError(message: "isal-paths \(path) failed: \(run.everything)") }
        var calls: [String: Int] = [:]
        for line in run.output.split(separator: "\n") {
            let parts = line.split(separator: " ")
            if parts.count == 2, let count = Int(parts[1]) { calls[String(parts[0])] = count }
        }
        return ([UInt8](try Data(contentsOf: output)), calls)
    }

    /// Levels 1 and 2 (Bezel's default) under filters NONE, SUB and PAETH: every path this machine can run,
    /// the plain-C one of CPUs without SSE4.2 included, writes the bytes this process writes, and each forced
    /// run really went through the forced match finder and Huffman writer.
    @Test(arguments: [(2, 0), (2, 1), (2, 4), (1, 0)])
    func everyPathWritesIdenticalBytes(level: Int, filter: Int) throws {
        let filterCase: PNGEncoder.Filter = [.none, .sub, .up, .average, .paeth][filter]
        let native = try PNGEncoder.encode(Self.image, options: .init(level: level, filter: filterCase, compressor: .isal))
        #expect(try PNGDecoder.decodeStraight(native) == Self.image)
        let paths = try Self.runnablePaths()
        #expect(paths.count > 1, "this machine runs no SIMD path of ISA-L: only the C path compared")
        for path in paths {
            let (bytes, calls) = try Self.encode(path: path, level: level, filter: filter)
            #expect(bytes == native, "\(path) path, level \(level), filter \(filter): \(bytes.count) bytes vs \(native.count)")
            #expect((calls["icf_body_hash_hist"] ?? 0) > 0, "the forced match finder did not run: \(calls)")
            #expect((calls["encode_deflate_icf"] ?? 0) > 0, "the forced Huffman writer did not run: \(calls)")
        }
    }

    /// Bezel's own vector loops in the encoder (RGB packing, the Average and Paeth filters: SSSE3 where the
    /// CPU has it) write the bytes its portable loops write, the only ones a CPU without SSSE3 runs: every
    /// filter, the measured one included, on this UI-like image as RGB and with a translucent band as RGBA.
    @Test func vectorLoopsWriteThePortableLoopsBytes() throws {
        var translucent = Self.image
        for p in stride(from: 640 * 4 * 200 + 3, to: 640 * 4 * 230, by: 4) { translucent.data[p] = 77 }
        for image in [Self.image, translucent] {
            for filter in [PNGEncoder.Filter.none, .sub, .up, .average, .paeth, .measured] {
                let options = PNGEncoder.Options(level: 2, filter: filter, compressor: .isal)
                let vector = try PNGEncoder.encode(image, options: options)
                bezel_png_use_portable_loops(1)
                let portable = Result { try PNGEncoder.encode(image, options: options) }
                bezel_png_use_portable_loops(0)
                #expect(try portable.get() == vector, "filter \(filter), \(image == translucent ? "RGBA" : "RGB")")
                #expect(try PNGDecoder.decodeStraight(vector) == image)
            }
        }
    }

    /// Each name Bezel pins (Sources/PNGShim/ISALPin.c) resolves to Bezel's definition, not libisal's, for the
    /// dispatcher that reads the global offset table: the SIMD match finders, which now and then choose
    /// another match for the same input (README.md, "Determinism"), and the AVX-512 Huffman writer.
    @Test(arguments: [
        ("isal_deflate_icf_body_hash_hist_01", "isal_deflate_icf_body_hash_hist_base"),
        ("isal_deflate_icf_body_hash_hist_02", "isal_deflate_icf_body_hash_hist_base"),
        ("isal_deflate_icf_body_hash_hist_04", "isal_deflate_icf_body_hash_hist_base"),
        ("isal_deflate_icf_finish_hash_hist_01", "isal_deflate_icf_finish_hash_hist_base"),
        ("encode_deflate_icf_06", "encode_deflate_icf_04"),
    ])
    func pinnedNamesResolveToBezelsDefinitions(name: String, target: String) throws {
        // The name as the dynamic linker resolves it for everyone (the GOT entry ISA-L's dispatcher reads)…
        let global = try #require(dlopen(nil, RTLD_NOW))
        defer { dlclose(global) }
        let resolved = try #require(dlsym(global, name))
        // …and libisal's own definition, looked up in the library alone.
        let library = try #require(dlopen("libisal.so.2", RTLD_NOW | RTLD_NOLOAD), "libisal.so.2 is not loaded")
        defer { dlclose(library) }
        let own = try #require(dlsym(library, name), "this libisal has no \(name)")
        #expect(resolved != own, "\(name) resolves to libisal's own code, not to Bezel's pin")
        // The pin's target is real.
        #expect(dlsym(global, target) != nil)
    }
}
