import Screens
import Synchronization

/// The preparations (`ScreenPreparation`) of the screens laid out last, shared by every thread of the process.
///
/// Looked up by comparing whole screens, never by hashing them: a screen laid out on many profiles is the same
/// value each time, and comparing two copies of one value is quick (arrays and strings that share their
/// storage compare equal without reading it), while a different screen usually differs in its name, the
/// first thing compared. Two screens share a preparation only when they are equal, so a looked-up
/// preparation is the one making it again would give, at any `--jobs`.
final class ScreenPreparationCache: Sendable {
    static let shared = ScreenPreparationCache()

    /// How many screens are kept: the screens a batch's workers are on at once, and the table and collection
    /// cell designs (each laid out as a small screen of its own) of the one being laid out.
    static let capacity = 16

    private struct Entry {
        let screen: Screen
        let preparation: ScreenPreparation
    }

    /// Most recently made last.
    private let entries = Mutex<[Entry]>([])

    func preparation(for screen: Screen) -> ScreenPreparation {
        // Through the buffer, not `last(where:)` or the array's subscript: those copy every screen they compare
        // (a large value, retained and released); the buffer's elements are compared where they are.
        let known = entries.withLock { entries -> ScreenPreparation? in
            entries.withUnsafeBufferPointer { buffer in
                for index in buffer.indices.reversed() where buffer[index].screen == screen { return buffer[index].preparation }
                return nil
            }
        }
        if let known { return known }
        let made = ScreenPreparation(screen: screen)
        entries.withLock { entries in
            guard !entries.contains(where: { $0.screen == screen }) else { return }
            if entries.count >= Self.capacity { entries.removeFirst() }
            entries.append(Entry(screen: screen, preparation: made))
        }
        return made
    }
}
