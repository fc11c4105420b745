"""Solves the random systems of KiwiAgreementTests with kiwisolver (https://github.com/nucleic/kiwi,
PyPI `kiwisolver`), the reference Cassowary implementation, and prints the values as JSON.

Input (stdin): {"systems": [{"variables": n, "constraints": [{"terms": [[index, coefficient], ...],
"constant": c, "op": "==" | "<=" | ">=", "strength": weight}], "edits": [[index, weight], ...],
"suggestions": [[index, value], ...], "removals": [constraint index, ...]}]}
A constraint reads  sum(coefficient * v[index]) + constant  op  0.

Output (stdout): [{"unsatisfiable": [constraint index, ...], "values": [...],
"valuesAfterRemoval": [...], "ambiguous": [variable index, ...]}], one entry per system.

"ambiguous" is computed only for systems with "probeAmbiguity": true (else empty): a variable is
ambiguous when it can take two values at the optimum. kiwi is asked by pulling: the system is solved
twice more per variable with an extra `v == +1000` or `v == -1000` of negligible weight (1e-6), which
moves v to the two ends of its range on the optimal face; it is ambiguous iff the ends differ.

kiwi may leave its tableau changed after an UnsatisfiableConstraint, so after one the solver is
rebuilt from the constraints accepted so far (in the same order) before going on.
"""
import json
import sys

import kiwisolver as kiwi

REQUIRED = 1001001000.0


def make_constraint(variables, spec):
    expression = spec["constant"]
    for index, coefficient in spec["terms"]:
        expression = expression + coefficient * variables[index]
    op = spec["op"]
    if op == "==":
        constraint = expression == 0
    elif op == "<=":
        constraint = expression <= 0
    else:
        constraint = expression >= 0
    strength = spec["strength"]
    return constraint | ("required" if strength >= REQUIRED else strength)


def pulled(system, accepted, index, target):
    variables = [kiwi.Variable("v%d" % i) for i in range(system["variables"])]
    solver = kiwi.Solver()
    for earlier in accepted:
        solver.addConstraint(make_constraint(variables, system["constraints"][earlier]))
    solver.addConstraint((variables[index] == target) | 1e-6)
    solver.updateVariables()
    return variables[index].value()


def solve(system):
    variables = [kiwi.Variable("v%d" % i) for i in range(system["variables"])]
    constraints = [make_constraint(variables, spec) for spec in system["constraints"]]
    solver = kiwi.Solver()
    accepted = []
    unsatisfiable = []
    for index, constraint in enumerate(constraints):
        try:
            solver.addConstraint(constraint)
            accepted.append(index)
        except kiwi.UnsatisfiableConstraint:
            unsatisfiable.append(index)
            solver = kiwi.Solver()
            for earlier in accepted:
                solver.addConstraint(constraints[earlier])
    for index, weight in system["edits"]:
        solver.addEditVariable(variables[index], weight)
    for index, value in system["suggestions"]:
        solver.suggestValue(variables[index], value)
    solver.updateVariables()
    values = [v.value() for v in variables]
    for index in system["removals"]:
        if index in accepted:
            solver.removeConstraint(constraints[index])
    solver.updateVariables()
    after = [v.value() for v in variables]
    ambiguous = []
    if system.get("probeAmbiguity"):
        for index in range(system["variables"]):
            if abs(pulled(system, accepted, index, 1000.0) - pulled(system, accepted, index, -1000.0)) > 1e-6:
                ambiguous.append(index)
    return {"unsatisfiable": unsatisfiable, "values": values, "valuesAfterRemoval": after, "ambiguous": ambiguous}


def main():
    systems = json.load(sys.stdin)["systems"]
    json.dump([solve(system) for system in systems], sys.stdout)


if __name__ == "__main__":
    main()
