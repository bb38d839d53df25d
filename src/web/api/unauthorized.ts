import { navigate } from 'wouter/use-browser-location';
import { sessionStore } from './session.ts';

type UnauthorizedListener = () => void;

let listener: UnauthorizedListener = () => {
  sessionStore.clear();
  navigate('/signin');
};

/** What a 401 from any call does; the auth actor takes it over once it runs, so its state follows. */
export function handleUnauthorizedWith(next: UnauthorizedListener) {
  listener = next;
}

export const reportUnauthorized = () => listener();
