import AutoLayout
import Checks
import Devices
import Diagnostics
import Output

/// The `bezel render` flags that override `bezel.yml`; `nil` means "not given".
public struct ConfigOverrides: Hashable, Sendable {
    public var templates: [String]?
    public var output: String?
    public var devices: String?
    public var orientations: [Orientation]?
    public var windows: [WindowMode]?
    /// `--appearance light|dark|both`.
    public var appearances: [Appearance]?
    public var formats: [OutputFormat]?
    public var scale: Double?
    public var failOn: FailOn?
    public var golden: String?
    public var threshold: Double?
    public var jobs: Int?
    public var layoutDirection: LayoutDirection?

    public init(
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
