/** `POST element/{id}` (content §7.1): changes (id, element), new elements (type, element), deletions. */
export interface ElementChanges {
  /** `type`, when given, must be the element's type (a form that thinks it edits a story is not let change a comment). */
  changes?: { id: number; type?: string; element: unknown }[];
  newElements?: { type: string; element: unknown }[];
  deletions?: number[];
}

/** A fact of an index record that can be copied onto a memorial; its id is the fact type it becomes. */
export interface RecordFact {
  id: string;
  type: string;
  name: string;
  value: string;
}
