import Diagnostics

/// A JUnit XML document, written by one writer for `bezel check --format junit` and the batch's
/// `junit.xml`, so the two cannot differ. It follows the schema CI tools share
/// (Jenkins' `junit-10.xsd`, https://github.com/jenkinsci/junit-plugin/blob/master/src/main/resources/hudson/tasks/junit/xsd/junit-10.xsd):
/// `testsuites` › `testsuite` › `testcase` › `failure`/`error`/`skipped`/`system-out`, with `tests`,
/// `failures`, `errors` and `skipped` counted from the cases. No `time` attribute (it is optional): the
/// file depends on the input only.
public struct JUnitDocument: Hashable, Sendable {
    /// The `name` of `testsuites`.
    public var name: String
    public var suites: [Suite] = []

    public init(name: String) { self.name = name }

    public struct Suite: Hashable, Sendable {
        public var name: String
        public var cases: [Case] = []

        public init(name: String) { self.name = name }
    }

    public struct Case: Hashable, Sendable {
        public var className: String
        public var name: String
        public var file: String
        public var failures: [Problem] = []
        /// An `<error>`: the case could not run (bad input).
        public var error: Problem?
        /// A `<skipped>` message.
        public var skipped: String?
        public var systemOut: String?

        public init(className: String, name: String, file: String) {
            self.className = className
            self.name = name
            self.file = file
        }

        /// Counted once as a failure however many `<failure>` elements it holds.
        var fails: Bool { !failures.isEmpty }
    }

    /// A `<failure>` or `<error>`: its `message` and `type` attributes and its text.
    public struct Problem: Hashable, Sendable {
        public var message: String
        public var type: String
        public var text: String

        public init(message: String, type: String, text: String) {
            self.message = message
            self.type = type
            self.text = text
        }
    }

    /// Appends `testCase` to the suite named `suite`: the last suite when it has that name, else a new one
    /// (cases arrive grouped by screen).
    public mutating func append(_ testCase: Case, toSuite suite: String) {
        if suites.last?.name != suite { suites.append(Suite(name: suite)) }
        suites[suites.count - 1].cases.append(testCase)
    }

    /// What a `testsuites` or `testsuite` element counts of its cases.
    public struct Tally: Hashable, Sendable {
        public var tests = 0
        public var failures = 0
        public var errors = 0
        public var skipped = 0

        public init() {}

        public mutating func add(_ test: Case) {
            tests += 1
            if test.fails { failures += 1 }
            if test.error != nil { errors += 1 }
            if test.skipped != nil { skipped += 1 }
        }

        var attributes: String { "tests=\"\(tests)\" failures=\"\(failures)\" errors=\"\(errors)\" skipped=\"\(skipped)\"" }
    }

    /// The document as XML, every text escaped (`XMLText`).
    public var xml: String {
        var total = Tally()
        for suite in suites { for test in suite.cases { total.add(test) } }
        return Self.opening(name: name, total: total) + suites.map(Self.xml(of:)).joined() + Self.closing
    }

    /// The XML of a document's pieces, for a writer that makes its suites one at a time and keeps none
    /// (`Reports.JUnitReport`: the whole matrix's are 17,531 cases): the first lines of a document named `name`
    /// whose suites count `total` (tallied by the caller first), each suite's element, and the last line.
    public static func opening(name: String, total: Tally) -> String {
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<testsuites name=\"\(XMLText.escaped(name))\" \(total.attributes)>\n"
    }

    /// A `testsuite` element and its cases (see `opening`).
    public static func xml(of suite: Suite) -> String {
        var tally = Tally()
        for test in suite.cases { tally.add(test) }
        return "  <testsuite name=\"\(XMLText.escaped(suite.name))\" \(tally.attributes)>\n"
            + suite.cases.map(xml(of:)).joined() + "  </testsuite>\n"
    }

    /// The document's last line (see `opening`).
    public static let closing = "</testsuites>\n"

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
