import { POST_PRICE_MAX } from '@md/contract/client';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { clampPrice, PriceInput } from './price-input.tsx';

describe('a post price', () => {
  it.each([
    ['', 0],
    ['abc', 0],
    ['-5', 0],
    ['12.9', 12],
    ['30', 30],
    [String(POST_PRICE_MAX + 1), POST_PRICE_MAX],
    ['1e9', POST_PRICE_MAX],
    ['1e999', POST_PRICE_MAX],
    ['-1e999', 0],
  ])('%j → %d', (typed, price) => {
    expect(clampPrice(typed)).toBe(price);
  });

  it('hands the clamped price to its owner', () => {
    const onChange = vi.fn();
    render(<PriceInput id="p" className="c" value={0} onChange={onChange} />);
    fireEvent.change(screen.getByRole('spinbutton'), { target: { value: '99999' } });
    expect(onChange).toHaveBeenLastCalledWith(POST_PRICE_MAX);
  });
});
