import { useState } from 'react';
import { Redirect } from 'wouter';
import { AuthContext } from '../AuthContext.ts';
import { liveChangePasswordMachine, liveProfileMachine } from '../api/profileFlows.ts';
import { usePageMeta } from '../ui/usePageMeta.ts';
import { AccountFacts } from './AccountFacts.tsx';
import { ChangePasswordForm } from './ChangePasswordForm.tsx';
import { ProfileForm } from './ProfileForm.tsx';
import * as s from './ProfilePage.css.ts';

export default function ProfilePage() {
  usePageMeta('User Profile', 'Your account information, profile and password.');
  const auth = AuthContext.useActorRef();
  const user = AuthContext.useSelector((snap) => snap.context.user);
  const pending = AuthContext.useSelector((snap) => snap.matches('checking') || snap.matches('restoring'));
  const [profileMachine] = useState(() =>
    liveProfileMachine((profile) => auth.send({ type: 'auth.profileChanged', user: profile })),
  );
  if (pending) return <p aria-live="polite">Loading your profile…</p>;
  if (!user) return <Redirect to="/signin" />;
  return (
    <div className={s.page}>
      <h1>User Profile</h1>
      <div className={s.grid}>
        <AccountFacts profile={user} />
        <ProfileForm machine={profileMachine} profile={user} />
        <ChangePasswordForm machine={liveChangePasswordMachine} />
      </div>
    </div>
  );
}
