/// A set of required constraints that cannot all hold: what UIKit logs as "Unable to simultaneously
/// satisfy constraints", after which it breaks one of them and lays out without it
/// (https://developer.apple.com/documentation/uikit/nslayoutconstraint — "Unsatisfiable layouts";
/// https://developer.apple.com/library/archive/documentation/UserExperience/Conceptual/AutolayoutPG/ConflictingLayouts.html).
/// The engine adds constraints in a fixed order and breaks the one whose addition made the system
/// unsatisfiable, so the result is deterministic.
struct ConstraintConflict: Sendable, Hashable {
    /// Every constraint of the conflicting set, the broken one among them.
    package var constraints: [ConstraintReference]
    /// The constraint that was left out.
    var broken: ConstraintReference

    init(constraints: [ConstraintReference], broken: ConstraintReference) {
        self.constraints = constraints
        self.broken = broken
    }
}
