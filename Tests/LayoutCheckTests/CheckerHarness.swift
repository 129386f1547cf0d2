import LayoutCheck
import LayoutEngine
import LayoutIR

/// The checker module on its own, as the compiler's check stage drives it (analyze each
/// environment, then merge), for tests that build screens by hand and need no front end.
func checkScreen(_ screen: LayoutScreen, environments: [LayoutEnvironment]) -> [LayoutDiagnostic] {
    let reports = environments.map { environment in
        let (solution, loaded) = LayoutSolver.solveKeepingSolver(screen, in: environment)
        return LayoutChecker.analyze(solution, screen: screen, loaded: loaded)
    }
    return LayoutChecker.merge(reports, screen: screen)
}
