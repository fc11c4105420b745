import Diagnostics

/// A JUnit XML document, written by one writer for `bezel check --format junit` and the batch's
/// `junit.xml`, so the two cannot differ. It follows the schema CI tools share
/// (Jenkins' `junit-10.xsd`, https://github.com/jenkinsci/junit-plugin/blob/master/src/main/resources/hudson/tasks/junit/xsd/junit-10.xsd):
/// `testsuites` › `testsuite` › `testcase` › `failure`/`error`/`skipped`/`system-out`, with `tests`,
/// `failures`, `errors` and `skipped` counted from the cases. No `time` attribute (it is optional): the
/// file depends on the input only.
package struct JUnitDocument: Hashable, Sendable {
    /// The `name` of `testsuites`.
    var name: String
    var suites: [Suite] = []

    package init(name: String) { self.name = name }

    package struct Suite: Hashable, Sendable {
        package var name: String
        package var cases: [Case] = []

        package init(name: String) { self.name = name }
    }

    package struct Case: Hashable, Sendable {
        var className: String
        var name: String
        package var file: String
        package var failures: [Problem] = []
        /// An `<error>`: the case could not run (bad input).
        package var error: Problem?
        /// A `<skipped>` message.
        package var skipped: String?
        var systemOut: String?

        package init(className: String, name: String, file: String) {
            self.className = className
            self.name = name
            self.file = file
        }

        /// Counted once as a failure however many `<failure>` elements it holds.
        var fails: Bool { !failures.isEmpty }
    }

    /// A `<failure>` or `<error>`: its `message` and `type` attributes and its text.
    package struct Problem: Hashable, Sendable {
        package var message: String
        package var type: String
        var text: String

        package init(message: String, type: String, text: String) {
            self.message = message
            self.type = type
            self.text = text
        }
    }

    /// Appends `testCase` to the suite named `suite`: the last suite when it has that name, else a new one
    /// (cases arrive grouped by screen).
    package mutating func append(_ testCase: Case, toSuite suite: String) {
        if suites.last?.name != suite { suites.append(Suite(name: suite)) }
        suites[suites.count - 1].cases.append(testCase)
    }

    /// What a `testsuites` or `testsuite` element counts of its cases.
    package struct Tally: Hashable, Sendable {
        var tests = 0
        var failures = 0
        var errors = 0
        var skipped = 0

        package init() {}

        package mutating func add(_ test: Case) {
            tests += 1
            if test.fails { failures += 1 }
            if test.error != nil { errors += 1 }
            if test.skipped != nil { skipped += 1 }
        }

        var attributes: String { "tests=\"\(tests)\" failures=\"\(failures)\" errors=\"\(errors)\" skipped=\"\(skipped)\"" }
    }

    /// The document as XML, every text escaped (`XMLText`).
    var xml: String {
        var total = Tally()
        for suite in suites { for test in suite.cases { total.add(test) } }
        return Self.opening(name: name, total: total) + suites.map(Self.xml(of:)).joined() + Self.closing
    }

    /// The XML of a document's pieces, for a writer that makes its suites one at a time and keeps none
    /// (`Reports.JUnitReport`: the whole matrix's are 17,531 cases): the first lines of a document named `name`
    /// whose suites count `total` (tallied by the caller first), each suite's element, and the last line.
    package static func opening(name: String, total: Tally) -> String {
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<testsuites name=\"\(XMLText.escaped(name))\" \(total.attributes)>\n"
    }

    /// A `testsuite` element and its cases (see `opening`).
    package static func xml(of suite: Suite) -> String {
        var tally = Tally()
        for test in suite.cases { tally.add(test) }
        return "  <testsuite name=\"\(XMLText.escaped(suite.name))\" \(tally.attributes)>\n"
            + suite.cases.map(xml(of:)).joined() + "  </testsuite>\n"
    }

    /// The document's last line (see `opening`).
    package static let closing = "</testsuites>\n"

    /// One `testcase` element and its lines.
    static func xml(of test: Case) -> String {
        func e(_ text: String) -> String { XMLText.escaped(text) }
        var out = "    <testcase classname=\"\(e(test.className))\" name=\"\(e(test.name))\" file=\"\(e(test.file))\""
        guard test.fails || test.error != nil || test.skipped != nil || test.systemOut != nil else { return out + "/>\n" }
        out += ">\n"
        if let skipped = test.skipped { out += "      <skipped message=\"\(e(skipped))\"/>\n" }
        if let error = test.error {
            out += "      <error message=\"\(e(error.message))\" type=\"\(e(error.type))\">\(e(error.text))</error>\n"
        }
        for failure in test.failures {
            out += "      <failure message=\"\(e(failure.message))\" type=\"\(e(failure.type))\">\(e(failure.text))</failure>\n"
        }
        if let systemOut = test.systemOut { out += "      <system-out>\(e(systemOut))</system-out>\n" }
        return out + "    </testcase>\n"
    }
}
