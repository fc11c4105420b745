import Foundation

/// Debian's `chromium` in headless mode (installed by `.ci/setup --test`), for the tests that open a page
/// Bezel wrote and read the DOM after its scripts ran (`--dump-dom`).
public enum HeadlessChromium {
    /// The browser, or nil when it is not installed.
    public static let path: String? = ["/usr/bin/chromium", "/usr/bin/chromium-browser"].first {
        FileManager.default.isExecutableFile(atPath: $0)
    }

    public static let missing = "headless Chromium is needed: run .ci/setup --test (Debian package 'chromium')"

    /// The DOM of `url` after its scripts ran (standard output) and Chromium's log with console messages
    /// (standard error). `profile` is a scratch folder for the browser's profile.
    public static func dumpDOM(_ url: String, profile: String) throws -> Subprocess.Result {
        guard let path else { throw Failure(description: missing) }
        return try Subprocess.run([path, "--headless", "--no-sandbox", "--disable-gpu", "--user-data-dir=\(profile)",
                                   "--enable-logging=stderr", "--v=0", "--virtual-time-budget=5000", "--dump-dom", url])
    }

    public struct Failure: Error, CustomStringConvertible {
        public var description: String
    }
}
