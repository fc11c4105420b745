@testable import Constraints

/// libFuzzer entry point for the Cassowary solver: the bytes are a program of solver calls — constraints
/// over up to eight variables with coefficients and constants in the ranges layouts give it (multipliers to
/// ±1000, constants to ±100,000, every relation, required or not), removals, edit variables and
/// suggestions — and every call must return: a required conflict is `UnsatisfiableConstraints`, never a
/// crash, a leak or a hang. Built by `Tests/Fuzz/fuzz.sh` with `-sanitize=fuzzer,address`.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzSolver(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    guard let data, size > 0 else { return 0 }
    var reader = ByteReader(bytes: UnsafeBufferPointer(start: data, count: min(size, 4096)))
    let solver = Solver()
    let variables = (0..<8).map { solver.makeVariable("v\($0)") }
    var handles: [ConstraintHandle] = []
    var edited: [Variable] = []
    let strengths: [Strength] = [.required, .strong, .medium, .weak, Strength(uikitPriority: 250), Strength(uikitPriority: 999)]
    let relations: [Relation] = [.equal, .lessThanOrEqual, .greaterThanOrEqual]
    // Multipliers as layouts write them: 0, ±1, halves, thirds, 16:9, up to ±1000.
    let factors: [Double] = [0, 1, -1, 0.5, 2, 1.0 / 3, 16.0 / 9, 9.0 / 16, 10, 1000, -0.25, 0.001]
    while let opcode = reader.next() {
        switch opcode % 6 {
        case 0, 1, 2:
            var lhs = Expression(constant: 0)
            let termCount = Int(reader.next() ?? 1) % 4 + 1
            for _ in 0..<termCount {
                let variable = variables[Int(reader.next() ?? 0) % variables.count]
                lhs = lhs + variable * factors[Int(reader.next() ?? 1) % factors.count]
            }
            let constant = (Double(reader.next() ?? 0) - 128) * Double([1, 10, 781, 0.5][Int(reader.next() ?? 0) % 4])
            let relation = relations[Int(reader.next() ?? 0) % relations.count]
            let strength = strengths[Int(reader.next() ?? 0) % strengths.count]
            do {
                handles.append(try solver.add(Constraint(lhs, relation, Expression(constant: constant), strength: strength)))
            } catch {
                // A required conflict: the solver is left as it was, and the program goes on.
            }
        case 3:
            guard !handles.isEmpty else { continue }
            solver.remove(handles.remove(at: Int(reader.next() ?? 0) % handles.count))
        case 4:
            let variable = variables[Int(reader.next() ?? 0) % variables.count]
            if !solver.isEditVariable(variable) {
                solver.addEditVariable(variable, strength: [Strength.strong, .medium, .weak][Int(reader.next() ?? 0) % 3])
                edited.append(variable)
            }
        default:
            guard !edited.isEmpty else { continue }
            let variable = edited[Int(reader.next() ?? 0) % edited.count]
            solver.suggestValue(variable, (Double(reader.next() ?? 0) - 128) * 100)
        }
        if reader.next().map({ $0 & 1 == 0 }) ?? true {
            for variable in variables { _ = solver.value(of: variable) }
        }
    }
    for variable in variables { _ = solver.value(of: variable) }
    _ = solver.ambiguousVariables()
    return 0
}

/// The input read a byte at a time.
struct ByteReader {
    let bytes: UnsafeBufferPointer<UInt8>
    var index = 0

    mutating func next() -> UInt8? {
        guard index < bytes.count else { return nil }
        defer { index += 1 }
        return bytes[index]
    }
}
