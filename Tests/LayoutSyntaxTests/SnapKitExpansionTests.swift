import Testing
@testable import LayoutSyntax

/// Every expansion rule of Docs/SnapKit.md, checked through the `.layout` parser on
/// the exact constraints produced. View `c` sits in `b`; `a` and `b` sit in the root `view`.
@Suite("SnapKit expansion")
struct SnapKitExpansionTests {
    /// The equations a make block on `item` produces.
    static func expand(_ lines: String, on item: String = "c", verb: String = "makeConstraints") -> [String] {
        let text = LayoutTestSupport.screen("\(item).snp.\(verb) { make in\n\(lines)\n}")
        let (document, diagnostics) = LayoutTestSupport.parse(text)
        let errors = diagnostics.filter { $0.severity == .error }
        if !errors.isEmpty { return errors.map { "error: \($0.message)" } }
        return document.screens.first?.constraints.map(ConstraintPrinter.equation) ?? []
    }

    static func errors(_ lines: String, on item: String = "c") -> [LayoutDiagnostic] {
        let text = LayoutTestSupport.screen("\(item).snp.makeConstraints { make in\n\(lines)\n}")
        return LayoutTestSupport.parse(text).diagnostics.filter { $0.severity == .error }
    }

    // MARK: Docs/SnapKit.md#attributes

    @Test("each single attribute maps to its NSLayoutConstraint attribute (baseline = lastBaseline)")
    func singleAttributes() {
        let names = ["left", "right", "top", "bottom", "leading", "trailing", "centerX", "centerY", "lastBaseline",
                     "firstBaseline", "leftMargin", "rightMargin", "topMargin", "bottomMargin", "leadingMargin",
                     "trailingMargin", "centerXWithinMargins", "centerYWithinMargins"]
        for name in names {
            #expect(Self.expand("make.\(name).equalTo(a)") == ["c.\(name) == a.\(name)"])
        }
        #expect(Self.expand("make.width.equalTo(a)") == ["c.width == a.width"])
        #expect(Self.expand("make.baseline.equalTo(a)") == ["c.lastBaseline == a.lastBaseline"])
    }

    @Test("compound attributes expand to their members in SnapKit's emission order")
    func compounds() {
        let cases: [(String, [String])] = [
            ("edges", ["left", "top", "right", "bottom"]),
            ("horizontalEdges", ["left", "right"]),
            ("verticalEdges", ["top", "bottom"]),
            ("directionalEdges", ["top", "bottom", "leading", "trailing"]),
            ("directionalHorizontalEdges", ["leading", "trailing"]),
            ("directionalVerticalEdges", ["top", "bottom"]),
            ("size", ["width", "height"]),
            ("center", ["centerX", "centerY"]),
            ("margins", ["leftMargin", "rightMargin", "topMargin", "bottomMargin"]),
            ("directionalMargins", ["topMargin", "bottomMargin", "leadingMargin", "trailingMargin"]),
            ("centerWithinMargins", ["centerXWithinMargins", "centerYWithinMargins"]),
        ]
        for (compound, members) in cases {
            #expect(Self.expand("make.\(compound).equalTo(a)") == members.map { "c.\($0) == a.\($0)" }, "\(compound)")
        }
    }

    @Test("chained attributes form a union, duplicates collapse, emission follows the fixed order")
    func chaining() {
        #expect(Self.expand("make.top.leading.bottom.trailing.equalTo(a)")
                == ["c.top == a.top", "c.bottom == a.bottom", "c.leading == a.leading", "c.trailing == a.trailing"])
        #expect(Self.expand("make.edges.left.equalTo(a)") == Self.expand("make.edges.equalTo(a)"))
        #expect(Self.expand("make.height.width.equalTo(a)") == ["c.width == a.width", "c.height == a.height"])
        #expect(Self.expand("make.bottom.right.left.equalToSuperview()")
                == ["c.left == b.left", "c.right == b.right", "c.bottom == b.bottom"])
    }

    @Test("'center' cannot be chained, but may come first and may be a target")
    func centerNotChainable() {
        let errors = Self.errors("make.size.center.equalTo(a)")
        #expect(errors.count == 1)
        #expect(errors.first?.message.contains("'center' cannot be chained") == true)
        #expect(errors.first?.span?.column == 11)
        #expect(Self.expand("make.center.left.equalTo(a.snp.left)")
                == ["c.left == a.left", "c.centerX == a.left", "c.centerY == a.left"])
        #expect(Self.expand("make.center.equalTo(a.snp.center)") == ["c.centerX == a.centerX", "c.centerY == a.centerY"])
    }

    // MARK: Docs/SnapKit.md#relations-and-targets

    @Test("relations and their Superview forms")
    func relations() {
        #expect(Self.expand("make.top.equalTo(a)") == ["c.top == a.top"])
        #expect(Self.expand("make.top.lessThanOrEqualTo(a)") == ["c.top <= a.top"])
        #expect(Self.expand("make.top.greaterThanOrEqualTo(a)") == ["c.top >= a.top"])
        #expect(Self.expand("make.top.equalToSuperview()") == ["c.top == b.top"])
        #expect(Self.expand("make.top.lessThanOrEqualToSuperview()") == ["c.top <= b.top"])
        #expect(Self.expand("make.top.greaterThanOrEqualToSuperview()") == ["c.top >= b.top"])
        #expect(Self.expand("make.top.equalToSuperview()", on: "a") == ["a.top == view.top"])
    }

    @Test("the superview closure form narrows the superview to a guide or an attribute")
    func superviewClosure() {
        #expect(Self.expand("make.top.equalToSuperview { $0.safeAreaLayoutGuide }", on: "a") == ["a.top == view.safeArea.top"])
        #expect(Self.expand("make.top.equalToSuperview { $0.snp.bottom }") == ["c.top == b.bottom"])
        #expect(Self.expand("make.top.lessThanOrEqualToSuperview { $0.layoutMarginsGuide.snp.centerY }")
                == ["c.top <= b.margins.centerY"])
    }

    @Test("targets: views, guides, snp attributes, legacy layout guides")
    func itemTargets() {
        #expect(Self.expand("make.left.greaterThanOrEqualTo(a)") == ["c.left >= a.left"])
        #expect(Self.expand("make.centerX.lessThanOrEqualTo(a.snp.left)") == ["c.centerX <= a.left"])
        #expect(Self.expand("make.top.equalTo(self.view.safeAreaLayoutGuide.snp.top)", on: "a") == ["a.top == view.safeArea.top"])
        #expect(Self.expand("make.bottom.equalTo(view.safeAreaLayoutGuide)", on: "a") == ["a.bottom == view.safeArea.bottom"])
        #expect(Self.expand("make.top.equalTo(self.topLayoutGuide.snp.bottom)", on: "a") == ["a.top == view.topLayoutGuide.bottom"])
        #expect(Self.expand("make.top.equalTo(bottomLayoutGuide.snp.top)", on: "a") == ["a.top == view.bottomLayoutGuide.top"])
        #expect(Self.expand("make.edges.equalTo(b.layoutMarginsGuide)") ==
                ["c.left == b.margins.left", "c.top == b.margins.top", "c.right == b.margins.right", "c.bottom == b.margins.bottom"])
        #expect(Self.expand("make.leading.equalTo(b.readableContentGuide)") == ["c.leading == b.readableContent.leading"])
    }

    // MARK: Docs/SnapKit.md#building-a-constraint

    @Test("rule 1: edges and margins pair member by member, in both directions")
    func edgesMarginsPairings() {
        #expect(Self.expand("make.edges.equalTo(b.snp.margins)")
                == ["c.left == b.leftMargin", "c.top == b.topMargin", "c.right == b.rightMargin", "c.bottom == b.bottomMargin"])
        #expect(Self.expand("make.margins.equalTo(a.snp.edges)")
                == ["c.leftMargin == a.left", "c.rightMargin == a.right", "c.topMargin == a.top", "c.bottomMargin == a.bottom"])
        #expect(Self.expand("make.directionalEdges.equalTo(b.snp.directionalMargins)")
                == ["c.top == b.topMargin", "c.bottom == b.bottomMargin", "c.leading == b.leadingMargin",
                    "c.trailing == b.trailingMargin"])
        #expect(Self.expand("make.directionalMargins.equalTo(a.snp.directionalEdges)")
                == ["c.topMargin == a.top", "c.bottomMargin == a.bottom", "c.leadingMargin == a.leading",
                    "c.trailingMargin == a.trailing"])
    }

    @Test("rule 1: identical sets pair up; a single target attribute is broadcast")
    func identicalAndBroadcast() {
        #expect(Self.expand("make.size.equalTo(a.snp.size)") == ["c.width == a.width", "c.height == a.height"])
        #expect(Self.expand("make.left.right.equalTo(a.snp.centerX)") == ["c.left == a.centerX", "c.right == a.centerX"])
        #expect(Self.expand("make.width.height.equalTo(a.snp.width)") == ["c.width == a.width", "c.height == a.width"])
    }

    @Test("rule 1: a multi-attribute target that is not identical is an error")
    func multipleNonIdentical() {
        for line in ["make.left.right.equalTo(a.snp.edges)", "make.edges.equalTo(a.snp.directionalEdges)",
                     "make.horizontalEdges.equalTo(a.snp.margins)"] {
            let errors = Self.errors(line)
            #expect(errors.map(\.message) == ["cannot constrain to multiple non-identical attributes"], "\(line)")
            #expect(errors.first?.span?.line == 8)
            // The caret is under the target, the argument of equalTo.
            let targetColumn = line.utf8.count - line.split(separator: "(").last!.utf8.count + 1
            #expect(errors.first?.span?.column == targetColumn)
        }
    }

    @Test("rule 2: a constant target maps centerX to left and centerY to top, nothing else")
    func constantCenters() {
        #expect(Self.expand("make.centerX.equalTo(50)") == ["c.centerX == b.left + 50"])
        #expect(Self.expand("make.centerY.equalTo(50)") == ["c.centerY == b.top + 50"])
        #expect(Self.expand("make.center.equalTo(CGPoint(x: 10, y: 20))") == ["c.centerX == b.left + 10", "c.centerY == b.top + 20"])
        #expect(Self.expand("make.centerXWithinMargins.equalTo(5)") == ["c.centerXWithinMargins == b.centerXWithinMargins + 5"])
    }

    @Test("rule 3: constants relate to the superview, except sizes which have no second item")
    func constantSecondItem() {
        #expect(Self.expand("make.left.lessThanOrEqualTo(10)") == ["c.left <= b.left + 10"])
        #expect(Self.expand("make.width.height.equalTo(50)") == ["c.width == 50", "c.height == 50"])
        #expect(Self.expand("make.width.greaterThanOrEqualTo(200)\nmake.width.lessThanOrEqualTo(400)")
                == ["c.width >= 200", "c.width <= 400"])
        #expect(Self.expand("make.size.equalTo(CGSize(width: 50, height: 100))") == ["c.width == 50", "c.height == 100"])
        #expect(Self.expand("make.top.equalTo(0)", on: "view").first?.contains("no superview") == true)
    }

    @Test("rule 4: multipliedBy and dividedBy set the multiplier; the last one wins")
    func multipliers() {
        #expect(Self.expand("make.width.equalTo(a.snp.height).multipliedBy(2)") == ["c.width == a.height * 2"])
        #expect(Self.expand("make.width.equalTo(a).dividedBy(4).offset(3)") == ["c.width == a.width * 0.25 + 3"])
        #expect(Self.expand("make.width.equalTo(a).multipliedBy(3).dividedBy(2)") == ["c.width == a.width * 0.5"])
        #expect(Self.expand("make.width.equalTo(a).dividedBy(2).multipliedBy(3)") == ["c.width == a.width * 3"])
        #expect(Self.expand("make.width.equalTo(a).dividedBy(0)") == ["error: division by zero"])
    }

    @Test("rule 5: the constant is converted with the SECOND attribute")
    func constantKeyedOnSecondAttribute() {
        #expect(Self.expand("make.top.equalTo(a.snp.bottom).inset(10)") == ["c.top == a.bottom - 10"])
        #expect(Self.expand("make.trailing.equalTo(a.snp.leading).inset(8)") == ["c.trailing == a.leading + 8"])
        #expect(Self.expand("make.bottom.equalTo(a.snp.top).inset(UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))")
                == ["c.bottom == a.top + 1"])
    }

    @Test("rules 6 and 7: priorities and labels")
    func prioritiesAndLabels() {
        #expect(Self.expand("make.top.equalTo(a)").first == "c.top == a.top")
        let cases: [(String, String)] = [
            ("750", "750"), (".required", "required"), (".high", "750"), (".medium", "500"), (".low", "250"),
            ("999.5", "999.5"), (".high.advanced(by: 1)", "751"), ("UILayoutPriority.defaultLow", "250"),
            ("UILayoutPriority(rawValue: 999)", "999"), (".defaultHigh + 1", "751"), ("ConstraintPriority.low", "250"),
            ("UILayoutPriority.fittingSizeLevel", "50"),
        ]
        for (argument, printed) in cases {
            let expected = printed == "required" ? "c.top == a.top" : "c.top == a.top @\(printed)"
            #expect(Self.expand("make.top.equalTo(a).priority(\(argument))") == [expected], "\(argument)")
        }
        #expect(Self.expand("make.top.equalTo(a).priorityHigh()") == ["c.top == a.top @750"])
        #expect(Self.expand("make.top.equalTo(a).priorityLow()") == ["c.top == a.top @250"])
        #expect(Self.expand("make.top.equalTo(a).priority(0)").first?.contains("out of range") == true)
        #expect(Self.expand("make.top.equalTo(a).priority(1001)").first?.contains("out of range") == true)

        let text = LayoutTestSupport.screen("c.snp.makeConstraints { make in\nmake.edges.equalToSuperview().labeled(\"fill\")\n}")
        let constraints = LayoutTestSupport.parse(text).document.screens.first?.constraints ?? []
        #expect(constraints.count == 4)
        #expect(constraints.allSatisfy { $0.identifier == "fill" })
    }

    // MARK: Docs/SnapKit.md#constants-and-signs

    @Test("offset adds +x to every constraint, whatever the edge")
    func offsetSign() {
        #expect(Self.expand("make.edges.equalToSuperview().offset(10)")
                == ["c.left == b.left + 10", "c.top == b.top + 10", "c.right == b.right + 10", "c.bottom == b.bottom + 10"])
        #expect(Self.expand("make.center.equalToSuperview().offset(5)") == ["c.centerX == b.centerX + 5", "c.centerY == b.centerY + 5"])
        #expect(Self.expand("make.size.equalTo(a).offset(100)") == ["c.width == a.width + 100", "c.height == a.height + 100"])
        #expect(Self.expand("make.top.equalTo(a).offset(-8)") == ["c.top == a.top - 8"])
    }

    @Test("inset with a number: +x on left/top/leading/firstBaseline, -x on the far edges, 0 on centres, -2x on sizes")
    func insetNumberSign() {
        #expect(Self.expand("make.edges.equalToSuperview().inset(10)")
                == ["c.left == b.left + 10", "c.top == b.top + 10", "c.right == b.right - 10", "c.bottom == b.bottom - 10"])
        #expect(Self.expand("make.directionalEdges.equalToSuperview().inset(4)")
                == ["c.top == b.top + 4", "c.bottom == b.bottom - 4", "c.leading == b.leading + 4", "c.trailing == b.trailing - 4"])
        #expect(Self.expand("make.firstBaseline.equalTo(a).inset(3)") == ["c.firstBaseline == a.firstBaseline + 3"])
        #expect(Self.expand("make.lastBaseline.equalTo(a).inset(3)") == ["c.lastBaseline == a.lastBaseline - 3"])
        #expect(Self.expand("make.center.equalToSuperview().inset(10)") == ["c.centerX == b.centerX", "c.centerY == b.centerY"])
        #expect(Self.expand("make.size.equalToSuperview().inset(10)") == ["c.width == b.width - 20", "c.height == b.height - 20"])
        #expect(Self.expand("make.margins.equalToSuperview().inset(2)")
                == ["c.leftMargin == b.leftMargin + 2", "c.rightMargin == b.rightMargin - 2",
                    "c.topMargin == b.topMargin + 2", "c.bottomMargin == b.bottomMargin - 2"])
    }

    @Test("inset with UIEdgeInsets and NSDirectionalEdgeInsets follows the per-attribute table")
    func insetStructs() {
        #expect(Self.expand("make.edges.equalTo(view.safeAreaLayoutGuide).inset(UIEdgeInsets(top: 5, left: 10, bottom: 15, right: 20))", on: "a")
                == ["a.left == view.safeArea.left + 10", "a.top == view.safeArea.top + 5",
                    "a.right == view.safeArea.right - 20", "a.bottom == view.safeArea.bottom - 15"])
        #expect(Self.expand("make.center.size.equalTo(a).inset(UIEdgeInsets(top: 2, left: 10, bottom: 6, right: 4))")
                == ["c.width == a.width - 14", "c.height == a.height - 8", "c.centerX == a.centerX + 3", "c.centerY == a.centerY - 2"])
        #expect(Self.expand("make.leading.trailing.equalTo(a).inset(UIEdgeInsets(top: 0, left: 3, bottom: 0, right: 7))")
                == ["c.leading == a.leading + 3", "c.trailing == a.trailing - 7"])
        #expect(Self.expand("make.left.right.leading.trailing.equalTo(a).inset(NSDirectionalEdgeInsets(top: 0, leading: 3, bottom: 0, trailing: 7))")
                == ["c.left == a.left + 3", "c.right == a.right - 7", "c.leading == a.leading + 3", "c.trailing == a.trailing - 7"])
        #expect(Self.expand("make.center.size.equalTo(a).inset(NSDirectionalEdgeInsets(top: 2, leading: 10, bottom: 6, trailing: 4))")
                == ["c.width == a.width - 14", "c.height == a.height - 8", "c.centerX == a.centerX + 3", "c.centerY == a.centerY - 2"])
    }

    @Test("struct targets: UIEdgeInsets, CGPoint and CGSize as equalTo arguments")
    func structTargets() {
        #expect(Self.expand("make.edges.equalTo(UIEdgeInsets(top: 10, left: 0, bottom: 10, right: 0))")
                == ["c.left == b.left", "c.top == b.top + 10", "c.right == b.right", "c.bottom == b.bottom - 10"])
        #expect(Self.expand("make.lastBaseline.equalTo(UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))")
                == ["c.lastBaseline == b.lastBaseline - 3"])
        #expect(Self.expand("make.width.left.equalTo(CGPoint(x: 7, y: 9))") == ["c.left == b.left + 7", "c.width == 0"])
        #expect(Self.expand("make.top.size.equalTo(CGSize(width: 30, height: 40))") == ["c.top == b.top", "c.width == 30", "c.height == 40"])
        #expect(Self.expand("make.edges.equalTo(UIEdgeInsets.zero)")
                == ["c.left == b.left", "c.top == b.top", "c.right == b.right", "c.bottom == b.bottom"])
    }

    @Test("modifiers replace the stored constant; they do not add")
    func modifiersReplace() {
        #expect(Self.expand("make.top.equalTo(10).offset(5)") == ["c.top == b.top + 5"])
        #expect(Self.expand("make.width.equalTo(100).inset(10)") == ["c.width == -20"])
        #expect(Self.expand("make.top.equalTo(a).offset(5).offset(7)") == ["c.top == a.top + 7"])
        #expect(Self.expand("make.top.equalTo(a).offset(5).inset(2)") == ["c.top == a.top + 2"])
    }

    @Test("the sign table of SnapKitConstant, including right-to-left")
    func constantTable() {
        let insets = SnapKitConstant.insets(LayoutInsets(top: 1, left: 2, bottom: 3, right: 4))
        let expected: [(Attribute, Double, Double)] = [
            (.left, 2, 2), (.leftMargin, 2, 2), (.top, 1, 1), (.topMargin, 1, 1), (.firstBaseline, 1, 1),
            (.right, -4, -4), (.rightMargin, -4, -4), (.bottom, -3, -3), (.bottomMargin, -3, -3), (.lastBaseline, -3, -3),
            (.leading, 2, 4), (.leadingMargin, 2, 4), (.trailing, -4, -2), (.trailingMargin, -4, -2),
            (.centerX, -1, -1), (.centerXWithinMargins, -1, -1), (.centerY, -1, -1), (.centerYWithinMargins, -1, -1),
            (.width, -6, -6), (.height, -4, -4),
        ]
        for (attribute, ltr, rtl) in expected {
            #expect(insets.value(for: attribute) == ltr, "\(attribute)")
            #expect(insets.value(for: attribute, direction: .rtl) == rtl, "\(attribute) rtl")
        }
        let directional = SnapKitConstant.directionalInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
        let directionalExpected: [(Attribute, Double, Double)] = [
            (.leading, 2, 2), (.trailing, -4, -4), (.left, 2, 4), (.leftMargin, 2, 4), (.right, -4, -2), (.rightMargin, -4, -2),
            (.top, 1, 1), (.firstBaseline, 1, 1), (.bottom, -3, -3), (.lastBaseline, -3, -3),
            (.centerX, -1, -1), (.centerY, -1, -1), (.width, -6, -6), (.height, -4, -4),
        ]
        for (attribute, ltr, rtl) in directionalExpected {
            #expect(directional.value(for: attribute) == ltr, "\(attribute)")
            #expect(directional.value(for: attribute, direction: .rtl) == rtl, "\(attribute) rtl")
        }
        #expect(SnapKitConstant.size(width: 5, height: 6).value(for: .width) == 5)
        #expect(SnapKitConstant.size(width: 5, height: 6).value(for: .height) == 6)
        #expect(SnapKitConstant.size(width: 5, height: 6).value(for: .left) == 0)
        #expect(SnapKitConstant.point(x: 5, y: 6).value(for: .trailingMargin) == 5)
        #expect(SnapKitConstant.point(x: 5, y: 6).value(for: .lastBaseline) == 6)
        #expect(SnapKitConstant.point(x: 5, y: 6).value(for: .width) == 0)
        #expect(SnapKitConstant.scalar(9).value(for: .bottom) == 9)
    }
}
