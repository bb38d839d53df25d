import { fromPromise } from 'xstate';
import { contactFormMachine } from '../../../machines/contactForm.machine.ts';
import { contactEndpoints } from '../../contract/contact.ts';
import { api } from './http.ts';

/** The contact form machine, storing each message through `POST /api/contact`. */
export const liveContactFormMachine = contactFormMachine.provide({
  actors: {
    sendMessage: fromPromise(async ({ input, signal }) => {
      const reply = await api.request(contactEndpoints.send, { body: input }, signal);
      return { id: reply.data.id, notice: reply.message };
    }),
  },
});
