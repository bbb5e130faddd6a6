import type { CorrectionProposalDto } from './corrections';
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
  /** A member's structured record correction (field, proposed value, staff's answer); null for other feedback. */
  correction: CorrectionProposalDto | null;
}

export interface FeedbackPageDto {
  total: number;
  offset: number;
  items: FeedbackEntryDto[];
}

export interface FeedbackBody {
  category?: string | null;
  type?: string | null;
  email?: string | null;
  message?: string | null;
  rating?: number | null;
  objectId?: number | null;
  objectType?: string | null;
  url?: string | null;
  captcha: string;
}

export interface UserReportBody extends FeedbackBody {
  ipAddress?: string | null;
  userAgent?: string | null;
}

export const FEEDBACK_PAGE_MAX = 100;
