extension SourceLocation {
    /// Moves a 1-based line and column past one byte of UTF-8 text: a line feed starts the next line,
    /// every other byte that begins a character moves one column (columns count characters, as libyaml
    /// and compilers print them; continuation bytes do not count).
    @inline(__always)
    package static func advance(line: inout Int, column: inout Int, past byte: UInt8) {
        if byte == 0x0A {
            line += 1
            column = 1
        } else if byte & 0xC0 != 0x80 {
            column += 1
        }
    }

    /// The place of byte `offset` in UTF-8 `bytes`: its 1-based line and column.
    package init(file: String, byteOffset offset: Int, in bytes: UnsafeBufferPointer<UInt8>) {
        var line = 1, column = 1
        for index in 0..<min(offset, bytes.count) { Self.advance(line: &line, column: &column, past: bytes[index]) }
        self.init(file: file, line: line, column: column)
    }
}
