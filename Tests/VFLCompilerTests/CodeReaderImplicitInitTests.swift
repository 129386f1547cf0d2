import Testing
import LayoutIR
import VFLCompiler

/// `.init(…)` for a geometry parameter is the parameter type's initializer (The Swift Programming
/// Language, "Implicit Member Expression"): its labels say which geometry it is.
@Suite struct CodeReaderImplicitInitTests {
    static let helper = ("UIView+Pin.swift", """
        extension UIView {
            func pin(to other: UIView, edgeInsets: UIEdgeInsets) {
                translatesAutoresizingMaskIntoConstraints = false
                NSLayoutConstraint.activate([
                    leadingAnchor.constraint(equalTo: other.leadingAnchor, constant: edgeInsets.left),
                    topAnchor.constraint(equalTo: other.topAnchor, constant: edgeInsets.top),
                ])
            }
            func size(_ size: CGSize) {
                NSLayoutConstraint.activate([widthAnchor.constraint(equalToConstant: size.width)])
            }
        }
        """)

    @Test("pin(to:edgeInsets: .init(top: 8, left: 16, …)) and size(.init(width: 40, height: 40)) are known numbers")
    func implicitInitializers() {
        let compiled = CodeReading.compile(files: [Self.helper, ("Card.swift", """
            final class CardView: UIView {
                let badge = UIView()
                func build() {
                    addSubview(badge)
                    badge.pin(to: self, edgeInsets: .init(top: 8, left: 16, bottom: 8, right: 16))
                    badge.size(.init(width: 40, height: 40))
                }
            }
            """)])[1]
        #expect(CodeReading.equations(compiled) == ["badge.leading == cardView.leading + 16", "badge.top == cardView.top + 8",
                                                    "badge.width == 40"])
        #expect(CodeReading.unsolved(compiled).isEmpty)
    }

    @Test("UIEdgeInsets.init(top:…) and CGSize.init(width:height:) are the same initializers, named explicitly")
    func explicitInitializers() {
        let compiled = CodeReading.compile("""
            final class CellView: UIView {
                let icon = UIView()
                let card = UIView()
                func build() {
                    addSubview(icon)
                    addSubview(card)
                    icon.snp.makeConstraints { make in
                        make.top.left.equalToSuperview()
                        make.size.equalTo(CGSize.init(width: 60, height: 30))
                    }
                    card.snp.makeConstraints { make in
                        make.edges.equalToSuperview().inset(UIEdgeInsets.init(top: 5, left: 10, bottom: 10, right: 10))
                    }
                }
            }
            """)
        // SnapKit insets: top and left added, bottom and right subtracted; `edges` emits left,
        // top, right, bottom (Docs/SnapKit.md).
        #expect(CodeReading.equations(compiled).suffix(6) == [
            "icon.width == 60", "icon.height == 30",
            "card.left == cellView.left + 10", "card.top == cellView.top + 5",
            "card.right == cellView.right - 10", "card.bottom == cellView.bottom - 10",
        ])
        #expect(CodeReading.unsolved(compiled).isEmpty)
    }
}
