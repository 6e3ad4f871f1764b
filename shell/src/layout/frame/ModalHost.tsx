import { useCallback, useReducer } from 'react';
import { isStaff, useBusEvent, useSession, type ComposerOpenOptions, type ModalProps } from '@fedi/shared';
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

  useBusEvent(
    'settings:open',
    useCallback(() => dispatch({ modal: 'settings', action: 'open' }), []),
  );
  useBusEvent(
    'moderation:open',
    useCallback(() => {
      if (staff) dispatch({ modal: 'moderation', action: 'open' });
    }, [staff]),
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

  return (
    <>
      {modals.settings !== 'hidden' && (
        <RemoteRegion<{ default: ComponentType<ModalProps> }>
          remote="settings"
          module="./SettingsModal"
          label="settings"
        >
          {({ default: SettingsModal }) => <SettingsModal {...props('settings')} />}
        </RemoteRegion>
      )}
      {staff && modals.moderation !== 'hidden' && (
        <RemoteRegion<{ default: ComponentType<ModalProps> }>
          remote="moderation"
          module="./ModerationModal"
          label="moderation"
        >
          {({ default: ModerationModal }) => <ModerationModal {...props('moderation')} />}
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
