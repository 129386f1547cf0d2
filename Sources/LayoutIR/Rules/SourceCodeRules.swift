extension RuleID {
    // What reading constraint code in Swift and Objective-C finds.
    /// A view created in code, given constraints, that keeps `translatesAutoresizingMaskIntoConstraints`.
    public static let autoresizingMaskConstraints = RuleID("autoresizing-mask-constraints")
    /// A constraint activated before its views share an ancestor (UIKit throws).
    public static let activatedBeforeAdded = RuleID("activated-before-added")
    /// A constraint's priority changed between required and optional while it is active (UIKit throws).
    public static let installedPriorityChange = RuleID("installed-priority-change")
}

extension RuleRegistry {
    static let sourceCodeRules: [DiagnosticRule] = [
        DiagnosticRule(.autoresizingMaskConstraints, .warning,
            summary: "A view created in code is given constraints but keeps translatesAutoresizingMaskIntoConstraints = true.",
            description: "UIKit turns the view's frame and autoresizing mask into required constraints, which conflict with the ones written (the console shows NSAutoresizingMaskLayoutConstraint in 'Unable to simultaneously satisfy constraints'). Set the flag to false before activating. Only views the function creates from a UIKit class are checked: a view from elsewhere, a custom class, or one passed to other code may have the flag turned off where vflc cannot see.",
            triggers: .swift("""
                final class ProfileViewController: UIViewController {
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        let avatar = UIImageView()
                        view.addSubview(avatar)
                        NSLayoutConstraint.activate([
                            avatar.widthAnchor.constraint(equalToConstant: 64),
                            avatar.heightAnchor.constraint(equalToConstant: 64),
                            avatar.centerXAnchor.constraint(equalTo: view.centerXAnchor),
                            avatar.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 24),
                        ])
                    }
                }

                """),
            doesNotTrigger: .swift("""
                final class ProfileViewController: UIViewController {
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        let avatar = UIImageView()
                        avatar.translatesAutoresizingMaskIntoConstraints = false
                        view.addSubview(avatar)
                        NSLayoutConstraint.activate([
                            avatar.widthAnchor.constraint(equalToConstant: 64),
                            avatar.heightAnchor.constraint(equalToConstant: 64),
                            avatar.centerXAnchor.constraint(equalTo: view.centerXAnchor),
                            avatar.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 24),
                        ])
                    }
                }

                """)),
        DiagnosticRule(.activatedBeforeAdded, .error,
            summary: "A constraint is activated while one of its views is not yet in the same view hierarchy as the other.",
            description: "UIKit throws 'Unable to activate constraint with anchors … because they have no common ancestor'. Add the view (addSubview, addArrangedSubview) before activating constraints that relate it to other views. Only views the function creates are checked, and a view passed to other code first counts as added.",
            triggers: .swift("""
                final class BannerViewController: UIViewController {
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        let banner = UIView()
                        banner.translatesAutoresizingMaskIntoConstraints = false
                        banner.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor).isActive = true
                        view.addSubview(banner)
                    }
                }

                """),
            doesNotTrigger: .swift("""
                final class BannerViewController: UIViewController {
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        let banner = UIView()
                        banner.translatesAutoresizingMaskIntoConstraints = false
                        view.addSubview(banner)
                        banner.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor).isActive = true
                    }
                }

                """)),
        DiagnosticRule(.installedPriorityChange, .error,
            summary: "A constraint's priority changes between required (1000) and optional after it is activated.",
            description: "NSLayoutConstraint's priority setter throws NSInternalInconsistencyException 'Mutating a priority from required to not on an installed constraint (or vice-versa) is not supported' (Apple, NSLayoutConstraint.priority: priorities may not change from nonrequired to required, or back, once the constraint is added to a view). Set the priority before activating; a priority that changes while active must stay optional (999, not 1000). Only a constraint held in one variable that the function activates and then changes is judged; changes between optional priorities, before activation, or after isActive = false are fine.",
            triggers: .swift("""
                final class DrawerView: UIView {
                    private let handle = UIView()
                    func setUp() {
                        handle.translatesAutoresizingMaskIntoConstraints = false
                        addSubview(handle)
                        let height = handle.heightAnchor.constraint(equalToConstant: 44)
                        height.isActive = true
                        height.priority = .defaultHigh
                    }
                }

                """),
            doesNotTrigger: .swift("""
                final class DrawerView: UIView {
                    private let handle = UIView()
                    func setUp() {
                        handle.translatesAutoresizingMaskIntoConstraints = false
                        addSubview(handle)
                        let height = handle.heightAnchor.constraint(equalToConstant: 44)
                        height.priority = .defaultHigh
                        height.isActive = true
                        height.priority = .defaultLow
                    }
                }

                """)),
    ]
}
