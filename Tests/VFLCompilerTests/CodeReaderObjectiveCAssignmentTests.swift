import Testing
import LayoutIR
import VFLCompiler

/// Objective-C forms that name a view twice: an assignment used as an expression, and a helper's
/// own local that shares its name with a property elsewhere in the file.
@Suite struct CodeReaderObjectiveCAssignmentTests {
    @Test("[view addSubview:(_icon = icon)] adds icon (C11 §6.5.16: an assignment's value is what it assigns)")
    func assignmentAsArgumentAddsTheValue() {
        let compiled = CodeReading.compile("""
            @implementation SoundCell
            - (instancetype)initWithStyle:(UITableViewCellStyle)style reuseIdentifier:(NSString *)reuseIdentifier {
                if (self = [super initWithStyle:style reuseIdentifier:reuseIdentifier]) {
                    UIImageView *checkIcon = [UIImageView new];
                    [self.contentView addSubview:(_tick = checkIcon)];
                    [checkIcon mas_makeConstraints:^(MASConstraintMaker *make) {
                        make.left.equalTo(self.contentView).offset(16);
                        make.centerY.equalTo(self.contentView);
                    }];
                    UILabel *nameLabel = [UILabel new];
                    [self.contentView addSubview:(_nameLabel = nameLabel)];
                    [nameLabel mas_makeConstraints:^(MASConstraintMaker *make) {
                        make.left.equalTo(self.tick.mas_right).offset(16);
                        make.centerY.equalTo(self.contentView);
                    }];
                }
                return self;
            }
            @end
            """, path: "SoundCell.m")
        #expect(!compiled.diagnostics.contains { $0.ruleID == .activatedBeforeAdded }, "\(compiled.diagnostics.map(\.message))")
        // `self.tick` is the view held by `_tick`: `checkIcon`. (The local `nameLabel` beside the
        // instance variable `_nameLabel` is printed `nameLabel_`, as every such local is.)
        #expect(CodeReading.equations(compiled) == ["checkIcon.left == contentView.left + 16", "checkIcon.centerY == contentView.centerY",
                                                    "nameLabel_.left == checkIcon.right + 16", "nameLabel_.centerY == contentView.centerY"])
    }

    @Test("[[self contentView] addSubview:x] adds x to the content view: a message with no argument, as a receiver, is the property's getter")
    func getterMessageAsReceiver() {
        let compiled = CodeReading.compile("""
            @implementation RideCell
            - (instancetype)initWithStyle:(UITableViewCellStyle)style reuseIdentifier:(NSString *)reuseIdentifier {
                if (self = [super initWithStyle:style reuseIdentifier:reuseIdentifier]) {
                    UILabel *titleLabel = [UILabel new];
                    [[self contentView] addSubview:titleLabel];
                    // A message to the class object is a factory: two buttons, not one view.
                    UIButton *first = [self.class button];
                    UIButton *second = [self.class button];
                    [[self contentView] addSubview:first];
                    [[self contentView] addSubview:second];
                    [first.heightAnchor constraintEqualToConstant:44].active = YES;
                    [second.heightAnchor constraintEqualToConstant:44].active = YES;
                    [titleLabel mas_makeConstraints:^(MASConstraintMaker *make) {
                        make.left.equalTo(self).offset(16);
                        make.centerY.equalTo(self);
                    }];
                }
                return self;
            }
            @end
            """, path: "RideCell.m")
        // The label is in the content view, which is in the cell: the cell is their common ancestor.
        #expect(!compiled.diagnostics.contains { $0.ruleID == .activatedBeforeAdded }, "\(compiled.diagnostics.map(\.message))")
        #expect(!compiled.diagnostics.contains { $0.ruleID == .duplicateConstraint || $0.ruleID == .duplicateView })
        func parents(_ node: ViewNode) -> [(String, String)] { node.children.flatMap { [(node.name, $0.name)] + parents($0) } }
        #expect(compiled.document.screens.flatMap { parents($0.root) }.contains { $0 == ("contentView", "titleLabel") })
    }

    @Test("a view given to a text field's leftView through a statement expression is UIKit's to place: no autoresizing warning")
    func statementExpressionIntoHostingProperty() {
        let compiled = CodeReading.compile("""
            @implementation LoginViewController
            - (void)viewDidLoad {
                [super viewDidLoad];
                self.emailField.leftView = ({
                    UILabel *label = [UILabel new];
                    [label.widthAnchor constraintEqualToConstant:36.0f].active = YES;
                    label;
                });
            }
            @end
            """, path: "LoginViewController.m")
        // GCC's statement expression has the value of its last statement, `label`, which the text
        // field hosts (UIKit sizes and places its left view).
        #expect(!compiled.diagnostics.contains { $0.ruleID == .autoresizingMaskConstraints }, "\(compiled.diagnostics.map(\.message))")
    }

    @Test("a helper's own local from a factory is no property: three calls make no duplicate")
    func helperLocalIsNotAProperty() {
        let compiled = CodeReading.compile("""
            @implementation TabsViewController
            - (void)viewDidLoad {
                [super viewDidLoad];
                UIView *tabView = [UIView new];
                [self.view addSubview:(_tabView = tabView)];
                _items = @[[self itemWithTitle:@"A"], [self itemWithTitle:@"B"], [self itemWithTitle:@"C"]];
            }

            - (UIView *)itemWithTitle:(NSString *)title {
                UIView *item = [TabItem itemWithTitle:title];
                [self.tabView addSubview:item];
                [item mas_makeConstraints:^(MASConstraintMaker *make) {
                    make.centerY.equalTo(self.tabView);
                    make.height.mas_equalTo(38);
                }];
                return item;
            }

            - (void)select:(NSInteger)index {
                UIView *item = self.items[index];
                item.alpha = 1;
            }
            @end
            """, path: "TabsViewController.m")
        #expect(!compiled.diagnostics.contains { $0.ruleID == .duplicateConstraint }, "\(compiled.diagnostics.map(\.message))")
    }
}
