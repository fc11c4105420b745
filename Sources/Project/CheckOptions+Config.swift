import Checks
import Text

extension CheckOptions {
    /// The project's rule settings from `bezel.yml` (`rules: { gesture-zone: off, … }`).
    package init(config: ProjectConfig, pseudoLocalization: PseudoLocalization?, contentSize: ContentSizeCategory) {
        var overrides: [String: Severity] = [:]
        var disabled: Set<String> = []
        for rule in config.rules {
            switch rule.setting {
            case .off: disabled.insert(rule.rule)
            case .error: overrides[rule.rule] = .error
            case .warning: overrides[rule.rule] = .warning
            case .info: overrides[rule.rule] = .info
            }
        }
        self.init(pseudoLocalization: pseudoLocalization, contentSize: contentSize, severityOverrides: overrides, disabledRules: disabled)
    }
}
