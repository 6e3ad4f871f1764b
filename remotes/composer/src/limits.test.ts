import { charactersLeft } from './limits';

describe('charactersLeft', () => {
  it('subtracts text and content warning from the limit', () => {
    expect(charactersLeft('hello', 'cw', 10)).toBe(3);
  });
  it('goes negative when over the limit', () => {
    expect(charactersLeft('123456', '', 5)).toBe(-1);
  });
  it('means no limit for 0 or less', () => {
    expect(charactersLeft('anything', '', 0)).toBeNull();
    expect(charactersLeft('anything', '', -3)).toBeNull();
  });
  it('counts characters, not UTF-16 units', () => {
    expect(charactersLeft('😀', '', 5)).toBe(4);
  });
});
