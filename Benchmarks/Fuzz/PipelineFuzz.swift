// libFuzzer target: bytes through the whole pipeline — a front end, then the engine and the
// checker on every default device (LayoutCompiler.compile at the check stage). Built by
// Benchmarks/fuzz.sh (not part of the package). The first byte picks the front end: 0 `.layout`,
// 1 a xib on the devices, 2 a xib as designed, 3 Swift, 4 Objective-C, 5 an Xcode project file
// (with its Info.plist appended) whose facts a small storyboard is laid out with. Invariants: no
// trap; every diagnostic of the input file points inside it; every solved frame is finite.
import LayoutIR
import LayoutSyntax
import VFLCompiler

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzPipeline(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    guard size > 0 else { return 0 }
    let bytes = Array(UnsafeBufferPointer(start: data + 1, count: size - 1))
    let input: CompilerInput
    if data[0] % 6 == 5 {
        // The project's facts (devices, deployment target, orientations) reach a document in its directory.
        let project = CompilerInput(SourceFile(path: "App.xcodeproj/project.pbxproj", bytes: bytes), frontEnd: XcodeProjectFrontEnd())
        let document = CompilerInput(SourceFile(path: "App/Main.storyboard", text: projectFuzzStoryboard))
        let compiler = LayoutCompiler()
        for compiled in compiler.compile([document], sharing: compiler.projectFacts(of: [document, project])) {
            check(compiled, input: document, size: Int.max)
        }
        return 0
    }
    switch data[0] % 6 {
    case 0: input = CompilerInput(SourceFile(path: "fuzz.layout", bytes: bytes))
    case 1: input = CompilerInput(SourceFile(path: "fuzz.xib", bytes: bytes))
    case 2: input = CompilerInput(SourceFile(path: "fuzz.xib", bytes: bytes),
                                  frontEnd: InterfaceBuilderFrontEnd(options: InterfaceBuilderOptions(asDesigned: true)))
    case 3: input = CompilerInput(SourceFile(path: "fuzz.swift", bytes: bytes))
    default: input = CompilerInput(SourceFile(path: "fuzz.m", bytes: bytes))
    }
    for compiled in LayoutCompiler().compile([input]) { check(compiled, input: input, size: bytes.count) }
    return 0
}

/// One scene whose 600-pt panel is laid out on whichever devices and orientations the fuzzed
/// project's facts choose.
private let projectFuzzStoryboard = """
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="17701" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES">
        <device id="retina6_1" orientation="portrait"/>
        <scenes><scene sceneID="s"><objects><viewController id="vc" sceneMemberID="viewController">
            <view key="view" id="root"><rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                <subviews><view translatesAutoresizingMaskIntoConstraints="NO" id="panel"><rect key="frame" x="20" y="100" width="600" height="200"/></view></subviews>
                <constraints>
                    <constraint firstItem="panel" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c1"/>
                    <constraint firstItem="panel" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="c2"/>
                    <constraint firstItem="panel" firstAttribute="width" constant="600" id="c3"/>
                    <constraint firstItem="panel" firstAttribute="height" constant="200" id="c4"/>
                </constraints>
            </view>
        </viewController></objects></scene></scenes>
    </document>
    """

/// The invariants for one compiled file: located diagnostics inside their input, finite frames.
private func check(_ compiled: CompiledFile, input: CompilerInput, size: Int) {
    for diagnostic in compiled.diagnostics {
        guard let span = diagnostic.span, span.file == input.file.path else { continue }
        if span.line < 1 || span.column < 1 || span.offset > size { fatalError("bad location \(span): \(diagnostic.message)") }
    }
    for table in compiled.tables {
        for solution in table.solutions {
            for view in solution.views {
                let frame = view.frame
                if ![frame.x, frame.y, frame.width, frame.height].allSatisfy(\.isFinite) {
                    fatalError("a frame that is not finite: \(view.name) \(frame) on \(solution.environment.name)")
                }
            }
        }
    }
    _ = DiagnosticRenderer(files: [input.file]).render(compiled.diagnostics)
}
