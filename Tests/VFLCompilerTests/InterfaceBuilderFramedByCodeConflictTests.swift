import Testing
import LayoutIR
@testable import VFLCompiler

/// A view placed by its frame that the app's code holds (a table header outlet, whose height UIKit
/// takes from its frame and which apps size to fit their content before setting it): a conflict
/// between its content and its stored frame rests on the document's frame, so it is an `info`
/// naming what the code must do. Without the outlet the stored frame is the app's, and the
/// conflict stays an error.
@Suite("Interface Builder conflicts with a frame the code sets")
struct InterfaceBuilderFramedByCodeConflictTests {
    /// A table filling the 320 × 100 root, whose header is stored 40 pt tall and holds a 50-pt box
    /// 10 pt from its top and bottom: 10 + 50 + 10 = 70 against the header's 40.
    static let table = """
                <tableView clipsSubviews="YES" contentMode="scaleToFill" style="plain" rowHeight="44" translatesAutoresizingMaskIntoConstraints="NO" id="table">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="100"/>
                    <view key="tableHeaderView" contentMode="scaleToFill" id="header">
                        <rect key="frame" x="0.0" y="0.0" width="320" height="40"/>
                        <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                        <subviews>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box">
                                <rect key="frame" x="0.0" y="10" width="320" height="50"/>
                                <constraints>
                                    <constraint firstAttribute="height" constant="50" id="h5"/>
                                </constraints>
                            </view>
                        </subviews>
                        <constraints>
                            <constraint firstItem="box" firstAttribute="top" secondItem="header" secondAttribute="top" constant="10" id="h1"/>
                            <constraint firstAttribute="bottom" secondItem="box" secondAttribute="bottom" constant="10" id="h2"/>
                            <constraint firstItem="box" firstAttribute="leading" secondItem="header" secondAttribute="leading" id="h3"/>
                            <constraint firstAttribute="trailing" secondItem="box" secondAttribute="trailing" id="h4"/>
                        </constraints>
                    </view>
                </tableView>
        """
    static let pins = """
                <constraint firstItem="table" firstAttribute="top" secondItem="root" secondAttribute="top" id="p1"/>
                <constraint firstItem="table" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="p2"/>
                <constraint firstAttribute="trailing" secondItem="table" secondAttribute="trailing" id="p3"/>
                <constraint firstAttribute="bottom" secondItem="table" secondAttribute="bottom" id="p4"/>
        """

    private func conflicts(_ compiled: CompiledFile) -> [LayoutDiagnostic] {
        compiled.diagnostics.filter { $0.ruleID == .unsatisfiable || $0.ruleID == .codeAdjustedConflict }
    }

    @Test("a header the document alone holds: the conflict is an error")
    func documentsFrame() {
        let compiled = compileInterfaceBuilder(xibDocument(Self.table, Self.pins), path: "Header.xib")
        let found = conflicts(compiled)
        #expect(!found.isEmpty)
        #expect(found.allSatisfy { $0.ruleID == .unsatisfiable && $0.severity == .error }, "\(found.map(\.message))")
    }

    @Test("a header outlet the code sizes: the conflict is an info that says the code sets its frame")
    func codesFrame() {
        let compiled = compileInterfaceBuilder(xibDocument(Self.table, Self.pins, outlets: [("tableHeader", "header")]),
                                               path: "Header.xib")
        let found = conflicts(compiled)
        #expect(!found.isEmpty)
        #expect(found.allSatisfy { $0.ruleID == .codeAdjustedConflict && $0.severity == .info }, "\(found.map(\.message))")
        #expect(found.contains { $0.notes.contains { $0.message.contains("placed by its frame and held by the app's code") } })
    }

    /// The header as the table's: File's Owner `Owner` holds no outlet to it, and its code reaches
    /// it through the table, here through the project's own resizing method.
    private func compileWithOwnerCode(_ code: String) -> CompiledFile {
        let owner = #"<placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="Owner"/>"#
        let document = SourceFile(path: "Header.xib", text: xibDocument(Self.table, Self.pins, objects: owner))
        let inputs = [CompilerInput(document), CompilerInput(SourceFile(path: "Owner.swift", text: code)),
                      CompilerInput(SourceFile(path: "Loader.swift", text: nibLoader("Header")))]
        return LayoutCompiler().compile(inputs)[0]
    }

    @Test("a header the owner's code reaches through a project method of UITableView: the conflict is an info")
    func codeReachesTheHeaderThroughTheTable() {
        let compiled = compileWithOwnerCode("""
            import UIKit

            extension UITableView {
                func resizeTableHeaderView() {
                    guard let header = tableHeaderView else { return }
                    let size = header.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
                    header.frame.size.height = size.height
                    tableHeaderView = header
                }
            }

            final class Owner: UIViewController {
                @IBOutlet var tableView: UITableView!
                override func viewDidLayoutSubviews() {
                    super.viewDidLayoutSubviews()
                    tableView.resizeTableHeaderView()
                }
            }
            """)
        let found = conflicts(compiled)
        #expect(!found.isEmpty)
        #expect(found.allSatisfy { $0.ruleID == .codeAdjustedConflict && $0.severity == .info }, "\(found.map(\.message))")
    }

    @Test("an owner whose code never reaches the table's header: the stored height holds and the conflict is an error")
    func codeLeavesTheHeaderAlone() {
        let compiled = compileWithOwnerCode("""
            import UIKit

            final class Owner: UIViewController {
                @IBOutlet var tableView: UITableView!
                override func viewDidLoad() {
                    super.viewDidLoad()
                    tableView.rowHeight = 44
                }
            }
            """)
        let found = conflicts(compiled)
        #expect(!found.isEmpty)
        #expect(found.allSatisfy { $0.ruleID == .unsatisfiable && $0.severity == .error }, "\(found.map(\.message))")
    }
}
