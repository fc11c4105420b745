/// `<searchBar placeholder= text= prompt= searchBarStyle= barStyle= translucent= showsScopeBar=>` and its
/// `<scopeButtonTitles>` (one `<string>` a title).
package struct IBSearchBar: Hashable, Sendable, Codable {
    package var text: String?
    package var placeholder: String?
    package var prompt: String?
    package var searchBarStyle: String?
    var barStyle: String?
    package var showsScopeBar: Bool
    /// `scopeButtonTitles`, in order; empty when the document gives none.
    package var scopeButtonTitles: [String]
    /// `selectedScopeButtonIndex`; nil when the document does not give it.
    package var selectedScopeButtonIndex: Int?
    init(text: String? = nil, placeholder: String? = nil, prompt: String? = nil, searchBarStyle: String? = nil,
         barStyle: String? = nil, showsScopeBar: Bool = false, scopeButtonTitles: [String] = [], selectedScopeButtonIndex: Int? = nil) {
        self.text = text
        self.placeholder = placeholder
        self.prompt = prompt
        self.searchBarStyle = searchBarStyle
        self.barStyle = barStyle
        self.showsScopeBar = showsScopeBar
        self.scopeButtonTitles = scopeButtonTitles
        self.selectedScopeButtonIndex = selectedScopeButtonIndex
    }
}
