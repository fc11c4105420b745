/// A constraint's `relation`; absent means `equal`.
package enum IBLayoutRelation: String, Hashable, Sendable, Codable, CaseIterable {
    case equal, lessThanOrEqual, greaterThanOrEqual
}
