/// `<searchBar placeholder= text= prompt= searchBarStyle= barStyle= translucent=>`.
public struct IBSearchBar: Hashable, Sendable, Codable {
    public var text: String?
    public var placeholder: String?
    public var prompt: String?
    public var searchBarStyle: String?
    public var barStyle: String?
    public var showsScopeBar: Bool
    public init(text: String? = nil, placeholder: String? = nil, prompt: String? = nil, searchBarStyle: String? = nil,
                barStyle: String? = nil, showsScopeBar: Bool = false) {
        self.text = text
        self.placeholder = placeholder
        self.prompt = prompt
        self.searchBarStyle = searchBarStyle
        self.barStyle = barStyle
        self.showsScopeBar = showsScopeBar
    }
}
