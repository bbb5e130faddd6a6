/** One run of highlight text, emphasised or not. */
export interface HighlightSegment {
  text: string;
  em: boolean;
}

const entities: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  '#39': "'",
  nbsp: '\u00a0',
};

/**
 * Splits a search highlight ("… <em>Smith</em> …") into plain and emphasised runs. Only <em> is
 * honoured; any other markup stays literal text, so a highlight can never inject HTML.
 */
export function parseHighlight(html: string): HighlightSegment[] {
  const segments: HighlightSegment[] = [];
  let em = false;
  for (const part of html.split(/(<\/?em>)/i)) {
    const tag = part.toLowerCase();
    if (tag === '<em>') em = true;
    else if (tag === '</em>') em = false;
    else if (part) {
      const text = part.replace(/&(amp|lt|gt|quot|apos|#39|nbsp);/g, (_, name: string) => entities[name]);
      const last = segments[segments.length - 1];
      if (last && last.em === em) last.text += text;
      else segments.push({ text, em });
    }
  }
  return segments;
}
