import { useId, type CSSProperties, type ReactNode } from 'react';

export interface Choice<V extends string> {
  value: V;
  label: ReactNode;
  /** The language the label is written in, when it is not the page's (a language's own name). */
  lang?: string;
}

/**
 * One of a few choices side by side (the theme, the language), as native radio buttons: Tab reaches the group once,
 * the arrow keys move the choice, a screen reader says "radio button, 2 of 3" — the keyboard and screen-reader
 * behaviour of a radio group, which antd-mobile's Selector (options on plain elements) did not have.
 */
export function ChoiceGroup<V extends string>({ label, choices, value, onChange, className }: { label: string; choices: readonly Choice<V>[]; value: V; onChange: (next: V) => void; className?: string }) {
  const name = useId();
  return (
    <fieldset className={className ? `choice-group ${className}` : 'choice-group'} style={{ '--choice-columns': choices.length } as CSSProperties}>
      <legend className="visually-hidden">{label}</legend>
      {choices.map((choice) => (
        <label key={choice.value} className="choice-group__item" lang={choice.lang}>
          <input
            type="radio"
            className="choice-group__input"
            name={name}
            value={choice.value}
            checked={choice.value === value}
            onChange={() => onChange(choice.value)}
          />
          <span className="choice-group__label">{choice.label}</span>
        </label>
      ))}
    </fieldset>
  );
}
