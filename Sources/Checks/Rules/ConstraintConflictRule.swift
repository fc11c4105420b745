import Diagnostics
import Layout
import Screens

/// `constraint-conflict`: required constraints that cannot all hold.
///
/// UIKit does not refuse such a screen: it logs "Unable to simultaneously satisfy constraints", breaks one
/// constraint of the set and lays the rest out
/// (https://developer.apple.com/library/archive/documentation/UserExperience/Conceptual/AutolayoutPG/ConflictingLayouts.html),
/// so the screen shows, and the layout pass lays it out the same way (`LaidOutScreen.conflicts`). Which
/// constraint UIKit breaks is not documented, so the frames are one possible outcome, not the app's: the
/// rule is an error, as Interface Builder marks conflicting constraints in red in the document's issues.
///
/// What it catches: every conflicting set on a profile, at the broken constraint's `file:line:column`, with
/// each member's place in the message (a width that cannot fit between two pins on a narrow device, a
/// stack view's arrangement against a fixed size, a constraint against the safe area a profile has).
///
/// A document's constraint that names an object the document does not hold is reported here too: it cannot hold, and
/// the screen is laid out without it, as the compiled document has none (`DocumentOrigin.leftOutConstraints`).
///
/// What it does not catch: conflicts among optional constraints (priorities below 1000 are meant to give).
package struct ConstraintConflictRule: Rule {
    package init() {}
    package let id = "constraint-conflict"
    package let defaultSeverity = Severity.error
    package let statement = "The required constraints of a screen can all hold at once on every profile."
    package let help = "Lower the priority of one constraint of the conflicting set below 1000 (required), or remove the one "
        + "that should give; UIKit breaks one at run time, and which one is not defined."

    package func check(_ context: CheckContext) -> [Finding] {
        var findings: [Finding] = []
        var index = 0
        let all = context.layout.conflicts
        while index < all.count {
            let head = all[index]
            index += 1
            var members: [Diagnostic] = []
            while index < all.count, all[index].severity == .note {
                members.append(all[index])
                index += 1
            }
            let listed = members.map { member in
                let text = member.message.hasPrefix("conflicting: ") ? String(member.message.dropFirst("conflicting: ".count)) : member.message
                return member.location.map { "\(text) (\($0))" } ?? text
            }
            var message = head.message.replacingOccurrences(of: "; the \(members.count) conflicting constraints follow", with: "")
            if !listed.isEmpty { message += "; conflicting: " + listed.joined(separator: ", ") }
            // A document's constraint naming no object was left out before layout (`DocumentOrigin.leftOutConstraints`).
            let leftOut = members.isEmpty && head.message.contains(DocumentOrigin.leftOutMarker)
            findings.append(context.finding(
                self, message, view: nil, region: nil, amount: nil,
                at: head.location ?? context.screen.location,
                fix: leftOut ? "remove the constraint, or restore the object it names"
                    : "lower the priority of the constraint that should give below 1000, or remove it"))
        }
        return findings
    }
}
