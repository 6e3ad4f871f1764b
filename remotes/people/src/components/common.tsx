import { X } from 'lucide';
import { useMemo, type ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog as SharedConfirmDialog, Icon, sanitizeHtml, type SanitizeProfile } from '@fedi/shared';
import { NS } from '../i18n';

/** Server HTML sanitized under a shared profile: `bio` (names, bios, fields) unless told otherwise. */
export function Html({
  html,
  className,
  inline = false,
  profile = 'bio',
}: {
  html: string;
  className?: string;
  inline?: boolean;
  profile?: SanitizeProfile;
}) {
  const clean = useMemo(() => sanitizeHtml(html, profile), [html, profile]);
  return inline ? (
    <span className={className} dangerouslySetInnerHTML={{ __html: clean }} />
  ) : (
    <div className={className} dangerouslySetInnerHTML={{ __html: clean }} />
  );
}

export function Avatar({ src, size = 48, alt = '' }: { src: string; size?: number; alt?: string }) {
  return (
    <img
      className="people-avatar"
      src={src || undefined}
      alt={alt}
      width={size}
      height={size}
      onError={(event) => {
        (event.currentTarget as HTMLImageElement).style.visibility = 'hidden';
      }}
    />
  );
}

/** A failed action's message (an `errorText` wrapper), dismissible; a failed load is a QueryState. */
export function ErrorBox({ message, onDismiss }: { message: string; onDismiss?: () => void }) {
  const { t } = useTranslation(NS);
  return (
    <div className="people-error" role="alert">
      <span>{message}</span>
      {onDismiss && (
        <button type="button" onClick={onDismiss} aria-label={t('common.dismiss')}>
          <Icon node={X} size={16} />
        </button>
      )}
    </div>
  );
}

type ConfirmDialogProps = Omit<ComponentProps<typeof SharedConfirmDialog>, 'cancelLabel'>;

/** The app's confirm dialog with this remote's "Cancel". */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const { t } = useTranslation(NS);
  return <SharedConfirmDialog cancelLabel={t('common.cancel')} {...props} />;
}
