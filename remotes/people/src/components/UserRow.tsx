import { Link } from 'react-router';
import { displayAcct, displayNameHtml, useAccount, type User } from '@fedi/shared';
import { Avatar, Html } from './common';
import { RelationshipControls } from './RelationshipControls';
import { profilePath } from '../logic/profilePath';

/** Basic user card: avatar, name, handle, and the follow button. */
export function UserRow({ user: given, controls = true }: { user: User; controls?: boolean }) {
  const user = useAccount(given.id) ?? given;
  return (
    <div className="people-row">
      <Avatar src={user.avatar} size={40} />
      <div className="people-row-names">
        <Link to={profilePath(user)}>
          <Html html={displayNameHtml(user)} inline />
        </Link>
        <span className="people-faint" dir="ltr">
          @{displayAcct(user.acct)}
        </span>
      </div>
      {controls && <RelationshipControls user={user} compact />}
    </div>
  );
}
