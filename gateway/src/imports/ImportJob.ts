import { GraphQLError } from 'graphql';
import {
  ImportCheckLevel,
  type ImportFindingResolvers,
  type ImportJobResolvers,
  ImportState,
} from '../__generated__/resolvers-types';
import { offsetConnection } from '../common/connection';

const LEVELS = { ERROR: 'error', WARNING: 'warning' } as const;
const STATES = {
  queued: ImportState.Queued,
  running: ImportState.Running,
  done: ImportState.Done,
  failed: ImportState.Failed,
  cancelled: ImportState.Cancelled,
  undone: ImportState.Undone,
} as const;

export const ImportJob: ImportJobResolvers = {
  id: (job) => String(job.id),
  state: (job) => STATES[job.state],
  validateOnly: (job) => job.settings.validateOnly ?? false,
  correctById: (job) => job.settings.correctById ?? false,
  createdAt: (job) => job.created,
  startedAt: (job) => job.started,
  finishedAt: (job) => job.finished,
  reportPath: (job) => `/admin/imports/${job.id}/report.csv`,
  findings: (job, { level, ...args }, { backends }) => {
    if (level === 'IGNORE')
      throw new GraphQLError('Findings are ERROR or WARNING', {
        extensions: { code: 'BAD_USER_INPUT', argumentName: 'level' },
      });
    return offsetConnection('ImportJob.findings', args, 50, async ({ offset, limit }) => {
      const page = await backends.imports.findings(job.id, level ? LEVELS[level] : undefined, offset, limit);
      return { items: page.errors, total: page.total };
    });
  },
};

export const ImportFinding: ImportFindingResolvers = {
  level: (finding) => (finding.level === 'error' ? ImportCheckLevel.Error : ImportCheckLevel.Warning),
};
