import type { Profile } from '../../contract/auth.ts';
import type { users } from '../db/schema.ts';

type UserRow = typeof users.$inferSelect;

/** The public profile of spec §3; the password hash never leaves this module's input. */
export function toProfile(u: UserRow): Profile {
  return {
    id: u.id,
    account: u.account,
    nickname: u.nickname,
    email: u.email,
    gender: u.gender,
    avatar: u.avatar,
    phoneNumber: u.phoneNumber,
    phoneAreaCode: u.phoneAreaCode,
    gmtBirthday: u.birthday,
    isBlocked: u.isBlocked,
    isLocked: u.isLocked,
    realName: u.realName,
    language: u.language,
    isUsernameFroze: false,
    isNeedDestroy: false,
    gmtDestroyTime: null,
    gmtDestroyRequest: null,
    isUnderDestroy: false,
    gmtDestroy: null,
    userMetaModel: null,
    departmentModelList: [],
    roleModelList: [],
    status: u.status,
    gmtCreated: u.createdAt.toISOString(),
    gmtModified: u.updatedAt.toISOString(),
  };
}
