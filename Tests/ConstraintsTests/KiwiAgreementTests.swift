@testable import Constraints
import Foundation
import Testing
import TestSupport

/// Our solver against kiwisolver (https://github.com/nucleic/kiwi), the reference Cassowary
/// implementation, on 1,000 random systems with unique optima (see `RandomSystem`): the same
/// constraints rejected as unsatisfiable, the same values within 1e-6, after edits and suggestions and
/// again after removing constraints. Every diagnosis of an unsatisfiable constraint must name a set
/// that really conflicts (checked by re-solving it), and 200 smaller systems without stays check
/// `ambiguousVariables()` against kiwi pulled both ways. kiwi runs once, on all systems in one JSON
/// document.
@Suite struct KiwiAgreementTests {
    static let systemCount = 1_000
    static let ambiguityCount = 200

    static var kiwiAvailable: Bool {
        (try? Subprocess.run(["python3", "-c", "import kiwisolver"]).status) == 0
    }

    static let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Kiwi/solve_with_kiwi.py").path

    struct KiwiOutcome: Decodable {
        var unsatisfiable: [Int]
        var values: [Double]
        var valuesAfterRemoval: [Double]
        var ambiguous: [Int]
    }

    struct Input: Encodable { var systems: [RandomSystem] }

    /// Skipped on a developer machine without kiwisolver; on CI (`CI` set, where `.ci/setup --test`
    /// installs it) it always runs, so a missing reference fails instead of passing silently.
    @Test(.enabled(if: kiwiAvailable || ProcessInfo.processInfo.environment["CI"] != nil))
    func agreesWithKiwiOnRandomSystems() throws {
        let systems = (0..<Self.systemCount).map { RandomSystem(seed: UInt64($0)) }
            + (0..<Self.ambiguityCount).map { RandomSystem(ambiguitySeed: UInt64($0)) }
        let input = try JSONEncoder().encode(Input(systems: systems))
        let started = Date()
        let run = try Subprocess.run(["python3", Self.script], input: input)
        let kiwiSeconds = Date().timeIntervalSince(started)
        try #require(run.status == 0, "kiwi script failed: \(run.error)")
        let theirs = try JSONDecoder().decode([KiwiOutcome].self, from: Data(run.output.utf8))
        try #require(theirs.count == systems.count)

        let oursStarted = Date()
        var compared = 0, unsatisfiableSeen = 0, largestDifference = 0.0, minimal = 0, ambiguousSeen = 0
        for (seed, system) in systems.enumerated() {
            let ours = system.solve()
            #expect(ours.unsatisfiable == theirs[seed].unsatisfiable, "seed \(seed): unsatisfiable constraints differ")
            unsatisfiableSeen += ours.unsatisfiable.count
            // Each diagnosis must be a real conflict: the blamed constraints alone cannot all hold.
            // Count those that are also minimal (any one left out, the rest can hold).
            for (failed, blamed) in zip(ours.unsatisfiable, ours.conflicts) {
                #expect(blamed.contains(failed) && blamed.allSatisfy { system.constraints[$0].strength == Strength.requiredWeight },
                        "seed \(seed): constraint \(failed) blamed \(blamed)")
                #expect(!system.satisfiable(blamed), "seed \(seed): the constraints blamed for \(failed), \(blamed), can all hold")
                if blamed.allSatisfy({ left in system.satisfiable(blamed.filter { $0 != left }) }) { minimal += 1 }
            }
            if system.probeAmbiguity {
                // No stays: optima need not be unique, so compare which variables are free, not values.
                #expect(ours.ambiguous == theirs[seed].ambiguous, "seed \(seed): ambiguous variables differ")
                ambiguousSeen += ours.ambiguous.count
                continue
            }
            #expect(ours.ambiguous.isEmpty, "seed \(seed): a stay on every variable leaves none free")
            for (a, b) in zip(ours.values + ours.valuesAfterRemoval, theirs[seed].values + theirs[seed].valuesAfterRemoval) {
                largestDifference = max(largestDifference, abs(a - b))
                compared += 1
            }
            let close = zip(ours.values, theirs[seed].values).allSatisfy { abs($0 - $1) <= 1e-6 }
            #expect(close, "seed \(seed): values differ from kiwi's")
            let closeAfter = zip(ours.valuesAfterRemoval, theirs[seed].valuesAfterRemoval).allSatisfy { abs($0 - $1) <= 1e-6 }
            #expect(closeAfter, "seed \(seed): values after removal differ from kiwi's")
        }
        // The generator must really exercise the interesting paths.
        #expect(compared > 50_000 && unsatisfiableSeen > 100 && ambiguousSeen > 100)
        // Farkas certificates from one tableau are not always minimal, but nearly always here.
        #expect(minimal * 10 >= unsatisfiableSeen * 9, "only \(minimal) of \(unsatisfiableSeen) diagnoses are minimal")
        print("kiwi agreement: \(systems.count) systems, \(compared) values, \(unsatisfiableSeen) unsatisfiable constraints (\(minimal) diagnoses minimal), \(ambiguousSeen) ambiguous variables, largest difference \(largestDifference); kiwi \(kiwiSeconds) s, ours \(Date().timeIntervalSince(oursStarted)) s")
    }

    /// The strict order (`StrengthOrder.strict`, UIKit's) against kiwi's weighted sum on 400 systems where
    /// the two must agree (`RandomSystem(strictSeed:)`: strengths whose weights are 1,000 apart, with too
    /// few constraints for weaker errors to add up to one stronger), with edits, suggestions and removals.
    @Test(.enabled(if: kiwiAvailable || ProcessInfo.processInfo.environment["CI"] != nil))
    func strictOrderAgreesWithKiwiWhereWeightsAreFarApart() throws {
        let systems = (0..<400).map { RandomSystem(strictSeed: UInt64($0)) }
        let run = try Subprocess.run(["python3", Self.script], input: try JSONEncoder().encode(Input(systems: systems)))
        try #require(run.status == 0, "kiwi script failed: \(run.error)")
        let theirs = try JSONDecoder().decode([KiwiOutcome].self, from: Data(run.output.utf8))
        try #require(theirs.count == systems.count)
        var compared = 0, suggested = 0
        for (seed, system) in systems.enumerated() {
            let ours = system.solve(strengthOrder: .strict)
            #expect(ours.unsatisfiable == theirs[seed].unsatisfiable, "seed \(seed): unsatisfiable constraints differ")
            #expect(ours.ambiguous.isEmpty, "seed \(seed): a stay on every variable leaves none free")
            let pairs = Array(zip(ours.values + ours.valuesAfterRemoval, theirs[seed].values + theirs[seed].valuesAfterRemoval))
            #expect(pairs.allSatisfy { abs($0 - $1) <= 1e-6 }, "seed \(seed): values differ from kiwi's: \(pairs.filter { abs($0 - $1) > 1e-6 })")
            compared += pairs.count
            suggested += system.suggestions.count
        }
        #expect(compared > 4_000 && suggested > 100)
    }
}
