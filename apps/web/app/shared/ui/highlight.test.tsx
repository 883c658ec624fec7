import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Highlight, splitByTerm } from './highlight.tsx';

describe('splitByTerm', () => {
  it('puts every match, whatever its case, at the odd places', () => {
    expect(splitByTerm('Sunset 日落 and SUNSET', ' sunset ')).toEqual(['', 'Sunset', ' 日落 and ', 'SUNSET', '']);
    expect(splitByTerm('山间的山间', '山间')).toEqual(['', '山间', '的', '山间', '']);
  });

  it('reads the term as plain text, not a pattern', () => {
    expect(splitByTerm('a+b (c) a.b', 'a.b')).toEqual(['a+b (c) ', 'a.b', '']);
    expect(splitByTerm('[x] x', '[x]')).toEqual(['', '[x]', ' x']);
  });

  it('leaves the text whole when the term is empty or absent', () => {
    expect(splitByTerm('清晨', '  ')).toEqual(['清晨']);
    expect(splitByTerm('清晨', '黄昏')).toEqual(['清晨']);
  });
});

describe('Highlight', () => {
  it('marks the matches and keeps the text as it was', () => {
    const { container } = render(<Highlight text="夜晚的雪山，雪山的夜晚" term="雪山" />);
    expect(container.textContent).toBe('夜晚的雪山，雪山的夜晚');
    expect([...container.querySelectorAll('mark')].map((mark) => mark.textContent)).toEqual(['雪山', '雪山']);
  });
});
