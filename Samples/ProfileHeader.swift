import SnapKit
import UIKit

/// A profile header laid out the way many apps write it: SnapKit for most views, a layout anchor
/// for one, VFL for the row of counters. `vflc check Samples/ProfileHeader.swift` reads all three
/// into one screen: the name needs 240 pt beside a 64-pt avatar, which fits every phone but the
/// 320-pt iPhone SE: 16 + 64 + 12 + 240 + 16 = 348 > 320.
final class ProfileHeaderViewController: UIViewController {
    private let avatarView = UIImageView()
    private let nameLabel = UILabel()
    private let followersView = UIView()
    private let followingView = UIView()

    override func viewDidLoad() {
        super.viewDidLoad()
        [avatarView, nameLabel, followersView, followingView].forEach { view.addSubview($0) }

        avatarView.snp.makeConstraints { make in
            make.top.equalTo(view.safeAreaLayoutGuide).offset(16)
            make.leading.equalToSuperview().offset(16)
            make.size.equalTo(64)
        }
        nameLabel.snp.makeConstraints { make in
            make.leading.equalTo(avatarView.snp.trailing).offset(12)
            make.trailing.equalToSuperview().inset(16)
            make.centerY.equalTo(avatarView)
            make.height.equalTo(24)
        }
        nameLabel.widthAnchor.constraint(greaterThanOrEqualToConstant: 240).isActive = true

        followersView.translatesAutoresizingMaskIntoConstraints = false
        followingView.translatesAutoresizingMaskIntoConstraints = false
        let views = ["followers": followersView, "following": followingView, "avatar": avatarView]
        NSLayoutConstraint.activate(
            NSLayoutConstraint.constraints(withVisualFormat: "H:|-16-[followers]-8-[following(==followers)]-16-|",
                                           options: [.alignAllTop, .alignAllBottom], metrics: nil, views: views)
            + NSLayoutConstraint.constraints(withVisualFormat: "V:[avatar]-12-[followers(44)]", options: [], metrics: nil, views: views))
    }
}
