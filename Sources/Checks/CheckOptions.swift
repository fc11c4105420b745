import Text

/// How a check run measures and judges: the text stress applied before measuring, and the project's
/// severity changes.
package struct CheckOptions: Hashable, Sendable {
    /// `--pseudo-localize`: every text is replaced by its pseudo-localised form before it is measured.
    var pseudoLocalization: PseudoLocalization?
    /// `--content-size`: the Dynamic Type category fonts are scaled to.
    var contentSize: ContentSizeCategory
    /// Severity per rule id from the project config (`bezel.yml`); rules not named keep their default.
    var severityOverrides: [String: Severity]
    /// Rule ids the project turned off: their findings are not produced at all.
    var disabledRules: Set<String>

    package init(
        pseudoLocalization: PseudoLocalization? = nil, contentSize: ContentSizeCategory = .default,
        severityOverrides: [String: Severity] = [:], disabledRules: Set<String> = []
    ) {
        self.pseudoLocalization = pseudoLocalization
        self.contentSize = contentSize
        self.severityOverrides = severityOverrides
        self.disabledRules = disabledRules
    }

    package static let standard = CheckOptions()

    /// The text stress these options apply, as the picture applies it too.
    package var textStress: TextStress { TextStress(pseudoLocalization: pseudoLocalization, contentSize: contentSize) }

    /// The severity `rule` reports at in this run.
    func severity(of rule: any Rule) -> Severity { severityOverrides[rule.id] ?? rule.defaultSeverity }
}
