import { liveSignUpMachine } from '../api/signUpFlow.ts';
import { usePageMeta } from '../ui/usePageMeta.ts';
import { AlreadySignedIn, useSignedInOnArrival } from './AlreadySignedIn.tsx';
import * as s from './AuthPage.css.ts';
import { SignUpForm } from './SignUpForm.tsx';

export default function SignUpPage() {
  usePageMeta('Sign Up', 'Create your AI Platform account.');
  const signedInAs = useSignedInOnArrival();
  return (
    <div className={s.page}>
      {signedInAs ? (
        <AlreadySignedIn name={signedInAs} title="Sign Up" />
      ) : (
        <SignUpForm machine={liveSignUpMachine} />
      )}
    </div>
  );
}
