import Testing
import LayoutIR
@testable import LayoutSyntax

/// Every SnapKit form shipping code uses, each read and checked: one file with one real bug per
/// form (a location related to a size, which UIKit rejects when it activates the constraint; see
/// Docs/lint-real-code.md), reported on its line, and the same forms written correctly, clean.
@Suite struct SnapKitRealFormsLintTests {
    static func lint(_ text: String) -> (file: SourceFile, result: SourceLintResult) {
        let file = SourceFile(path: "Toolbar.swift", text: text)
        return (file, SourceLinter.lint(file, language: .swift))
    }

    static let clean = """
        final class Toolbar: UIView {
            var saved: [Constraint] = []
            func build(compact: Bool, style: Style, name: String) {
                a.snp.makeConstraints({ make in
                    make.top.equalToSuperview()
                })
                b.snp.makeConstraints() { make in
                    make.top.equalTo(a.snp.bottom)
                }
                c.snp.makeConstraints { make in
                    saved.append(make.top.equalToSuperview().constraint)
                    saved += [make.bottom.equalToSuperview().constraint]
                }
                d.snp.makeConstraints { make in
                    make.top.equalTo(compact ? a.snp.bottom : b.snp.bottom)
                    make.left.equalTo(header ?? self)
                }
                e.snp.makeConstraints { make in
                    make.left.equalTo(buttons[0].snp.right)
                }
                buttons[1].snp.makeConstraints { make in
                    make.width.equalTo(buttons[0])
                }
                f.snp.makeConstraints { make in
                    switch style {
                    case .wide, .regular:
                        make.width.equalTo(100)
                    @unknown default:
                        make.width.equalTo(50)
                    }
                }
                g.snp.makeConstraints { make in
                    make.edges.equalToSuperview().inset(ConstraintInsets(top: 1, left: 2, bottom: 3, right: 4))
                }
                h.snp.makeConstraints { make in
                    make.edges.equalToSuperview().inset(ConstraintDirectionalInsets(top: 1, leading: 2, bottom: 3, trailing: 4))
                    make.top.equalToSuperview().labeled(name)
                }
                i.snp.makeConstraints { make in
                    let side: CGFloat = 44
                    var spacing = 4
                    make.size.equalTo(side)
                }
                j.snp.makeConstraints { make in
                    if #available(iOS 11, *) {
                        make.top.equalTo(safeAreaLayoutGuide)
                    } else {
                        make.top.equalToSuperview()
                    }
                }
                k.snp.makeConstraints {
                    $0.top.equalTo(snp.bottom)
                    $0.height.equalTo(snp.height)
                }
            }
        }
        """

    @Test func everyFormWrittenCorrectlyIsReadInFullAndClean() {
        let (_, result) = Self.lint(Self.clean)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        #expect(result.snapKitClosures == 12)
        #expect(result.snapKitClosuresChecked == 12, "\(result.snapKitSkipped)")
    }

    @Test func aBugInEveryFormIsReportedOnItsLine() throws {
        let (file, result) = Self.lint("""
            final class Toolbar: UIView {
                var saved: [Constraint] = []
                func build(compact: Bool, style: Style, name: String) {
                    a.snp.makeConstraints({ make in
                        make.top.equalTo(b.snp.width)
                    })
                    b.snp.makeConstraints() { make in
                        make.top.equalTo(c.snp.height)
                    }
                    c.snp.makeConstraints { make in
                        saved.append(make.leading.equalTo(d.snp.left).constraint)
                        saved += [make.bottom.equalTo(d.snp.width).constraint]
                    }
                    d.snp.makeConstraints { make in
                        make.top.equalTo(compact ? a.snp.bottom : b.snp.height)
                        make.left.equalTo(header ?? self.snp.width)
                    }
                    e.snp.makeConstraints { make in
                        make.left.equalTo(buttons[0].snp.width)
                    }
                    f.snp.makeConstraints { make in
                        switch style {
                        case .wide:
                            make.width.equalTo(100)
                        default:
                            make.centerX.equalTo(a.snp.height)
                        }
                    }
                    g.snp.makeConstraints { make in
                        make.edges.equalToSuperview().inset(ConstraintInsets(top: 1, left: 2, bottom: 3, right: 4)).offest(2)
                    }
                    h.snp.makeConstraints { make in
                        make.top.equalTo(a.snp.width).labeled(name)
                    }
                    i.snp.makeConstraints { make in
                        let side = 44
                        make.top.equalTo(side).multipliedBy(0)
                    }
                    j.snp.makeConstraints { make in
                        if #available(iOS 11, *) {
                            make.top.equalTo(safeAreaLayoutGuide.snp.width)
                        } else {
                            make.top.equalToSuperview()
                        }
                    }
                    k.snp.makeConstraints {
                        $0.top.equalTo(snp.width)
                    }
                }
            }
            """)
        let positions = result.diagnostics.filter { $0.severity == .error }.map { d in
            "\(d.span!.line) \(file.text(of: d.span!))"
        }
        #expect(positions == [
            "5 width",            // closure in parentheses
            "8 height",           // closure after `()`
            "11 left",            // `saved.append(make….constraint)`: leading with left
            "12 width",           // `saved += [make….constraint]`
            "15 height",          // the second operand of `?:`
            "16 width",           // the second operand of `??`
            "19 width",           // a subscripted target
            "26 height",          // a `switch` case
            "30 offest",          // after ConstraintInsets(…): a misspelt modifier
            "33 width",           // `.labeled(name)` does not hide the line
            "37 side",            // a local `let` constant as the target, with a multiplier of 0 on a location
            "41 width",           // an `#available` branch
            "47 width",           // implicit `self` before `snp`
        ])
    }

    @Test func aTernaryInALayoutFileIsAnErrorNotAGuess() {
        let (_, diagnostics) = LayoutTestSupport.parse(LayoutTestSupport.screen("""
            a.snp.makeConstraints { make in
                make.top.equalTo(compact ? b.snp.bottom : view.snp.top)
            }
            """))
        #expect(diagnostics.contains { $0.message == "'?' chooses at run time; a .layout file needs one value" })
    }
}
