import { useState } from 'react';
import { AuthContext } from '../AuthContext.ts';
import { liveSignInMachine } from '../api/signInFlow.ts';
import { usePageMeta } from '../ui/usePageMeta.ts';
import * as s from './AuthPage.css.ts';
import { SignInForm } from './SignInForm.tsx';

export default function SignInPage() {
  usePageMeta('Sign In', 'Sign in to your AI Platform account.');
  const auth = AuthContext.useActorRef();
  const [machine] = useState(() => liveSignInMachine(auth));
  return (
    <div className={s.page}>
      <SignInForm machine={machine} />
    </div>
  );
}
