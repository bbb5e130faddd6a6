import type { FeedbackRow } from './feedback.queries';
import type { CorrectionProposalDto, FeedbackEntryDto } from '@muster/contract';

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
    correction:
      row.correction_field === null
        ? null
        : {
            field: row.correction_field,
            value: row.correction_value,
            state: (row.correction_state ?? 'PENDING') as CorrectionProposalDto['state'],
            reason: row.correction_reason,
          },
  };
}
