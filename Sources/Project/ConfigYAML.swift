import CYAML
import Diagnostics

/// A value of `bezel.yml` with where it was written. The config needs only this much YAML: scalars,
/// lists and mappings, each located for messages.
struct ConfigValue: Sendable {
    enum Content: Sendable {
        /// `quoted` is true for quoted or block scalars, which are always text.
        case scalar(String, quoted: Bool)
        case list([ConfigValue])
        /// Key-value pairs in the order written.
        case mapping([(key: ConfigValue, value: ConfigValue)])
    }

    var content: Content
    var location: SourceLocation

    var text: String? {
        if case .scalar(let text, _) = content { return text }
        return nil
    }

    var isNull: Bool {
        guard case .scalar(let text, let quoted) = content, !quoted else { return false }
        return ["", "~", "null", "Null", "NULL"].contains(text)
    }
}

/// Reads `bezel.yml` with libyaml into `ConfigValue`s. Small on purpose; refuses what a config has no
/// use for and a hostile file could abuse: anchors and aliases, several documents, deep nesting,
/// files over 64 KiB, duplicate keys.
enum ConfigYAML {
    static let maximumBytes = 64 * 1024
    static let maximumDepth = 16

    static func parse(_ bytes: [UInt8], file: String) throws(InputError) -> ConfigValue? {
        let start = SourceLocation(file: file, line: 1, column: 1)
        guard bytes.count <= maximumBytes else { throw InputError(at: start, "the config is larger than 64 KiB") }
        guard String(validating: bytes, as: UTF8.self) != nil else { throw InputError(at: start, "the config is not UTF-8 text") }
        // libyaml takes one byte-order mark at the start; another one (left by joining files) would give
        // "did not find expected key" one column after it, so it is named where it is.
        if let offset = (1..<max(bytes.count - 2, 1)).first(where: { bytes[$0] == 0xEF && bytes[$0 + 1] == 0xBB && bytes[$0 + 2] == 0xBF }) {
            let location = bytes.withUnsafeBufferPointer { SourceLocation(file: file, byteOffset: offset, in: $0) }
            throw InputError(at: location, "a byte-order mark (U+FEFF) in the middle of the config; remove it")
        }
        let parser = UnsafeMutablePointer<yaml_parser_t>.allocate(capacity: 1)
        defer { parser.deallocate() }
        guard yaml_parser_initialize(parser) != 0 else { throw InputError(at: start, "cannot start the YAML parser") }
        defer { yaml_parser_delete(parser) }
        var input = bytes.isEmpty ? [0] : bytes
        return try input.withUnsafeMutableBufferPointer { buffer throws(InputError) -> ConfigValue? in
            yaml_parser_set_input_string(parser, buffer.baseAddress, bytes.count)
            var stack: [(isMapping: Bool, location: SourceLocation, items: [ConfigValue])] = []
            var root: ConfigValue?
            var documents = 0
            var event = yaml_event_t()
            while true {
                guard yaml_parser_parse(parser, &event) != 0 else {
                    let mark = parser.pointee.problem_mark
                    let problem = parser.pointee.problem.map { String(cString: $0) } ?? "invalid YAML"
                    throw InputError(at: SourceLocation(file: file, line: Int(mark.line) + 1, column: Int(mark.column) + 1), "YAML: \(problem)")
                }
                defer { yaml_event_delete(&event) }
                let location = SourceLocation(file: file, line: Int(event.start_mark.line) + 1, column: Int(event.start_mark.column) + 1)
                var finished: ConfigValue?
                switch event.type {
                case YAML_STREAM_END_EVENT:
                    return root
                case YAML_DOCUMENT_START_EVENT:
                    documents += 1
                    if documents > 1 { throw InputError(at: location, "bezel.yml holds one YAML document; remove the second '---'") }
                case YAML_ALIAS_EVENT:
                    throw InputError(at: location, "YAML aliases are not supported in bezel.yml; write the value out")
                case YAML_SCALAR_EVENT:
                    let scalar = event.data.scalar
                    if scalar.anchor != nil { throw InputError(at: location, "YAML anchors are not supported in bezel.yml") }
                    let value = String(decoding: UnsafeBufferPointer(start: scalar.value, count: scalar.length), as: UTF8.self)
                    finished = ConfigValue(content: .scalar(value, quoted: scalar.style != YAML_PLAIN_SCALAR_STYLE), location: location)
                case YAML_SEQUENCE_START_EVENT, YAML_MAPPING_START_EVENT:
                    let isMapping = event.type == YAML_MAPPING_START_EVENT
                    let anchor = isMapping ? event.data.mapping_start.anchor : event.data.sequence_start.anchor
                    if anchor != nil { throw InputError(at: location, "YAML anchors are not supported in bezel.yml") }
                    if stack.count >= maximumDepth { throw InputError(at: location, "bezel.yml nests more than \(maximumDepth) levels deep") }
                    stack.append((isMapping, location, []))
                case YAML_SEQUENCE_END_EVENT, YAML_MAPPING_END_EVENT:
                    guard let frame = stack.popLast() else { break }
                    if frame.isMapping {
                        var pairs: [(key: ConfigValue, value: ConfigValue)] = []
                        var seen: [String: SourceLocation] = [:]
                        var index = 0
                        while index + 1 < frame.items.count {
                            let key = frame.items[index], value = frame.items[index + 1]
                            if let name = key.text {
                                if let first = seen[name] {
                                    throw InputError(at: key.location, "duplicate key '\(name)' (first written at line \(first.line))")
                                }
                                seen[name] = key.location
                            }
                            pairs.append((key, value))
                            index += 2
                        }
                        finished = ConfigValue(content: .mapping(pairs), location: frame.location)
                    } else {
                        finished = ConfigValue(content: .list(frame.items), location: frame.location)
                    }
                default:
                    break
                }
                guard let value = finished else { continue }
                if stack.isEmpty { root = value } else { stack[stack.count - 1].items.append(value) }
            }
        }
    }
}
