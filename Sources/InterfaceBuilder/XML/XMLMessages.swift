internal import CXML2

/// libxml2's messages during one parse, taken from it instead of printed. libxml2 reports through a
/// structured error function when one is set, else through a "generic" one that writes to standard
/// error, the input's bytes included (a text node over 10 MB printed its line, escape sequences and
/// all, onto the terminal; https://gitlab.gnome.org/GNOME/libxml2/-/blob/v2.9.14/error.c,
/// `__xmlRaiseError`). Both are set here for the calling thread (libxml2 keeps them per thread), so
/// libxml2 never writes to the terminal; the reader turns the first error into its own message, at
/// libxml2's line and column, escaped as every message is (`Diagnostic.description`).
final class XMLMessages {
    /// One error as libxml2 reported it.
    struct Entry {
        var code: Int
        var message: String
        var line: Int
        var column: Int
    }

    /// The first error (or fatal error) reported; warnings are not kept.
    private(set) var first: Entry?

    /// Runs `body` with libxml2's messages going to a new log, and returns the log with `body`'s result.
    static func capturing<T>(_ body: () throws -> T) rethrows -> (T, XMLMessages) {
        let log = XMLMessages()
        bezel_xml_silence_generic_errors()
        let context = Unmanaged.passUnretained(log).toOpaque()
        xmlSetStructuredErrorFunc(context, { context, error in
            guard let context, let error else { return }
            Unmanaged<XMLMessages>.fromOpaque(context).takeUnretainedValue().note(error.pointee)
        })
        defer { xmlSetStructuredErrorFunc(nil, nil) }
        let result = try withExtendedLifetime(log) { try body() }
        return (result, log)
    }

    private func note(_ error: xmlError) {
        guard first == nil, error.level.rawValue >= XML_ERR_ERROR.rawValue else { return }
        var message = error.message.map { String(cString: $0) } ?? "not well-formed XML"
        while message.last == "\n" || message.last == " " { message.removeLast() }
        first = Entry(code: Int(error.code), message: message, line: Int(error.line), column: Int(error.int2))
    }
}
