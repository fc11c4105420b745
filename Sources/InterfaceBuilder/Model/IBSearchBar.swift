/// `<searchBar placeholder= text= prompt= searchBarStyle= barStyle= translucent=>`.
package struct IBSearchBar: Hashable, Sendable, Codable {
    package var text: String?
    package var placeholder: String?
    package var prompt: String?
    package var searchBarStyle: String?
    var barStyle: String?
    var showsScopeBar: Bool
    init(text: String? = nil, placeholder: String? = nil, prompt: String? = nil, searchBarStyle: String? = nil,
                barStyle: String? = nil, showsScopeBar: Bool = false) {
        self.text = text
        self.placeholder = placeholder
        self.prompt = prompt
        self.searchBarStyle = searchBarStyle
        self.barStyle = barStyle
        self.showsScopeBar = showsScopeBar
    }
}
