import { render, screen } from '@testing-library/react';
import { EmptyState } from './EmptyState';
import { SkeletonRows } from './SkeletonRows';

describe('EmptyState', () => {
  test('a title, a hint and a decorative icon', () => {
    const { container } = render(<EmptyState title="No chats yet" hint="Press New chat to start one." icon="✉" />);
    expect(screen.getByText('No chats yet')).toHaveClass('empty-state-title');
    expect(screen.getByText('Press New chat to start one.')).toHaveClass('empty-state-hint');
    expect(container.querySelector('.empty-state-icon')).toHaveAttribute('aria-hidden', 'true');
  });

  test('the title alone, with the place’s own class', () => {
    const { container } = render(<EmptyState title="No posts" className="timeline-empty" />);
    expect(container.firstElementChild).toHaveClass('empty-state', 'timeline-empty');
    expect(container.querySelector('.empty-state-hint')).toBeNull();
    expect(container.querySelector('.empty-state-icon')).toBeNull();
  });
});

describe('SkeletonRows', () => {
  test('a screen of rows of the given kind, one labelled status', () => {
    const { container } = render(<SkeletonRows label="Loading…" kind="status" />);
    const rows = container.querySelectorAll('.skeleton-row');
    expect(rows).toHaveLength(8);
    expect(rows[0]).toHaveClass('skeleton-kind-status');
    expect(rows[0]).toBeEmptyDOMElement();
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
  });
});
