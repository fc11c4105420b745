/// The loop every escaper shares: walk the Unicode scalars (never the `Character`s, which can hide a
/// special behind a Prepend mark or join CR to LF) and keep, drop or replace each one.
enum ScalarEscaper {
    enum Action {
        case keep
        case drop
        case replace(String)
    }

    static func map(_ text: String, _ action: (Unicode.Scalar) -> Action) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch action(scalar) {
            case .keep: out.unicodeScalars.append(scalar)
            case .drop: continue
            case .replace(let replacement): out += replacement
            }
        }
        return out
    }
}
