/// The arrays of the ambiguity analysis's cone programs (`Tableau.coneIsUnbounded`), kept from one
/// program to the next so that a layout's few dozen programs allocate them once.
struct ConeScratch {
    var tableau: [Double] = []
    var work: [Double] = []
    var basicOf: [Int] = []
    var flags: [Bool] = []

    /// Makes `array` `count` copies of `value`, keeping its storage.
    static func reset<T>(_ array: inout [T], count: Int, to value: T) {
        array.removeAll(keepingCapacity: true)
        array.append(contentsOf: repeatElement(value, count: count))
    }
}
