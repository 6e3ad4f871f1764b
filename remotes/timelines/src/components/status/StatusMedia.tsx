import type { Status } from '@fedi/shared';
import type { TimelinePrefs } from '../../prefs';
import { Attachments } from '../Attachments';

/** The attachments of a status, as the preferences ask (placeholders, NSFW, blurhash, thumbnails, loop). */
export function StatusMedia({
  status,
  prefs,
  inConversation,
}: {
  status: Status;
  prefs: TimelinePrefs;
  inConversation: boolean;
}) {
  return (
    <Attachments
      attachments={status.media_attachments}
      sensitive={status.sensitive}
      placeholder={inConversation ? prefs.hideAttachmentsInConv : prefs.hideAttachments}
      hideNsfw={prefs.hideNsfw}
      useBlurhash={prefs.useBlurhash}
      maxThumbnails={prefs.maxThumbnails}
      loopVideo={prefs.loopVideo}
    />
  );
}
