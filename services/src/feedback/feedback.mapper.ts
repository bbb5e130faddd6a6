import type { FeedbackRow } from './feedback.queries';

/** A stored submission as staff read it (accounts spec §3 "Feedback submission", plus id, time and status). */
export interface FeedbackEntryDto {
  id: number;
  category: string;
  type: string;
  email: string | null;
  message: string;
  rating: number | null;
  objectId: number | null;
  objectType: string | null;
  url: string | null;
  ipAddress: string | null;
  user: { userId: number; username: string | null } | null;
  userAgent: string | null;
  created: string;
  status: string;
}

export interface FeedbackPageDto {
  total: number;
  offset: number;
  items: FeedbackEntryDto[];
}

export function toFeedbackEntryDto(row: FeedbackRow): FeedbackEntryDto {
  return {
    id: row.id,
    category: row.category,
    type: row.type,
    email: row.email,
    message: row.message,
    rating: row.rating,
    objectId: row.object_id,
    objectType: row.object_type,
    url: row.url,
    ipAddress: row.ip_address,
    user: row.user_id === null ? null : { userId: row.user_id, username: row.username },
    userAgent: row.user_agent,
    created: row.created,
    status: row.status,
  };
}
