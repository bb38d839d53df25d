import { z } from 'zod';
import { endpoints } from './endpoint.ts';

export const contactMessages = {
  nameRequired: 'Name is required.',
  emailRequired: 'Email is required.',
  emailInvalid: 'Invalid email format.',
  subjectRequired: 'Subject is required.',
  messageRequired: 'Message is required.',
} as const;

export const contactBody = z.object({
  name: z
    .string({ error: contactMessages.nameRequired })
    .trim()
    .min(1, contactMessages.nameRequired)
    .max(120),
  email: z
    .string({ error: contactMessages.emailRequired })
    .trim()
    .min(1, contactMessages.emailRequired)
    .max(254)
    .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, contactMessages.emailInvalid),
  subject: z
    .string({ error: contactMessages.subjectRequired })
    .trim()
    .min(1, contactMessages.subjectRequired)
    .max(200),
  message: z
    .string({ error: contactMessages.messageRequired })
    .trim()
    .min(1, contactMessages.messageRequired)
    .max(5000, 'Message must be at most 5000 characters long.'),
});
export type ContactMessage = z.infer<typeof contactBody>;

export const contactEndpoints = endpoints('Contact', {
  send: {
    method: 'post',
    path: '/api/contact',
    summary: 'Store a contact message',
    public: true,
    body: contactBody,
    data: z.object({ id: z.string() }),
    status: 201,
  },
});
