import Screens

extension Screen {
    /// The screen as Interface Builder's canvas holds it: with the scene's placeholder constraints
    /// ("Remove at build time"), which the compiled document leaves out but the canvas keeps, so the frames
    /// the document saved satisfy them (docs/research/ib-defaults.md §30). Nil when the scene has none, so a
    /// caller knows the screen it prepared is still the one laid out.
    func withPlaceholderConstraints() -> Screen? {
        guard let placeholders = document?.placeholderConstraints, !placeholders.isEmpty else { return nil }
        var screen = self
        screen.constraints += placeholders
        return screen
    }
}
