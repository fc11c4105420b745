/// The output formats an image can be written in: the file kinds a render writes into the output folder,
/// chosen in `bezel.yml` and by `--format`.
package enum OutputFormat: String, Hashable, Sendable, Codable, CaseIterable {
    case png, svg
}
