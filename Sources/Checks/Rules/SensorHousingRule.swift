import Geometry

/// `sensor-housing`: content that does not scroll intersects the notch or the Dynamic Island itself.
///
/// What it catches: a label, button or image whose frame reaches the housing's real shape (the notch's box
/// with its rounded lower corners, the Island's capsule), in portrait and in both landscape orientations —
/// content the hardware physically cuts off (docs/research/seeds.md, seed 003: "不会被角落或设备的传感器外壳裁剪").
///
/// What it does not catch: content that only shares the housing's strip without touching the shape
/// (`unsafe-overlap` reports that), scrolling content, `bleed` backgrounds and containers, and devices
/// whose housing size is unknown.
package struct SensorHousingRule: Rule {
    init() {}
    package let id = "sensor-housing"
    package let defaultSeverity = Severity.error
    package let statement = "Content does not intersect the notch or the Dynamic Island."
    package let help = "Pin the view to the safe area; keep content centred and symmetric so neither orientation puts it under the housing."

    package func check(_ context: CheckContext) -> [Finding] {
        guard let housing = context.geometry.housing else { return [] }
        var findings: [Finding] = []
        let shape = context.profile.sensorHousing.kind == .dynamicIsland ? "Dynamic Island" : "notch"
        for index in context.fixedIndices {
            let spec = context.spec(index)
            guard !spec.bleed && CheckContext.drawsContent(spec), let frame = context.visibleFrame(index) else { continue }
            guard let overlap = housing.overlap(with: context.geometry.toPortrait(frame)) else { continue }
            // Depth measured from the housing's lower edge, in portrait: how far into the cut-out the view reaches.
            let depth = overlap.height
            findings.append(context.finding(
                self, "view '\(spec.id)' is cut by the \(shape): it reaches \(depth.points) pt into it",
                view: spec.id, region: context.geometry.fromPortrait(overlap), amount: depth, at: spec.location,
                fix: "pin '\(spec.id)' to the safe area so the \(shape) stays clear in every orientation"))
        }
        return findings
    }
}
