import { describe, expect, it } from 'vitest';
import { apiCall } from './apiCall.ts';
import { baseURL, signedInPage, useBrowser } from './browser.ts';
import { emptyWorkspace, uploadToWorkspace } from './dashboardData.ts';
import { siteEmbeddingWidget } from './widgetSite.ts';

describe('agent chat in Chromium', () => {
  const b = useBrowser();

  it('answers in the widget on another site with a streamed answer and its sources, then History and Reports show it', {
    timeout: 150_000,
  }, async () => {
    const { page } = b;
    const { token } = await signedInPage(page);
    const ws = await emptyWorkspace(token);
    await apiCall(token, 'POST', `/api/qnas/${ws.id}`, {
      question: 'When do you open?',
      answer: 'We open at 9 in the morning, Monday to Saturday.',
    });

    // Files: an upload goes from Indexing to Indexed live.
    await uploadToWorkspace(
      token,
      ws.id,
      new Blob(['Our green tea comes from Shizuoka in Japan.'], { type: 'text/plain' }),
      'teas.txt',
    );
    await page.evaluate((id) => localStorage.setItem('workspaceId', id), ws.id);
    await page.goto('/dashboard/files');
    const row = page.getByRole('row').filter({ hasText: 'teas.txt' });
    await row.getByText('Indexed').waitFor({ timeout: 90_000 });

    // The snippet on a page served from another port.
    const otherSite = await siteEmbeddingWidget(ws.appId, '<title>Tea shop</title><h1>Tea shop</h1>');
    await page.goto(`${otherSite}/`);
    const chat = page.frameLocator(`iframe[data-chat-app-id="${ws.appId}"]`);
    await chat.getByText('Hello! I’m Tea shop assistant.').waitFor();
    await chat.getByLabel('Your message').fill('What time do you open?');
    await chat.getByLabel('Your message').press('Enter');
    const transcript = chat.getByRole('list', { name: 'Conversation' });
    await transcript.getByText('What time do you open?').waitFor();
    await transcript
      .getByText(/open at 9/)
      .first()
      .waitFor({ timeout: 30_000 });
    const sources = chat.getByRole('region', { name: 'Sources' });
    await sources.getByText('When do you open?').click();
    await sources.getByText(/We open at 9 in the morning/).waitFor();

    // History: the conversation with its transcript and sources.
    await page.goto(`${baseURL()}/dashboard/history`);
    const list = page.getByRole('list', { name: 'Conversations' });
    await list.getByRole('button').first().click();
    const shown = page.getByRole('list', { name: 'Transcript' });
    await shown.getByText('What time do you open?').waitFor();
    await shown.getByText('When do you open?').waitFor();

    // Reports: one question, answered, its source the most cited.
    await page.goto(`${baseURL()}/dashboard/reports`);
    await page.getByRole('heading', { name: 'Last 30 days' }).waitFor();
    await page
      .getByRole('img', { name: 'Questions and not-known answers per day' })
      .waitFor({ state: 'attached' });
    expect(await page.getByRole('list', { name: 'Most cited sources' }).textContent()).toContain(
      'When do you open?',
    );
  });

  it('keeps a question sent while the answer is on its way and answers both in order', {
    timeout: 60_000,
  }, async () => {
    const { page } = b;
    const { token } = await signedInPage(page);
    const ws = await emptyWorkspace(token, 'Quick helper', 'Helps.');
    await page.goto(`/chat/${ws.appId}`);
    await page.getByText('Hello! I’m Quick helper.').waitFor();
    const message = page.getByLabel('Your message');
    await message.fill('When do you open?');
    await message.press('Enter');
    await message.fill('Where are you?');
    await message.press('Enter');
    const transcript = page.getByRole('list', { name: 'Conversation' });
    await transcript.getByText('Where are you?').waitFor();
    await page
      .getByRole('status', { name: 'Quick helper is typing' })
      .first()
      .waitFor({ state: 'detached', timeout: 30_000 });
    await expect.poll(() => page.getByRole('status', { name: 'Quick helper is typing' }).count()).toBe(0);
    const bubbles = await transcript.locator(':scope > li').allTextContents();
    expect(bubbles).toHaveLength(5);
    expect(bubbles[1]).toContain('When do you open?');
    expect(bubbles[2]).toMatch(/\S/);
    expect(bubbles[3]).toContain('Where are you?');
    expect(bubbles[4]).toMatch(/\S/);
    expect(await page.getByRole('button', { name: 'Retry' }).count()).toBe(0);
  });

  it('understands a short follow-up in the widget with the question before it', {
    timeout: 90_000,
  }, async () => {
    const { page } = b;
    const { token } = await signedInPage(page);
    const ws = await emptyWorkspace(token, 'Tea club');
    await apiCall(token, 'POST', `/api/texts/${ws.id}`, {
      name: 'Delivery',
      content: 'Delivery takes two working days within Portugal. Delivery is free for orders above 30 euros.',
    });
    await apiCall(token, 'POST', `/api/texts/${ws.id}`, {
      name: 'Tastings',
      content:
        'Our tea tastings take place every Friday at 5 pm in the Lisbon shop. Tastings are free for members of the tea club.',
    });
    await expect
      .poll(
        async () =>
          (
            await apiCall<{ content: { status: string }[] }>(token, 'GET', `/api/texts/${ws.id}/list`)
          ).content.every((t) => t.status === 'indexed'),
        { timeout: 60_000 },
      )
      .toBe(true);

    const otherSite = await siteEmbeddingWidget(ws.appId, '<title>Tea club</title>');
    await page.goto(`${otherSite}/`);
    const chat = page.frameLocator(`iframe[data-chat-app-id="${ws.appId}"]`);
    await chat.getByText('Hello! I’m Tea club.').waitFor();
    const transcript = chat.getByRole('list', { name: 'Conversation' });
    const ask = async (question: string) => {
      await chat.getByLabel('Your message').fill(question);
      await chat.getByLabel('Your message').press('Enter');
    };
    await ask('When are the tastings?');
    await transcript
      .getByText(/every Friday at 5 pm/)
      .first()
      .waitFor({ timeout: 30_000 });
    // Alone, 'Is it free?' finds the delivery text; after the tastings it is about them.
    await ask('Is it free?');
    // The second answer (after the greeting and two questions), without its sources.
    const lastAnswer = () =>
      transcript.locator(':scope > li').evaluateAll((items) => {
        const answer = items[4]?.cloneNode(true) as HTMLElement | undefined;
        for (const section of answer?.querySelectorAll('section') ?? []) section.remove();
        return answer?.textContent ?? '';
      });
    await expect.poll(lastAnswer, { timeout: 30_000 }).toMatch(/free for/);
    expect(await lastAnswer()).toContain('Tastings are free for members of the tea club.');
    expect(await lastAnswer()).not.toContain('Delivery');
  });

  it('keeps a small screen to a launcher that opens the chat over the page with the cursor in it, and closes on Escape', async () => {
    const { page, context } = b;
    await page.setViewportSize({ width: 360, height: 740 });
    const { token } = await signedInPage(page);
    const ws = await emptyWorkspace(token, 'Small helper', 'Helps.');
    const otherSite = await siteEmbeddingWidget(
      ws.appId,
      '<meta name="viewport" content="width=device-width"><title>Shop</title>',
    );
    void context;
    await page.goto(`${otherSite}/`);
    await page.getByRole('button', { name: 'Open chat' }).click();
    const frame = page.locator(`iframe[data-chat-app-id="${ws.appId}"]`);
    await frame.waitFor();
    expect(await frame.boundingBox()).toMatchObject({ x: 0, y: 0, width: 360, height: 740 });
    await page.frameLocator('iframe').getByText('Hello! I’m Small helper.').waitFor();
    // Opening puts the cursor in the message box; Escape there closes the full-screen chat.
    const message = page.frameLocator('iframe').getByLabel('Your message');
    await expect.poll(() => message.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.type('Hi');
    expect(await message.inputValue()).toBe('Hi');
    await page.keyboard.press('Escape');
    await frame.waitFor({ state: 'hidden' });
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Open chat');
    await page.keyboard.press('Enter');
    await frame.waitFor();
    await page.getByRole('button', { name: 'Close chat' }).click();
    await frame.waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: 'Open chat' }).waitFor();
  });
});
