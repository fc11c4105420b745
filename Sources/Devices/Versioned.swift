/// A value that depends on the iOS version the device runs: a default, plus exceptions for
/// version ranges (e.g. the XR's top inset: 48, but 44 on iOS 12–13). The first exception whose
/// range holds the version wins; otherwise the default applies.
package struct Versioned<Value: Sendable & Equatable>: Sendable, Equatable {
    /// One version range and what the value is there.
    struct Exception: Sendable, Equatable {
        var ios: ClosedRange<Int>
        package var value: Sourced<Value>
    }

    /// The value the research gives as primary: what the newest iOS reports.
    var primary: Sourced<Value>
    var exceptions: [Exception]

    init(_ value: Value, _ sources: [Source], note: String? = nil) {
        primary = Sourced(value, sources, note: note)
        exceptions = []
    }

    /// The same value with `value` in force for the iOS versions in `ios`.
    func except(
        _ ios: ClosedRange<Int>, _ value: Value, _ sources: [Source], note: String? = nil
    ) -> Versioned {
        var copy = self
        copy.exceptions.append(Exception(ios: ios, value: Sourced(value, sources, note: note)))
        return copy
    }

    /// The value in force on iOS `version`, with its sources.
    func resolve(ios version: Int) -> Sourced<Value> {
        exceptions.first { $0.ios.contains(version) }?.value ?? primary
    }

    /// True when some iOS version gives a different value from the primary one.
    var dependsOnVersion: Bool { exceptions.contains { $0.value.value != primary.value } }
}

extension Versioned {
    /// The same value with a note on its primary value.
    func noting(_ note: String) -> Versioned {
        var copy = self
        copy.primary.note = note
        return copy
    }
}
