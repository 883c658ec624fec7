import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CardGridSkeleton, ListSkeleton } from './states.tsx';

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
