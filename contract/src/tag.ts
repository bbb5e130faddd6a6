/** A tag as content spec §3.4 describes it: name, ordinal, type, doc (`IMAGE:{id}`) and userId. */
export interface TagDto {
  name: string;
  /** Position among the tags of its object the caller sees, from 1, oldest first. */
  ordinal: number;
  type: 'PUBLIC' | 'PRIVATE';
  doc: string;
  userId: number;
  created: string;
}

export interface TagCountDto {
  name: string;
  count: number;
}

/** An object a member tagged, with when they last tagged it. */
export interface TaggedObjectDto {
  doc: string;
  contentType: string;
  objectId: number;
  tagged: string;
}

/** A slice of a member's tagged objects, most recently tagged first, and how many the list holds in all. */
export interface TaggedObjectPageDto {
  items: TaggedObjectDto[];
  total: number;
}
