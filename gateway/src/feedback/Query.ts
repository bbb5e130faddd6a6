import { GraphQLError } from 'graphql';
import { CaptchaProvider, type QueryResolvers } from '../__generated__/resolvers-types';
import { offsetConnection } from '../common/connection';
import { requireStaff } from './staff';

export const Query: QueryResolvers = {
  captchaChallenge: async (_, { action }, { backends }) => {
    const answer = await backends.feedback.captchaChallenge(action);
    return answer.provider === 'SELF_HOSTED'
      ? { provider: CaptchaProvider.SelfHosted, challenge: JSON.stringify(answer.challenge), siteKey: null }
      : { provider: CaptchaProvider.Recaptcha, challenge: null, siteKey: answer.siteKey };
  },
  betaBanner: (_, __, { backends }) => backends.feedback.betaBanner(),
  feedbackEntries: (_, args, { backends, identity }) => {
    requireStaff(identity);
    return offsetConnection('feedbackEntries', args, 25, async ({ offset, limit }) => {
      const page = await backends.feedback.entries(offset, limit);
      if (!page) throw new GraphQLError('The feedback service gave no page');
      return page;
    });
  },
};
