import { useCallback, useReducer, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import {
  isStaff,
  SETTINGS_TABS,
  useBusEvent,
  useSession,
  type ComposerOpenOptions,
  type ModalProps,
  type ModerationModalProps,
  type SettingsModalProps,
  type SettingsTab,
} from '@fedi/shared';
import type { ComponentType } from 'react';
import { RemoteRegion } from '../../federation/RemoteRegion';
import { nextModalState, type ModalAction, type ModalState } from './modalState';

type ModalName = 'settings' | 'moderation' | 'composer';
type Modals = Record<ModalName, ModalState>;

const INITIAL: Modals = { settings: 'hidden', moderation: 'hidden', composer: 'hidden' };

function reducer(state: Modals, { modal, action }: { modal: ModalName; action: ModalAction }): Modals {
  return { ...state, [modal]: nextModalState(state[modal], action) };
}

interface ComposerModalProps extends ModalProps {
  options: ComposerOpenOptions;
}

/** The URL parameter that opens the settings modal on a tab (`?settings=profile`): a deep link. */
export const SETTINGS_PARAM = 'settings';

const settingsTabOf = (value: string | null | undefined): SettingsTab | null =>
  SETTINGS_TABS.find((tab) => tab === value) ?? null;

/**
 * Hosts the modals remotes provide. A modal's remote is fetched only when it is first opened; the
 * moderation remote only ever for admins and moderators.
 */
export function ModalHost() {
  const session = useSession();
  const [modals, dispatch] = useReducer(reducer, INITIAL);
  const [composerOptions, setComposerOptions] = useReducer(
    (_: ComposerOpenOptions, next: ComposerOpenOptions) => next,
    {},
  );
  const staff = isStaff(session.user);
  const location = useLocation();
  const navigate = useNavigate();
  const [settingsTab, setSettingsTab] = useState<SettingsTab>('general');
  const [moderationReport, setModerationReport] = useState<string | undefined>(undefined);

  // The settings modal and its tab follow `?settings=<tab>` (replace: no history entry per tab).
  const urlTab = settingsTabOf(new URLSearchParams(location.search).get(SETTINGS_PARAM));
  const writeSettingsParam = useCallback(
    (tab: SettingsTab | null) => {
      const search = new URLSearchParams(location.search);
      if ((search.get(SETTINGS_PARAM) ?? null) === tab) return;
      if (tab) search.set(SETTINGS_PARAM, tab);
      else search.delete(SETTINGS_PARAM);
      const query = search.toString();
      navigate(
        { pathname: location.pathname, search: query ? `?${query}` : '', hash: location.hash },
        {
          replace: true,
          state: location.state as unknown,
        },
      );
    },
    [location, navigate],
  );
  // A new `?settings=` value (a deep link, back/forward) opens the modal on it: state adjusted while rendering.
  const [seenUrlTab, setSeenUrlTab] = useState<SettingsTab | null>(null);
  if (urlTab !== seenUrlTab) {
    setSeenUrlTab(urlTab);
    if (urlTab) {
      setSettingsTab(urlTab);
      dispatch({ modal: 'settings', action: 'open' });
    }
  }

  useBusEvent(
    'settings:open',
    useCallback(
      (options?: { tab?: SettingsTab }) => {
        const tab = settingsTabOf(options?.tab) ?? settingsTab;
        setSettingsTab(tab);
        dispatch({ modal: 'settings', action: 'open' });
        writeSettingsParam(tab);
      },
      [settingsTab, writeSettingsParam],
    ),
  );
  useBusEvent(
    'moderation:open',
    useCallback(
      (options?: { reportId?: string }) => {
        if (!staff) return;
        setModerationReport(options?.reportId);
        dispatch({ modal: 'moderation', action: 'open' });
      },
      [staff],
    ),
  );
  useBusEvent(
    'composer:open',
    useCallback((options: ComposerOpenOptions) => {
      setComposerOptions(options);
      dispatch({ modal: 'composer', action: 'open' });
    }, []),
  );

  const props = (modal: ModalName): ModalProps => ({
    state: modals[modal] === 'minimized' ? 'minimized' : 'visible',
    onClose: () => dispatch({ modal, action: 'close' }),
    onTogglePeek: () => dispatch({ modal, action: 'peek' }),
  });
  const settingsProps: SettingsModalProps = {
    ...props('settings'),
    onClose: () => {
      dispatch({ modal: 'settings', action: 'close' });
      writeSettingsParam(null);
    },
    tab: settingsTab,
    onTabChange: (tab) => {
      setSettingsTab(tab);
      writeSettingsParam(tab);
    },
  };

  return (
    <>
      {modals.settings !== 'hidden' && (
        <RemoteRegion<{ default: ComponentType<SettingsModalProps> }>
          remote="settings"
          module="./SettingsModal"
          label="settings"
        >
          {({ default: SettingsModal }) => <SettingsModal {...settingsProps} />}
        </RemoteRegion>
      )}
      {staff && modals.moderation !== 'hidden' && (
        <RemoteRegion<{ default: ComponentType<ModerationModalProps> }>
          remote="moderation"
          module="./ModerationModal"
          label="moderation"
        >
          {({ default: ModerationModal }) => <ModerationModal {...props('moderation')} reportId={moderationReport} />}
        </RemoteRegion>
      )}
      {session.status === 'signed-in' && modals.composer !== 'hidden' && (
        <RemoteRegion<{ default: ComponentType<ComposerModalProps> }>
          remote="composer"
          module="./ComposerModal"
          label="composer"
        >
          {({ default: ComposerModal }) => <ComposerModal {...props('composer')} options={composerOptions} />}
        </RemoteRegion>
      )}
    </>
  );
}
