/** Fields that may be undefined become optional ones, which is what `compact` leaves of them. */
type Compacted<T> = { [K in keyof T as undefined extends T[K] ? never : K]: T[K] } & {
  [K in keyof T as undefined extends T[K] ? K : never]?: Exclude<T[K], undefined>;
};

/** Drops the fields left undefined, so the service sees absent fields (and applies its own defaults). */
export function compact<T extends object>(value: T): Compacted<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Compacted<T>;
}
