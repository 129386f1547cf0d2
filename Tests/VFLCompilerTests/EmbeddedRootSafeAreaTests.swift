import Testing
import LayoutIR
import VFLCompiler

/// A view that code builds and hands to its caller has no unsafe screen edge known to reach it:
/// a subview its constraints leave free to sit anywhere gets no safe-area insets, so its layout
/// margins are the ones it declares, wherever the solver happened to put it.
@Suite struct EmbeddedRootSafeAreaTests {
    /// A container (returned to the caller, who places it) with a centre-aligned stack pinned to
    /// its margins and centred on it. Leading and trailing at equal margins already put the
    /// stack's centre on the container's (16 + w/2 from either side), so centerX adds nothing.
    static func builder(centerOffset: Int, owner: String = "EmptyStateFactory") -> String {
        """
        @implementation \(owner)
        - (UIView *)emptyView
        {
            UIView *container = [[UIView alloc] initWithFrame:CGRectZero];
            container.layoutMargins = UIEdgeInsetsMake(64, 16, 64, 16);
            UIStackView *stack = [[UIStackView alloc] initWithFrame:CGRectZero];
            stack.axis = UILayoutConstraintAxisVertical;
            stack.alignment = UIStackViewAlignmentCenter;
            [container addSubview:stack];
            stack.translatesAutoresizingMaskIntoConstraints = NO;
            [NSLayoutConstraint activateConstraints:@[
                [stack.leadingAnchor constraintEqualToAnchor:container.layoutMarginsGuide.leadingAnchor],
                [stack.trailingAnchor constraintEqualToAnchor:container.layoutMarginsGuide.trailingAnchor],
                [stack.centerXAnchor constraintEqualToAnchor:container.centerXAnchor constant:\(centerOffset)],
                [stack.centerYAnchor constraintEqualToAnchor:container.centerYAnchor]
            ]];
            UIImageView *icon = [[UIImageView alloc] initWithFrame:CGRectZero];
            icon.translatesAutoresizingMaskIntoConstraints = NO;
            [icon.widthAnchor constraintEqualToConstant:100].active = YES;
            [icon.heightAnchor constraintEqualToConstant:100].active = YES;
            [stack addArrangedSubview:icon];
            return container;
        }
        @end
        """
    }

    @Test("margins of a free subview of an embedded root are its declared ones: centred and pinned to equal margins is no conflict")
    func equalMarginsAndCentreAgree() {
        let compiled = CodeReading.compile(Self.builder(centerOffset: 0), path: "EmptyStateFactory.m")
        #expect(CodeReading.equations(compiled).count == 6)
        #expect(!compiled.diagnostics.contains { $0.ruleID?.rawValue == "unsatisfiable" }, "\(compiled.diagnostics.map(\.message))")
    }

    @Test("in a controller's method too, a view built for the caller takes its declared margins wherever it is left")
    func viewBuiltForTheCaller() {
        // The controller's root is laid out full screen, with the status bar above its safe area;
        // the container is not added to it here, so where it goes is the caller's.
        let compiled = CodeReading.compile(Self.builder(centerOffset: 0, owner: "CommentsViewController"),
                                           path: "CommentsViewController.m")
        #expect(CodeReading.equations(compiled).count == 6)
        #expect(!compiled.diagnostics.contains { $0.ruleID?.rawValue == "unsatisfiable" }, "\(compiled.diagnostics.map(\.message))")
    }

    @Test("a centre 10 pt off the one equal margins give is still a conflict")
    func offCentreStillConflicts() {
        let compiled = CodeReading.compile(Self.builder(centerOffset: 10), path: "EmptyStateFactory.m")
        #expect(compiled.diagnostics.filter { $0.ruleID?.rawValue == "unsatisfiable" }.count == 1)
    }
}
