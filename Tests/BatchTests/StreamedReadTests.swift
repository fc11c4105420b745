@testable import Batch
@testable import Diagnostics
import Foundation
@testable import Output
@testable import Reports
@testable import Run
import Testing
import TestSupport

/// A run reads the previous manifest and report an element at a time (issue 16: the whole matrix's manifest decoded
/// whole took a run from 40 MB to 140 MB before its first image). What it reads must be what Foundation's decoder
/// reads from the whole document, however the JSON is laid out, and a bad element must be named by its line.
@Suite struct StreamedReadTests {
    /// A folder holding a 12-job batch's manifest and report (findings full of characters JSON escapes).
    static func folder() throws -> ScratchFolder {
        let scratch = ScratchFolder()
        _ = try ReportFilesTests.batch(jobs: 12, in: scratch)
        return scratch
    }

    static func wholeManifest(_ scratch: ScratchFolder) throws -> Manifest {
        try JSONDecoder().decode(Manifest.self, from: Data(try #require(readAll(scratch.path + "/" + Manifest.fileName))))
    }

    @Test func theManifestAndReportReadAsTheWholeDocumentDecodes() throws {
        let scratch = try Self.folder()
        defer { scratch.remove() }
        let folder = OutputFolder(scratch.path)
        let manifest = try #require(try Manifest.read(from: folder))
        #expect(manifest == (try Self.wholeManifest(scratch)))
        #expect(manifest.entries.count == 10, "12 jobs, two failed")
        let report = try #require(try BatchReport.read(from: folder))
        #expect(report == (try JSONDecoder().decode(BatchReport.self, from: Data(try #require(readAll(scratch.path + "/" + BatchReport.fileName))))))
        #expect(report.jobs.count == 12)
    }

    /// Compact, with CRLF and tabs, with the key spelled with an escape (the scan gives up and the document is
    /// decoded whole), and with the array first or last among the keys.
    @Test(arguments: ["compact", "spaced", "escaped key", "no entries"])
    func anyLayoutOfTheJSONReadsTheSame(layout: String) throws {
        let scratch = try Self.folder()
        defer { scratch.remove() }
        var whole = try Self.wholeManifest(scratch)
        if layout == "no entries" { whole.entries = [] }
        var text = String(decoding: try JSONEncoder().encode(whole), as: UTF8.self)
        switch layout {
        case "spaced":
            text = text.replacingOccurrences(of: ",\"", with: " ,\r\n\t\"").replacingOccurrences(of: ":", with: " :\t ")
                .replacingOccurrences(of: "[", with: "[ \r\n").replacingOccurrences(of: "]", with: "\r\n ]")
        case "escaped key":
            text = text.replacingOccurrences(of: "\"entries\"", with: "\"entr\\u0069es\"")
        default:
            break
        }
        try Data(text.utf8).write(to: URL(fileURLWithPath: scratch.path + "/" + Manifest.fileName))
        #expect(try JSONDecoder().decode(Manifest.self, from: Data(text.utf8)) == whole, "the reference reads it")
        #expect(try Manifest.read(from: OutputFolder(scratch.path)) == whole)
        // Read an entry at a time unless the key is escaped: the memory this saves must not be lost quietly.
        let scan = JSONArrayScan(Array(text.utf8), key: "entries")
        #expect((scan == nil) == (layout == "escaped key"))
        #expect(scan.map { $0.elements.count } ?? whole.entries.count == whole.entries.count)
    }

    @Test func theScanFindsTheArrayAndEachElementOfTheFilesABatchWrites() throws {
        let scratch = try Self.folder()
        defer { scratch.remove() }
        let bytes = try #require(readAll(scratch.path + "/" + Manifest.fileName))
        let scan = try #require(JSONArrayScan(bytes, key: "entries"))
        let whole = try Self.wholeManifest(scratch)
        #expect(try scan.elements.map { try JSONDecoder().decode(ManifestEntry.self, from: Data(bytes[$0])) } == whole.entries)
        #expect(bytes[scan.array.lowerBound] == UInt8(ascii: "[") && bytes[scan.array.upperBound - 1] == UInt8(ascii: "]"))
        #expect(JSONArrayScan(bytes, key: "entrie") == nil, "no such key")
        #expect(JSONArrayScan(bytes, key: "format") == nil, "not an array")
        let report = try #require(readAll(scratch.path + "/" + BatchReport.fileName))
        #expect(JSONArrayScan(report, key: "jobs")?.elements.count == 12)
    }

    @Test func aBadEntryIsNamedByItsLineAndPlace() throws {
        let scratch = ScratchFolder()
        defer { scratch.remove() }
        let text = """
            {
              "entries" : [
                { "files" : [], "findings" : [], "inputHash" : "a", "job" : 5 },
                { "files" : [] }
              ],
              "format" : \(Manifest.currentFormat),
              "renderer" : "t"
            }

            """
        try Data(text.utf8).write(to: URL(fileURLWithPath: scratch.path + "/" + Manifest.fileName))
        let file = scratch.path + "/" + Manifest.fileName
        let error = #expect(throws: InputError.self) { try Manifest.read(from: OutputFolder(scratch.path)) }
        #expect(error?.description == "\(file):3:5: error: not a Bezel manifest: wrong type at entries[0].job")
    }

    /// A manifest of another format is refused before any entry is given out.
    @Test func anotherFormatIsRefusedBeforeAnyEntry() throws {
        let scratch = try Self.folder()
        defer { scratch.remove() }
        var whole = try Self.wholeManifest(scratch)
        whole.format = Manifest.currentFormat + 1
        try Data(try JSONEncoder().encode(whole)).write(to: URL(fileURLWithPath: scratch.path + "/" + Manifest.fileName))
        var given = 0
        #expect(throws: InputError.self) { try Manifest.read(from: OutputFolder(scratch.path)) { _ in given += 1 } }
        #expect(given == 0)
    }

    /// Not JSON at all, or cut short inside an entry: an error, as before, never a partial manifest.
    @Test(arguments: ["", "[1, 2]", "{\"entries\" : [ {\"files\" : [", "{\"entries\" : [ 1 ", "{\"entries\" : [\"a\\\"]\"], \"format\" : 2 }  x"])
    func brokenDocumentsAreErrors(text: String) throws {
        let scratch = ScratchFolder()
        defer { scratch.remove() }
        try Data(text.utf8).write(to: URL(fileURLWithPath: scratch.path + "/" + Manifest.fileName))
        #expect(throws: InputError.self) { try Manifest.read(from: OutputFolder(scratch.path)) }
    }
}
