/// A generated corpus input that is not a file of given bytes: what git cannot keep reliably (named
/// pipes, links, names that are not UTF-8) or what would be wasteful to hold in memory (huge files).
/// Made by `CorpusTests` in the scratch folder before a case runs (issue 18).
enum GeneratedSpecial: Hashable, Sendable {
    /// A named pipe with no writer: reading it blocks forever unless it is refused.
    case namedPipe
    /// A symbolic link; `$GEN` and `$CORPUS` in the target are replaced like in a case's arguments.
    case link(String)
    /// A sparse file of this many bytes (no disk used): over a size limit without costing memory.
    case sparse(Int)
    /// An empty file whose name is the key's last component with every `é` written as the Latin-1
    /// byte 0xE9, so the name is not UTF-8.
    case latin1Name

    /// Whether a case using it must run `bezel` in a child process under a timeout: a regression would
    /// otherwise block the test runner itself.
    var mayBlock: Bool { self == .namedPipe }
}
