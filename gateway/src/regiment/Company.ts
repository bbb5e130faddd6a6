import type { CompanyResolvers } from '../__generated__/resolvers-types';
import { formatNodeId } from '../node-id';
import { present, required } from '../common/present';
import { memorialConnection, recordConnection } from './linked-connection';
import { unitEventsOf } from './unit-events';
import { unitFactsOf } from './unit-facts';

export const Company: CompanyResolvers = {
  id: (company) => formatNodeId('COMPANY', company.companyId),
  regiment: async (company, _, { backends }) =>
    required(await backends.regiment.regiment(company.regimentId), 'regiment', company.regimentId),
  nicknames: () => [],
  events: (company, _, context) => unitEventsOf(company.events, context),
  battles: async (company, _, { backends }) =>
    present(await Promise.all(company.battleIds.map((id) => backends.regiment.battle(id)))),
  companies: async (company, _, { backends }) =>
    present(await Promise.all(company.siblingIds.map((id) => backends.regiment.company(id)))),
  unitFacts: (company, _, context) => unitFactsOf('company', company.companyId, context),
  records: (company, args, context) => recordConnection(context, 'company', company.companyId, args),
  memorials: (company, args, context) => memorialConnection(context, 'company', company.companyId, args),
};
