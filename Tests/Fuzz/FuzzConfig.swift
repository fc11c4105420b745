@testable import Project
@testable import Diagnostics

/// libFuzzer entry point for the `bezel.yml` reader (`ProjectConfigLoader.parse`, over the templates' libyaml
/// reader `YAMLReader`): any bytes must give a config or an `InputError` naming a place, never a crash, a
/// hang or unbounded memory. Built by `Tests/Fuzz/fuzz.sh config`.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzConfig(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    do {
        _ = try ProjectConfigLoader.parse(bytes, file: "bezel.yml")
    } catch {
        if error.diagnostics.isEmpty { fatalError("InputError without a diagnostic") }
    }
    return 0
}
