import { screen, within } from '@testing-library/react';
import { BUNDLED_THEMES, cssVariable, resolveTheme } from '@fedi/shared/theme';
import { renderShellPart } from '../testing/renderShellPart';
import Gallery from './Gallery';

it('draws every shared primitive once per bundled theme, each block with its own theme variables', () => {
  renderShellPart(<Gallery />);
  const samples = screen.getAllByRole('article');
  expect(samples.map((sample) => sample.getAttribute('aria-label'))).toEqual(BUNDLED_THEMES.map((t) => t.name));
  for (const [index, sample] of samples.entries()) {
    const theme = resolveTheme(BUNDLED_THEMES[index]!);
    expect(sample.style.getPropertyValue(cssVariable.color('bg'))).toBe(theme.colors.bg);
    const inside = within(sample);
    expect(inside.getByRole('heading', { name: theme.name })).toBeInTheDocument();
    expect(inside.getByRole('button', { name: 'Close' })).toBeInTheDocument();
    expect(inside.getByRole('tablist', { name: 'Tabs' })).toBeInTheDocument();
    expect(inside.getByRole('radiogroup', { name: 'Radio group' })).toBeInTheDocument();
    expect(inside.getAllByRole('status').length).toBeGreaterThan(0);
    // QueryState's error and the error notice.
    expect(inside.getAllByRole('alert')).toHaveLength(2);
    expect(inside.getByText('Nothing here yet')).toBeInTheDocument();
    expect(inside.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  }
});
