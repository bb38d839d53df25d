import { describe, expect, it } from 'vitest';
import { seriousViolations } from './axe.ts';
import { baseURL, signedInPage, useBrowser } from './browser.ts';
import { horizontalOverflow } from './consolePage.ts';
import { emptyWorkspace } from './dashboardData.ts';
import { siteEmbeddingWidget } from './widgetSite.ts';

const shopPage = '<title>Shop</title><h1>Shop</h1>';

describe('widget allowed sites in Chromium', () => {
  const b = useBrowser();

  it('shows the chat on an allowed site and answers there, while a site not allowed can neither frame it nor call the chat API', {
    timeout: 90_000,
  }, async () => {
    const { page } = b;
    const { token } = await signedInPage(page);
    const ws = await emptyWorkspace(token, 'Corner shop helper');
    const allowed = await siteEmbeddingWidget(ws.appId, shopPage);
    const refused = await siteEmbeddingWidget(ws.appId, shopPage);

    // The owner allows one site on the Integration page.
    await page.evaluate((id) => localStorage.setItem('workspaceId', id), ws.id);
    await page.goto('/dashboard/integration');
    await page.getByRole('heading', { name: 'No allowed sites yet.' }).waitFor();
    await page.getByLabel('Site origin').fill(`${allowed}/`);
    await page.getByRole('button', { name: 'Add site' }).click();
    await page.getByText('Allowed site added successfully!').waitFor();
    await page.getByRole('list', { name: 'Allowed sites' }).getByText(allowed, { exact: true }).waitFor();

    // On the allowed site the chat opens and answers: its own calls come from this server's origin.
    await page.goto(`${allowed}/`);
    const chat = page.frameLocator(`iframe[data-chat-app-id="${ws.appId}"]`);
    await chat.getByText('Hello! I’m Corner shop helper.').waitFor();
    await chat.getByLabel('Your message').fill('Do you sell stamps?');
    await chat.getByLabel('Your message').press('Enter');
    const transcript = chat.getByRole('list', { name: 'Conversation' });
    await transcript.getByText('Do you sell stamps?').waitFor();
    await transcript.getByText(/I don't know/).waitFor({ timeout: 30_000 });

    // On another site the loader asks the chat config first, is refused (403) and shows nothing,
    // leaving one warning for that site's developer.
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning' && message.text().startsWith('Chat widget:'))
        warnings.push(message.text());
    });
    await page.goto(`${refused}/`);
    await expect.poll(() => warnings.length, { timeout: 10_000 }).toBe(1);
    expect(warnings[0]).toContain(`${refused} is not among this agent's allowed sites`);
    await page.waitForTimeout(500);
    expect(await page.locator('iframe, [data-chat-widget], button').count()).toBe(0);
    expect(warnings).toHaveLength(1);

    // And that site's own scripts are refused by the chat API.
    const reply = await page.evaluate(async (url) => {
      const res = await fetch(url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ message: 'Hello?' }),
      });
      return { status: res.status, body: await res.json() };
    }, `${baseURL()}/api/chat/${ws.appId}/messages`);
    expect(reply).toMatchObject({
      status: 403,
      body: { success: false, message: 'This site is not allowed to use this chat.' },
    });
  });
});

describe('the allowed sites section on a 360 px wide phone', () => {
  const b = useBrowser({ width: 360, height: 740 });

  it('stays within the screen and has no serious or critical accessibility violation: empty, refusing an origin, confirming a removal', async () => {
    const { page } = b;
    const { token } = await signedInPage(page);
    const ws = await emptyWorkspace(token);
    await page.evaluate((id) => localStorage.setItem('workspaceId', id), ws.id);
    await page.goto('/dashboard/integration');
    await page.getByRole('heading', { name: 'No allowed sites yet.' }).waitFor();
    const check = async (moment: string) => {
      expect(await horizontalOverflow(page), moment).toBe(0);
      expect(await seriousViolations(page), moment).toEqual([]);
    };
    await check('empty');
    // Description, label, button and empty state each keep a gap from the next.
    const gaps = await page.evaluate(() => {
      const section = document.querySelector('section[aria-labelledby="allowed-sites-title"]')!;
      const box = (selector: string) => section.querySelector(selector)!.getBoundingClientRect();
      return {
        descriptionToLabel: box('label').top - box(':scope > p').bottom,
        buttonToEmptyState:
          [...section.querySelectorAll('h3')]
            .find((h) => h.textContent === 'No allowed sites yet.')!
            .parentElement!.getBoundingClientRect().top - box('button[type="submit"]').bottom,
      };
    });
    expect(gaps.descriptionToLabel).toBeGreaterThanOrEqual(12);
    expect(gaps.buttonToEmptyState).toBeGreaterThanOrEqual(12);

    await page.getByLabel('Site origin').fill('shop.example.com/contact');
    await page.getByRole('button', { name: 'Add site' }).click();
    await page.getByText('A site origin must start with http:// or https://.').waitFor();
    await check('refusing an origin');

    await page
      .getByLabel('Site origin')
      .fill('https://customer-support.northern-european-region.partners.example.com:8443');
    await page.getByRole('button', { name: 'Add site' }).click();
    await page.getByRole('button', { name: /^Remove https:/ }).click();
    await page.getByRole('dialog', { name: 'Remove allowed site' }).waitFor();
    await check('confirming a removal');
  });
});
