import { GraphQLError } from 'graphql';
import { CaptchaProvider, type QueryResolvers } from '../__generated__/resolvers-types';
import { atLeast, tooLarge } from '../common/input-error';
import { FEEDBACK_PAGE_MAX } from '@muster/contract';
import { requireStaff } from './staff';

export const Query: QueryResolvers = {
  captchaChallenge: async (_, { action }, { backends }) => {
    const answer = await backends.feedback.captchaChallenge(action);
    return answer.provider === 'SELF_HOSTED'
      ? { provider: CaptchaProvider.SelfHosted, challenge: JSON.stringify(answer.challenge), siteKey: null }
      : { provider: CaptchaProvider.Recaptcha, challenge: null, siteKey: answer.siteKey };
  },
  betaBanner: (_, __, { backends }) => backends.feedback.betaBanner(),
  feedbackEntries: async (_, { offset, limit }, { backends, identity }) => {
    requireStaff(identity);
    atLeast(offset, 0, 'offset');
    atLeast(limit, 1, 'limit');
    if ((limit ?? 25) > FEEDBACK_PAGE_MAX)
      throw tooLarge(`limit may be at most ${FEEDBACK_PAGE_MAX}`, FEEDBACK_PAGE_MAX);
    const page = await backends.feedback.entries(offset ?? 0, limit ?? 25);
    if (!page) throw new GraphQLError('The feedback service gave no page');
    return { totalCount: page.total, offset: page.offset, entries: page.items };
  },
};
