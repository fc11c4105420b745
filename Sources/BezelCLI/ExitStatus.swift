import Diagnostics

/// Exit statuses, the same for every command (documented in the README).
package enum ExitStatus {
    /// Everything passed.
    static let success: Int32 = 0
    /// The run worked and found problems: findings at or above `--fail-on`, or golden differences.
    package static let findings: Int32 = 1
    /// Bad input: a template, an option, a device name, a golden file.
    static let badInput: Int32 = 2
    /// Interrupted by SIGINT.
    package static let interrupted: Int32 = 130
}
