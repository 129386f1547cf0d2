import LayoutIR

/// Constraints as JSON, with their origins, for `vflc parse --format json`.
public enum ConstraintJSON {
    /// One constraint: items, attributes, relation, numbers (with what the constant adds per point
    /// of the screen's size, when the app scales it), priority, the equation text and the origin.
    public static func value(_ constraint: IRConstraint, file: SourceFile? = nil) -> JSONValue {
        var members: [(String, JSONValue)] = [
            ("equation", .string(constraint.description)),
            ("firstItem", .string(constraint.firstItem.description)),
            ("firstAttribute", .string(constraint.firstAttribute.name)),
            ("relation", .string(constraint.relation.symbol)),
            ("secondItem", constraint.secondItem.map { .string($0.description) } ?? .null),
            ("secondAttribute", .string(constraint.secondAttribute.name)),
            ("multiplier", .number(constraint.multiplier)),
            ("constant", .number(constraint.constant)),
            ("priority", .number(Double(constraint.priority.value))),
        ]
        if let scaling = constraint.screenScaling {
            // The constant is `constant + width × screen width + height × screen height`, plus
            // `pixel ÷ screen scale` when the code counts device pixels.
            var factors: [(String, JSONValue)] = [("width", .number(scaling.width)), ("height", .number(scaling.height))]
            if scaling.pixel != 0 { factors.append(("pixel", .number(scaling.pixel))) }
            members.append(("screenScaling", .object(factors)))
        }
        if let identifier = constraint.identifier { members.append(("identifier", .string(identifier))) }
        var origin: [(String, JSONValue)] = [("syntax", .string(constraint.origin.syntax.rawValue))]
        if let span = constraint.origin.span {
            origin.append(("location", DiagnosticJSON.location(span)))
            if let file, file.path == span.file { origin.append(("text", .string(file.text(of: span)))) }
        }
        if let statement = constraint.origin.statement {
            origin.append(("statement", DiagnosticJSON.location(statement)))
        }
        if let detail = constraint.origin.detail { origin.append(("detail", .string(detail))) }
        members.append(("origin", .object(origin)))
        return .object(members)
    }

    /// A constraint that is read but not laid out, with why and its run-time values.
    public static func value(_ unsolved: UnsolvedConstraint, file: SourceFile? = nil) -> JSONValue {
        guard case .object(var members) = value(unsolved.constraint, file: file) else { return .null }
        members.append(("reason", .string(unsolved.reason)))
        members.append(("runTimeValues", .array(unsolved.runTimeValues.map { .string($0) })))
        return .object(members)
    }
}
