import LayoutIR

/// Turns a make line into the constraints its library installs. SnapKit's rules are
/// ``SnapKitExpansion``'s, shared with the `.layout` language; Masonry's differ in three ways
/// (Masonry `MASViewConstraint.m`, `-install`, `-setInsets:`, `-setSizeOffset:`,
/// `-setCenterOffset:`): a constant target relates a position to the superview's *same*
/// attribute (SnapKit: `centerX` to `left`), `insets` are keyed on the *first* attribute and
/// leave the others' constants as they were, and each setter changes the constant in order.
enum MakerExpansion {
    static func expand(_ line: MakerLine, library: MakerLibrary, receiver: SourceItem) -> Result<[DialectStatement.Made], DialectProblem> {
        switch library {
        case .snapKit: return snapKit(line, receiver: receiver)
        case .masonry: return masonry(line, receiver: receiver)
        }
    }

    /// The receiver's superview; for a layout guide, the view that owns it (SnapKit
    /// `ConstraintLayoutGuide` relates `equalToSuperview()` to `owningView`).
    static func superview(of receiver: SourceItem) -> SourceItem {
        receiver.guide != nil ? SourceItem(path: receiver.path) : SourceItem.superview(of: receiver.path)
    }

    // MARK: SnapKit

    /// The run-time text of a constant that SnapKit converts by the writing direction: known, but
    /// one value in left-to-right and another in right-to-left.
    static let directionDependentInsets = "insets whose sides differ, on leading or trailing, depend on the writing direction"

    private static let receiverName = "\u{1}receiver"
    private static let targetName = "\u{1}target"
    private static let superviewName = "\u{1}superview"

    private static func snapKit(_ line: MakerLine, receiver: SourceItem) -> Result<[DialectStatement.Made], DialectProblem> {
        // Modifiers replace the constant (SnapKit `ConstraintMakerEditable`): the last one holds.
        var constant: Known<SnapKitConstant> = .known(.scalar(0))
        for setting in line.constants {
            switch setting {
            case .runTime(let text): constant = .runTime(text)
            case .known(.relationConstant(let value)), .known(.inset(let value)): constant = .known(value)
            case .known(.offset(let value)): constant = .known(.scalar(value))
            case .known(.sizeOffset), .known(.centerOffset): return .failure(DialectProblem("a Masonry setter in a SnapKit line"))
            }
        }
        var targetItem: LayoutItem?
        var targetAttributes: Set<Attribute> = []
        var target: SourceItem?
        switch line.target {
        case .item(let item, let attributes):
            targetItem = LayoutItem(view: targetName, guide: item.guide)
            targetAttributes = attributes
            target = item
        case .superview(let attributes, let guide):
            targetItem = LayoutItem(view: superviewName, guide: guide)
            targetAttributes = attributes
        case .constant, .runTime:
            break
        }
        let snapLine = SnapKitLine(item: LayoutItem(view: receiverName), attributes: line.attributes, relation: line.relation,
                                   targetItem: targetItem, targetAttributes: targetAttributes,
                                   superview: LayoutItem(view: superviewName), constant: constant.value ?? .scalar(0),
                                   multiplier: line.multiplier.known ?? 1)
        guard case .success(let constraints) = SnapKitExpansion.expand(snapLine, origin: ConstraintOrigin(syntax: .snapkit)) else {
            // SnapKit stops the app here ("Cannot constraint to multiple non identical attributes").
            return .failure(DialectProblem("the target's attributes do not match the line's"))
        }
        // Insets on leading/trailing depend on the writing direction (SnapKit reads the view's
        // `effectiveUserInterfaceLayoutDirection` when it converts them): left in one, right in the other.
        func constantValue(_ constraint: IRConstraint) -> SourceValue {
            switch constant {
            case .runTime(let text):
                // SnapKit keys an inset on the second attribute.
                guard text == line.runTimeInsetName else {
                    let keyed = constraint.secondItem == nil ? constraint.firstAttribute : constraint.secondAttribute
                    return .runTime(text == line.runTimeInsetText ? insetValue(text, attribute: keyed) : text)
                }
                let keyed = constraint.secondItem == nil ? constraint.firstAttribute : constraint.secondAttribute
                return .runTime(insetMember(of: text, attribute: keyed))
            case .known(let value):
                return dependsOnDirection(value, line.attributes) ? .runTime(directionDependentInsets) : .known(constraint.constant)
            }
        }
        var made: [DialectStatement.Made] = []
        for constraint in constraints {
            var second: SourceAnchor?
            if let item = constraint.secondItem {
                var source: SourceItem
                switch item.view {
                case superviewName:
                    source = superview(of: receiver)
                    source.guide = item.guide ?? source.guide
                default: source = target ?? superview(of: receiver)
                }
                second = SourceAnchor(item: source, attribute: constraint.secondAttribute)
            }
            let call = ConstraintCall(syntax: .snapkit, first: SourceAnchor(item: receiver, attribute: constraint.firstAttribute),
                                      relation: constraint.relation, second: second,
                                      multiplier: second == nil ? .known(1) : line.multiplier,
                                      constant: constantValue(constraint), start: line.start, end: line.end)
            var one = DialectStatement.Made(call: call, priority: line.priority, identifier: line.identifier)
            if case .known = constant { one.leftToRightConstant = constraint.constant }
            made.append(one)
        }
        return .success(made)
    }

    /// The constant an edge takes from insets named `name` that only the running app (or a
    /// helper's caller) knows: `name.top`, `name.left`, `-name.bottom`, `-name.right` on those
    /// edges and their margins (SnapKit `ConstraintInsetTarget`, Masonry `-setInsets:`: bottom
    /// and right insets are subtracted), so that a helper's call giving `UIEdgeInsets(…)` fills
    /// each edge with its own number. Leading and trailing read `name.leading` / `name.trailing`:
    /// a `UIEdgeInsets` gives them its left or right by the writing direction, so only equal
    /// left and right fill them (``ConstraintHelper``); sizes keep the whole name.
    static func insetMember(of name: String, attribute: Attribute) -> String {
        switch attribute {
        case .top, .topMargin: return name + ".top"
        case .left, .leftMargin: return name + ".left"
        case .bottom, .bottomMargin: return "-" + name + ".bottom"
        case .right, .rightMargin: return "-" + name + ".right"
        case .leading, .leadingMargin: return name + ".leading"
        case .trailing, .trailingMargin: return "-" + name + ".trailing"
        default: return name
        }
    }

    /// The constant an edge takes from an inset given as an expression only the running app
    /// knows (`inset(UX.Bar.width)`): subtracted on the bottom, right and trailing edges and
    /// their margins (SnapKit `ConstraintInsetTarget`, Masonry `-setInset:`), as is.
    static func insetValue(_ text: String, attribute: Attribute) -> String {
        switch attribute {
        case .bottom, .bottomMargin, .right, .rightMargin, .trailing, .trailingMargin:
            let simple = text.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }
            return simple ? "-" + text : "-(" + text + ")"
        default: return text
        }
    }

    private static func dependsOnDirection(_ value: SnapKitConstant, _ attributes: Set<Attribute>) -> Bool {
        switch value {
        case .insets(let insets):
            return insets.left != insets.right
                && !attributes.isDisjoint(with: [.leading, .trailing, .leadingMargin, .trailingMargin])
        case .directionalInsets(_, let leading, _, let trailing):
            return leading != trailing && !attributes.isDisjoint(with: [.left, .right, .leftMargin, .rightMargin])
        case .scalar, .size, .point:
            return false
        }
    }

    // MARK: Masonry

    private static func masonry(_ line: MakerLine, receiver: SourceItem) -> Result<[DialectStatement.Made], DialectProblem> {
        var made: [DialectStatement.Made] = []
        for attribute in SnapKitAttributes.emissionOrder where line.attributes.contains(attribute) {
            var second: SourceAnchor?
            switch line.target {
            case .item(let item, let attributes):
                guard attributes.count <= 1 else { return .failure(DialectProblem("a target with several attributes")) }
                second = SourceAnchor(item: item, attribute: attributes.first ?? attribute)
            case .superview(let attributes, let guide):
                var item = superview(of: receiver)
                item.guide = guide ?? item.guide
                second = SourceAnchor(item: item, attribute: attributes.first ?? attribute)
            case .constant, .runTime:
                // "alignment attributes must have a secondViewAttribute, therefore we assume that
                // is refering to superview" (MASViewConstraint -install).
                if attribute != .width && attribute != .height {
                    second = SourceAnchor(item: superview(of: receiver), attribute: attribute)
                }
            }
            var constant: SourceValue = .known(0)
            for setting in line.constants {
                guard case .known(let known) = setting else {
                    if case .runTime(let text) = setting {
                        constant = .runTime(text == line.runTimeInsetName ? insetMember(of: text, attribute: attribute)
                                            : text == line.runTimeInsetText ? insetValue(text, attribute: attribute) : text)
                    }
                    continue
                }
                guard case .known(let current) = constant else { continue }
                constant = .known(masonryConstant(known, attribute: attribute, current: current))
            }
            let call = ConstraintCall(syntax: .masonry, first: SourceAnchor(item: receiver, attribute: attribute),
                                      relation: line.relation, second: second,
                                      multiplier: second == nil ? .known(1) : line.multiplier,
                                      constant: constant, start: line.start, end: line.end)
            made.append(DialectStatement.Made(call: call, priority: line.priority, identifier: line.identifier))
        }
        return .success(made)
    }

    /// The constant after one Masonry setter, for a constraint whose first attribute is `attribute`.
    private static func masonryConstant(_ setting: MakerConstantSetting, attribute: Attribute, current: Double) -> Double {
        switch setting {
        case .offset(let value), .relationConstant(.scalar(let value)):
            return value
        case .sizeOffset(let width, let height), .relationConstant(.size(let width, let height)):
            return attribute == .width ? width : attribute == .height ? height : current
        case .centerOffset(let x, let y), .relationConstant(.point(let x, let y)):
            return attribute == .centerX ? x : attribute == .centerY ? y : current
        case .inset(.scalar(let value)):
            return masonryInset(LayoutInsets(top: value, left: value, bottom: value, right: value), attribute: attribute, current: current)
        case .inset(.insets(let insets)), .relationConstant(.insets(let insets)):
            return masonryInset(insets, attribute: attribute, current: current)
        case .inset(.directionalInsets(let top, let leading, let bottom, let trailing)),
             .relationConstant(.directionalInsets(let top, let leading, let bottom, let trailing)):
            return masonryInset(LayoutInsets(top: top, left: leading, bottom: bottom, right: trailing), attribute: attribute, current: current)
        case .inset(.size), .inset(.point):
            return current
        }
    }

    private static func masonryInset(_ insets: LayoutInsets, attribute: Attribute, current: Double) -> Double {
        switch attribute {
        case .left, .leading: return insets.left
        case .top: return insets.top
        case .bottom: return -insets.bottom
        case .right, .trailing: return -insets.right
        default: return current
        }
    }
}
