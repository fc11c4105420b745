/// The order in which `ContainerRelations` visits the controllers that push: the order of passes over the
/// controllers in document order, repeated until no push adds a controller to a stack, without the passes.
///
/// A controller takes part from the first pass in which it is in a stack. One that joins a stack while a
/// pass visits the controller at position `p` is visited later in the same pass when it comes after `p`,
/// else in the next pass. Visiting positions in that order (pass, then position), each once, reaches every
/// controller the passes reach, through the same first source: a source that already pushed adds nothing
/// when visited again, as its destinations are then in a stack. The work grows with the controllers that
/// push, not with their number times the number of passes (a chain of n pushes written backwards takes n passes).
struct PushPasses {
    /// Positions to visit in this pass and the next, each a min-heap.
    private var current: [Int] = []
    private var following: [Int] = []
    private var visited: [Bool]

    init(count: Int) {
        visited = Array(repeating: false, count: count)
    }

    /// Marks the controller at `position` as in a stack; `source` is the position being visited when it
    /// joined, `nil` before the first pass.
    mutating func activate(_ position: Int, after source: Int?) {
        guard !visited[position] else { return }
        if let source, position <= source {
            Self.push(position, onto: &following)
        } else {
            Self.push(position, onto: &current)
        }
    }

    /// The next position to visit, or `nil` when no pass would change anything.
    mutating func next() -> Int? {
        while true {
            if current.isEmpty {
                guard !following.isEmpty else { return nil }
                swap(&current, &following)
            }
            let position = Self.popMinimum(from: &current)
            if !visited[position] {
                visited[position] = true
                return position
            }
        }
    }

    private static func push(_ value: Int, onto heap: inout [Int]) {
        heap.append(value)
        var child = heap.count - 1
        while child > 0 {
            let parent = (child - 1) / 2
            guard heap[child] < heap[parent] else { break }
            heap.swapAt(child, parent)
            child = parent
        }
    }

    private static func popMinimum(from heap: inout [Int]) -> Int {
        let minimum = heap[0]
        let last = heap.removeLast()
        if !heap.isEmpty {
            heap[0] = last
            var parent = 0
            while true {
                let left = 2 * parent + 1, right = left + 1
                var smallest = parent
                if left < heap.count, heap[left] < heap[smallest] { smallest = left }
                if right < heap.count, heap[right] < heap[smallest] { smallest = right }
                if smallest == parent { break }
                heap.swapAt(parent, smallest)
                parent = smallest
            }
        }
        return minimum
    }
}
