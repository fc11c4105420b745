import AutoLayout
import Diagnostics
import Geometry

/// Where a screen read from an Interface Builder document came from, and how Interface Builder showed
/// it when the document was saved: what `--device saved` lays it out on and `--compare-saved` compares
/// with.
package struct DocumentOrigin: Hashable, Sendable, Codable {
    /// The document's path, as given.
    package var path: String
    /// The scene's view controller id (storyboards) or the top-level view's id (XIBs).
    package var sceneID: String
    /// The controller's `storyboardIdentifier`, when it has one.
    var storyboardIdentifier: String?
    /// The `<device id=…>` the editor showed (`retina4_7`, `retina6_1`, …); `nil` in documents saved
    /// before Xcode 8, which record none.
    package var savedDeviceID: String?
    /// Where the `<device>` element is written.
    package var savedDeviceLocation: SourceLocation?
    /// `portrait` or `landscape`, from the `<device>` element.
    package var savedOrientation: String?
    /// The root view's saved frame: the simulated device's size, a freeform size or a XIB view's size.
    package var savedRootFrame: Rect?
    /// Whether `savedRootFrame` is a controller's freeform size (`<size key="freeformSize">`) rather than
    /// its root view's saved frame: Interface Builder then draws the scene at that size, bars included.
    package var savedSizeIsFreeform: Bool
    /// A freeform controller's root view's own saved size, which Interface Builder saves shorter than the freeform
    /// size when it draws the scene in a page sheet (docs/research/ib-defaults.md §102); nil for any other scene.
    package var freeformRootViewSize: Size?
    /// Whether the root view is a XIB's top-level view whose simulated size is Freeform
    /// (`<freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>`) and which has a safe-area layout guide
    /// (`<viewLayoutGuide key="safeArea">`, Interface Builder's Safe Area Layout Guide option).
    package var isFreeformXIBViewWithSafeArea: Bool = false
    /// The root view's `insetsLayoutMarginsFromSafeArea` (`insetsLayoutMarginsFromSafeArea="NO"` in the document
    /// turns it off): whether its layout margins are measured from its safe area or from its edges.
    package var rootInsetsLayoutMarginsFromSafeArea: Bool = true
    /// The layout margins a XIB's top-level view (not a cell) sets itself (`<edgeInsets key="layoutMargins">` or
    /// `<directionalEdgeInsets key="directionalLayoutMargins">`, leading as left); nil when it sets none.
    package var rootLayoutMargins: EdgeInsets?
    /// The `toolsVersion` attribute: the Interface Builder build that saved the document.
    package var toolsVersion: String?
    /// The whole-number part of `toolsVersion` (`16097.3` → 16097), which orders Xcode releases; nil when the
    /// document does not say.
    package var toolsBuild: Double? { toolsVersion.flatMap { Double($0.split(separator: ".").first ?? "") } }
    /// The root view's IB id: constraints name it.
    package var rootID: String
    /// The kind of cell the root view is, when the screen is a cell drawn alone; nil otherwise.
    package var cellRoot: CellRoot?
    /// The content view's id when the root view is a cell.
    package var cellContentViewID: String?
    /// Whether the root view is a cell of an inset grouped table: the row is narrower than its table, and its
    /// margins are the table's (docs/research/ib-defaults.md §26).
    package var cellInInsetGroupedTable: Bool
    /// Whether the scene's controller is the destination of an embed segue: a child whose view fills a
    /// container view, below no status bar (docs/research/ib-defaults.md §27).
    package var isEmbedded: Bool
    /// The scene's placeholder constraints (`placeholder="YES"`, "Remove at build time"): left out of the
    /// screen's constraints, as the app never has them, but held by Interface Builder's canvas, which saved the
    /// frames with them (docs/research/ib-defaults.md §30); `--device saved` lays the scene out with them.
    package var placeholderConstraints: [LayoutConstraint] = []
    /// The scene's constraints that name an object the document does not hold, left out of the layout as the compiled
    /// document leaves them out: one error each at the item's place, reported with the screen's conflicts
    /// (`LaidOutScreen.conflicts`, the `constraint-conflict` rule), so the scene lays out and the run says what it dropped.
    package var leftOutConstraints: [Diagnostic] = []
    /// The words of a `leftOutConstraints` message that tell it from a conflict's (`constraint 'c-1' is left out: …`),
    /// by which the `constraint-conflict` rule gives it its own fix.
    package static let leftOutMarker = " is left out: "

    package init(
        path: String, sceneID: String, storyboardIdentifier: String? = nil, savedDeviceID: String? = nil,
        savedDeviceLocation: SourceLocation? = nil, savedOrientation: String? = nil, savedRootFrame: Rect? = nil, savedSizeIsFreeform: Bool = false, freeformRootViewSize: Size? = nil, toolsVersion: String? = nil, rootID: String,
        cellRoot: CellRoot? = nil, cellContentViewID: String? = nil, cellInInsetGroupedTable: Bool = false,
        isEmbedded: Bool = false
    ) {
        self.path = path
        self.sceneID = sceneID
        self.storyboardIdentifier = storyboardIdentifier
        self.savedDeviceID = savedDeviceID
        self.savedDeviceLocation = savedDeviceLocation
        self.savedOrientation = savedOrientation
        self.savedRootFrame = savedRootFrame
        self.savedSizeIsFreeform = savedSizeIsFreeform
        self.freeformRootViewSize = freeformRootViewSize
        self.toolsVersion = toolsVersion
        self.rootID = rootID
        self.cellRoot = cellRoot
        self.cellContentViewID = cellContentViewID
        self.cellInInsetGroupedTable = cellInInsetGroupedTable
        self.isEmbedded = isEmbedded
    }
}
