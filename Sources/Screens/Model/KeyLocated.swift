import Diagnostics

/// A part of a template read from one YAML mapping (a screen, its controller, a bar, a view): where
/// the mapping starts and where each of its keys was written, so a finding or an error can point at
/// the key at fault.
package protocol KeyLocated {
    /// The mapping's start.
    var location: SourceLocation { get }
    /// Where each key of the mapping was written.
    var keyLocations: [String: SourceLocation] { get }
}

extension KeyLocated {
    /// Where `key` was written, or the mapping's start when it was left out.
    package func location(of key: String) -> SourceLocation { keyLocations[key] ?? location }
}
