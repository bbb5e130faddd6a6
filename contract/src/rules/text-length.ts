/** The spec's text-length error (content §5): "The {field} you entered is too long/short. {length} (Max/Min: {bound})". */
export function textLengthMessage(field: string, length: number, bound: number, tooLong: boolean): string {
  return `The ${field} you entered is too ${tooLong ? 'long' : 'short'}. ${length} (${tooLong ? 'Max' : 'Min'}: ${bound})`;
}

/** Length as a reader counts it: characters (code points), so an emoji counts once. */
export function characterCount(value: string): number {
  let n = 0;
  for (const _ of value) n += 1;
  return n;
}

/** The length message for a text outside [min, max] characters, else null. */
export function lengthProblem(field: string, value: string, max: number, min = 1): string | null {
  const length = characterCount(value);
  if (length > max) return textLengthMessage(field, length, max, true);
  if (length < min) return textLengthMessage(field, length, min, false);
  return null;
}
