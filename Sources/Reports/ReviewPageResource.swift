/// Reads a review-page resource that SwiftPM embedded as bytes (`Package.swift`: `.embedInCode`).
enum ReviewPageResource {
    /// The bytes as UTF-8 text without one final line break: the files end with one, as text files do,
    /// and the page template writes the line break after each inlined resource itself.
    static func text(_ bytes: [UInt8]) -> String {
        let body = bytes.last == UInt8(ascii: "\n") ? bytes.dropLast() : bytes[...]
        return String(decoding: body, as: UTF8.self)
    }
}
