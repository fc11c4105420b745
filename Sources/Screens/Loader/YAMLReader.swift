import CYAML
import Diagnostics

/// The one YAML reader: templates and `bezel.yml` alike. Folds libyaml's event stream into a `YAMLNode`
/// tree, refusing what neither has a use for and an attacker could abuse: anchors and aliases
/// (billion-laughs expansion), custom tags, several documents, nesting and value counts beyond the limits.
/// JSON takes the same path (it is YAML flow syntax), so JSON errors are located too.
package struct YAMLReader {
    let file: String
    let limits: InputLimits
    /// What the file is, for messages: `template`, `config`.
    let what: String
    package private(set) var diagnostics: [Diagnostic] = []

    package init(file: String, limits: InputLimits, what: String = "template") {
        self.file = file
        self.limits = limits
        self.what = what
    }

    /// The document in `bytes` as read from a file, with every problem found on the way: one byte-order
    /// mark at the start is dropped (libyaml, told the encoding, would count it as a column and read the
    /// first line as indented); bytes that are not UTF-8, a NUL byte or a stray byte-order mark are refused
    /// at their place before libyaml sees them (`TextEncodingCheck`). The root is nil when the document is
    /// empty or reading stopped at a fatal problem.
    package static func read(
        _ bytes: [UInt8], file: String, limits: InputLimits, what: String = "template"
    ) -> (root: YAMLNode?, diagnostics: [Diagnostic]) {
        let text = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? bytes[3...] : bytes[...]
        return text.withUnsafeBufferPointer { buffer in
            if let problem = TextEncodingCheck.firstProblem(in: buffer, file: file, what: what) { return (nil, [problem]) }
            var reader = YAMLReader(file: file, limits: limits, what: what)
            let root = reader.read(buffer)
            return (root, reader.diagnostics)
        }
    }

    /// A collection being read: its items so far, and for a mapping the key waiting for its value.
    private struct Frame {
        var isMapping: Bool
        var location: SourceLocation
        var items: [YAMLNode] = []
        var pairs: [YAMLNode.Pair] = []
        var pendingKey: YAMLNode?
    }

    /// The document's root, or nil when the document is empty or reading stopped at a fatal problem
    /// (syntax error, a limit); the problems are in `diagnostics`.
    package mutating func read(_ bytes: UnsafeBufferPointer<UInt8>) -> YAMLNode? {
        let parser = UnsafeMutablePointer<yaml_parser_t>.allocate(capacity: 1)
        defer { parser.deallocate() }
        guard yaml_parser_initialize(parser) != 0 else {
            diagnostics.append(Diagnostic(.error, at: start, "cannot start the YAML parser (out of memory)"))
            return nil
        }
        defer { yaml_parser_delete(parser) }
        yaml_parser_set_encoding(parser, YAML_UTF8_ENCODING)
        if let base = bytes.baseAddress {
            yaml_parser_set_input_string(parser, base, bytes.count)
        } else {
            var empty: UInt8 = 0
            yaml_parser_set_input_string(parser, &empty, 0)
        }

        var stack: [Frame] = []
        var root: YAMLNode?
        var documents = 0
        var nodeCount = 0
        var event = yaml_event_t()
        while true {
            guard yaml_parser_parse(parser, &event) != 0 else {
                diagnostics.append(syntaxError(parser.pointee, bytes))
                return nil
            }
            defer { yaml_event_delete(&event) }
            let location = self.location(event.start_mark)
            var finished: YAMLNode?
            switch event.type {
            case YAML_STREAM_END_EVENT:
                return root
            case YAML_DOCUMENT_START_EVENT:
                documents += 1
                if documents > 1 {
                    diagnostics.append(Diagnostic(.error, at: location,
                        "a \(what) holds one YAML document; remove the second one (from this '---' on)"))
                    return root
                }
            case YAML_ALIAS_EVENT:
                let name = text(event.data.alias.anchor)
                diagnostics.append(Diagnostic(.error, at: location,
                    "YAML alias '*\(name)' is not supported (aliases can expand without bound); write the value out"))
                finished = YAMLNode(content: .scalar("", isPlain: true), location: location, standsForAlias: true)
            case YAML_SCALAR_EVENT:
                let scalar = event.data.scalar
                checkAnchor(scalar.anchor, at: location)
                var isPlain = scalar.style == YAML_PLAIN_SCALAR_STYLE
                if let tag = scalar.tag {
                    let tagText = text(tag)
                    if tagText == "tag:yaml.org,2002:str" {
                        isPlain = false
                    } else {
                        unsupportedTag(tagText, at: location)
                    }
                }
                let value = String(decoding: UnsafeBufferPointer(start: scalar.value, count: scalar.length), as: UTF8.self)
                finished = YAMLNode(content: .scalar(value, isPlain: isPlain), location: location)
            case YAML_SEQUENCE_START_EVENT, YAML_MAPPING_START_EVENT:
                let isMapping = event.type == YAML_MAPPING_START_EVENT
                let anchor = isMapping ? event.data.mapping_start.anchor : event.data.sequence_start.anchor
                let tag = isMapping ? event.data.mapping_start.tag : event.data.sequence_start.tag
                checkAnchor(anchor, at: location)
                if let tag {
                    let tagText = text(tag)
                    if tagText != (isMapping ? "tag:yaml.org,2002:map" : "tag:yaml.org,2002:seq") {
                        unsupportedTag(tagText, at: location)
                    }
                }
                if stack.count >= limits.depth {
                    diagnostics.append(Diagnostic(.error, at: location,
                        "the \(what) nests lists and mappings more than \(limits.depth) levels deep"))
                    return nil
                }
                stack.append(Frame(isMapping: isMapping, location: location))
            case YAML_SEQUENCE_END_EVENT, YAML_MAPPING_END_EVENT:
                guard let frame = stack.popLast() else { break }
                finished = YAMLNode(
                    content: frame.isMapping ? .mapping(frame.pairs) : .sequence(frame.items), location: frame.location)
            default:
                break
            }
            guard let node = finished else { continue }
            nodeCount += 1
            if nodeCount > limits.nodes {
                diagnostics.append(Diagnostic(.error, at: location, "the \(what) has more than \(limits.nodes) values"))
                return nil
            }
            if stack.isEmpty {
                root = node
            } else if stack[stack.count - 1].isMapping {
                if let key = stack[stack.count - 1].pendingKey {
                    stack[stack.count - 1].pairs.append(YAMLNode.Pair(key: key, value: node))
                    stack[stack.count - 1].pendingKey = nil
                } else {
                    stack[stack.count - 1].pendingKey = node
                }
            } else {
                stack[stack.count - 1].items.append(node)
            }
        }
    }

    private var start: SourceLocation { SourceLocation(file: file, line: 1, column: 1) }

    private func location(_ mark: yaml_mark_t) -> SourceLocation {
        SourceLocation(file: file, line: Int(mark.line) + 1, column: Int(mark.column) + 1)
    }

    private func text(_ pointer: UnsafeMutablePointer<yaml_char_t>?) -> String {
        guard let pointer else { return "" }
        return String(cString: UnsafeRawPointer(pointer).assumingMemoryBound(to: CChar.self))
    }

    private mutating func checkAnchor(_ anchor: UnsafeMutablePointer<yaml_char_t>?, at location: SourceLocation) {
        guard let anchor else { return }
        diagnostics.append(Diagnostic(.error, at: location,
            "YAML anchor '&\(text(anchor))' is not supported (aliases can expand without bound); write each value out"))
    }

    private mutating func unsupportedTag(_ tag: String, at location: SourceLocation) {
        let shown = tag.hasPrefix("tag:yaml.org,2002:") ? "!!" + tag.dropFirst("tag:yaml.org,2002:".count) : tag
        diagnostics.append(Diagnostic(.error, at: location, "YAML tag '\(shown)' is not supported; remove it"))
    }

    /// The byte offset of a libyaml mark's zero-based line and column (a column counts characters, not
    /// bytes); nil past the end.
    private static func byteOffset(line: Int, column: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        var offset = 0, lines = 0
        while lines < line {
            guard let newline = bytes[offset...].firstIndex(of: UInt8(ascii: "\n")) else { return nil }
            offset = newline + 1
            lines += 1
        }
        var characters = 0
        while offset < bytes.count, characters < column || bytes[offset] & 0xC0 == 0x80 {
            if bytes[offset] & 0xC0 != 0x80 { characters += 1 }
            offset += 1
        }
        return offset < bytes.count ? offset : nil
    }

    /// libyaml's problem, located at its problem mark (scanner and parser) or byte offset (reader),
    /// with the construct it was reading when that helps.
    private func syntaxError(_ parser: yaml_parser_t, _ bytes: UnsafeBufferPointer<UInt8>) -> Diagnostic {
        let problem = parser.problem.map { String(cString: $0) } ?? "unreadable YAML"
        switch parser.error {
        case YAML_READER_ERROR:
            let at = TextEncodingCheck.location(ofByte: parser.problem_offset, in: bytes, file: file)
            return Diagnostic(.error, at: at, "syntax error: \(problem)")
        case YAML_MEMORY_ERROR:
            return Diagnostic(.error, at: start, "the YAML parser ran out of memory")
        default:
            // `>` starts a folded block scalar and cannot start a plain one (YAML 1.2, 7.3.3,
            // https://yaml.org/spec/1.2.2/#733-plain-style), so an unquoted `top: >= safeArea + 8` is a
            // syntax error wherever it is written; libyaml's message does not say that quotes cure it.
            for mark in [parser.problem_mark] + (parser.context == nil ? [] : [parser.context_mark]) {
                guard let index = Self.byteOffset(line: Int(mark.line), column: Int(mark.column), in: bytes),
                      index + 1 < bytes.count, bytes[index] == UInt8(ascii: ">"), bytes[index + 1] == UInt8(ascii: "=")
                else { continue }
                return Diagnostic(.error, at: location(mark),
                    "syntax error: a value starting with '>=' must be quoted in YAML, e.g. bottom: \">= safeArea + 8\"")
            }
            var message = "syntax error: \(problem)"
            if let context = parser.context {
                let mark = location(parser.context_mark)
                message += " (\(String(cString: context)) at line \(mark.line), column \(mark.column))"
            }
            return Diagnostic(.error, at: location(parser.problem_mark), message)
        }
    }
}
