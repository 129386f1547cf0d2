import Testing
import LayoutIR
@testable import VFLCompiler

/// Visual formats built with format specifiers (Foundation's String Format Specifiers: each
/// specifier takes the next argument): the numbers they stand for are metrics whose value is the
/// argument, known when the function's constants give it and a run-time value otherwise.
@Suite struct FormatArgumentTests {
    static func controller(_ body: String) -> String {
        """
        import UIKit
        final class ProfileViewController: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                let title = UILabel()
                title.translatesAutoresizingMaskIntoConstraints = false
                view.addSubview(title)
        \(body)
            }
        }
        """
    }

    @Test func numberSpecifiersTakeTheirArgumentsInOrder() {
        // `%.0f` takes pad (12), `%d` takes 8 and `%@` a boxed 30 would in Objective-C; here the
        // Swift spelling with a constant and a literal.
        let compiled = CodeReading.compile(Self.controller("""
                let pad: CGFloat = 12
                NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: String(format: "H:|-%.0f-[title]-%.0f-|", pad, pad), options: [], metrics: nil, views: ["title": title]))
                NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: String(format: "V:|-%d-[title(%d)]", 8, 30), options: [], metrics: nil, views: ["title": title]))
        """))
        let equations = CodeReading.equations(compiled)
        #expect(equations.contains("title.leading == view.leading + 12"), "\(equations)")
        #expect(equations.contains("view.trailing == title.trailing + 12"), "\(equations)")
        #expect(equations.contains("title.top == view.top + 8"), "\(equations)")
        #expect(equations.contains("title.height == 30"), "\(equations)")
        #expect(!compiled.diagnostics.contains { $0.severity == .error })
    }

    @Test func anArgumentOnlyTheAppKnowsIsARunTimeValue() {
        let compiled = CodeReading.compile(Self.controller("""
                NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: String(format: "H:|-%f-[title]|", self.margin), options: [], metrics: nil, views: ["title": title]))
        """))
        let unsolved = CodeReading.unsolved(compiled)
        #expect(unsolved.contains { $0.0 == "title.leading == view.leading" && $0.1.contains("run-time") }, "\(unsolved)")
        // The trailing pin has no argument in it and is laid out.
        #expect(CodeReading.equations(compiled).contains("view.trailing == title.trailing"))
    }

    @Test(arguments: [
        // A `%@` may be a view's name: the format is not read, as before.
        #"String(format: "H:|[%@]|", "title")"#,
        // A specifier joined to a name builds that name.
        #"String(format: "H:|[title%d]|", 1)"#,
        // More specifiers than arguments.
        #"String(format: "H:|-%d-[title]-%d-|", 8)"#,
    ])
    func formatsThatBuildNamesOrMissArgumentsAreNotRead(format: String) {
        let compiled = CodeReading.compile(Self.controller("""
                NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: \(format), options: [], metrics: nil, views: ["title": title]))
        """))
        #expect(CodeReading.equations(compiled).isEmpty)
        #expect(!compiled.diagnostics.contains { $0.severity == .error || $0.severity == .warning })
    }

    @Test func aFormatBoundToANameIsReadWhereTheNameIsUsed() {
        // `NSString *hFormat = [NSString stringWithFormat:…];` then `constraintsWithVisualFormat:hFormat`:
        // the name stands for the call; the widths are the running view's, so run-time values.
        let compiled = CodeReading.compile("""
            @implementation TimerView
            - (void)setup {
                UIView *a = [UIView new];
                UIView *b = [UIView new];
                a.translatesAutoresizingMaskIntoConstraints = NO;
                b.translatesAutoresizingMaskIntoConstraints = NO;
                [self addSubview:a];
                [self addSubview:b];
                NSString *hFormat = [NSString stringWithFormat:@"H:|[v1(%1.1f)][v2(%1.1f)]|", self.frame.size.width, self.frame.size.width];
                [self addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:hFormat options:0 metrics:nil views:@{ @"v1" : a, @"v2" : b }]];
                NSString *vFormat = [NSString stringWithFormat:@"V:|[v1]|"];
                [self addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:vFormat options:0 metrics:nil views:@{ @"v1" : a }]];
            }
            @end
            """, path: "TimerView.m")
        let equations = CodeReading.equations(compiled)
        #expect(equations.contains("a.leading == timerView.leading"), "\(equations)")
        #expect(equations.contains("b.leading == a.trailing"))
        #expect(equations.contains("a.top == timerView.top"))
        #expect(CodeReading.unsolved(compiled).contains { $0.0 == "a.width == 0" && $0.1.contains("run-time") })
    }
}
