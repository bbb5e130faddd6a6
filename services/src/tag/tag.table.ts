import type { Generated } from 'kysely';
import type { Bool, Stamp } from '../db/columns';

export interface TagTable {
  id: Generated<number>;
  user_id: number;
  name: string;
  content_type: string;
  object_id: number;
  private: Bool;
  created: Stamp;
}

export interface TagTables {
  tags: TagTable;
}
