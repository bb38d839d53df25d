import { fromPromise } from 'xstate';
import { contactFormMachine } from '../../../machines/contactForm.machine.ts';
import { api } from './http.ts';

/** The contact form machine, storing each message through `POST /api/contact`. */
export const liveContactFormMachine = contactFormMachine.provide({
  actors: {
    sendMessage: fromPromise(async ({ input, signal }) => {
      const reply = await api.call<{ id: string }>('/api/contact', {
        method: 'POST',
        body: input,
        skipAuth: true,
        signal,
      });
      return { id: reply.data.id, notice: reply.message };
    }),
  },
});
