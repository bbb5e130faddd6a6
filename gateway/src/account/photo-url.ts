import { badUserInput } from '../common/input-error';
import { userPhotoUrl } from '../http/account-photo';

/** Square sizes the user service renders (contract: 16 to 400 pixels). */
const MIN_SIZE = 16;
const MAX_SIZE = 400;

/** The gateway address of a member's photo at `size` and version, or null without a photo. */
export function photoUrl(
  member: { userId: number; hasPhoto: boolean; photoVersion?: string | null },
  size: number | null | undefined,
): string | null {
  const side = size ?? 32;
  if (!Number.isInteger(side) || side < MIN_SIZE || side > MAX_SIZE)
    throw badUserInput(`size must be between ${MIN_SIZE} and ${MAX_SIZE} (got ${side})`);
  return member.hasPhoto ? userPhotoUrl(member.userId, side, member.photoVersion) : null;
}
