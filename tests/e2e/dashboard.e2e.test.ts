import { execFileSync } from 'node:child_process';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it, onTestFinished } from 'vitest';
import { baseURL, signedInPage, useBrowser } from './browser.ts';

/** Reads through the API as the signed-in user, to compare what the page shows with the server. */
const apiGet = async <T>(token: string, path: string): Promise<T> => {
  const reply = await fetch(baseURL() + path, { headers: { Authorization: `Bearer ${token}` } });
  return ((await reply.json()) as { data: T }).data;
};

describe('dashboard journey in Chromium', () => {
  const b = useBrowser();

  it('creates a workspace with files, edits the agent, texts, Q&A and files, and shows the real appId', async () => {
    const { page } = b;
    const { token } = await signedInPage(page);

    await page.goto('/dashboard');
    await page.getByRole('heading', { name: 'Create a new workspace' }).waitFor();
    await page.getByLabel('AI Name', { exact: true }).fill('Shop assistant');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByLabel('AI Role', { exact: true }).fill('Answers questions about the shop.');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByLabel('Choose files').setInputFiles([
      { name: 'hours.txt', mimeType: 'text/plain', buffer: Buffer.from('We open at 9 and close at 5.') },
      { name: 'prices.csv', mimeType: 'text/csv', buffer: Buffer.from('item,price\ntea,3\n') },
    ]);
    await page.getByRole('list', { name: 'Chosen files' }).getByText('prices.csv').waitFor();
    await page.getByRole('button', { name: 'Finish' }).click();
    await page.waitForURL('**/dashboard/agent');

    const workspaces = await apiGet<{ content: Array<{ id: string; name: string }> }>(
      token,
      '/api/workspaces',
    );
    expect(workspaces.content.map((w) => w.name)).toEqual(['Shop assistant']);
    const workspaceId = workspaces.content[0]!.id;
    const stored = await apiGet<{ content: Array<{ originalFileName: string }> }>(
      token,
      `/api/workspaces/${workspaceId}/files?page=0&size=100`,
    );
    expect(stored.content.map((f) => f.originalFileName).sort()).toEqual(['hours.txt', 'prices.csv']);

    // Agent
    await expect.poll(() => page.getByLabel('Name', { exact: true }).inputValue()).toBe('Shop assistant');
    await page.getByLabel('Name', { exact: true }).fill('Tea shop assistant');
    await page.getByLabel('Role Definition', { exact: true }).fill('Answers questions about our tea shop.');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('Agent details saved successfully!').waitFor();
    await page.getByRole('button', { name: 'Workspace: Tea shop assistant' }).waitFor();
    await page.reload();
    await expect.poll(() => page.getByLabel('Name', { exact: true }).inputValue()).toBe('Tea shop assistant');
    expect(await page.getByLabel('Role Definition', { exact: true }).inputValue()).toBe(
      'Answers questions about our tea shop.',
    );

    // Text
    const nav = page.getByRole('navigation', { name: 'Dashboard' });
    await nav.getByRole('link', { name: 'Text' }).click();
    await page.getByText('No texts yet.').waitFor();
    await page.getByRole('button', { name: 'Add Text' }).click();
    let dialog = page.getByRole('dialog', { name: 'Add Text' });
    await dialog.getByLabel('Name', { exact: true }).fill('Opening hours');
    await dialog.getByLabel('Content', { exact: true }).fill('Monday to Friday, 9 to 5.');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Text added successfully!').waitFor();
    await page.getByRole('button', { name: 'Edit Opening hours' }).click();
    dialog = page.getByRole('dialog', { name: 'Edit Text' });
    await dialog.getByLabel('Name', { exact: true }).fill('Hours');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Text updated successfully!').waitFor();
    await page.getByRole('cell', { name: 'Hours', exact: true }).waitFor();
    await page.getByRole('button', { name: 'Delete Hours' }).click();
    await page.getByRole('dialog', { name: 'Delete text' }).getByRole('button', { name: 'Delete' }).click();
    await page.getByText('Text deleted successfully!').waitFor();
    await page.getByText('No texts yet.').waitFor();

    // Q&A
    await nav.getByRole('link', { name: 'Q&A' }).click();
    await page.getByText('No Q&A yet.').waitFor();
    for (const [question, answer] of [
      ['Do you sell green tea?', 'Yes, six kinds.'],
      ['Is there parking?', 'Behind the shop.'],
    ]) {
      await page.getByLabel('New question', { exact: true }).fill(question!);
      await page.getByLabel('New answer', { exact: true }).fill(answer!);
      await page.getByRole('button', { name: 'Add Q&A' }).click();
      await page.getByRole('list', { name: 'Q&A list' }).getByText(question!).waitFor();
    }
    await page.getByText('Q&A added successfully!').waitFor();
    const qnaList = page.getByRole('list', { name: 'Q&A list' });
    await page.getByLabel('Search Q&A', { exact: true }).fill('GREEN');
    await expect.poll(() => qnaList.getByRole('listitem').count()).toBe(1);
    await page.getByLabel('Search Q&A', { exact: true }).fill('');
    await expect.poll(() => qnaList.getByRole('listitem').count()).toBe(2);
    await page.getByRole('button', { name: 'Edit Is there parking?' }).click();
    const editForm = page.getByRole('form', { name: 'Edit Is there parking?' });
    await editForm.getByLabel('Answer', { exact: true }).fill('Yes, ten spaces behind the shop.');
    await editForm.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Q&A updated successfully!').waitFor();
    await qnaList.getByText('Yes, ten spaces behind the shop.').waitFor();
    await page.getByRole('button', { name: 'Delete Do you sell green tea?' }).click();
    await page.getByRole('dialog', { name: 'Delete Q&A' }).getByRole('button', { name: 'Delete' }).click();
    await page.getByText('Q&A deleted successfully!').waitFor();
    await expect.poll(() => qnaList.getByRole('listitem').count()).toBe(1);
    const qnas = await apiGet<{ content: Array<{ question: string; answer: string }> }>(
      token,
      `/api/qnas/${workspaceId}/list?page=0&size=100`,
    );
    expect(qnas.content).toEqual([
      expect.objectContaining({ question: 'Is there parking?', answer: 'Yes, ten spaces behind the shop.' }),
    ]);

    // Files
    await nav.getByRole('link', { name: 'Files' }).click();
    await page.getByRole('cell', { name: 'hours.txt', exact: true }).waitFor();
    await page.getByLabel('Choose files').setInputFiles([
      {
        name: 'menu.md',
        mimeType: 'text/markdown',
        buffer: Buffer.from('# Menu\n\nGreen tea, black tea.\n'.repeat(64)),
      },
    ]);
    await page.getByRole('button', { name: 'Upload Selected Files' }).click();
    await page.getByText('Files upload process completed!').waitFor();
    await page.getByRole('cell', { name: 'menu.md', exact: true }).waitFor();
    await page.getByRole('cell', { name: '1.88 KB' }).waitFor();
    await page.getByRole('button', { name: 'Delete hours.txt' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete file' });
    await confirm.getByText('Are you sure you want to delete "hours.txt"?').waitFor();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await page.getByText('File deleted successfully!').waitFor();
    await expect.poll(() => page.getByRole('cell', { name: 'hours.txt', exact: true }).count()).toBe(0);

    // Integration
    await nav.getByRole('link', { name: 'Integration' }).click();
    const { appId } = await apiGet<{ appId: string }>(token, `/api/workspaces/${workspaceId}/chat`);
    const snippet = page.getByRole('figure', { name: 'Javascript snippet' });
    await snippet.waitFor();
    const code = await snippet.locator('code').textContent();
    expect(code).toContain(`data-app-id="${appId}"`);
    expect(code).toContain(`src="${baseURL()}/widget.js"`);
    await page.getByRole('tab', { name: 'Javascript' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect
      .poll(() => page.getByRole('tabpanel', { name: 'React' }).textContent())
      .toContain(`script.dataset.appId = '${appId}'`);

    // The Javascript snippet, pasted into a page of another site, opens the agent's chat window.
    const otherSite = createServer((_req, res) => {
      res.setHeader('Content-Type', 'text/html');
      res.end(`<!doctype html><title>Tea shop</title><h1>Tea shop</h1>${code}`);
    });
    await new Promise<void>((resolve) => otherSite.listen(0, '127.0.0.1', resolve));
    onTestFinished(() => void otherSite.close());
    await page.goto(`http://127.0.0.1:${(otherSite.address() as AddressInfo).port}/`);
    const frame = page.locator(`iframe[data-chat-app-id="${appId}"]`);
    await frame.waitFor();
    expect(await frame.boundingBox()).toMatchObject({ width: 400, height: 600 });
    const chat = page.frameLocator(`iframe[data-chat-app-id="${appId}"]`);
    await chat.getByRole('heading', { level: 1, name: 'Tea shop assistant' }).waitFor();
    await chat.getByText('Hello! I’m Tea shop assistant.').waitFor();

    // Every documented curl command works as written, with $TOKEN set as the page explains. They run
    // after the snippet check: 'POST integrations' allows only https://shop.example.com from then on.
    await page.goto(`${baseURL()}/dashboard/integration`);
    await page.getByRole('figure', { name: 'POST integrations command' }).waitFor();
    const commands = await page.locator('figure[aria-label$=" command"] code').allTextContents();
    expect(commands.length).toBeGreaterThanOrEqual(6);
    for (const command of commands) {
      const reply = JSON.parse(
        // stderr is kept out of the test log: curl draws its progress meter there when piped.
        execFileSync('bash', ['-c', command], {
          env: { ...process.env, TOKEN: token },
          stdio: ['ignore', 'pipe', 'pipe'],
        }).toString(),
      );
      expect(reply, command).toMatchObject({ success: true });
    }
    await page.reload();
    await page
      .getByRole('list', { name: 'Allowed sites' })
      .getByText('https://shop.example.com', { exact: true })
      .waitFor();
  });

  it('keeps a signed-out visitor out of the dashboard', async () => {
    const { page } = b;
    await page.goto('/dashboard/files');
    await page.waitForURL((url) => url.pathname === '/signin');
    expect(new URL(page.url()).searchParams.get('next')).toBe('/dashboard/files');
  });
});
