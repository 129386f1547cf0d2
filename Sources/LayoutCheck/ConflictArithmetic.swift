import LayoutEngine
import LayoutIR

extension ConflictAnalysis {
    /// The sum that shows why a minimal set cannot hold, when it is small: the Farkas
    /// combination of the members (the one weighting of their equations whose variables cancel)
    /// leaves a contradiction between constants — the user's constants add up to more (or less)
    /// than the environment provides. Shown only when every weight is ±1 and an environment
    /// constraint (screen size, bar, safe area) supplies the other side.
    static func arithmetic(_ members: [Int], system: LoweredSystem) -> String? {
        guard members.count >= 2, members.count <= 12 else { return nil }
        let rows = members.map { system.constraints[$0] }
        guard let weights = cancellingWeights(rows.map(\.expression)) else { return nil }
        guard weights.allSatisfy({ abs(abs($0) - 1) < 1e-9 }) else { return nil }
        // Σ wᵢ·exprᵢ = Σ wᵢ·cᵢ. Split constants into the user's side and the environment's side.
        var needed: [Double] = []
        var available = 0.0
        var hasEnvironment = false
        for (row, weight) in zip(rows, weights) {
            let value = weight * row.expression.constant
            if row.origin.syntax == .environment {
                available -= value
                hasEnvironment = true
            } else if value != 0 {
                needed.append(value)
            }
        }
        guard hasEnvironment, !needed.isEmpty else { return nil }
        var total = needed.reduce(0, +)
        if available < 0 || (available == 0 && total < 0) {
            needed = needed.map { -$0 }
            total = -total
            available = -available
        }
        guard abs(total - available) > 1e-6 else { return nil }
        let terms = needed.enumerated().map { index, value -> String in
            let text = formatNumber(abs(value))
            if index == 0 { return value < 0 ? "-\(text)" : text }
            return value < 0 ? "- \(text)" : "+ \(text)"
        }.joined(separator: " ")
        let comparison = total > available ? ">" : "<"
        let sum = needed.count > 1 ? "\(terms) = \(formatNumber(total))" : terms
        return "\(sum) \(comparison) \(formatNumber(available))"
    }

    /// Weights w (not all zero) with Σ wᵢ·termsᵢ = 0 for every variable, scaled so the largest
    /// is 1; nil when there is no one-dimensional solution (Gaussian elimination on the
    /// variables × members matrix).
    static func cancellingWeights(_ expressions: [LayoutExpression]) -> [Double]? {
        let count = expressions.count
        var variables: [LayoutVariable: Int] = [:]
        for expression in expressions {
            for term in expression.terms where variables[term.variable] == nil {
                variables[term.variable] = variables.count
            }
        }
        var matrix = [[Double]](repeating: [Double](repeating: 0, count: count), count: variables.count)
        for (column, expression) in expressions.enumerated() {
            for term in expression.terms {
                guard let row = variables[term.variable] else { continue }
                matrix[row][column] += term.coefficient
            }
        }
        // Reduced row echelon form.
        var pivotColumns: [Int] = []
        var rank = 0
        for column in 0..<count where rank < matrix.count {
            guard let pivot = (rank..<matrix.count).max(by: { abs(matrix[$0][column]) < abs(matrix[$1][column]) }),
                  abs(matrix[pivot][column]) > 1e-9 else { continue }
            matrix.swapAt(rank, pivot)
            let scale = matrix[rank][column]
            for k in 0..<count { matrix[rank][k] /= scale }
            for other in 0..<matrix.count where other != rank && matrix[other][column] != 0 {
                let factor = matrix[other][column]
                for k in 0..<count { matrix[other][k] -= factor * matrix[rank][k] }
            }
            pivotColumns.append(column)
            rank += 1
        }
        let free = (0..<count).filter { !pivotColumns.contains($0) }
        guard free.count == 1, let freeColumn = free.first else { return nil }
        var weights = [Double](repeating: 0, count: count)
        weights[freeColumn] = 1
        for (row, column) in pivotColumns.enumerated() { weights[column] = -matrix[row][freeColumn] }
        let largest = weights.map(abs).max() ?? 0
        guard largest > 0, largest.isFinite else { return nil }
        return weights.map { $0 / largest }
    }
}
