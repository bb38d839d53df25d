import { useState } from 'react';
import { AuthContext } from '../AuthContext.ts';
import { liveChangePasswordMachine, liveProfileMachine } from '../api/profileFlows.ts';
import { RequireSession } from '../RequireSession.tsx';
import { usePageMeta } from '../ui/usePageMeta.ts';
import { AccountFacts } from './AccountFacts.tsx';
import { ChangePasswordForm } from './ChangePasswordForm.tsx';
import { ProfileForm } from './ProfileForm.tsx';
import * as s from './ProfilePage.css.ts';

export default function ProfilePage() {
  usePageMeta('User Profile', 'Your account information, profile and password.');
  const auth = AuthContext.useActorRef();
  const [profileMachine] = useState(() =>
    liveProfileMachine((profile) => auth.send({ type: 'auth.profileChanged', user: profile })),
  );
  return (
    <RequireSession waiting="Loading your profile…">
      {(user) => (
        <div className={s.page}>
          <h1>User Profile</h1>
          <div className={s.grid}>
            <AccountFacts profile={user} />
            <ProfileForm machine={profileMachine} profile={user} />
            <ChangePasswordForm machine={liveChangePasswordMachine} />
          </div>
        </div>
      )}
    </RequireSession>
  );
}
