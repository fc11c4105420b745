import Diagnostics
import Run

/// A `bezel layout --json` document read back: what a layout golden holds. Only the fields the
/// comparison reads are decoded; a golden with extra fields still reads.
struct GoldenLayoutSnapshot: Hashable, Sendable, Decodable {
    struct Size: Hashable, Sendable, Decodable {
        var width: Double
        var height: Double
    }

    struct Frame: Hashable, Sendable, Decodable {
        var x: Double
        var y: Double
        var width: Double
        var height: Double
    }

    struct Insets: Hashable, Sendable, Decodable {
        var top: Double
        var left: Double
        var bottom: Double
        var right: Double
    }

    struct Offset: Hashable, Sendable, Decodable {
        var x: Double
        var y: Double
    }

    struct View: Hashable, Sendable, Decodable {
        var id: String
        var kind: String
        var frame: Frame
        var safeArea: Insets
        var adjustedContentInset: Insets?
        var contentOffset: Offset?
        /// A scroll view's content size, a table's row height, a view's text or title. Goldens of the
        /// older layout form lack these keys.
        var contentSize: Size?
        var rowHeight: Double?
        var text: String?
    }

    var screen: String
    var device: String
    var orientation: String
    var window: String
    var ios: Int
    var size: Size
    var safeArea: Insets
    var views: [View]

    /// The snapshot without the keys the older layout form lacks, to compare an older golden with this run's layout.
    var inOlderForm: GoldenLayoutSnapshot {
        var copy = self
        for index in copy.views.indices {
            copy.views[index].contentSize = nil
            copy.views[index].rowHeight = nil
            copy.views[index].text = nil
        }
        return copy
    }

    /// Whether this golden was written before layout goldens kept texts, content sizes and row heights,
    /// and agrees with `actual` on everything else: not a change, only an older golden.
    func isOlderForm(of actual: GoldenLayoutSnapshot) -> Bool {
        self == inOlderForm && self == actual.inOlderForm
    }

    /// Reads the JSON text of `file` (named in the error when it is not a layout document).
    static func read(_ bytes: [UInt8], file: String) throws(InputError) -> GoldenLayoutSnapshot {
        do throws(InputError) {
            return try BatchJSON.decode(bytes, file: file, what: "a bezel layout --json document")
        } catch {
            let reason = error.diagnostics.first?.message ?? "not a layout document"
            throw InputError("\(file): \(reason)")
        }
    }
}
