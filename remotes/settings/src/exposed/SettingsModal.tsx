import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { INTERFACE_LANGUAGES, ModalFrame, usePreferences, type ModalProps, type Preferences } from '@fedi/shared';
import { NS } from '../i18n';
import { PreferenceToggle } from '../PreferenceToggle';
import '../settings.css';

/** Settings modal: the general tab's interface language and client-side preferences (spec §3). */
export default function SettingsModal(props: ModalProps) {
  const { t, i18n } = useTranslation(NS);
  const ids = useId();
  const [preferences, setPreferences] = usePreferences();
  const [storageFailed, setStorageFailed] = useState(false);
  const change = (patch: Partial<Preferences>) => setStorageFailed(!setPreferences(patch));
  const toggle = (name: Parameters<typeof PreferenceToggle>[0]['name'], label: string) => (
    <PreferenceToggle name={name} label={label} preferences={preferences} onChange={change} />
  );
  return (
    <ModalFrame title={t('settings.title')} {...props}>
      {storageFailed && (
        <p className="form-error" role="alert">
          {t('settings.storage_failed')}
        </p>
      )}
      <section aria-labelledby={`${ids}-general`} className="settings-section">
        <h3 id={`${ids}-general`}>{t('settings.general')}</h3>
        <label htmlFor={`${ids}-language`}>{t('settings.interface_language')}</label>{' '}
        <select
          id={`${ids}-language`}
          value={i18n.resolvedLanguage ?? i18n.language}
          onChange={(event) => {
            change({ interfaceLanguage: event.target.value });
            void i18n.changeLanguage(event.target.value);
          }}
        >
          {Object.entries(INTERFACE_LANGUAGES).map(([code, name]) => (
            <option key={code} value={code}>
              {name}
            </option>
          ))}
        </select>
      </section>
      <section aria-labelledby={`${ids}-timeline`} className="settings-section">
        <h3 id={`${ids}-timeline`}>{t('settings.timeline')}</h3>
        {toggle('streaming', t('settings.streaming'))}
        {toggle('pauseOnUnfocused', t('settings.pause_on_unfocused'))}
        <label htmlFor={`${ids}-replies`}>{t('settings.reply_visibility')}</label>{' '}
        <select
          id={`${ids}-replies`}
          value={preferences.replyVisibility}
          onChange={(event) => change({ replyVisibility: event.target.value as Preferences['replyVisibility'] })}
        >
          <option value="all">{t('settings.reply_visibility_all')}</option>
          <option value="following">{t('settings.reply_visibility_following')}</option>
          <option value="self">{t('settings.reply_visibility_self')}</option>
        </select>
      </section>
      <section aria-labelledby={`${ids}-media`} className="settings-section">
        <h3 id={`${ids}-media`}>{t('settings.media')}</h3>
        {toggle('hideNsfw', t('settings.hide_nsfw'))}
        {toggle('useBlurhash', t('settings.use_blurhash'))}
        {toggle('hideAttachments', t('settings.hide_attachments'))}
      </section>
      <section aria-labelledby={`${ids}-confirm`} className="settings-section">
        <h3 id={`${ids}-confirm`}>{t('settings.confirmations')}</h3>
        {toggle('modalOnLogout', t('settings.modal_on_logout'))}
        {toggle('modalOnRepeat', t('settings.modal_on_repeat'))}
        {toggle('modalOnDelete', t('settings.modal_on_delete'))}
        {toggle('modalOnUnfollow', t('settings.modal_on_unfollow'))}
      </section>
    </ModalFrame>
  );
}
