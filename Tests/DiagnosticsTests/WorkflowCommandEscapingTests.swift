@testable import Diagnostics
import Testing

/// `WorkflowCommandText` read back by a parser written to the runner's source (`WorkflowCommandParser`):
/// every command Bezel writes is one line, parses as exactly that command, and gives back its message
/// exactly and its properties as the runner's trimming leaves them (issue 18).
@Suite struct WorkflowCommandEscapingTests {
    static let specials = ["%", ":", ",", "::", "=", "%0A", "%0D", "%25", "%3A", "%2C", "::error::forged", "::stop-commands::x",
                           "::endgroup::", "##[error]", " ", "\t"]

    @Test func everyCommandIsOneLineAndUnescapesToItsInput() {
        var generator = HostileStrings(seed: 4018, specials: Self.specials)
        var failures = 0
        for _ in 0..<HostileStrings.count {
            let (file, title, message) = (generator.next(), generator.next(), generator.next())
            let text = WorkflowCommandText.command("error", properties: [("file", file), ("line", "3"), ("title", title)], message: message)
            let lines = WorkflowCommandParser.lines(text)
            let command = lines.count == 1 ? WorkflowCommandParser.parse(lines[0]) : nil
            // The runner trims the escaped property list as a whole (it starts with "file="): the last
            // value's trailing whitespace goes, except CR and LF, which are escaped by then; a value left
            // empty is dropped.
            let expectedFile = file
            var titleScalars = Array(title.unicodeScalars)
            while let last = titleScalars.last, last != "\r", last != "\n", WorkflowCommandParser.isDotNetWhitespace(last) { titleScalars.removeLast() }
            let expectedTitle = String(String.UnicodeScalarView(titleScalars))
            var expected: [String: String] = ["line": "3"]
            if !expectedFile.isEmpty { expected["file"] = expectedFile }
            if !expectedTitle.isEmpty { expected["title"] = expectedTitle }
            let ok = command?.name == "error" && command?.message.scalars == message.scalars
                && command.map { c in Set(c.properties.keys) == Set(expected.keys) && expected.allSatisfy { key, value in c.properties[key]?.scalars == value.scalars } } == true
            if !ok {
                failures += 1
                if failures < 5 {
                    let show = { (s: String) in s.unicodeScalars.map { $0.isASCII && $0.value >= 0x20 ? String($0) : "<\(String($0.value, radix: 16))>" }.joined() }
                    Issue.record("\(show(text)) parsed as \(command.map { show("\($0.properties) \($0.message)") } ?? "nil") in \(lines.count) lines")
                }
            }
        }
        #expect(failures == 0)
    }

    /// The issue's example: "\r\n" is one `Character`; escaped scalar by scalar, it is `%0D%0A`.
    @Test func crlfCannotStartACommand() {
        let text = WorkflowCommandText.command("warning", properties: [("title", "t\r\n::error::forged")], message: "Inbox\r\n::error::forged")
        #expect(text == "::warning title=t%0D%0A%3A%3Aerror%3A%3Aforged::Inbox%0D%0A::error::forged\n")
        #expect(WorkflowCommandParser.lines(text).count == 1)
    }
}
