import type {
  AccountStatus,
  CommunicationSettingsDto,
  ProfileDto,
  SessionUserDto,
  UserDto,
  UserFullDto,
} from '@muster/contract';
import type { User } from './user.table';
import { jsonStrings } from '../lib/batch';
import { facebookPhotoOf, shownPhoto } from './profile-photo';

export function toSessionUser(user: User): SessionUserDto {
  return {
    userId: user.id,
    username: user.username,
    email: user.email,
    accountStatus: user.account_status as AccountStatus,
    confirmed: user.confirmed === 1,
    roles: jsonStrings(user.roles),
    institutionId: user.institution_id,
    ...shownPhoto(user),
    credentialsVersion: user.credentials_version,
  };
}

export function toUserDto(user: User): UserDto {
  return { userId: user.id, username: user.username, available: user.closed !== 1 };
}

export function toProfile(user: User): ProfileDto {
  return {
    userId: user.id,
    username: user.username,
    displayName: user.display_name,
    about: user.about,
    location: user.location,
    joinDate: user.join_date,
    ...shownPhoto(user),
  };
}

export function toCommunicationSettings(user: User): CommunicationSettingsDto {
  return {
    newsletter: user.comm_newsletter === 1,
    offers: user.comm_offers === 1,
    memorialActivity: user.comm_memorial_activity === 1,
  };
}

export function toUserFull(user: User): UserFullDto {
  return {
    ...toSessionUser(user),
    joinDate: user.join_date,
    pendingEmail: user.pending_email,
    profile: toProfile(user),
    communicationSettings: toCommunicationSettings(user),
    facebookConnected: user.facebook_id !== null,
    usesFacebookPhoto: facebookPhotoOf(user) !== null,
  };
}
