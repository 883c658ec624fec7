import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MemoryRouter } from 'react-router';
import { CardGridSkeleton, EmptyState, ListSkeleton } from './states.tsx';

describe('loading skeletons', () => {
  // A name on an element without a role is refused by assistive technology (and by axe); a status may carry one.
  it.each([
    ['the card grid', <CardGridSkeleton key="grid" count={2} />],
    ['the list rows', <ListSkeleton key="list" rows={2} />],
  ])('%s is a busy status named 加载中', (_, skeleton) => {
    render(skeleton);
    const status = screen.getByRole('status', { name: '加载中' });
    expect(status.getAttribute('aria-busy')).toBe('true');
  });
});

describe('an empty list', () => {
  it('offers the way on it is given, else back home when asked, else none', () => {
    const { unmount } = render(
      <MemoryRouter>
        <EmptyState text="还没有测评" action={{ to: '/', label: '去找一部影片写测评' }} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: '去找一部影片写测评' }).getAttribute('href')).toBe('/');
    unmount();
    const home = render(
      <MemoryRouter>
        <EmptyState text="空" home />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: '返回首页' }).getAttribute('href')).toBe('/');
    home.unmount();
    render(
      <MemoryRouter>
        <EmptyState text="空" />
      </MemoryRouter>,
    );
    expect(screen.queryByRole('link')).toBeNull();
  });
});
