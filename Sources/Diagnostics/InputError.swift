/// Bad input: the command stops with exit status 2 and prints every diagnostic, one per line.
package struct InputError: Error, Sendable, CustomStringConvertible {
    package var diagnostics: [Diagnostic]

    package init(_ diagnostics: [Diagnostic]) { self.diagnostics = diagnostics }

    package init(at location: SourceLocation? = nil, _ message: String) {
        self.diagnostics = [Diagnostic(.error, at: location, message)]
    }

    package var description: String { diagnostics.map(\.description).joined(separator: "\n") }
}
