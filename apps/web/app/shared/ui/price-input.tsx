/**
 * A post's price in points (0 for free): a number field that only ever holds a whole number from 0 to the
 * contract's maximum, whatever is typed or pasted. Used by /post and by the sheet that posts a work.
 */
import { POST_PRICE_MAX } from '@md/contract/client';

/** What the field holds for what was typed: digits kept whole, below 0 → 0, above the maximum → the maximum. */
export function clampPrice(typed: string): number {
  const value = Number(typed);
  if (Number.isNaN(value) || value <= 0) return 0;
  return Math.min(POST_PRICE_MAX, Math.floor(value));
}

export function PriceInput({ id, className, value, onChange }: { id: string; className: string; value: number; onChange: (price: number) => void }) {
  return (
    <input
      id={id}
      className={className}
      type="number"
      inputMode="numeric"
      min={0}
      max={POST_PRICE_MAX}
      step={1}
      value={value}
      onChange={(event) => onChange(clampPrice(event.target.value))}
    />
  );
}
