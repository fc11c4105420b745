import Diagnostics
import FileSystem
import Raster

/// Reading and writing PNG files by path, with errors that name the file
/// (`golden.png: CRC error in IDAT`) as `InputError`, so the CLI exits with status 2.
package enum PNGFile {
    /// Reads and decodes the PNG at `path` to straight RGBA.
    static func readStraight(_ path: String, limits: PNGDecoder.Limits = .standard) throws(InputError) -> StraightImage {
        try decodeStraight(try readBytes(path), file: path, limits: limits)
    }

    /// The bytes of the PNG at `path`, undecoded (to look at the size its header states first); relative
    /// to `folder` when there is one (a file found in a folder walk: no link below `folder` is followed,
    /// `FileReader.read(_:beneath:as:)`).
    package static func readBytes(_ path: String, beneath folder: String? = nil) throws(InputError) -> [UInt8] {
        do {
            return try folder.map { folder throws(FileError) in try FileReader.read(path, beneath: folder, as: .png) }
                ?? FileReader.read(path, as: .png)
        } catch {
            throw InputError("\(shownPath(path, beneath: folder)): cannot read: \(error)")
        }
    }

    /// `path` as messages show it: joined to its folder.
    package static func shownPath(_ path: String, beneath folder: String?) -> String {
        folder.map { $0 + "/" + path } ?? path
    }

    /// Decodes PNG bytes read from `file` to straight RGBA, naming `file` in the error.
    static func decodeStraight(_ bytes: [UInt8], file: String, limits: PNGDecoder.Limits = .standard) throws(InputError) -> StraightImage {
        do {
            return try PNGDecoder.decodeStraight(bytes, limits: limits)
        } catch {
            throw InputError("\(file): \(error)")
        }
    }

    /// Reads and decodes the PNG at `path` to a premultiplied pixmap.
    package static func read(_ path: String, limits: PNGDecoder.Limits = .standard) throws(InputError) -> Pixmap {
        try readStraight(path, limits: limits).premultiplied
    }

    /// Encodes and writes atomically (temporary file in the same folder, then rename).
    package static func write(_ pixmap: Pixmap, to path: String, options: PNGEncoder.Options = .standard) throws(InputError) {
        try write(StraightImage(premultiplied: pixmap), to: path, options: options)
    }

    package static func write(_ image: StraightImage, to path: String, options: PNGEncoder.Options = .standard) throws(InputError) {
        try write(to: path) { () throws(PNGError) in try PNGEncoder.encode(image, options: options) }
    }

    /// Like `write`, but searches for the smallest encoding (`PNGEncoder.encodeSmallest`):
    /// for goldens kept in a repository (`--optimize`).
    static func writeSmallest(_ pixmap: Pixmap, to path: String) throws(InputError) {
        try write(to: path) { () throws(PNGError) in try PNGEncoder.encodeSmallest(pixmap) }
    }

    /// Encodes with `encode` and writes atomically; either failure is an `InputError` naming `path`.
    private static func write(to path: String, encoding encode: () throws(PNGError) -> [UInt8]) throws(InputError) {
        let bytes: [UInt8]
        do {
            bytes = try encode()
        } catch {
            throw InputError("\(path): \(error)")
        }
        do {
            try FileIO.writeAtomically(bytes, to: path)
        } catch {
            throw InputError("\(path): cannot write: \(error)")
        }
    }
}
