import { useMemo } from 'react';
import type { CustomEmoji } from '../models/emoji';
import { displayAcct, displayNameHtml } from '../sanitize/display';
import { sanitizeHtml } from '../sanitize/profiles';

export interface DisplayNameProps {
  user: { display_name: string; acct: string; emojis?: readonly CustomEmoji[] };
  className?: string;
}

/**
 * A person's display name as every screen shows it: escaped, custom emoji as images sized to the line
 * (app.css `img.emoji`), `dir="auto"` for names in a right-to-left script, the handle when the name is empty.
 */
export function DisplayName({ user, className }: DisplayNameProps) {
  const html = useMemo(
    () =>
      user.display_name
        ? sanitizeHtml(displayNameHtml({ display_name: user.display_name, emojis: [...(user.emojis ?? [])] }), 'bio')
        : '',
    [user],
  );
  return html ? (
    <span className={className} dir="auto" dangerouslySetInnerHTML={{ __html: html }} />
  ) : (
    <span className={className} dir="ltr">
      {displayAcct(user.acct)}
    </span>
  );
}
