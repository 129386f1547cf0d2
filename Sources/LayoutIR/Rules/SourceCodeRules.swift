extension RuleID {
    // What reading constraint code in Swift and Objective-C finds.
    /// A view created in code, given constraints, that keeps `translatesAutoresizingMaskIntoConstraints`.
    public static let autoresizingMaskConstraints = RuleID("autoresizing-mask-constraints")
    /// A constraint activated before its views share an ancestor (UIKit throws).
    public static let activatedBeforeAdded = RuleID("activated-before-added")
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
    ]
}
