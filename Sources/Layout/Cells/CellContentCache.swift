import AutoLayout
import Geometry
import Screens
import Text

/// The solved content of designed cells, shared by every thread of the process. A table's cells are laid out
/// again on every profile, mostly at content sizes and margins seen before (a phone's rows are as wide in
/// portrait on every iPhone of one width); each solve made a screen of the cell, looked its preparation up,
/// assembled the engine's input and filed the frames by id, where a lookup here hashes the key's numbers. The
/// frames are a pure function of the key: the cell, the content view's size and margins, the direction, the
/// iOS version (a control's intrinsic size, `IOSDependentNode`) and the pixel scales; the
/// cell's screen has no size-class variations, so the profile's size classes are not read. So a frame looked up
/// is the one solving again gives, at any `--jobs`.
enum CellContentCache {
    /// The numbers by their bits, so 0 and -0 stay apart, as they would in a solve.
    struct Key: Hashable, Sendable {
        let cell: CellSpec
        let numbers: [UInt64]
        let direction: LayoutDirection
        let ios: Int

        /// `profileScale` files the solve (`SolveCache`), `measuredScale` is the text measurer's; one scale in practice.
        init(cell: CellSpec, size: Size, margins: EdgeInsets, direction: LayoutDirection, ios: Int, profileScale: Double, measuredScale: Double) {
            self.cell = cell
            numbers = [size.width, size.height, margins.top, margins.left, margins.bottom, margins.right, profileScale, measuredScale]
                .map(\.bitPattern)
            self.direction = direction
            self.ios = ios
        }

        /// The cell's id and the numbers only: hashing the whole cell would walk every view and constraint of it.
        func hash(into hasher: inout Hasher) {
            hasher.combine(cell.id)
            hasher.combine(numbers)
            hasher.combine(ios)
        }

        static func == (lhs: Key, rhs: Key) -> Bool {
            lhs.numbers == rhs.numbers && lhs.direction == rhs.direction && lhs.ios == rhs.ios && lhs.cell == rhs.cell
        }
    }

    /// Emptied when it holds 512 solved cells: the Templates' tables have far fewer distinct ones.
    static let memo = BoundedMemo<Key, [String: Rect]>(capacity: 512)
}
