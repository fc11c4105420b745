/// A value as one POSIX shell word, for the commands Bezel prints for a user to paste (the accept command):
/// bare when it is made of characters no shell treats specially, else single-quoted with each `'` as `'\''`
/// (POSIX.1-2017, Shell Command Language §2.2.3: nothing inside single quotes is special).
package enum ShellWord {
    static let safe = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_./,:=@%+".unicodeScalars)

    /// `value` quoted when it needs to be. Scalar by scalar: a combining mark after a quote must not hide it.
    package static func quoted(_ value: String) -> String {
        if !value.isEmpty, value.unicodeScalars.allSatisfy({ safe.contains($0) }) { return value }
        var quoted = "'"
        for scalar in value.unicodeScalars {
            if scalar == "'" { quoted += "'\\''" } else { quoted.unicodeScalars.append(scalar) }
        }
        return quoted + "'"
    }
}
