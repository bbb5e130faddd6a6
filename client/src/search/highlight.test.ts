import { parseHighlight } from './highlight';

describe('parseHighlight', () => {
  it.each([
    ['plain text', [{ text: 'plain text', em: false }]],
    [
      'John <em>Smith</em>, private',
      [
        { text: 'John ', em: false },
        { text: 'Smith', em: true },
        { text: ', private', em: false },
      ],
    ],
    ['<EM>A</EM><em>B</em>', [{ text: 'AB', em: true }]],
    [
      '<script>alert(1)</script> <em>x</em>',
      [
        { text: '<script>alert(1)</script> ', em: false },
        { text: 'x', em: true },
      ],
    ],
    ['<img src=x onerror=alert(1)>', [{ text: '<img src=x onerror=alert(1)>', em: false }]],
    ['Fish &amp; Chips &lt;b&gt;', [{ text: 'Fish & Chips <b>', em: false }]],
    ['<em>unclosed', [{ text: 'unclosed', em: true }]],
    ['', []],
  ])('%j', (input, expected) => expect(parseHighlight(input)).toEqual(expected));
});
