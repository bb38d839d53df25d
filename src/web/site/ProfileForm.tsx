import { useActor } from '@xstate/react';
import { useId, useState } from 'react';
import type { ProfileField, profileMachine } from '../../../machines/profile.machine.ts';
import type { Profile } from '../../contract/auth.ts';
import { languageChoices } from '../../contract/languageCodes.ts';
import { localIsoDate } from '../../contract/profileProblems.ts';
import { inspect } from '../inspector.ts';
import { button, card, field, fieldError, label, notice } from '../ui/controls.css.ts';
import { SuccessNotice } from '../ui/SuccessNotice.tsx';
import { TextField } from '../ui/TextField.tsx';
import * as s from './ProfilePage.css.ts';

const textFields: Array<[ProfileField, string, string]> = [
  ['nickname', 'Nickname', 'text'],
  ['realName', 'Real name', 'text'],
  ['phoneAreaCode', 'Phone area code', 'text'],
  ['phoneNumber', 'Phone number', 'tel'],
  ['gmtBirthday', 'Birthday', 'date'],
];

const hints: Partial<Record<ProfileField, string>> = {
  phoneAreaCode: 'Country calling code, such as +44.',
};

export function ProfileForm({ machine, profile }: { machine: typeof profileMachine; profile: Profile }) {
  const [snap, send] = useActor(machine, { input: { profile, today: localIsoDate(new Date()) }, inspect });
  const genderId = useId();
  const languageId = useId();
  const [languages] = useState(() => languageChoices(globalThis.navigator?.language));
  const { values, errors, failure, today } = snap.context;
  const knownLanguage = values.language === '' || languages.some((l) => l.code === values.language);
  const change = (f: ProfileField) => (value: string) => send({ type: 'profile.change', field: f, value });
  return (
    <section className={card} aria-labelledby="profile-heading">
      <h2 id="profile-heading">Profile</h2>
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          send({ type: 'profile.save' });
        }}
      >
        {textFields.map(([f, text, type]) => (
          <TextField
            key={f}
            label={text}
            type={type}
            value={values[f]}
            onValue={change(f)}
            maxLength={64}
            error={errors[f]}
            placeholder={hints[f]}
            max={f === 'gmtBirthday' ? today : undefined}
          />
        ))}
        <div className={field}>
          <label htmlFor={languageId} className={label}>
            Language
          </label>
          <select
            id={languageId}
            className={s.select}
            value={values.language}
            aria-invalid={errors.language ? true : undefined}
            aria-describedby={errors.language ? `${languageId}-error` : undefined}
            onChange={(e) => change('language')(e.target.value)}
          >
            <option value="">Not specified</option>
            {!knownLanguage && <option value={values.language}>{values.language}</option>}
            {languages.map((l) => (
              <option key={l.code} value={l.code}>
                {l.name}
              </option>
            ))}
          </select>
          {errors.language && (
            <p id={`${languageId}-error`} className={fieldError} role="alert">
              {errors.language}
            </p>
          )}
        </div>
        <div className={field}>
          <label htmlFor={genderId} className={label}>
            Gender
          </label>
          <select
            id={genderId}
            className={s.select}
            value={values.gender}
            onChange={(e) => change('gender')(e.target.value)}
          >
            <option value="">Not specified</option>
            <option value="female">Female</option>
            <option value="male">Male</option>
            <option value="other">Other</option>
          </select>
        </div>
        <SuccessNotice actor={snap.children.notice} />
        {failure && (
          <p className={notice.error} role="alert">
            {failure}
          </p>
        )}
        <button type="submit" className={button.primary} disabled={!snap.can({ type: 'profile.save' })}>
          {snap.matches('saving') ? 'Saving…' : 'Save profile'}
        </button>
      </form>
    </section>
  );
}
