import Geometry

import Diagnostics

/// What one Auto Layout pass produced: every view's frame, and what was wrong with the constraints.
package struct AutoLayoutResult: Sendable {
    /// Every input node, in input order.
    package var nodes: [LaidOutNode]
    /// Frames (window coordinates) of every layout guide named in the input, by guide id (a lookup
    /// table: iterate `AutoLayoutInput.guides` for a stable order).
    var guideFrames: [String: Rect]
    /// Unknowns the constraints leave free, sorted by node order then kind.
    package var ambiguities: [Ambiguity]
    /// Required constraints UIKit would break, in the order they were found.
    var conflicts: [ConstraintConflict]
    /// Errors (unknown items, bad attributes, conflicts) and warnings (ambiguity, passes that did
    /// not settle), with source locations. The caller decides which are fatal.
    package var diagnostics: [Diagnostic]
    /// Solve passes run (1 when no frame-dependent guide or wrapping label changed).
    var passes: Int

    init(
        nodes: [LaidOutNode], guideFrames: [String: Rect], ambiguities: [Ambiguity],
        conflicts: [ConstraintConflict], diagnostics: [Diagnostic], passes: Int
    ) {
        self.nodes = nodes
        self.guideFrames = guideFrames
        self.ambiguities = ambiguities
        self.conflicts = conflicts
        self.diagnostics = diagnostics
        self.passes = passes
    }

    /// The laid-out node with this id.
    func node(_ id: String) -> LaidOutNode? { nodes.first { $0.id == id } }
}
