import type { CompanyResolvers } from '../__generated__/resolvers-types';
import { formatNodeId } from '../node-id';
import { required } from '../common/present';

export const Company: CompanyResolvers = {
  id: (company) => formatNodeId('COMPANY', company.companyId),
  regiment: async (company, _, { backends }) => required(await backends.regiment.regiment(company.regimentId), 'regiment', company.regimentId),
};
