import LayoutEngine
import LayoutIR

/// The error for one minimal conflicting set: the primary span at the best member to break,
/// a note per member (where it is written, what it says, the equation it became), then the
/// break choices with the frames each leaves.
enum ConflictDiagnostic {
    static func make(_ report: ConflictReport, solution: LayoutSolution) -> LayoutDiagnostic {
        let system = solution.system
        let best = report.choices.first?.member ?? report.members[0]
        let primary = system.constraints[best]
        var notes: [DiagnosticNote] = []
        for member in report.members {
            notes.append(DiagnosticNote("member: " + describe(system.constraints[member]),
                                        span: system.constraints[member].origin.span))
        }
        for (rank, choice) in report.choices.prefix(4).enumerated() {
            let constraint = system.constraints[choice.member]
            var how = "lower '\(constraint.constraint)' to @999"
            if let relation = choice.relaxedRelation { how += " or make it '\(relation.symbol)'" }
            if constraint.origin.syntax.isImplicit { how = "change \(constraint.origin.detail ?? constraint.origin.syntax.rawValue)" }
            let frames = choice.frames.prefix(4).map { "\($0.name) \(format($0.frame))" }.joined(separator: ", ")
            let moved = choice.movement < 0.5 ? "nothing else moves" : "views move \(formatNumber((choice.movement * 2).rounded() / 2)) pt in total"
            notes.append(DiagnosticNote("break \(rank + 1): \(how) — \(moved)\(frames.isEmpty ? "" : "; " + frames)",
                                        span: rank == 0 ? nil : constraint.origin.span))
        }
        if report.choices.isEmpty {
            notes.append(DiagnosticNote("to fix: every member comes from the environment or view properties; change the view's declared properties"))
        }
        // A SnapKit or Masonry line that makes several constraints (`make.left.top.equalTo…`,
        // `make.edges…`) takes one priority for all of them: lowering the line would lower the
        // ones in no conflict too, so no fix-it is offered there (the break notes still say which
        // constraint to lower).
        let sharesLine = primary.origin.span.map { span in
            system.constraints.lazy.filter { $0.origin.span == span && !$0.origin.syntax.isImplicit }.prefix(2).count > 1
        } ?? false
        let fixIts = sharesLine ? [] : priorityFixIt(for: primary).map { [$0] } ?? []
        let count = report.members.count
        let message = "\(count) required constraint\(count == 1 ? "" : "s") cannot all hold"
        return LayoutDiagnostic(severity: .error, message: message, span: primary.origin.span, notes: notes,
                          fixIts: fixIts, ruleID: RuleID.unsatisfiable)
    }

    /// The text that lowers a required constraint to 999 in the syntax it was written in, when
    /// that text can be known from the constraint alone.
    static func priorityFixIt(for lowered: LoweredConstraint) -> DiagnosticFixIt? {
        guard lowered.priority.isRequired, let span = lowered.origin.span else { return nil }
        let end = SourceSpan(file: span.file, offset: span.endOffset, length: 0,
                             line: span.line, column: span.column + span.length)
        let message = "lower the priority to 999 so it gives way"
        let constraint = lowered.constraint
        switch lowered.origin.syntax {
        case .equation:
            return DiagnosticFixIt(span: end, replacement: " @999", message: message)
        case .vfl:
            // UIKit reads a priority after any predicate, parenthesised or not ('-20@999-',
            // '(>=200@999)'). A lone '-' (standard spacing) has no predicate to carry one; it is
            // one character like '-0-', so a one-character connection gets a fix-it only when
            // its constant is a digit that standard spacing never produces.
            if constraint.firstAttribute.kind == .location, span.length < 2 {
                let isMargin = constraint.secondAttribute.rawValue >= Attribute.leftMargin.rawValue
                    || constraint.firstAttribute.rawValue >= Attribute.leftMargin.rawValue
                let digit = abs(constraint.constant)
                guard !isMargin, digit < 10, digit != 8, digit == digit.rounded() else { return nil }
            }
            return DiagnosticFixIt(span: end, replacement: "@999", message: message)
        case .snapkit, .masonry:
            // SnapKit and Masonry take no priority after '.labeled(…)', and a line that already sets one
            // is not required.
            guard constraint.identifier == nil else { return nil }
            return DiagnosticFixIt(span: end, replacement: ".priority(999)", message: message)
        case .anchor, .item, .purelayout:
            // The priority of a constraint made in code is set in a statement of its own.
            return nil
        case .interfaceBuilder:
            // The element may already carry a priority attribute; rewriting XML attributes is
            // left to Xcode rather than guessed at from the constraint alone.
            return nil
        case .intrinsicSize, .stackView, .autoresizing, .environment:
            return nil
        }
    }

    /// "'a.width == 200' (VFL '[a(200)]')" or "'a.width == 80' (implicit: intrinsic content size)".
    static func describe(_ lowered: LoweredConstraint) -> String {
        let origin = lowered.origin
        var text = "'\(lowered.constraint)'"
        switch origin.syntax {
        case .vfl: text += " from VFL"
        case .snapkit: text += " from a SnapKit closure"
        case .equation: break
        case .anchor: text += " from a layout anchor"
        case .item: text += " from NSLayoutConstraint(item:)"
        case .masonry: text += " from a Masonry block"
        case .purelayout: text += " from PureLayout"
        case .interfaceBuilder: text += " from Interface Builder"
        case .intrinsicSize, .stackView, .autoresizing, .environment:
            text += " (implicit: \(origin.detail ?? origin.syntax.rawValue))"
        }
        if let detail = origin.detail, !origin.syntax.isImplicit { text += " (\(detail))" }
        return text
    }

    static func format(_ rect: LayoutRect) -> String {
        "(\(formatNumber(rounded(rect.x))), \(formatNumber(rounded(rect.y))), \(formatNumber(rounded(rect.width))) × \(formatNumber(rounded(rect.height))))"
    }

    /// Three decimals: enough for @3x thirds (97.667) without solver noise.
    private static func rounded(_ value: Double) -> Double { value.isFinite ? (value * 1000).rounded() / 1000 : 0 }
}
