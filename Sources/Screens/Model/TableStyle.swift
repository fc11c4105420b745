/// `style:` `UITableView.Style`.
package enum TableStyle: String, Hashable, Sendable, Codable, CaseIterable {
    case plain, grouped, insetGrouped

    /// Grouped and inset grouped tables share the grouped background and section spacing.
    package var isGrouped: Bool { self != .plain }
}
