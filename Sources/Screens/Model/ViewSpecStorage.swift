/// The shared box behind `ViewSpec`: copies of a spec point at one box, and `ViewSpec` copies the fields
/// into a new box before writing to a box another copy also holds (copy on write, as Swift's own arrays do:
/// https://github.com/swiftlang/swift/blob/main/docs/OptimizationTips.rst#advice-use-copy-on-write-semantics-for-large-values).
///
/// `@unchecked Sendable`: a box is written only through a `ViewSpec` that holds the only reference to it
/// (`isKnownUniquelyReferenced`), so no other thread can see the write; shared boxes are only read.
@usableFromInline final class ViewSpecStorage: @unchecked Sendable {
    /// Unchecked exclusivity: the fields are read on every access to a spec, and the only writer is the
    /// unique owner (above), so the dynamic check could never fire.
    @exclusivity(unchecked) @usableFromInline var fields: ViewSpecFields

    @usableFromInline init(_ fields: ViewSpecFields) {
        self.fields = fields
    }
}
