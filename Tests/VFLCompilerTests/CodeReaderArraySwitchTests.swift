import Testing
import LayoutIR
import VFLCompiler

/// `hideConstraints.forEach { $0.deactivate() }`: `Sequence.forEach(_:)` runs the closure on each
/// element (Apple), so every constraint kept in the array is one the code switches (SnapKit
/// `Constraint.deactivate()`): whether it is active is the running app's, as for a single handle.
@Suite struct CodeReaderArraySwitchTests {
    @Test("SnapKit constraints kept in an array the code deactivates with forEach are not laid out as always active",
          arguments: ["hideConstraints.forEach { $0.deactivate() }", "hideConstraints.forEach { c in c.deactivate() }"])
    func forEachDeactivate(statement: String) {
        let compiled = CodeReading.compile("""
            final class ToolbarView: UIView {
                private var showConstraints = [Constraint]()
                private var hideConstraints = [Constraint]()
                let tools = UIView()
                func setUp() {
                    addSubview(tools)
                    tools.snp.makeConstraints { make in
                        make.top.leading.equalToSuperview()
                        make.height.equalTo(44)
                        showConstraints.append(make.width.equalTo(120).constraint)
                        hideConstraints.append(make.width.equalTo(0).constraint)
                    }
                    \(statement)
                }
            }
            """)
        #expect(!compiled.diagnostics.contains { $0.severity == .error }, "\(compiled.diagnostics.map(\.message))")
        #expect(CodeReading.unsolved(compiled).contains { $0.0 == "tools.width == 0" && $0.1.hasPrefix("the code switches 'hideConstraints'") })
        #expect(CodeReading.equations(compiled).contains("tools.width == 120"))
    }
}
