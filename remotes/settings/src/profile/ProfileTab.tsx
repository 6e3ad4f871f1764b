import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  QueryState,
  useApiClient,
  useCapabilities,
  useErrorText,
  useSession,
  type UpdateCredentialsParams,
  type User,
  type Visibility,
} from '@fedi/shared';
import { ownAccountQuery } from '@fedi/shared/queries';
import { updateCredentialsWithProgress } from '@fedi/shared/uploads';
import { NS } from '../i18n';
import { Field } from '../forms/Field';
import { settingId } from '../modal/searchIndex';
import { profileItems, profileOptions } from './definitions';
import { FieldsEditor, type FieldDraft } from './FieldsEditor';
import { ImageField } from './ImageField';
import { SaveNoticeView } from './SaveNoticeView';
import { useStoreOwnAccount } from './useProfileSave';
import { useSaveNotice } from './useSaveNotice';
import { useProfileOptions } from './profileOptions';

const SCOPES: readonly Visibility[] = ['public', 'unlisted', 'private', 'direct'];

/** The profile tab: the own account from verify_credentials, edited through update_credentials. */
export function ProfileTab() {
  const { t } = useTranslation(NS);
  const client = useApiClient();
  const session = useSession();
  const query = useQuery(ownAccountQuery(client, session.user?.id));
  return (
    <QueryState query={query} loadingLabel={t('profile.loading')}>
      {query.data && <ProfileForm user={query.data} />}
    </QueryState>
  );
}

function ProfileForm({ user }: { user: User }) {
  const { t } = useTranslation(NS);
  const errorText = useErrorText();
  const client = useApiClient();
  const capabilities = useCapabilities();
  const storeAccount = useStoreOwnAccount();
  const items = new Set(profileItems(capabilities));
  const options = useProfileOptions(user);
  // What the user types stays here until saved, also when a save fails.
  const [name, setName] = useState(user.display_name);
  const [note, setNote] = useState(user.note_text);
  const [fields, setFields] = useState<FieldDraft[]>(
    (user.source?.fields ?? user.fields).map(({ name, value }) => ({ name, value })),
  );
  const [saving, setSaving] = useState(false);
  const [notice, setNotice] = useSaveNotice();
  const limits = capabilities.fieldsLimits;

  const save = async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    setNotice(null);
    const params: UpdateCredentialsParams = { display_name: name, note };
    if (items.has('fields')) {
      const kept = fields.filter((field) => field.name.trim() !== '' || field.value.trim() !== '');
      // An empty list is sent as one empty field: servers read a missing list as "unchanged".
      params.fields_attributes = kept.length > 0 ? kept : [{ name: '', value: '' }];
    }
    try {
      storeAccount(await client.accounts.updateCredentials(params));
      setNotice({ kind: 'ok' });
    } catch (error) {
      setNotice({ kind: 'error', message: t('profile.saving_err', { error: errorText(error) }) });
    } finally {
      setSaving(false);
    }
  };

  const uploadImage =
    (key: 'avatar' | 'header' | 'pleroma_background_image') =>
    async (file: File, onProgress: (progress: { loaded: number; total: number }) => void) => {
      storeAccount(await updateCredentialsWithProgress(client.config, { [key]: file }, onProgress));
    };

  return (
    <>
      <form
        className="settings-section"
        aria-labelledby="settings-profile-about"
        onSubmit={(event) => void save(event)}
      >
        <h3 id="settings-profile-about">{t('profile.about')}</h3>
        <Field
          id={settingId('display_name')}
          label={t('profile.items.display_name')}
          maxLength={100}
          value={name}
          onChange={setName}
        />
        <div className="setting">
          <label htmlFor={settingId('note')}>{t('profile.items.note')}</label>
          <textarea id={settingId('note')} rows={4} value={note} onChange={(event) => setNote(event.target.value)} />
        </div>
        {items.has('fields') && (
          <FieldsEditor
            id={settingId('fields')}
            fields={fields}
            max={limits.maxFields}
            nameLength={limits.nameLength}
            valueLength={limits.valueLength}
            onChange={setFields}
          />
        )}
        <button type="submit" className="primary" disabled={saving}>
          {saving ? t('profile.saving') : t('profile.save')}
        </button>
        <SaveNoticeView notice={notice} />
      </form>
      <section className="settings-section" aria-labelledby="settings-profile-images">
        <h3 id="settings-profile-images">{t('profile.images')}</h3>
        <ImageField
          id={settingId('avatar')}
          label={t('profile.items.avatar')}
          current={user.avatar}
          limit={capabilities.uploadLimits.avatar}
          onUpload={uploadImage('avatar')}
        />
        <ImageField
          id={settingId('header')}
          label={t('profile.items.header')}
          current={user.header}
          limit={capabilities.uploadLimits.banner}
          onUpload={uploadImage('header')}
        />
        {items.has('background') && (
          <ImageField
            id={settingId('background')}
            label={t('profile.items.background')}
            current={user.background_image ?? ''}
            limit={capabilities.uploadLimits.background}
            onUpload={uploadImage('pleroma_background_image')}
          />
        )}
      </section>
      <section className="settings-section" aria-labelledby="settings-profile-options">
        <h3 id="settings-profile-options">{t('profile.options')}</h3>
        {items.has('default_scope') && (
          <div className="setting">
            <label htmlFor={settingId('default_scope')}>{t('profile.items.default_scope')}</label>{' '}
            <select
              id={settingId('default_scope')}
              value={options.value<Visibility>('default_scope')}
              onChange={(event) => void options.change('default_scope', event.target.value as Visibility)}
            >
              {SCOPES.map((scope) => (
                <option key={scope} value={scope}>
                  {t(`profile.scopes.${scope}`)}
                </option>
              ))}
            </select>
          </div>
        )}
        {profileOptions(capabilities).map((option) => (
          <div className="setting" key={option}>
            <input
              id={settingId(option)}
              type="checkbox"
              checked={options.value<boolean>(option)}
              onChange={(event) => void options.change(option, event.target.checked)}
            />{' '}
            <label htmlFor={settingId(option)}>{t(`profile.items.${option}`)}</label>
          </div>
        ))}
        <SaveNoticeView notice={options.notice} />
      </section>
    </>
  );
}
