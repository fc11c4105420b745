import AutoLayout
import Diagnostics

/// The bounds of `InputLimits` a document's scene is held to once it is a screen, as a template's screen
/// is while it is read: its views, its constraints (all, and those below required priority, which each
/// add error variables to the solver) and the length of each view's text. Each bound broken gives one
/// error, at the element that first steps over it, naming the limit.
enum DocumentLimits {
    static func problems(in screen: Screen, limits: InputLimits) -> [Diagnostic] {
        var problems: [Diagnostic] = []
        let views = screen.allViews
        if views.count > limits.views {
            problems.append(Diagnostic(.error, at: views[limits.views].location,
                "the scene has \(views.count) views; a screen holds at most \(limits.views) (limit 'views')"))
        }
        if screen.constraints.count > limits.constraints {
            let culprit = screen.constraints[limits.constraints]
            problems.append(Diagnostic(.error, at: culprit.location ?? screen.location,
                "the scene has \(screen.constraints.count) constraints; a screen holds at most \(limits.constraints) (limit 'constraints')"))
        }
        let optional = screen.constraints.filter { !$0.priority.isRequired }
        if optional.count > limits.optionalConstraints {
            let culprit = optional[limits.optionalConstraints]
            problems.append(Diagnostic(.error, at: culprit.location ?? screen.location,
                "the scene has \(optional.count) constraints below required priority; a screen holds at most "
                    + "\(limits.optionalConstraints) (limit 'optionalConstraints')"))
        }
        for view in views {
            guard let text = view.text else { continue }
            // Counting stops one past the limit: a megabyte of text costs no more than the limit to judge.
            let counted = text.prefix(limits.documentTextCharacters + 1).count
            if counted > limits.documentTextCharacters {
                problems.append(Diagnostic(.error, at: view.location,
                    "the text of '\(view.id)' is longer than \(limits.documentTextCharacters) characters (limit 'documentTextCharacters')"))
                break
            }
        }
        return problems
    }
}
