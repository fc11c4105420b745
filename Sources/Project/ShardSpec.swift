import Diagnostics

/// `--shard K/N`: this process draws the K-th of N shares of the matrix (1-based, as CI matrices count).
package struct ShardSpec: Hashable, Sendable, Codable, CustomStringConvertible {
    /// 1…count.
    package var index: Int
    package var count: Int

    /// The most shares a matrix can be drawn in.
    package static let maximumCount = 10_000

    init?(index: Int, count: Int) {
        guard count >= 1, count <= Self.maximumCount, index >= 1, index <= count else { return nil }
        self.index = index
        self.count = count
    }

    /// Parses `K/N`; the error says what was expected.
    package init(parsing text: String) throws(InputError) {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]),
              let spec = ShardSpec(index: index, count: count)
        else {
            throw InputError("--shard takes K/N with 1 ≤ K ≤ N ≤ 10000 (e.g. 2/3), not '\(text)'")
        }
        self = spec
    }

    package var description: String { "\(index)/\(count)" }

    /// The jobs of this shard, in matrix order.
    ///
    /// Balanced by estimated cost (pixel count), not by count: jobs are dealt largest first to the
    /// shard with the least work so far (ties: the lower shard number; equal jobs: by key). The deal
    /// depends only on the job list, so every shard process computes the same split, the shards are
    /// disjoint and together they are the whole matrix. With N shards no shard carries more than the
    /// average plus one job's cost.
    package func select(_ jobs: [RenderJob]) -> [RenderJob] {
        let owners = ShardSpec.assign(jobs, shards: count)
        return zip(jobs, owners).filter { $0.1 == index - 1 }.map(\.0)
    }

    /// For each job (in the given order) the 0-based shard that draws it.
    static func assign(_ jobs: [RenderJob], shards: Int) -> [Int] {
        guard shards > 1 else { return Array(repeating: 0, count: jobs.count) }
        let costs = jobs.map(\.estimatedCost)
        let keys = jobs.map(\.key)
        let order = jobs.indices.sorted { a, b in
            costs[a] != costs[b] ? costs[a] > costs[b] : keys[a] < keys[b]
        }
        var loads = Array(repeating: 0, count: shards)
        var owners = Array(repeating: 0, count: jobs.count)
        for job in order {
            var lightest = 0
            for shard in 1..<shards where loads[shard] < loads[lightest] { lightest = shard }
            owners[job] = lightest
            loads[lightest] += costs[job]
        }
        return owners
    }
}
