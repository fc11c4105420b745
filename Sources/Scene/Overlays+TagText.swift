import Screens

extension Overlays {
    /// The longest tag text, in characters; longer ones end in "…".
    static let tagTextLimit = 28

    /// What a view's tag says, for a view a document gave no readable id: its user label, else the text it
    /// shows, else its class (Interface Builder's `customClass` or element name), instead of the object id
    /// (`7Qf-IR-6uc`) a designer cannot read. `nil` for a template's view, whose id its author chose.
    static func tagText(for view: ViewSpec) -> String? {
        guard let name = view.name else { return nil }
        // `ViewSpec.name` is the user label, or else the class: an element name (`label`, `view`) or the custom class.
        let isClass = name == view.control?.customClass || (name.first?.isLowercase == true && !name.contains(" "))
        let chosen = isClass ? (view.text.flatMap { $0.isEmpty ? nil : $0 } ?? name) : name
        let line = chosen.split(whereSeparator: \.isNewline).first.map(String.init) ?? chosen
        return line.count > tagTextLimit ? String(line.prefix(tagTextLimit - 1)) + "…" : line
    }

    /// `tagText(for:)` of every view of `screen` that has one, by id.
    static func tagTexts(of screen: Screen) -> [String: String] {
        var texts: [String: String] = [:]
        for view in screen.allViews { if let text = tagText(for: view) { texts[view.id] = text } }
        return texts
    }
}
