import Testing
@testable import LayoutSyntax

/// The printer's text for the parts samples do not show, and that it reads back the same.
@Suite("Printer")
struct LayoutPrinterTests {
    static func roundTrip(_ text: String) -> (printed: String, diagnostics: [LayoutDiagnostic]) {
        let (document, diagnostics) = LayoutTestSupport.parse(text)
        #expect(diagnostics.isEmpty, "\(LayoutTestSupport.render(diagnostics, text))")
        let printed = LayoutPrinter.print(document)
        let (reparsed, again) = LayoutParser.parse(printed, path: "printed.layout")
        LayoutRoundTrip.expectSameIR(document, reparsed)
        return (printed, again)
    }

    @Test("devices keep their order across catalog and custom devices; defaults are not printed")
    func environment() {
        let (printed, diagnostics) = Self.roundTrip("""
            screen A {
                devices iPhoneSE
                device Kiosk 600x1024 safeArea 20, 0, 0, 0
                devices iPadAir, iPhone15
                edgesForExtendedLayout bottom
                tabBar hidden
                spacing classic
                metric third = 1 / 3
            }
            screen B {
                edgesForExtendedLayout all
                spacing uikit
            }
            """)
        #expect(diagnostics.isEmpty)
        #expect(printed == """
            screen A {
                devices iPhoneSE
                device Kiosk 600x1024 safeArea 20, 0, 0, 0
                devices iPadAir, iPhone15
                tabBar hidden
                edgesForExtendedLayout bottom
                spacing classic
                metric third = 0.3333333333333333
            }

            screen B {
            }

            """)
    }

    @Test("labels with quotes and backslashes, fractional priorities and multipliers survive")
    func escaping() {
        let (printed, diagnostics) = Self.roundTrip("""
            screen S {
                view a
                view b
                a.width == b.width / 3 - 0.25 @999.5 labeled "say \\"hi\\" \\\\ bye"
            }
            """)
        #expect(diagnostics.isEmpty)
        #expect(printed.contains(#"a.width == b.width * 0.3333333333333333 - 0.25 @999.5 labeled "say \"hi\" \\ bye"  // line 4"#))
    }

    @Test("every view property is printed so that it reads back")
    func properties() {
        let (printed, diagnostics) = Self.roundTrip("""
            screen S {
                label l { intrinsic -1x20.5; hugging vertical 251; compression horizontal 749.5; baseline 14, 17; hidden }
                view f { frame 1, 2, 3, 4; autoresizing flexibleLeftMargin, flexibleHeight; layoutMargins 1, 2, 3, 4 }
                stackView s { axis vertical; distribution fillProportionally; alignment lastBaseline; spacing 2.5; baselineRelative; layoutMarginsRelative
                    switch t
                }
            }
            """)
        #expect(diagnostics.isEmpty)
        #expect(printed.contains("label l { intrinsic -1x20.5; hugging vertical 251; compression horizontal 749.5; hidden; baseline 14, 17 }  // line 2"))
        #expect(printed.contains("view f { frame 1, 2, 3, 4; autoresizing flexibleLeftMargin, flexibleHeight; layoutMargins 1, 2, 3, 4 }  // line 3"))
        #expect(printed.contains("axis vertical; distribution fillProportionally; alignment lastBaseline; spacing 2.5; baselineRelative; layoutMarginsRelative"))
        #expect(printed.contains("        switch t  // line 5"))
    }
}
