import type { RecordCorrectionResolvers } from '../__generated__/resolvers-types';

export const RecordCorrection: RecordCorrectionResolvers = {
  staffId: (c) => c.staff.userId,
  staffUsername: (c) => c.staff.username,
};
