import { act, render, screen } from '@testing-library/react';
import { marksFor, useUserMarks } from './useUserMarks';

function Probe({ name }: { name: string }) {
  const marks = useUserMarks(name);
  return (
    <p
      data-testid="probe"
      data-highlight={marks.highlight ?? ''}
      data-muted={String(marks.domainMuted)}
      style={marks.statusStyle}
    />
  );
}

afterEach(() => localStorage.clear());

describe('useUserMarks', () => {
  it('paints solid, striped and side highlights in the chosen colour', () => {
    const data = {
      highlights: {
        bob: { type: 'solid', color: '#FF0000' },
        carol: { type: 'striped', color: '#00f' },
        dave: { type: 'side', color: '#00FF00' },
      },
    };
    expect(marksFor(data, 'bob').statusStyle).toEqual({ backgroundColor: '#FF000033' });
    expect(marksFor(data, 'carol').statusStyle?.backgroundImage).toContain('#0000ff33');
    expect(marksFor(data, 'dave').statusStyle).toEqual({ boxShadow: 'inset 4px 0 0 #00FF00ff' });
    expect(marksFor(data, 'bob').nameStyle?.backgroundColor).toBe('#FF000055');
    expect(marksFor(data, 'erin')).toMatchObject({ highlight: null, statusStyle: undefined, domainMuted: false });
    expect(marksFor({ highlights: { bob: { type: 'disabled', color: '#FF0000' } } }, 'bob').highlight).toBeNull();
  });

  it('marks authors of a muted domain, never local authors', () => {
    const data = { mutedDomains: ['spam.example'] };
    expect(marksFor(data, 'x@spam.example').domainMuted).toBe(true);
    expect(marksFor(data, 'x@SPAM.example').domainMuted).toBe(true);
    expect(marksFor(data, 'spam.example').domainMuted).toBe(false);
    expect(marksFor(data, 'x@other.example').domainMuted).toBe(false);
  });

  it('follows changes made in this page and survives broken storage', () => {
    localStorage.setItem('fedi:user-marks', '{not json');
    render(<Probe name="bob" />);
    expect(screen.getByTestId('probe').dataset.highlight).toBe('');
    act(() => {
      localStorage.setItem(
        'fedi:user-marks',
        JSON.stringify({ highlights: { bob: { type: 'solid', color: '#123456' } } }),
      );
      window.dispatchEvent(new Event('fedi:user-marks'));
    });
    expect(screen.getByTestId('probe').dataset.highlight).toBe('solid');
    expect(screen.getByTestId('probe').style.backgroundColor).not.toBe('');
  });
});
