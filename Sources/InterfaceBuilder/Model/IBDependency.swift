import Diagnostics

/// One entry of `<dependencies>`: `<deployment identifier="iOS"/>`, `<plugIn identifier=… version=…/>`
/// (the Cocoa Touch plug-in's version is the Xcode build that saved the file), or
/// `<capability name="Safe area layout guides" minToolsVersion="9.0"/>`.
struct IBDependency: Hashable, Sendable, Codable {
    /// `deployment`, `plugIn`, `capability` or another element name.
    var element: String
    var identifier: String?
    var version: String?
    /// A capability's name.
    var name: String?
    var minToolsVersion: String?
    package var location: SourceLocation

    init(element: String, identifier: String? = nil, version: String? = nil, name: String? = nil,
                minToolsVersion: String? = nil, location: SourceLocation) {
        self.element = element
        self.identifier = identifier
        self.version = version
        self.name = name
        self.minToolsVersion = minToolsVersion
        self.location = location
    }
}
