import Testing
import LayoutIR
@testable import VFLCompiler

/// An assignment replaces the reference a property holds, not the view it held: a property given
/// a new view twice in one function names two views, each constrained where it was the property's.
@Suite struct CodeReaderReassignedPropertyTests {
    @Test("Objective-C: self.valueLabel given a new label per row is two labels, one 40 and one 60 tall: no conflict")
    func objectiveCProperty() throws {
        let compiled = CodeReading.compile("""
            @implementation RowsView
            - (instancetype)initWithFrame:(CGRect)frame {
                self = [super initWithFrame:frame];
                UIView *rowA = [UIView new];
                UIView *rowB = [UIView new];
                [self addSubview:rowA];
                [self addSubview:rowB];
                [rowA mas_makeConstraints:^(MASConstraintMaker *make) {
                    make.left.right.top.equalTo(self);
                    make.height.mas_equalTo(40);
                }];
                [rowB mas_makeConstraints:^(MASConstraintMaker *make) {
                    make.left.right.equalTo(self);
                    make.top.equalTo(rowA.mas_bottom);
                    make.height.mas_equalTo(60);
                }];
                self.valueLabel = [UILabel new];
                [rowA addSubview:self.valueLabel];
                [self.valueLabel mas_makeConstraints:^(MASConstraintMaker *make) {
                    make.left.top.bottom.equalTo(rowA);
                }];
                _valueLabel = [[UILabel alloc] init];
                [rowB addSubview:_valueLabel];
                [_valueLabel mas_makeConstraints:^(MASConstraintMaker *make) {
                    make.left.top.bottom.equalTo(rowB);
                }];
                return self;
            }
            @end
            """, path: "RowsView.m")
        #expect(!compiled.diagnostics.contains { $0.ruleID == .unsatisfiable }, "\(compiled.diagnostics.map(\.message))")
        let frames = try CodeReading.frames(compiled, environment: "iPhoneSE portrait ltr")
        #expect(frames["valueLabel"]?.height == 40)
        #expect(frames["valueLabel_2"]?.height == 60)
        // Frames are in the superview's coordinates: the second label fills the second row, 40 down.
        #expect(frames["valueLabel_2"]?.y == 0)
        #expect(frames["rowB"]?.y == 40)
    }

    @Test("Swift: a property given a new view in each branch of an if is not renamed; one given it twice in a row is")
    func swiftProperty() {
        let twice = CodeReading.compile("""
            final class CardView: UIView {
                var badge = UIView()
                func build() {
                    badge = UIView()
                    addSubview(badge)
                    badge.widthAnchor.constraint(equalToConstant: 10).isActive = true
                    badge = UIView()
                    addSubview(badge)
                    badge.widthAnchor.constraint(equalToConstant: 20).isActive = true
                }
            }
            """, path: "CardView.swift")
        #expect(!twice.diagnostics.contains { $0.ruleID == .unsatisfiable }, "\(twice.diagnostics.map(\.message))")
        #expect(Set(CodeReading.equations(twice)).isSuperset(of: ["badge.width == 10", "badge_2.width == 20"]), "\(CodeReading.equations(twice))")
        let branches = CodeReading.compile("""
            final class CardView: UIView {
                var badge = UIView()
                func build(large: Bool) {
                    if large { badge = UIView() } else { badge = UIView() }
                    addSubview(badge)
                    badge.widthAnchor.constraint(equalToConstant: 10).isActive = true
                }
            }
            """, path: "CardView.swift")
        #expect(!CodeReading.equations(branches).contains { $0.contains("badge_") })
    }
}
