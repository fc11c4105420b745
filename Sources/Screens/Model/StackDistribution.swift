/// `distribution:` `UIStackView.Distribution`.
package enum StackDistribution: String, Hashable, Sendable, Codable, CaseIterable {
    case fill, fillEqually, fillProportionally, equalSpacing, equalCentering
}
