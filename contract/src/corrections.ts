import type { IndexRecordDto } from './records';

/** How firmly a correction holds: SUPER survives a later import of the record, NORMAL does not. */
export type Stickiness = 'SUPER' | 'NORMAL';
/** Where a member's proposal stands. */
export type CorrectionProposalState = 'PENDING' | 'ACCEPTED' | 'REJECTED';

/** One staff change of one record field (GET /admin/getIndexRecord/{id} history). */
export interface RecordCorrectionDto {
  id: number;
  /** The record service's field name: surname, birthDate, … */
  field: string;
  oldValue: string | null;
  newValue: string | null;
  /** SUPER (a later import keeps it) or NORMAL. */
  stickiness: Stickiness;
  staff: { userId: number; username: string | null };
  /** The member's proposal (a feedback id) this accepted. */
  proposalId: number | null;
  created: string;
}

/** A member's proposal as staff see it in the correction queue. */
export interface CorrectionProposalDto {
  field: string;
  value: string | null;
  state: CorrectionProposalState;
  reason: string | null;
}

/** GET /admin/getIndexRecord/{id}: the whole record whatever its level, its fields' stickiness and its history. */
export interface IndexRecordAdminDto {
  record: IndexRecordDto;
  /** The fields staff may correct, in form order. */
  correctableFields: string[];
  /** Fields whose latest correction is SUPER. */
  superFields: string[];
  /** Newest first. */
  history: RecordCorrectionDto[];
  /** Members' proposals still waiting, with their feedback ids. */
  pendingProposals: (CorrectionProposalDto & { feedbackId: number; note: string; username: string | null })[];
}

/** Body of POST /index-record/metadata/INDEX_RECORD/{id}/{name}. */
export interface CorrectFieldBody {
  value: string | null;
}

/** What the correction call answers. */
export interface CorrectFieldResultDto {
  record: IndexRecordDto;
  correction: RecordCorrectionDto;
}

/** Body of a member's proposal (POST /record/{id}/proposal). */
export interface ProposeCorrectionBody {
  field: string;
  value: string;
  note?: string | null;
}

/** What the member is told: only what they sent and that it waits. */
export interface ProposalReceiptDto {
  feedbackId: number;
  field: string;
  value: string;
  state: 'PENDING';
}
