import { ChartBar, Eye, EyeOff, FileText, Paperclip, Smile } from 'lucide';
import { useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { NS } from '../i18n';
import { EmojiPicker } from './EmojiPicker';
import type { ComposerFormState } from './useComposerForm';
import { Icon } from '@fedi/shared';

interface ComposerToolsProps {
  client: ComposerFormState['client'];
  posting: boolean;
  /** No more files fit. */
  filesFull: boolean;
  onFiles(event: ChangeEvent<HTMLInputElement>): void;
  picker: ComposerFormState['picker'];
  /** Whether a poll can be added, and whether there is one. */
  canPoll: boolean;
  hasPoll: boolean;
  onTogglePoll(): void;
  /** The sensitive mark is offered with attachments. */
  hasFiles: boolean;
  sensitive: boolean;
  onSensitive(sensitive: boolean): void;
  previewOpen: boolean;
  onPreviewOpen(open: boolean): void;
  onOpenDrafts?(): void;
}

/** The composer's actions besides posting: upload, emoji, poll, sensitive, preview and the drafts list. */
export function ComposerTools(props: ComposerToolsProps) {
  const { t } = useTranslation(NS);
  const { picker, posting, filesFull } = props;
  const [pickerButton, setPickerButton] = useState<HTMLButtonElement | null>(null);
  return (
    <>
      <div className="composer-tools">
        <label className={`composer-upload-button${filesFull ? ' disabled' : ''}`} title={t('upload.button')}>
          <Icon node={Paperclip} />
          <input
            type="file"
            multiple
            disabled={filesFull || posting}
            onChange={props.onFiles}
            aria-label={t('upload.button')}
          />
        </label>
        <button
          ref={setPickerButton}
          type="button"
          aria-haspopup="dialog"
          aria-expanded={picker.open}
          aria-label={t('emoji.button')}
          title={t('emoji.button')}
          onClick={() => picker.setOpen((open) => !open)}
        >
          <Icon node={Smile} />
        </button>
        {props.canPoll && (
          <button
            type="button"
            aria-pressed={props.hasPoll}
            aria-label={props.hasPoll ? t('polls.remove') : t('polls.add')}
            title={props.hasPoll ? t('polls.remove') : t('polls.add')}
            onClick={props.onTogglePoll}
          >
            <Icon node={ChartBar} />
          </button>
        )}
        {props.hasFiles && (
          <label>
            <input
              type="checkbox"
              checked={props.sensitive}
              onChange={(event) => props.onSensitive(event.target.checked)}
            />{' '}
            {t('composer.sensitive')}
          </label>
        )}
        <button
          type="button"
          aria-pressed={props.previewOpen}
          aria-label={props.previewOpen ? t('preview.hide') : t('preview.show')}
          title={props.previewOpen ? t('preview.hide') : t('preview.show')}
          onClick={() => props.onPreviewOpen(!props.previewOpen)}
        >
          <Icon node={props.previewOpen ? EyeOff : Eye} />
        </button>
        {props.onOpenDrafts && (
          <button type="button" onClick={props.onOpenDrafts}>
            <Icon node={FileText} />
            {t('drafts.open_list')}
          </button>
        )}
      </div>
      {picker.open && (
        <EmojiPicker
          client={props.client}
          onPick={picker.insertEmoji}
          onSticker={picker.onSticker}
          onClose={() => picker.setOpen(false)}
          returnFocus={pickerButton}
        />
      )}
    </>
  );
}
