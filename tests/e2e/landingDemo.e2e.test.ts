import { describe, expect, it } from 'vitest';
import { useBrowser } from './browser.ts';

describe('the live demo on the landing page', () => {
  const b = useBrowser({ width: 390, height: 844 });

  it('loads nothing until started, then the help agent answers with its source', async () => {
    const { page } = b;
    const chatRequests: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/chat/')) chatRequests.push(request.url());
    });
    await page.goto('/', { waitUntil: 'networkidle' });
    expect(chatRequests).toEqual([]);

    await page.getByRole('button', { name: 'Start the live demo' }).click();
    const chat = page.frameLocator('iframe[title="AI Platform help agent"]');
    await chat.getByText('Hello! I’m AI Platform Help.').waitFor();
    // The server indexes the Help Center at start; ask until the agent knows it.
    await expect
      .poll(
        async () => {
          await chat.getByLabel('Your message').fill('Which files can I upload?');
          await chat.getByLabel('Your message').press('Enter');
          const transcript = chat.getByRole('list', { name: 'Conversation' });
          await transcript.getByRole('listitem').last().getByText(/\S/).first().waitFor();
          return transcript.textContent();
        },
        { timeout: 90_000, interval: 2_000 },
      )
      .toContain('PDF, Word (DOCX)');
    const sources = chat.getByRole('region', { name: 'Sources' }).last();
    await sources.getByText('Which files can I upload?').waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});
