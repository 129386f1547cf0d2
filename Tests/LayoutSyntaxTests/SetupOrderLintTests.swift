import Testing
import LayoutIR
@testable import LayoutSyntax

/// Constraints to a superview made before the view has one, in the same function: UIKit throws
/// for VFL's `|` ("Unable to interpret '|' character, because the related view doesn't have a
/// superview") and SnapKit aborts ("Expected superview but found nil"); see Docs/lint-real-code.md.
@Suite struct SetupOrderLintTests {
    static func errors(_ text: String, _ language: SourceLanguage) -> [String] {
        let file = SourceFile(path: language == .swift ? "Header.swift" : "Header.m", text: text)
        return SourceLinter.lint(file, language: language).diagnostics
            .filter { $0.ruleID == .superviewBeforeAdd }
            .map { "\($0.span!.line) \(file.text(of: $0.span!)): \($0.message)" }
    }

    @Test func superviewConstraintsBeforeAddSubviewAreReported() {
        let errors = Self.errors("""
            final class ProfileHeader: UIView {
                let avatar = UIImageView()
                let name = UILabel()
                let badge = UIView()
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    avatar.snp.makeConstraints { make in
                        make.size.equalTo(64)
                    }
                    name.snp.makeConstraints { make in
                        make.leading.trailing.equalToSuperview().inset(16)
                    }
                    let views: [String: Any] = ["badge": badge]
                    addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "H:[badge]-8-|", options: [], metrics: nil, views: views))
                    addSubview(avatar)
                    addSubview(name)
                    addSubview(badge)
                }
            }
            """, .swift)
        // The avatar only gets a constant size: no superview needed, no report.
        #expect(errors == [
            "11 equalToSuperview: 'name' is constrained to its superview before it is added to one",
            "14 |: '|' needs the superview of 'badge', which is added to one only later",
        ])
    }

    @Test func objectiveCVisualFormatBeforeAddSubview() {
        let errors = Self.errors("""
            @implementation Banner
            - (void)setUp {
                UILabel *title = [UILabel new];
                [self addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:@"H:|-[title]-|" options:0 metrics:nil views:NSDictionaryOfVariableBindings(title)]];
                [self addSubview:title];
            }
            @end
            """, .objectiveC)
        #expect(errors == ["4 |: '|' needs the superview of 'title', which is added to one only later"])
    }

    @Test func theRightOrderAndViewsAddedElsewhereAreClean() {
        #expect(Self.errors("""
            @implementation Banner
            - (void)setUp {
                UILabel *title = [UILabel new];
                [self addSubview:title];
                [self addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:@"H:|-[title]-|" options:0 metrics:nil views:NSDictionaryOfVariableBindings(title)]];
            }
            - (void)updateConstraints {
                [self addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:@"H:|-[_icon]-|" options:0 metrics:nil views:NSDictionaryOfVariableBindings(_icon)]];
                [super updateConstraints];
            }
            @end
            """, .objectiveC).isEmpty)
        #expect(Self.errors("""
            final class Cell: UITableViewCell {
                func configure() {
                    contentView.addSubview(title)
                    title.snp.makeConstraints { $0.edges.equalToSuperview() }
                    DispatchQueue.main.async {
                        self.badge.snp.makeConstraints { $0.edges.equalToSuperview() }
                    }
                    contentView.addSubview(badge)
                }
            }
            """, .swift).isEmpty)
    }
}
