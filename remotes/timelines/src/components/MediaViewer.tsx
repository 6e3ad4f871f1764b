import { ChevronLeft, ChevronRight, X } from 'lucide';
import { useCallback, useEffect, useRef, useState, type KeyboardEvent, type TouchEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { type Attachment, Dialog, Icon } from '@fedi/shared';
import { NS } from '../i18n';
import '../laterStrings';

interface MediaViewerProps {
  attachments: readonly Attachment[];
  initialIndex: number;
  onClose(): void;
}

/** Spec §9: swipe threshold (quarter of the window width), zoom bounds. */
export const SWIPE_FRACTION = 0.25;
const MIN_ZOOM = 1;
const MAX_ZOOM = 5;

/** Next index with wrap-around. */
export const wrapIndex = (index: number, length: number) => ((index % length) + length) % length;

/**
 * Modal media viewer (spec §2), a `Dialog`: image, video, audio, flash; previous/next with wrap; arrow keys;
 * Escape, a click beside the media and browser back close; swipe a quarter of the width; pinch zoom;
 * description and counter. Focus starts on its close button and goes back to the attachment.
 */
export default function MediaViewer({ attachments, initialIndex, onClose }: MediaViewerProps) {
  const { t } = useTranslation(NS);
  const [index, setIndex] = useState(initialIndex);
  const [zoom, setZoom] = useState(MIN_ZOOM);
  const [flashAccepted, setFlashAccepted] = useState(false);
  const closeButton = useRef<HTMLButtonElement>(null);
  const closeRef = useRef(onClose);
  useEffect(() => {
    closeRef.current = onClose;
  }, [onClose]);
  const count = attachments.length;
  const current = attachments[wrapIndex(index, count)]!;

  const go = useCallback(
    (step: number) => {
      setIndex((value) => wrapIndex(value + step, count));
      setZoom(MIN_ZOOM);
      setFlashAccepted(false);
    },
    [count],
  );

  // Browser back closes: push a history entry while open, pop it when closed by other means.
  useEffect(() => {
    let closedByBack = false;
    window.history.pushState({ mediaViewer: true }, '');
    const onPop = () => {
      closedByBack = true;
      closeRef.current();
    };
    window.addEventListener('popstate', onPop);
    return () => {
      window.removeEventListener('popstate', onPop);
      if (!closedByBack && (window.history.state as { mediaViewer?: boolean } | null)?.mediaViewer)
        window.history.back();
    };
  }, []);

  const onKeyDown = (event: KeyboardEvent) => {
    if (count < 2) return;
    if (event.key === 'ArrowRight') go(1);
    else if (event.key === 'ArrowLeft') go(-1);
  };

  // Swipe and pinch.
  const touch = useRef<{ x: number; distance: number | null; zoom: number } | null>(null);
  const distanceOf = (event: TouchEvent) => {
    const [a, b] = [event.touches[0], event.touches[1]];
    return a && b ? Math.hypot(a.clientX - b.clientX, a.clientY - b.clientY) : null;
  };
  const onTouchStart = (event: TouchEvent) => {
    touch.current = { x: event.touches[0]?.clientX ?? 0, distance: distanceOf(event), zoom };
  };
  const onTouchMove = (event: TouchEvent) => {
    const start = touch.current;
    const distance = distanceOf(event);
    if (start?.distance && distance)
      setZoom(Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, (start.zoom * distance) / start.distance)));
  };
  const onTouchEnd = (event: TouchEvent) => {
    const start = touch.current;
    touch.current = null;
    if (!start || start.distance || zoom > MIN_ZOOM || count < 2) return;
    const dx = (event.changedTouches[0]?.clientX ?? start.x) - start.x;
    if (Math.abs(dx) > window.innerWidth * SWIPE_FRACTION) go(dx < 0 ? 1 : -1);
  };

  const description = current.description;
  return (
    <Dialog
      className="media-viewer"
      aria-label={t('media_viewer.title')}
      onClose={onClose}
      closeOnBackdrop
      initialFocus={closeButton}
      onKeyDown={onKeyDown}
      onTouchStart={onTouchStart}
      onTouchMove={onTouchMove}
      onTouchEnd={onTouchEnd}
    >
      <div className="media-viewer-stage" style={{ transform: `scale(${zoom})` }}>
        {current.type === 'image' && <img src={current.url} alt={description} />}
        {current.type === 'video' && (
          <video src={current.url} controls autoPlay aria-label={description || t('attachment.type_video')} />
        )}
        {current.type === 'audio' && (
          <audio src={current.url} controls autoPlay aria-label={description || t('attachment.type_audio')} />
        )}
        {current.type === 'flash' &&
          (flashAccepted ? (
            <object
              data={current.url}
              type="application/x-shockwave-flash"
              aria-label={description || t('attachment.type_flash')}
            >
              <p role="alert">{t('attachment.flash_fail')}</p>
            </object>
          ) : (
            <div className="flash-warning">
              <p>{t('attachment.flash_warning')}</p>
              <button type="button" onClick={() => setFlashAccepted(true)}>
                {t('attachment.flash_play')}
              </button>
            </div>
          ))}
        {current.type === 'other' && (
          <a href={current.url} target="_blank" rel="noopener noreferrer">
            {t('attachment.download')}
          </a>
        )}
      </div>
      <div className="media-viewer-bar">
        {count > 1 && (
          <button type="button" onClick={() => go(-1)} aria-label={t('media_viewer.previous')}>
            <Icon node={ChevronLeft} size={24} />
          </button>
        )}
        <span className="media-viewer-counter" aria-live="polite">
          {t('media_viewer.counter', { current: wrapIndex(index, count) + 1, total: count })}
        </span>
        {count > 1 && (
          <button type="button" onClick={() => go(1)} aria-label={t('media_viewer.next')}>
            <Icon node={ChevronRight} size={24} />
          </button>
        )}
        <button ref={closeButton} type="button" onClick={onClose} aria-label={t('media_viewer.close')}>
          <Icon node={X} size={24} />
        </button>
      </div>
      {description && <p className="media-viewer-description">{description}</p>}
    </Dialog>
  );
}
