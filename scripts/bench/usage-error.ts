/** A bench's options were wrong: the CLI prints the message and the bench's usage, and exits 2. */
export class UsageError extends Error {}
