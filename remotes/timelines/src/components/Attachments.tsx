import { Maximize2 } from 'lucide';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Attachment } from '@fedi/shared';
import { NS } from '../i18n';
import { galleryRows, MAX_THUMBNAILS, shouldCollapseGallery } from '../logic/collapse';
import { Blurhash } from './Blurhash';
import { useMediaViewer } from './mediaViewerContext';
import { Icon } from '@fedi/shared';

interface AttachmentsProps {
  attachments: readonly Attachment[];
  sensitive: boolean;
  /** Placeholder mode (hideAttachments): links instead of media. */
  placeholder: boolean;
  hideNsfw: boolean;
  useBlurhash: boolean;
  maxThumbnails?: number;
  loopVideo?: boolean;
}

/** Gallery of a status's media (spec §2 Attachment viewer; 3 per row, collapse rules of §9). */
export function Attachments({
  attachments,
  sensitive,
  placeholder,
  hideNsfw,
  useBlurhash,
  maxThumbnails = MAX_THUMBNAILS,
  loopVideo = true,
}: AttachmentsProps) {
  const { t } = useTranslation(NS);
  const viewer = useMediaViewer();
  const [revealed, setRevealed] = useState(!(sensitive && hideNsfw));
  const [expanded, setExpanded] = useState(false);
  if (attachments.length === 0) return null;

  if (placeholder) {
    return (
      <ul className="attachments-placeholder" aria-label={t('attachment.list')}>
        {attachments.map((attachment, index) => (
          <li key={attachment.id}>
            <button type="button" className="link-button" onClick={() => viewer?.open(attachments, index)}>
              {t(`attachment.type_${attachment.type}`)}:{' '}
              {attachment.description ? <bdi>{attachment.description}</bdi> : t('attachment.no_description')}
            </button>
          </li>
        ))}
      </ul>
    );
  }

  if (!revealed) {
    const first = attachments[0]!;
    return (
      <div className="attachments-sensitive">
        {useBlurhash && first.blurhash ? (
          <Blurhash hash={first.blurhash} />
        ) : (
          <div className="censor" aria-hidden="true" />
        )}
        <button type="button" className="reveal-button" onClick={() => setRevealed(true)}>
          {t('attachment.sensitive_reveal', { count: attachments.length })}
        </button>
      </div>
    );
  }

  const collapsible = shouldCollapseGallery(attachments, false);
  const limit = expanded ? attachments.length : Math.min(maxThumbnails, collapsible ? 3 : attachments.length);
  const shown = attachments.slice(0, limit);
  const rest = attachments.length - shown.length;

  return (
    <div className="attachments">
      {galleryRows(shown).map((row, rowIndex) => (
        <div className={`gallery-row gallery-row-${row.length}`} key={rowIndex}>
          {row.map((attachment) => (
            <AttachmentItem
              key={attachment.id}
              attachment={attachment}
              loop={loopVideo}
              onOpen={() => viewer?.open(attachments, attachments.indexOf(attachment))}
            />
          ))}
        </div>
      ))}
      <div className="attachments-controls">
        {rest > 0 && (
          <button type="button" onClick={() => setExpanded(true)}>
            {t('attachment.show_all', { count: rest })}
          </button>
        )}
        {expanded && collapsible && (
          <button type="button" onClick={() => setExpanded(false)}>
            {t('attachment.collapse')}
          </button>
        )}
        {sensitive && hideNsfw && (
          <button type="button" onClick={() => setRevealed(false)}>
            {t('attachment.hide')}
          </button>
        )}
      </div>
    </div>
  );
}

function AttachmentItem({ attachment, onOpen, loop }: { attachment: Attachment; onOpen(): void; loop: boolean }) {
  const { t } = useTranslation(NS);
  const label = attachment.description || t(`attachment.type_${attachment.type}`);
  switch (attachment.type) {
    case 'image':
      return (
        <button
          type="button"
          className="attachment attachment-image"
          onClick={onOpen}
          aria-label={t('attachment.open', { name: label })}
        >
          <img
            src={attachment.preview_url || attachment.url}
            alt={attachment.description}
            title={attachment.description}
            loading="lazy"
          />
        </button>
      );
    case 'video':
      return (
        <div className="attachment attachment-video">
          <video src={attachment.url} controls muted loop={loop} preload="metadata" aria-label={label} />
          <button
            type="button"
            className="attachment-expand"
            onClick={onOpen}
            aria-label={t('attachment.open', { name: label })}
          >
            <Icon node={Maximize2} />
          </button>
        </div>
      );
    case 'audio':
      return (
        <div className="attachment attachment-audio">
          <audio src={attachment.url} controls preload="metadata" aria-label={label} />
        </div>
      );
    case 'flash':
      return (
        <button
          type="button"
          className="attachment attachment-flash"
          onClick={onOpen}
          aria-label={t('attachment.open', { name: label })}
        >
          {t('attachment.flash_placeholder')}
        </button>
      );
    default:
      return (
        <a className="attachment attachment-other" href={attachment.url} target="_blank" rel="noopener noreferrer">
          <bdi>{attachment.description || attachment.url.split('/').pop() || t('attachment.type_other')}</bdi>
        </a>
      );
  }
}
