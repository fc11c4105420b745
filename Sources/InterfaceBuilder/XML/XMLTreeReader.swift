internal import CXML2
import Diagnostics

/// XML bytes → an `IBElement` tree through libxml2, with a line and column on every element.
///
/// Hardening (the parser sees files from anywhere): the bytes must be UTF-8 without NUL; a DOCTYPE with an
/// internal subset is refused before parsing, so there are no entity declarations to expand (no billion laughs)
/// and no external entities to fetch; a DOCTYPE that only names a DTD is read past, its DTD never loaded:
/// libxml2 runs with `XML_PARSE_NONET` and without `XML_PARSE_NOENT`, `XML_PARSE_DTDLOAD` or `XML_PARSE_HUGE`
/// (its own depth and size guards stay on);
/// its messages go to the returned error, never to stderr (`XMLMessages`).
package enum XMLTreeReader {
    /// The root element of `bytes`, or an `InputError` at `file:line:column`.
    package static func parse(_ bytes: [UInt8], file: String, limits: InputLimits = .standard) throws(InputError) -> IBElement {
        let result: Result<IBElement, InputError> = bytes.withUnsafeBufferPointer { buffer in
            do throws(InputError) {
                return .success(try parse(buffer: buffer, file: file, limits: limits))
            } catch {
                return .failure(error)
            }
        }
        return try result.get()
    }

    private static func parse(buffer: UnsafeBufferPointer<UInt8>, file: String, limits: InputLimits) throws(InputError) -> IBElement {
        func at(_ place: (line: Int, column: Int)) -> SourceLocation {
            SourceLocation(file: file, line: place.line, column: place.column)
        }
        guard buffer.count <= limits.documentBytes else {
            throw InputError(at: SourceLocation(file: file, line: 1, column: 1),
                             "the file is \(buffer.count) bytes; Interface Builder documents are read up to \(limits.documentBytes) bytes")
        }
        guard buffer.count > 0 else {
            throw InputError(at: SourceLocation(file: file, line: 1, column: 1), "the file is empty; expected an Interface Builder document (XML)")
        }
        if let bad = UTF8Validation.firstInvalidByte(in: buffer) {
            let what = buffer[bad] == 0 ? "a NUL byte" : "a byte that is not UTF-8 (0x\(String(buffer[bad], radix: 16, uppercase: true)))"
            throw InputError(at: at(MarkupScanner.location(ofByte: bad, in: buffer)),
                             "the file contains \(what) at offset \(bad); Interface Builder documents are UTF-8 XML")
        }
        let tags: [MarkupScanner.StartTag]
        switch MarkupScanner.startTags(in: buffer, limits: limits) {
        case .success(let found): tags = found
        case .failure(.doctype(let line, let column)):
            throw InputError(at: SourceLocation(file: file, line: line, column: column),
                             "the document has a DOCTYPE with declarations of its own (an internal subset); Interface Builder never writes one, and entity declarations are refused (no entity expansion, no external entities)")
        case .failure(.tooDeep(let line, let column)):
            throw InputError(at: SourceLocation(file: file, line: line, column: column),
                             "elements nest deeper than \(limits.elementDepth) levels; Interface Builder documents are read up to that depth")
        case .failure(.tooManyElements(let line, let column)):
            throw InputError(at: SourceLocation(file: file, line: line, column: column),
                             "the document has more than \(limits.elements) elements")
        case .failure(.tooManyAttributes(let line, let column)):
            throw InputError(at: SourceLocation(file: file, line: line, column: column),
                             "the element has more than \(limits.attributes) attributes (limit 'attributes'); Interface Builder writes a few dozen at most")
        case .failure(.attributeTooLong(let line, let column)):
            throw InputError(at: SourceLocation(file: file, line: line, column: column),
                             "an attribute of the element is longer than \(limits.attributeBytes) bytes (limit 'attributeBytes')")
        }

        guard let context = xmlNewParserCtxt() else {
            throw InputError(at: SourceLocation(file: file, line: 1, column: 1), "libxml2 could not allocate a parser")
        }
        defer { xmlFreeParserCtxt(context) }
        let options = Int32(bitPattern: XML_PARSE_NONET.rawValue | XML_PARSE_NOERROR.rawValue
                            | XML_PARSE_NOWARNING.rawValue | XML_PARSE_NOCDATA.rawValue)
        let (read, messages) = XMLMessages.capturing {
            buffer.withMemoryRebound(to: CChar.self) { chars in
                xmlCtxtReadMemory(context, chars.baseAddress, Int32(chars.count), nil, "UTF-8", options)
            }
        }
        guard let document = read else {
            throw syntaxError(messages.first, context: context, file: file)
        }
        defer { xmlFreeDoc(document) }
        // An error libxml2 recovered from (a text node over its limit is dropped, and the tree is
        // returned without it) is still an error: the model would lack what the file holds.
        if let error = messages.first {
            throw syntaxError(error, context: context, file: file)
        }
        // The scanner let through only a DOCTYPE without declarations; libxml2 must agree (no declaration parsed,
        // no external subset loaded).
        guard document.pointee.intSubset?.pointee.children == nil, document.pointee.extSubset == nil else {
            throw InputError(at: SourceLocation(file: file, line: 1, column: 1),
                             "the document has a DOCTYPE; Interface Builder never writes one")
        }
        guard let root = xmlDocGetRootElement(document) else {
            throw InputError(at: SourceLocation(file: file, line: 1, column: 1), "the document has no root element")
        }
        var next = 0
        var mismatch = false
        let tree = element(root, tags: tags, next: &next, file: file, mismatch: &mismatch)
        // The scanner's positions hold only if both counted the same elements in the same order (the
        // root is the first start tag: nothing but comments and PIs may precede it). A difference
        // would be a bug in the scanner; libxml2's lines with column 1 are then the safe answer.
        if mismatch || next != tags.count {
            var unused = 0
            var ignored = false
            return element(root, tags: [], next: &unused, file: file, mismatch: &ignored)
        }
        return tree
    }

    private static func element(_ node: xmlNodePtr, tags: [MarkupScanner.StartTag], next: inout Int, file: String,
                                mismatch: inout Bool) -> IBElement {
        let name = String(cString: node.pointee.name)
        var location: SourceLocation
        var offset = 0
        let libxmlLine = Int(xmlGetLineNo(node))
        // libxml2 stores lines in 16 bits (65535 means "at least"); beyond that the scanner's line rules.
        if next < tags.count, tags[next].line == libxmlLine || libxmlLine >= 65535 {
            location = SourceLocation(file: file, line: tags[next].line, column: tags[next].column)
            offset = tags[next].offset
        } else {
            mismatch = true
            location = SourceLocation(file: file, line: max(libxmlLine, 1), column: 1)
        }
        next += 1

        var attributes: [IBAttribute] = []
        var property = node.pointee.properties
        while let attribute = property {
            attributes.append(IBAttribute(name: String(cString: attribute.pointee.name),
                                          value: textContent(of: attribute.pointee.children)))
            property = attribute.pointee.next
        }
        var children: [IBElement] = []
        var text = ""
        var child = node.pointee.children
        while let current = child {
            switch current.pointee.type {
            case XML_ELEMENT_NODE:
                children.append(element(current, tags: tags, next: &next, file: file, mismatch: &mismatch))
            case XML_TEXT_NODE, XML_CDATA_SECTION_NODE:
                if let content = current.pointee.content { text += String(cString: content) }
            default:
                break
            }
            child = current.pointee.next
        }
        return IBElement(name: name, attributes: attributes, children: children, text: text,
                         location: location, offset: offset)
    }

    private static func textContent(of first: xmlNodePtr?) -> String {
        var text = ""
        var node = first
        while let current = node {
            if let content = current.pointee.content { text += String(cString: content) }
            node = current.pointee.next
        }
        return text
    }

    /// libxml2's first error (`XMLMessages`, else the context's last) as a diagnostic at its line and
    /// column.
    private static func syntaxError(_ first: XMLMessages.Entry?, context: xmlParserCtxtPtr, file: String) -> InputError {
        var entry = first
        if entry == nil, let error = xmlCtxtGetLastError(context) {
            var message = error.pointee.message.map { String(cString: $0) } ?? "not well-formed XML"
            while message.last == "\n" || message.last == " " { message.removeLast() }
            entry = XMLMessages.Entry(code: Int(error.pointee.code), message: message, line: Int(error.pointee.line),
                                      column: Int(error.pointee.int2))
        }
        guard let entry else {
            return InputError(at: SourceLocation(file: file, line: 1, column: 1), "not well-formed XML")
        }
        let at = SourceLocation(file: file, line: max(entry.line, 1), column: max(entry.column, 1))
        // libxml2 says "xmlSAX2Characters: huge text node: out of memory" for a text over
        // XML_MAX_TEXT_LENGTH (<libxml/parserInternals.h>), which is not the problem.
        if entry.code == Int(XML_ERR_NO_MEMORY.rawValue), entry.message.contains("huge text node") {
            return InputError(at: at, "a text is longer than \(xmlMaxTextBytes) bytes, libxml2's limit; Interface Builder texts are far shorter")
        }
        return InputError(at: at, "not well-formed XML: \(entry.message)")
    }

    /// libxml2's longest text node without `XML_PARSE_HUGE` (`XML_MAX_TEXT_LENGTH`, a macro Swift does not import).
    static let xmlMaxTextBytes = 10_000_000
}
