/// One connected part of the ambiguity analysis's cone (`Tableau.ambiguousVariables()`): the cone
/// rows of a set of components, restricted to their columns, built once per set of components.
struct SubCone {
    /// The number of columns kept.
    var width: Int
    /// Compressed cone column → column of this sub-cone (−1: not in it).
    var position: [Int]
    /// The cone rows restricted to these columns, flat: row r's coefficient of column j at r·width + j.
    var cone: [Double]
    var isEquality: [Bool]
}
