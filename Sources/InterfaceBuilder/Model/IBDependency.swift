import Diagnostics

/// One entry of `<dependencies>`: `<deployment identifier="iOS"/>`, `<plugIn identifier=… version=…/>`
/// (the Cocoa Touch plug-in's version is the Xcode build that saved the file), or
/// `<capability name="Safe area layout guides" minToolsVersion="9.0"/>`.
public struct IBDependency: Hashable, Sendable, Codable {
    /// `deployment`, `plugIn`, `capability` or another element name.
    public var element: String
    public var identifier: String?
    public var version: String?
    /// A capability's name.
    public var name: String?
    public var minToolsVersion: String?
    public var location: SourceLocation

    public init(element: String, identifier: String? = nil, version: String? = nil, name: String? = nil,
                minToolsVersion: String? = nil, location: SourceLocation) {
        self.element = element
        self.identifier = identifier
        self.version = version
        self.name = name
        self.minToolsVersion = minToolsVersion
        self.location = location
    }
}
