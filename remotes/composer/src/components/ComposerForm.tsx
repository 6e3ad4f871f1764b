import { useTranslation } from 'react-i18next';
import { ConfirmDialog, QueryState } from '@fedi/shared';
import { NS } from '../i18n';
import { Attachments } from './Attachments';
import { ComposerOptions } from './ComposerOptions';
import { ComposerTextField } from './ComposerTextField';
import { ComposerTools } from './ComposerTools';
import { PollForm } from './PollForm';
import { Preview } from './Preview';
import { StatusContext } from './StatusContext';
import { SubjectField } from './SubjectField';
import { useComposerForm, type ComposerFormOptions } from './useComposerForm';

export interface ComposerFormProps extends ComposerFormOptions {
  onOpenDrafts?(): void;
}

/** One post being written: everything of spec §2/§4/§5 for a new post, reply, quote, edit or redraft. */
export function ComposerForm({ onOpenDrafts, ...options }: ComposerFormProps) {
  const { t } = useTranslation(NS);
  const form = useComposerForm(options);
  const { draft, update, uploads, posting } = form;
  const { replyTo, quoteOf, redraftOf } = options;

  if (form.loadError !== null || !form.ready) {
    return (
      <QueryState
        query={{ isPending: !form.ready, isError: form.loadError !== null }}
        loadingLabel={t('composer.loading')}
        errorMessage={t('composer.load_failed', { message: form.loadError })}
        onRetry={false}
      />
    );
  }

  const submitDisabled = posting || form.overLimit || uploads.uploads.length > 0;
  return (
    <form
      className={form.drop.over ? 'composer form drop-target' : 'composer form'}
      onSubmit={form.submit}
      aria-busy={posting}
      onFocus={form.startWidgets}
      onPointerEnter={form.startWidgets}
      {...form.drop.handlers}
    >
      {form.drop.over && (
        <p className="composer-drop-hint" role="status">
          {t('upload.drop_here')}
        </p>
      )}
      {form.restored && <p className="composer-info">{t('composer.draft_restored')}</p>}
      {form.editing && <p className="composer-info">{t('composer.editing')}</p>}
      {redraftOf && <p className="composer-info">{t('composer.redrafting')}</p>}
      {(replyTo ?? draft.inReplyToId) && (
        <StatusContext kind="reply" status={form.original.data} loading={form.original.isPending} />
      )}
      {quoteOf && <StatusContext kind="quote" status={form.quoted.data} loading={form.quoted.isPending} />}

      <SubjectField
        open={draft.spoilerOpen}
        value={draft.spoilerText}
        onOpenChange={form.setSubjectOpen}
        onChange={form.setSubject}
      />
      <ComposerTextField widgets={form.widgets} textProps={form.textProps} autocomplete={form.autocomplete} />

      {form.warnings.map((warning) => (
        <p key={warning} className="composer-warning" role="note">
          {t(`warnings.${warning}`)}
        </p>
      ))}

      <Attachments
        files={draft.files}
        uploads={uploads.uploads}
        disabled={posting}
        onChange={(files) => update({ files })}
      />
      {uploads.uploadError && (
        <div className="form-error" role="alert">
          {uploads.uploadError}{' '}
          <button type="button" onClick={uploads.dismissError}>
            {t('composer.dismiss')}
          </button>
        </div>
      )}

      {draft.poll && form.canPoll && (
        <PollForm poll={draft.poll} limits={form.pollLimits} disabled={posting} onChange={(poll) => update({ poll })} />
      )}
      {form.pollError && (
        <p className="form-error" role="alert">
          {t(form.pollError.key, form.pollError)}
        </p>
      )}

      <ComposerTools
        client={form.client}
        posting={posting}
        filesFull={uploads.count >= form.fileLimit}
        onFiles={form.onFiles}
        picker={form.picker}
        canPoll={form.canPoll}
        hasPoll={draft.poll !== null}
        onTogglePoll={form.togglePoll}
        hasFiles={draft.files.length > 0}
        sensitive={draft.nsfw}
        onSensitive={(nsfw) => update({ nsfw })}
        previewOpen={form.previewOpen}
        onPreviewOpen={form.setPreviewOpen}
        onOpenDrafts={onOpenDrafts}
      />

      <ComposerOptions
        widgets={form.widgets}
        visibility={form.visibility}
        allowed={form.allowed}
        editing={form.editing}
        postFormats={form.capabilities.postFormats}
        contentType={form.contentType}
        language={form.language}
        instanceLanguages={form.instance.languages}
        onVisibility={(visibility) => update({ visibility })}
        onContentType={(contentType) => update({ contentType })}
        onLanguage={(language) => update({ language })}
      />

      {form.previewOpen && (
        <Preview
          client={form.client}
          urlencoded={form.urlencoded}
          params={form.fields(true)}
          empty={draft.status.trim() === '' && draft.files.length === 0}
        />
      )}

      {form.info && (
        <p className="composer-info" role="status">
          {form.info}
        </p>
      )}
      {form.error && form.backOnline ? (
        <div className="composer-info" role="status">
          {t('composer.back_online')}{' '}
          <button type="button" onClick={() => form.submit()}>
            {t('composer.post_now')}
          </button>
        </div>
      ) : (
        form.error && (
          <div className="form-error composer-error" role="alert">
            {t('composer.error', { message: form.error })}{' '}
            <button type="button" onClick={form.dismissError}>
              {t('composer.dismiss')}
            </button>
          </div>
        )
      )}

      {form.confirming && (
        // A dialog over the modal: Escape answers it alone; cancelling goes back to the text.
        <ConfirmDialog
          title={t('confirm.title')}
          confirmLabel={t('confirm.post')}
          cancelLabel={t('confirm.cancel')}
          returnFocus={form.textRef}
          onConfirm={form.confirm}
          onCancel={form.cancelConfirm}
        >
          <p>{t(`confirm.${form.confirming}`)}</p>
        </ConfirmDialog>
      )}

      <div className="composer-footer">
        {form.left !== null && (
          <span
            className={form.overLimit ? 'composer-counter over' : 'composer-counter'}
            aria-live="polite"
            aria-label={t('composer.chars_left', { count: form.left })}
            data-testid="chars-left"
          >
            {form.left}
          </span>
        )}
        <button type="submit" className="primary" disabled={submitDisabled} aria-disabled={submitDisabled}>
          {posting ? t('composer.posting') : form.editing ? t('composer.save') : t('composer.submit')}
        </button>
      </div>
    </form>
  );
}
