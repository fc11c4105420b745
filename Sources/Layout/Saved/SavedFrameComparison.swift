import Devices
import Diagnostics
import Geometry
import Screens

/// How far Bezel's frames are from the frames Interface Builder saved in a document
/// (`bezel layout DOCUMENT --device saved --compare-saved`): per view, the largest difference of x, y,
/// width and height of UIKit's `frame` (superview coordinates), and a summary in three bands.
package struct SavedFrameComparison: Sendable {
    package struct Entry: Sendable {
        package var id: String
        package var name: String?
        package var saved: Rect
        package var laidOut: Rect
        package var location: SourceLocation
        /// The largest of |Δx|, |Δy|, |Δwidth|, |Δheight|, in points.
        package var difference: Double {
            max(abs(saved.x - laidOut.x), abs(saved.y - laidOut.y), abs(saved.width - laidOut.width), abs(saved.height - laidOut.height))
        }
    }

    package var screen: String
    package var entries: [Entry]
    /// Views Interface Builder marked misplaced: their saved frames are not where their constraints put
    /// them, so they are not compared.
    package var misplaced: Int
    /// Views Interface Builder marked ambiguous: any frame that satisfies their constraints is as right
    /// as the saved one, so they are not compared. (Bezel's own ambiguity findings are not used here:
    /// the measurement must not depend on what Bezel thinks.)
    package var ambiguous: Int

    /// The bands the summary counts, in points.
    package static let close = 0.5
    static let near = 2.0

    package init(screen: Screen, layout: LaidOutScreen) {
        self.screen = screen.name
        var entries: [Entry] = []
        var misplaced = 0, ambiguous = 0
        // Xcode 9 and later save a controller's root view at the origin, whatever bars it is laid out below
        // (`InterfaceBuilderCanvas.savesRootAtOrigin`): there only the root's size is compared.
        let rootSavedAtOrigin = InterfaceBuilderCanvas.savesRootAtOrigin(toolsVersion: screen.document?.toolsBuild)
        // A XIB's top-level view in a document with no `<device>` is drawn alone at its own size (`SavedCanvas`), where
        // Interface Builder saved it at the point its canvas drew it, below the bars it simulates: (0, 20) under a
        // status bar, (0, 44) under a navigation bar alone, (0, 64) under both (docs/research/ib-defaults.md §161).
        // That origin is the canvas's, not a layout's: only the root's size is compared.
        let rootDrawnAlone = screen.document.map { $0.sceneID == $0.rootID && $0.savedDeviceID == nil && $0.cellRoot == nil } ?? false
        for spec in screen.allViews {
            guard let saved = spec.layout.savedFrame, !spec.layout.savedFrameIsInferred else { continue }
            if spec.layout.isMisplaced {
                misplaced += 1
                continue
            }
            if spec.layout.isAmbiguousInDocument {
                ambiguous += 1
                continue
            }
            guard let index = layout.views.firstIndex(where: { $0.id == spec.id && !$0.kind.isSystem }) else { continue }
            var laidOut = layout.frameInSuperview(index)
            if rootSavedAtOrigin && spec.id == screen.document?.rootID {
                laidOut = Rect(x: 0, y: 0, width: laidOut.width, height: laidOut.height)
            }
            if rootDrawnAlone && spec.id == screen.document?.rootID {
                laidOut = Rect(x: saved.x, y: saved.y, width: laidOut.width, height: laidOut.height)
            }
            // A table places its header view itself, at the top of its content (`ViewLayoutSpec.isTableHeaderView`): Xcode
            // 6 saved such views below the bars the table is under (docs/research/ib-defaults.md §164). Only the size is compared.
            if spec.layout.isTableHeaderView == true {
                laidOut = Rect(x: saved.x, y: saved.y, width: laidOut.width, height: laidOut.height)
            }
            entries.append(Entry(id: spec.id, name: spec.name, saved: saved, laidOut: laidOut, location: spec.location))
        }
        self.entries = entries
        self.misplaced = misplaced
        self.ambiguous = ambiguous
    }

    package var withinClose: Int { entries.filter { $0.difference <= Self.close + 1e-9 }.count }
    package var withinNear: Int { entries.filter { $0.difference <= Self.near + 1e-9 }.count }
}
