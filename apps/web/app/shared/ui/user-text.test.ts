import { describe, expect, it } from 'vitest';
import { splitUserText } from './user-text.ts';

describe('splitUserText', () => {
  it('finds http(s) links, mentions and tags, leaving the rest as text', () => {
    expect(splitUserText('看 https://example.com/a?b=1, 问 @小明 #剧情 好')).toEqual([
      { kind: 'text', text: '看 ' },
      { kind: 'link', text: 'https://example.com/a?b=1', href: 'https://example.com/a?b=1' },
      { kind: 'text', text: ', 问 ' },
      { kind: 'mention', text: '@小明', name: '小明' },
      { kind: 'text', text: ' ' },
      { kind: 'tag', text: '#剧情', name: '剧情' },
      { kind: 'text', text: ' 好' },
    ]);
  });

  it('never links another scheme, and keeps markup as text', () => {
    for (const hostile of ['javascript:alert(1)', 'JaVaScRiPt:alert(1)', 'data:text/html,<script>alert(1)</script>', 'vbscript:x', '<a href="javascript:alert(1)">x</a>']) {
      const pieces = splitUserText(hostile);
      expect(pieces.some((p) => p.kind === 'link'), hostile).toBe(false);
      expect(pieces.map((p) => p.text).join('')).toBe(hostile);
    }
  });

  it('stops a link at quotes, brackets, CJK punctuation and bidi controls; mail addresses are not mentions', () => {
    expect(splitUserText('"https://a.example/x"onmouseover=1').find((p) => p.kind === 'link')).toMatchObject({ href: 'https://a.example/x' });
    expect(splitUserText('见https://a.example/，好').find((p) => p.kind === 'link')).toMatchObject({ text: 'https://a.example/' });
    expect(splitUserText('https://a.example/\u202Etxt.exe').find((p) => p.kind === 'link')).toMatchObject({ text: 'https://a.example/' });
    expect(splitUserText('mail me: a@example.com').every((p) => p.kind === 'text')).toBe(true);
  });
});
