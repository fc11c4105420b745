import Text

/// How a check run measures and judges: the text stress applied before measuring, and the project's
/// severity changes.
public struct CheckOptions: Hashable, Sendable {
    /// `--pseudo-localize`: every text is replaced by its pseudo-localised form before it is measured.
    public var pseudoLocalization: PseudoLocalization?
    /// `--content-size`: the Dynamic Type category fonts are scaled to.
    public var contentSize: ContentSizeCategory
    /// Severity per rule id from the project config (`bezel.yml`); rules not named keep their default.
    public var severityOverrides: [String: Severity]
    /// Rule ids the project turned off: their findings are not produced at all.
    public var disabledRules: Set<String>

    public init(
        pseudoLocalization: PseudoLocalization? = nil, contentSize: ContentSizeCategory = .default,
        severityOverrides: [String: Severity] = [:], disabledRules: Set<String> = []
    ) {
        self.pseudoLocalization = pseudoLocalization
        self.contentSize = contentSize
        self.severityOverrides = severityOverrides
        self.disabledRules = disabledRules
    }

    public static let standard = CheckOptions()

    /// The text stress these options apply, as the picture applies it too.
    public var textStress: TextStress { TextStress(pseudoLocalization: pseudoLocalization, contentSize: contentSize) }

    /// The severity `rule` reports at in this run.
    public func severity(of rule: any Rule) -> Severity { severityOverrides[rule.id] ?? rule.defaultSeverity }
}
