import Diagnostics

/// Why a step of the library could not be done: a bad template or document, an unknown device, a
/// layout the constraints refuse, fonts that cannot be loaded. `description` is the message the CLI
/// prints for the same problem (`file:line:column: error: …` where the input has a place).
public struct BezelError: Error, Sendable, CustomStringConvertible {
    /// One line per problem, in the order they were found.
    public var description: String

    init(_ description: String) {
        self.description = description
    }

    init(_ error: InputError) {
        self.description = error.description
    }
}
