import { isValidPhoneNumber } from 'libphonenumber-js/min';
import { languageCodes } from './languageCodes.ts';

export const profileProblemMessages = {
  areaCode: 'Phone area code must be a country calling code like +44.',
  phone: 'Phone number is not a valid phone number.',
  phoneNeedsArea: 'Phone number needs an area code, or start it with + and the country code.',
  birthdayFormat: 'Birthday must be a date like 1990-04-30.',
  birthdayFuture: 'Birthday cannot be in the future.',
  language: 'Choose a language from the list.',
} as const;

export interface ProfileCheckedValues {
  phoneAreaCode?: string | null;
  phoneNumber?: string | null;
  gmtBirthday?: string | null;
  language?: string | null;
}

type Checked = keyof ProfileCheckedValues;

const AREA_CODE = /^\+?\d{1,4}$/;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

const isRealDate = (value: string) => {
  if (!ISO_DATE.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
};

/**
 * What is wrong with the checked profile fields, one message per field. `today` is the user's
 * local date (YYYY-MM-DD): a birthday after it is refused. Blank fields are fine (not given).
 */
export function profileProblems(
  values: ProfileCheckedValues,
  today: string,
): Partial<Record<Checked, string>> {
  const problems: Partial<Record<Checked, string>> = {};
  const area = values.phoneAreaCode?.trim() ?? '';
  const phone = values.phoneNumber?.trim() ?? '';
  if (area && !AREA_CODE.test(area)) problems.phoneAreaCode = profileProblemMessages.areaCode;
  if (phone && !problems.phoneAreaCode) {
    if (!area && !phone.startsWith('+')) problems.phoneNumber = profileProblemMessages.phoneNeedsArea;
    else {
      const international = area ? `+${area.replace(/^\+/, '')} ${phone}` : phone;
      if (!isValidPhoneNumber(international)) problems.phoneNumber = profileProblemMessages.phone;
    }
  }
  const birthday = values.gmtBirthday?.trim() ?? '';
  if (birthday) {
    if (!isRealDate(birthday)) problems.gmtBirthday = profileProblemMessages.birthdayFormat;
    else if (birthday > today) problems.gmtBirthday = profileProblemMessages.birthdayFuture;
  }
  const language = values.language?.trim() ?? '';
  if (language && !languageCodes().includes(language)) problems.language = profileProblemMessages.language;
  return problems;
}

/** The local calendar date of `now` as YYYY-MM-DD. */
export const localIsoDate = (now: Date) =>
  `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
