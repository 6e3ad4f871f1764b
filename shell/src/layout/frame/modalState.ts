/** Spec §4: the settings and moderation modals are hidden, visible or minimized. */
export type ModalState = 'hidden' | 'visible' | 'minimized';
export type ModalAction = 'open' | 'peek' | 'close';

export function nextModalState(state: ModalState, action: ModalAction): ModalState {
  switch (action) {
    case 'open':
      return 'visible';
    case 'close':
      return 'hidden';
    case 'peek':
      if (state === 'hidden') throw new Error('Illegal minimization state');
      return state === 'visible' ? 'minimized' : 'visible';
  }
}
