/// An object that carries Interface Builder's simulated metrics: a storyboard's view controller, or a XIB's
/// top-level view, which keeps them as its children as a controller does.
package protocol IBSimulatedMetricsHolder {
    /// `simulatedStatusBarMetrics`, `simulatedTopBarMetrics`, … in document order.
    var simulatedMetrics: [IBSimulatedMetric] { get }
}

extension IBSimulatedMetricsHolder {
    /// The simulated metric with `key` (`simulatedTopBarMetrics`, …), if written.
    func simulatedMetric(_ key: String) -> IBSimulatedMetric? { simulatedMetrics.first { $0.key == key } }

    /// The simulated status bar (`simulatedStatusBarMetrics`: `<nil>` for None).
    package var simulatedStatusBar: IBSimulatedMetric? { simulatedMetric("simulatedStatusBarMetrics") }

    /// The simulated top bar (`simulatedTopBarMetrics`) and bottom bar (`simulatedBottomBarMetrics`).
    package var simulatedTopBar: IBSimulatedMetric? { simulatedMetric("simulatedTopBarMetrics") }
    package var simulatedBottomBar: IBSimulatedMetric? { simulatedMetric("simulatedBottomBarMetrics") }

    /// Whether the simulated size is Freeform (`<freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>`):
    /// Interface Builder lays the object out at its own size.
    package var hasFreeformSimulatedSize: Bool { simulatedMetrics.contains { $0.element == "freeformSimulatedSizeMetrics" } }
}
