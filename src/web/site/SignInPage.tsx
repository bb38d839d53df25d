import { useState } from 'react';
import { useSearch } from 'wouter';
import { AuthContext } from '../AuthContext.ts';
import { liveSignInMachine } from '../api/signInFlow.ts';
import { usePageMeta } from '../ui/usePageMeta.ts';
import { AlreadySignedIn, useSignedInOnArrival } from './AlreadySignedIn.tsx';
import * as s from './AuthPage.css.ts';
import { SignInForm } from './SignInForm.tsx';

export default function SignInPage() {
  usePageMeta('Sign In', 'Sign in to your AI Platform account.');
  const auth = AuthContext.useActorRef();
  const [machine] = useState(() => liveSignInMachine(auth));
  const signedInAs = useSignedInOnArrival();
  const next = new URLSearchParams(useSearch()).get('next');
  return (
    <div className={s.page}>
      {signedInAs ? (
        <AlreadySignedIn name={signedInAs} title="Sign In" />
      ) : (
        <SignInForm machine={machine} next={next} />
      )}
    </div>
  );
}
