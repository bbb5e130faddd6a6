import type { ProfileResolvers } from '../__generated__/resolvers-types';
import { photoUrl } from './photo-url';

export const Profile: ProfileResolvers = {
  photoUrl: (profile, { size }) => photoUrl(profile, size),
};
