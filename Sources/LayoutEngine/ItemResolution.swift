import LayoutIR

/// A rectangle as four expressions over the layout variables.
struct RectExpression {
    var left: LayoutExpression
    var top: LayoutExpression
    var width: LayoutExpression
    var height: LayoutExpression

    init(_ variables: ViewVariables) {
        left = LayoutExpression(variables.left)
        top = LayoutExpression(variables.top)
        width = LayoutExpression(variables.width)
        height = LayoutExpression(variables.height)
    }

    init(left: LayoutExpression, top: LayoutExpression, width: LayoutExpression, height: LayoutExpression) {
        self.left = left
        self.top = top
        self.width = width
        self.height = height
    }

    /// The rectangle moved in by `insets` on each side.
    func inset(by insets: LayoutInsets) -> RectExpression {
        RectExpression(left: left + insets.left, top: top + insets.top,
                       width: width - (insets.left + insets.right), height: height - (insets.top + insets.bottom))
    }

    /// The expression of an edge, centre or size (margins already stripped). In a
    /// right-to-left constraint (`mirrored`) the horizontal axis runs from right to left, as
    /// UIKit's does for leading/trailing: positions are negated x coordinates, so leading is
    /// `−right`, trailing `−left` and centerX `−centerX`, and a positive constant moves inwards
    /// from the leading edge. `nil` for baselines.
    func value(of attribute: Attribute, mirrored: Bool = false) -> LayoutExpression? {
        switch attribute {
        case .left: return left
        case .right: return left + width
        case .top: return top
        case .bottom: return top + height
        case .leading: return mirrored ? (left + width) * -1 : left
        case .trailing: return mirrored ? left * -1 : left + width
        case .width: return width
        case .height: return height
        case .centerX: return mirrored ? (left + width * 0.5) * -1 : left + width * 0.5
        case .centerY: return top + height * 0.5
        default: return nil
        }
    }
}

extension Attribute {
    /// Edges (not centres, sizes or baselines), which a scroll view's descendants relate to the
    /// content rectangle.
    var isEdge: Bool {
        switch self {
        case .left, .right, .top, .bottom, .leading, .trailing: return true
        default: return false
        }
    }
}

extension Lowering {
    /// The expression for `item.attribute` in this environment. `partner` is the other item of
    /// the constraint: a scroll view's edges mean its content when the partner is inside it.
    /// `directional` says the constraint relates leading or trailing: in right-to-left its
    /// horizontal positions are then mirrored (see ``RectExpression/value(of:mirrored:)``).
    /// `direction` names the view whose effective layout direction decides (the constraint's
    /// first item); by default the item itself.
    mutating func resolve(_ item: LayoutItem, _ attribute: Attribute, partner: LayoutItem?,
                          directional: Bool = false, direction: String? = nil) -> Result<LayoutExpression, LoweringFailure> {
        let mirrored = directional && isRightToLeft(direction ?? item.view)
        if let auxiliary = auxiliaryViews[item.view] {
            guard item.guide == nil, let value = RectExpression(auxiliary).value(of: attribute, mirrored: mirrored)
            else { return .failure(.invalid("'\(item.view)' has no '\(attribute.name)'")) }
            return .success(value)
        }
        guard let index = tree.index(of: item.view) else {
            return .failure(.unknownView(item.view))
        }
        let kind = tree[index].node.kind
        let plain = attribute.withoutMargin
        // The common case, a view's own edge, centre or size: built directly.
        if item.guide == nil, !attribute.isMarginRelative, !(kind.isScrollView && plain.isEdge),
           let value = variables[index].expression(of: plain, mirrored: mirrored) {
            return .success(value)
        }
        let frame = RectExpression(variables[index])

        if let guide = item.guide {
            if attribute.isMarginRelative {
                return .failure(.invalid("a layout guide has no margin attributes ('\(item).\(attribute.name)')"))
            }
            let rect: RectExpression
            switch guide {
            case .topLayoutGuide, .bottomLayoutGuide:
                return legacyGuide(guide, attribute)
            case .safeArea:
                rect = frame.inset(by: insets(of: index).safeArea)
            case .margins:
                rect = frame.inset(by: insets(of: index).margins)
            case .readableContent:
                rect = frame.inset(by: insets(of: index).readable)
            case .contentLayout:
                guard kind.isScrollView, let width = variables[index].contentWidth,
                      let height = variables[index].contentHeight
                else { return .failure(.invalid("'\(item.view)' is a \(kind.keyword), not a scroll view; only scroll views have 'contentLayout'")) }
                rect = RectExpression(left: frame.left, top: frame.top, width: LayoutExpression(width),
                                      height: LayoutExpression(height))
            case .frameLayout:
                guard kind.isScrollView
                else { return .failure(.invalid("'\(item.view)' is a \(kind.keyword), not a scroll view; only scroll views have 'frameLayout'")) }
                rect = frame
            case .keyboard:
                // No keyboard shown: the guide lies along the view's bottom, as tall as its bottom
                // safe-area inset, so its top is the safe area's bottom (Apple, "UIKeyboardLayoutGuide";
                // Docs/InterfaceBuilder.md#constraints).
                let bottomInset = insets(of: index).safeArea.bottom
                rect = RectExpression(left: frame.left, top: frame.top + frame.height - bottomInset,
                                      width: frame.width, height: LayoutExpression(constant: bottomInset))
            }
            guard let value = rect.value(of: plain, mirrored: mirrored) else {
                return .failure(.invalid("a layout guide has no '\(attribute.name)'"))
            }
            return .success(value)
        }

        switch plain {
        case .firstBaseline, .lastBaseline:
            let properties = tree[index].node.properties
            let offset = plain == .firstBaseline ? properties.firstBaseline : properties.lastBaseline
            if let offset, offset.isFinite { return .success(frame.top + offset) }
            // Text centred in the view: its baselines move with the centre (``TextBaselines``).
            if let text = properties.textBaselines {
                let below = plain == .firstBaseline ? text.firstFromCenter : text.lastFromCenter
                if below.isFinite { return .success(frame.top + frame.height * 0.5 + below) }
            }
            return .success(frame.top + frame.height)
        default:
            break
        }
        var rect = frame
        if kind.isScrollView, plain.isEdge, let partner, let partnerIndex = tree.index(of: partner.view),
           tree.isDescendant(partnerIndex, of: index),
           let width = variables[index].contentWidth, let height = variables[index].contentHeight {
            // Legacy rule: a descendant pinned to a scroll view's edges or margins defines its
            // content ("Constraints between the edges or margins of the scroll view and its
            // content attach to the scroll view's content area", Apple, Working with Scroll Views).
            rect = RectExpression(left: frame.left, top: frame.top, width: LayoutExpression(width),
                                  height: LayoutExpression(height))
        }
        if attribute.isMarginRelative {
            rect = rect.inset(by: insets(of: index).margins)
        }
        guard let value = rect.value(of: plain, mirrored: mirrored) else {
            return .failure(.invalid("'\(attribute.name)' cannot be used here"))
        }
        return .success(value)
    }

    /// `topLayoutGuide` spans the root's top safe-area inset, `bottomLayoutGuide` its bottom one.
    private func legacyGuide(_ guide: LayoutGuide, _ attribute: Attribute) -> Result<LayoutExpression, LoweringFailure> {
        let root = RectExpression(variables[0])
        let rootBottom = root.top + root.height
        let length = guide == .topLayoutGuide ? metrics.topLayoutGuideLength : metrics.bottomLayoutGuideLength
        let top = guide == .topLayoutGuide ? root.top : rootBottom - length
        switch attribute {
        case .top: return .success(top)
        case .bottom: return .success(top + length)
        case .height: return .success(LayoutExpression(constant: length))
        default:
            return .failure(.invalid("'\(guide.name)' has no '\(attribute.name)'; it only has top, bottom and height"))
        }
    }
}

/// Why a constraint could not be lowered.
enum LoweringFailure: Error, Hashable {
    case unknownView(String)
    case invalid(String)

    var message: String {
        switch self {
        case .unknownView(let name): return "unknown view '\(name)'"
        case .invalid(let message): return message
        }
    }
}
