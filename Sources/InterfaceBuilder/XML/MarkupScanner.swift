import Diagnostics

/// Finds where every start tag begins, in document order, by reading the bytes once.
///
/// libxml2's tree keeps only a line per element (`xmlGetLineNo`); the column comes from here. In a
/// well-formed document without an internal DTD subset a `<` outside comments, CDATA sections, processing
/// instructions and the DOCTYPE's quoted identifiers always starts markup (XML 1.0 §2.4 and §3.1 forbid a raw `<` in text and attribute
/// values, https://www.w3.org/TR/xml/#syntax), so the n-th start tag found here is the n-th element of
/// libxml2's tree in document order. The scan also refuses what the reader will not parse at all
/// (a DOCTYPE with an internal subset, hence entity declarations; nesting beyond the limit) before libxml2 sees
/// the bytes.
///
/// Columns are 1-based and count characters (UTF-8 lead bytes), the convention of the YAML loader
/// (`Sources/Screens/Loader/TextEncodingCheck.swift`, after libyaml's marks).
struct MarkupScanner {
    struct StartTag: Equatable {
        var offset: Int
        var line: Int
        var column: Int
    }

    enum Problem: Error, Equatable {
        case doctype(line: Int, column: Int)
        case tooDeep(line: Int, column: Int)
        case tooManyElements(line: Int, column: Int)
        case tooManyAttributes(line: Int, column: Int)
        case attributeTooLong(line: Int, column: Int)
    }

    /// The start tags of `bytes`, or the first problem. Malformed markup is not judged here (libxml2
    /// does that with a better message); the scan only has to terminate and stay linear.
    static func startTags(in bytes: UnsafeBufferPointer<UInt8>, limits: InputLimits) -> Result<[StartTag], Problem> {
        var tags: [StartTag] = []
        var index = 0, line = 1, column = 1, depth = 0
        let count = bytes.count

        func step() {
            SourceLocation.advance(line: &line, column: &column, past: bytes[index])
            index += 1
        }
        func startsWith(_ text: StaticString) -> Bool {
            let length = text.utf8CodeUnitCount
            guard index + length <= count else { return false }
            for k in 0..<length where bytes[index + k] != text.utf8Start[k] { return false }
            return true
        }
        /// Steps past the first occurrence of `end` (or to the end of the input).
        func skip(past end: StaticString) {
            while index < count {
                if startsWith(end) {
                    for _ in 0..<end.utf8CodeUnitCount { step() }
                    return
                }
                step()
            }
        }

        while index < count {
            guard bytes[index] == UInt8(ascii: "<") else { step(); continue }
            let (tagLine, tagColumn, tagOffset) = (line, column, index)
            if startsWith("<!--") {
                skip(past: "-->")
            } else if startsWith("<![CDATA[") {
                skip(past: "]]>")
            } else if startsWith("<!DOCTYPE") {
                // A DOCTYPE that only names a DTD (`<!DOCTYPE storyboard PUBLIC "…" "…">`, which XML allows and a
                // tool that writes storyboards may add) is passed over: the reader never loads a DTD. One with an
                // internal subset (`[`) could declare entities, and is refused.
                var quote: UInt8 = 0
                while index < count {
                    let byte = bytes[index]
                    if quote != 0 {
                        if byte == quote { quote = 0 }
                    } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                        quote = byte
                    } else if byte == UInt8(ascii: "[") {
                        return .failure(.doctype(line: tagLine, column: tagColumn))
                    } else if byte == UInt8(ascii: ">") {
                        step()
                        break
                    }
                    step()
                }
            } else if startsWith("<?") {
                skip(past: "?>")
            } else if startsWith("</") {
                depth -= 1
                skip(past: ">")
            } else if startsWith("<!") {
                skip(past: ">")
            } else {
                depth += 1
                if depth > limits.elementDepth { return .failure(.tooDeep(line: tagLine, column: tagColumn)) }
                if tags.count >= limits.elements {
                    return .failure(.tooManyElements(line: tagLine, column: tagColumn))
                }
                tags.append(StartTag(offset: tagOffset, line: tagLine, column: tagColumn))
                step()
                // To the tag's closing `>`, quotes respected; `/>` closes the element at once. Each `=`
                // outside quotes starts an attribute's value: counted, and each value's length measured,
                // so that libxml2 (which compares every attribute with those before it) never sees an
                // element with too many.
                var quote: UInt8 = 0
                var previous: UInt8 = 0
                var attributes = 0
                var valueStart = 0
                while index < count {
                    let byte = bytes[index]
                    if quote != 0 {
                        if byte == quote { quote = 0 }
                        if index - valueStart > limits.attributeBytes {
                            return .failure(.attributeTooLong(line: tagLine, column: tagColumn))
                        }
                    } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                        quote = byte
                        valueStart = index + 1
                    } else if byte == UInt8(ascii: "=") {
                        attributes += 1
                        if attributes > limits.attributes {
                            return .failure(.tooManyAttributes(line: tagLine, column: tagColumn))
                        }
                    } else if byte == UInt8(ascii: ">") {
                        if previous == UInt8(ascii: "/") { depth -= 1 }
                        step()
                        break
                    } else if byte == UInt8(ascii: "<") {
                        break  // malformed; libxml2 will say where
                    }
                    previous = byte
                    step()
                }
            }
        }
        return .success(tags)
    }

    /// The 1-based line and column of byte `offset` (columns in characters).
    static func location(ofByte offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> (line: Int, column: Int) {
        let location = SourceLocation(file: "", byteOffset: offset, in: bytes)
        return (location.line, location.column)
    }
}
