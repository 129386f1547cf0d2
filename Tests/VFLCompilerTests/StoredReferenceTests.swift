import Testing
import LayoutIR
@testable import VFLCompiler

/// Storing a view in the object's own property (`self.titleLabel = label`, `_titleLabel = label`)
/// keeps a reference and moves the view nowhere; only UIKit's hosting properties
/// (`tableHeaderView`, `accessoryView`, `titleView`, …) put it into a hierarchy. So a subview
/// constrained to the standalone view it was added to has their common ancestor (UIKit's
/// activation needs one: the superview itself counts), stored or not.
@Suite struct StoredReferenceTests {
    static func header(_ store: String) -> String {
        """
        @implementation SearchViewController
        - (UIView *)tableView:(UITableView *)tableView viewForHeaderInSection:(NSInteger)section {
            UIView *header = [[UIView alloc] init];
            UILabel *title = [[UILabel alloc] init];
            [header addSubview:title];
            \(store)
            [title mas_makeConstraints:^(MASConstraintMaker *make) {
                make.top.equalTo(header.mas_top);
                make.left.equalTo(header.mas_left).with.offset(5);
            }];
            return header;
        }
        @end
        """
    }

    @Test(arguments: ["self.headerTitle = title;", "_headerTitle = title;"])
    func aStoredSubviewStillSharesItsSuperview(store: String) {
        let compiled = CodeReading.compile(Self.header(store), path: "SearchViewController.m")
        #expect(!compiled.diagnostics.contains { $0.ruleID == RuleID.activatedBeforeAdded }, "\(compiled.diagnostics.map(\.message))")
        #expect(CodeReading.equations(compiled) == ["title.top == header.top", "title.left == header.left + 5"])
    }

    @Test func aStoredViewNeverAddedIsStillReported() {
        // Stored, not added: at activation it has no common ancestor with the controller's view.
        let compiled = CodeReading.compile("""
            @implementation BannerViewController
            - (void)viewDidLoad {
                [super viewDidLoad];
                UIView *banner = [[UIView alloc] init];
                self.banner = banner;
                [banner mas_makeConstraints:^(MASConstraintMaker *make) {
                    make.top.equalTo(self.view.mas_top);
                }];
            }
            @end
            """, path: "BannerViewController.m")
        #expect(compiled.diagnostics.contains { $0.ruleID == RuleID.activatedBeforeAdded })
    }

    @Test func aHostingPropertyStillHandsTheViewOn() {
        // `self.tableView.tableHeaderView = header` would; `self.accessoryView = box` on a cell
        // puts box into the cell: the view is then wherever UIKit put it.
        let compiled = CodeReading.compile("""
            @implementation BadgeCell
            - (void)setup {
                UIView *box = [[UIView alloc] init];
                self.accessoryView = box;
                [box mas_makeConstraints:^(MASConstraintMaker *make) {
                    make.width.equalTo(self.contentView.mas_width);
                }];
            }
            @end
            """, path: "BadgeCell.m")
        #expect(!compiled.diagnostics.contains { $0.ruleID == RuleID.activatedBeforeAdded })
    }
}
