/// `axis:` `NSLayoutConstraint.Axis`.
package enum StackAxis: String, Hashable, Sendable, Codable, CaseIterable {
    case horizontal, vertical
}
