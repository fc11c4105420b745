import AutoLayout
import Diagnostics
import InterfaceBuilder

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

    /// A tab bar controller's tabs, held to `listItems` as a template's tab bar `items:` is: every scene the
    /// tab bar holds draws all its items, so a document of n scenes in one tab bar would cost n × n
    /// (20,000 tabs in an 8 MB storyboard took minutes). UIKit shows five tabs on an iPhone and moves the
    /// rest into "More" (https://developer.apple.com/documentation/uikit/uitabbarcontroller/morenavigationcontroller);
    /// real documents hold a handful.
    static func tabProblems(in controllers: [IBViewController], limits: InputLimits) -> [Diagnostic] {
        controllers.filter { $0.kind == .tabBarController }.compactMap { container in
            let tabs = container.segues.filter { $0.relationship == "viewControllers" }
            guard tabs.count > limits.listItems else { return nil }
            return Diagnostic(.error, at: tabs[limits.listItems].location,
                "the tab bar controller '\(MessageText.shown(container.id))' has \(tabs.count) tabs; a tab bar holds at most \(limits.listItems) (limit 'listItems')")
        }
    }
}
