import { nextModalState } from './modalState';

describe('modal state (spec §4)', () => {
  it('open makes any state visible', () => {
    expect(nextModalState('hidden', 'open')).toBe('visible');
    expect(nextModalState('minimized', 'open')).toBe('visible');
  });
  it('peek toggles between visible and minimized', () => {
    expect(nextModalState('visible', 'peek')).toBe('minimized');
    expect(nextModalState('minimized', 'peek')).toBe('visible');
  });
  it('close hides', () => {
    expect(nextModalState('visible', 'close')).toBe('hidden');
    expect(nextModalState('minimized', 'close')).toBe('hidden');
  });
  it('peeking a hidden modal is an error', () => {
    expect(() => nextModalState('hidden', 'peek')).toThrow('Illegal minimization state');
  });
});
