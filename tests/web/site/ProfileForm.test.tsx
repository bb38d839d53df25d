import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fromPromise } from 'xstate';
import { profileMachine } from '../../../machines/profile.machine.ts';
import type { Profile, ProfileUpdate } from '../../../src/contract/auth.ts';
import { AccountFacts } from '../../../src/web/site/AccountFacts.tsx';
import { ProfileForm } from '../../../src/web/site/ProfileForm.tsx';

const profile = {
  id: 'u1',
  account: 'ann@example.com',
  email: 'ann@example.com',
  status: 'active',
  nickname: null,
  realName: null,
  gender: null,
  phoneAreaCode: null,
  phoneNumber: null,
  gmtBirthday: null,
  language: null,
  gmtCreated: '2026-01-02T10:00:00Z',
  gmtModified: '2026-01-02T10:00:00Z',
} as Profile;

function renderForm() {
  const saved: ProfileUpdate[] = [];
  const machine = profileMachine.provide({
    actors: {
      saveProfile: fromPromise(async ({ input }: { input: ProfileUpdate }) => {
        saved.push(input);
        return { ...profile, ...input } as Profile;
      }),
    },
  });
  render(<ProfileForm machine={machine} profile={profile} />);
  return { saved };
}

describe('Profile', () => {
  it('shows the email once when the account name is that email', () => {
    render(<AccountFacts profile={profile} />);
    expect(screen.getAllByText('ann@example.com')).toHaveLength(1);
  });

  it('shows an account name that differs from the email', () => {
    render(<AccountFacts profile={{ ...profile, account: 'ann' }} />);
    expect(screen.getByText('ann')).toBeInTheDocument();
  });

  it('refuses a phone that is not a phone and a birthday to come, saving nothing', async () => {
    const user = userEvent.setup();
    const { saved } = renderForm();
    await user.type(screen.getByLabelText('Phone area code'), '+1');
    await user.type(screen.getByLabelText('Phone number'), 'not a phone');
    const birthday = screen.getByLabelText('Birthday');
    await user.type(birthday, '2999-01-01');
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(screen.getByText('Phone number is not a valid phone number.')).toBeInTheDocument();
    expect(screen.getByText('Birthday cannot be in the future.')).toBeInTheDocument();
    expect(screen.getByLabelText('Phone number')).toHaveAttribute('aria-invalid', 'true');
    expect(birthday.getAttribute('max')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(saved).toHaveLength(0);
  });

  it('offers languages by name in a select and saves the code', async () => {
    const user = userEvent.setup();
    const { saved } = renderForm();
    const language = screen.getByLabelText('Language');
    expect(language.tagName).toBe('SELECT');
    expect(within(language).getByRole('option', { name: 'German' })).toBeInTheDocument();
    expect(within(language).getAllByRole('option').length).toBeGreaterThan(150);
    await user.selectOptions(language, 'German');
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(saved[0]).toMatchObject({ language: 'de' });
  });
});
