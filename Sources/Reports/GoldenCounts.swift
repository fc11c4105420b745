import Checks
import Diagnostics
import Goldens
import Output
import Project
import Run

/// Golden results counted by status.
package struct GoldenCounts: Hashable, Sendable, Codable {
    package var matched = 0
    package var changed = 0
    package var new = 0
    package var orphaned = 0

    init() {}

    package mutating func add(_ status: GoldenResult.Status) {
        switch status {
        case .matched: matched += 1
        case .changed: changed += 1
        case .new: new += 1
        case .orphaned: orphaned += 1
        }
    }

    var total: Int { matched + changed + new + orphaned }
}
