import Foundation
@testable import InterfaceBuilder
import Testing

/// The inputs the fuzzer (Tests/Fuzz/FuzzInterfaceBuilder.swift) once crashed on, replayed with the
/// harness's own invariants: every view the model lists is in the id index, and every constraint's
/// items name objects of the document.
@Suite struct FuzzCrashTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../Fuzz/crashes/interfacebuilder").standardized

    @Test func everyRecordedCrashKeepsTheHarnessInvariants() throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: Self.folder.path).sorted()
        #expect(!names.isEmpty)
        for name in names {
            let bytes = try [UInt8](Data(contentsOf: Self.folder.appendingPathComponent(name)))
            guard let document = try? InterfaceBuilderReader.read(path: name, data: bytes) else { continue }
            for view in document.allViews {
                #expect(document.object(withID: view.id) != nil, "\(name): view \(view.id) is not in the id index")
            }
            for constraint in document.allConstraints {
                #expect(document.object(withID: constraint.resolvedFirstItem) != nil, "\(name): constraint \(constraint.id)")
            }
        }
    }

    /// A keyed view Xcode 14 writes without an id (a collection cell's content view) gets one made of its
    /// key and position, and that id is indexed like any other.
    @Test func keyedViewWithoutAnIDIsIndexed() throws {
        let bytes = try [UInt8](Data(contentsOf: Self.folder.appendingPathComponent("keyed-view-without-id.xib")))
        let document = try InterfaceBuilderReader.read(path: "k.xib", data: bytes)
        let madeUp = document.allViews.filter { $0.id.contains("@") }
        #expect(!madeUp.isEmpty)
        for view in madeUp { #expect(document.object(withID: view.id) != nil) }
    }
}
