import AutoLayout
import Checks
import Devices
import Diagnostics
import Output

/// The `bezel render` flags that override `bezel.yml`; `nil` means "not given".
package struct ConfigOverrides: Hashable, Sendable {
    package var templates: [String]?
    package var output: String?
    package var devices: String?
    package var orientations: [Orientation]?
    package var windows: [WindowMode]?
    /// `--appearance light|dark|both`.
    package var appearances: [Appearance]?
    package var formats: [OutputFormat]?
    package var scale: Double?
    package var failOn: FailOn?
    package var golden: String?
    package var threshold: Double?
    package var jobs: Int?
    package var layoutDirection: LayoutDirection?

    package init(
        templates: [String]? = nil, output: String? = nil, devices: String? = nil, orientations: [Orientation]? = nil,
        windows: [WindowMode]? = nil, formats: [OutputFormat]? = nil, scale: Double? = nil, failOn: FailOn? = nil,
        golden: String? = nil, threshold: Double? = nil, jobs: Int? = nil, layoutDirection: LayoutDirection? = nil
    ) {
        self.layoutDirection = layoutDirection
        self.templates = templates
        self.output = output
        self.devices = devices
        self.orientations = orientations
        self.windows = windows
        self.formats = formats
        self.scale = scale
        self.failOn = failOn
        self.golden = golden
        self.threshold = threshold
        self.jobs = jobs
    }
}
