@testable import Diagnostics
@testable import Screens

/// libFuzzer entry point for the template parser: any bytes must give a `Screen` or an `InputError`,
/// never a crash, a hang or unbounded memory. Built by `Tests/Fuzz/fuzz.sh` with `-sanitize=fuzzer,address`.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTemplate(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    do {
        _ = try ScreenLoader.parse(bytes: bytes, file: "fuzz.yml")
    } catch {
        // Every error names a place in the file or none; an empty list would print nothing to the user.
        if error.diagnostics.isEmpty { fatalError("InputError without a diagnostic") }
    }
    return 0
}
