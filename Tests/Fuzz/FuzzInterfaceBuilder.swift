@testable import Diagnostics
@testable import InterfaceBuilder

/// libFuzzer entry point for the Interface Builder reader: any bytes must give an `IBDocument` or an
/// `InputError` with at least one located diagnostic, never a crash, a leak, a hang or unbounded
/// memory. Built by `Tests/Fuzz/fuzz.sh` with `-sanitize=fuzzer,address`.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzInterfaceBuilder(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    do {
        let document = try InterfaceBuilderReader.read(path: "fuzz.storyboard", data: bytes)
        // Walk what the model offers, so a bad tree shape cannot hide behind an unused field.
        for view in document.allViews where document.object(withID: view.id) == nil {
            fatalError("view \(view.id) missing from the id index")
        }
        for constraint in document.allConstraints {
            if document.object(withID: constraint.resolvedFirstItem) == nil { fatalError("unchecked constraint item") }
        }
    } catch {
        if error.diagnostics.isEmpty { fatalError("InputError without a diagnostic") }
        for diagnostic in error.diagnostics {
            guard let location = diagnostic.location, location.line >= 1, location.column >= 1 else {
                fatalError("diagnostic without a place in the file: \(diagnostic)")
            }
        }
    }
    return 0
}
