@testable import Reports
@testable import Diagnostics
#if canImport(Glibc)
import Glibc
#endif

/// libFuzzer entry point for `report merge`'s JSON (issue 18): the input's first byte says which file it
/// is (`M`: the shard's `manifest.json`, anything else: its `report.json`), the rest is that file; the
/// other file is a valid one of an empty shard. The whole merge runs on it — decoding, the checked sums of
/// the counts, the paths and hashes of listed files and review copies, the writing of the merged folder —
/// and must end in an `Outcome` or an `InputError` with a message: never a crash (an overflow traps), a
/// hang or unbounded memory. Built by `Tests/Fuzz/fuzz.sh merge`.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzMerge(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    let isManifest = bytes.first == UInt8(ascii: "M")
    let json = Array(bytes.dropFirst())
    let shard = FuzzFolders.shared.shard, out = FuzzFolders.shared.out
    write(isManifest ? json : Array(FuzzFolders.emptyManifest.utf8), to: shard + "/manifest.json")
    write(isManifest ? Array(FuzzFolders.emptyReport.utf8) : json, to: shard + "/report.json")
    do {
        _ = try ReportMerger.merge([shard], into: out)
    } catch {
        if error.diagnostics.isEmpty { fatalError("InputError without a diagnostic") }
    }
    return 0
}

/// Writes a file whole (the harness's own scratch files; no atomicity needed).
private func write(_ bytes: [UInt8], to path: String) {
    let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
    guard descriptor >= 0 else { fatalError("cannot write \(path)") }
    _ = bytes.withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) }
    close(descriptor)
}

/// The scratch shard and output folders, made once per process.
private final class FuzzFolders: Sendable {
    static let shared = FuzzFolders()
    let shard: String
    let out: String

    static let emptyManifest = #"{"entries": [], "format": 2, "renderer": "fuzz"}"#
    static let emptyReport = #"""
        {"acceptCommand": "bezel render", "failOn": "error", "format": 2, "jobs": [], "orphanedGoldens": [],
         "summary": {"failed": 0, "filesWritten": 0, "findings": {"error": 0, "info": 0, "warning": 0},
         "golden": {"changed": 0, "matched": 0, "new": 0, "orphaned": 0}, "goldenFailures": 0, "interrupted": false,
         "jobs": 0, "notRun": 0, "rendered": 0, "seconds": 0, "shards": [], "unchanged": 0}}
        """#

    /// Under `BEZEL_FUZZ_SCRATCH` (fuzz.sh sets it to a folder of the fuzz build and removes it after the
    /// run), else under /tmp; one folder per process, as libFuzzer's `-jobs` runs several.
    private init() {
        let parent = getenv("BEZEL_FUZZ_SCRATCH").map { String(cString: $0) } ?? "/tmp"
        var template = Array((parent + "/bezel-fuzz-merge-XXXXXX").utf8CString)
        guard let made = template.withUnsafeMutableBufferPointer({ mkdtemp($0.baseAddress!) }) else { fatalError("mkdtemp") }
        let root = String(cString: made)
        shard = root + "/shard"
        out = root + "/out"
        mkdir(shard, 0o755)
    }
}
