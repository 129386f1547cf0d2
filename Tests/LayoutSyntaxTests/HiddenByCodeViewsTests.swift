import Testing
@testable import LayoutSyntax

/// Which views a file's code can hide: a stack view collapses a hidden arranged view (Apple,
/// "UIStackView"), so an Interface Builder outlet of one of these names is drawn in one of two
/// states. Each expected set is read off the line by hand.
@Suite struct HiddenByCodeViewsTests {
    private func names(_ text: String) -> Set<String> { HiddenByCodeViews.collect(Array(text.utf8)) }

    @Test("isHidden set to true or to an expression, setHidden: with YES or an expression, toggle()")
    func hidingForms() {
        #expect(names("retryButton.isHidden = true") == ["retryButton"])
        #expect(names("self.cancelButton?.isHidden = !canCancel") == ["cancelButton"])
        #expect(names("[self.doneButton setHidden:YES];") == ["doneButton"])
        #expect(names("[_spinner setHidden:loading];") == ["spinner"])
        #expect(names("_footer.hidden = YES;") == ["footer"])
        #expect(names("banner.isHidden.toggle()") == ["banner"])
    }

    /// Hiding each element of a collection the code walks (an outlet collection) hides the views
    /// the collection holds: `forEach`'s `$0` and a `for`-`in` loop's variable stand for each.
    @Test("hiding the elements of a walked collection names the collection too")
    func collectionElements() {
        #expect(names("buttons.forEach { $0.isHidden = true }") == ["buttons", "0"])
        #expect(names("for button in self.buttons {\n    button.isHidden = !supported(button)\n}") == ["buttons", "button"])
        #expect(names("for (UIButton *b in _actionButtons) { b.hidden = YES; }") == ["actionButtons", "b"])
        #expect(names("for (UIButton *view in self.allPropertyViews) {\n    [view setHidden:YES];\n}") == ["allPropertyViews", "view"])
        // A loop over another collection, or showing them all, names nothing of it.
        #expect(names("for row in rows { cell.isHidden = true }") == ["cell"])
        #expect(names("buttons.forEach { $0.isHidden = false }").isEmpty)
    }

    @Test("showing (false, NO), comparing, and longer names are not hiding")
    func notHiding() {
        #expect(names("retryButton.isHidden = false").isEmpty)
        #expect(names("[self.doneButton setHidden:NO];").isEmpty)
        #expect(names("if retryButton.isHidden == true { }").isEmpty)
        #expect(names("cell.isHiddenByUser = true").isEmpty)
        #expect(names("let isHidden = true").isEmpty)
        #expect(names("self.isHidden = true").isEmpty)
    }
}
