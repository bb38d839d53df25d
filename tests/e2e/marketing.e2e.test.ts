import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { baseURL, useBrowser, waitForHydration } from './browser.ts';

const dataInsightsTexts = [
  'Data Insights',
  'A modern Data Insights tool platform based on AI.',
  'Platform Features',
  'Natural Language Processing',
  'Seamless Integration',
  'AI-Powered Monitoring',
  ...['Learning', 'Shopping', 'Health', 'Support', 'Security', 'Collaboration', 'Testing', 'Q&A'].map(
    (name) => `AI-Powered ${name}`,
  ),
];

/** Each public page: its one h1, the texts the spec names, and links it must offer. */
const pages: Array<{ route: string; h1: string; texts?: string[]; links?: Array<[string, string]> }> = [
  {
    route: '/',
    h1: 'AI-powered solutions for your business',
    texts: ['Everything you need to put AI to work', 'Where teams use AI Platform', ...dataInsightsTexts],
    links: [
      ['Explore', '/data-insights-console'],
      ['Request a demo', '/contact'],
    ],
  },
  { route: '/products/devops', h1: 'DevOps', links: [['Get Started', '/devops-console']] },
  {
    route: '/products/data-insights',
    h1: 'Data Insights',
    texts: dataInsightsTexts,
    links: [['Explore', '/data-insights-console']],
  },
  { route: '/services', h1: 'Expert help from first workspace to full rollout', texts: ['What we offer'] },
  {
    route: '/about',
    h1: 'We build AI that does a day’s work',
    texts: ['Our mission', 'Our vision', 'Our team'],
  },
  { route: '/careers', h1: 'Build AI that people rely on', texts: ['Open roles'] },
  {
    route: '/contact',
    h1: 'Contact Us',
    texts: ['500 Harbor Boulevard, Suite 300', '+1 (415) 555-0134', 'hello@aiplatform.example'],
  },
  {
    route: '/help',
    h1: 'Help Center',
    texts: ['Workspaces', 'The chat widget', 'Data insights', 'The DevOps console'],
    links: [
      ['Open your dashboard', '/dashboard'],
      ['Manage your files', '/dashboard/files'],
      ['Get your embed snippet', '/dashboard/integration'],
      ['Open the Data Insights console', '/data-insights-console'],
      ['Open the DevOps console', '/devops-console'],
    ],
  },
  {
    route: '/privacy',
    h1: 'Privacy Policy',
    texts: ['Contents', 'Children’s privacy', 'not directed to children under 13'],
  },
  {
    route: '/terms',
    h1: 'Terms of Service',
    texts: ['Contents', 'Description of the service', 'within one (1) year'],
  },
  {
    route: '/try-for-free',
    h1: 'Try AI Platform for free',
    texts: ['What your free trial includes'],
    links: [['Create your free account', '/signup']],
  },
];

async function open(page: Page, route: string) {
  await page.goto(route);
  await waitForHydration(page);
}

/** Levels of every heading in document order. */
const headingLevels = (page: Page) =>
  page.$$eval('h1, h2, h3, h4, h5, h6', (els) =>
    els.filter((el) => (el as HTMLElement).offsetParent !== null).map((el) => Number(el.tagName[1])),
  );

describe('public pages in Chromium', () => {
  const b = useBrowser();

  it.each(pages)(
    '$route renders its named texts, one h1, ordered headings, meta and alt texts',
    async (spec) => {
      const { page } = b;
      const outside: string[] = [];
      page.on('request', (r) => {
        if (!r.url().startsWith(baseURL()) && !r.url().startsWith('data:')) outside.push(r.url());
      });
      await open(page, spec.route);
      const main = page.locator('main');
      expect(await main.locator('h1').allInnerTexts()).toEqual([spec.h1]);
      for (const text of spec.texts ?? []) {
        expect(await main.getByText(text, { exact: false }).first().isVisible(), text).toBe(true);
      }
      for (const [name, href] of spec.links ?? []) {
        expect(await main.getByRole('link', { name, exact: true }).first().getAttribute('href'), name).toBe(
          href,
        );
      }
      const levels = await headingLevels(page);
      expect(levels.filter((l) => l === 1)).toHaveLength(1);
      levels.forEach((level, i) => {
        if (i > 0) expect(level, `heading ${i} skips a level`).toBeLessThanOrEqual(levels[i - 1]! + 1);
      });
      expect(await page.title()).toMatch(/\| AI Platform$/);
      expect(await page.locator('meta[name="description"]').getAttribute('content')).toMatch(/^.{40,}$/);
      expect(await page.$$eval('img', (imgs) => imgs.filter((img) => !img.alt.trim()).length)).toBe(0);
      await page.waitForLoadState('networkidle');
      expect(outside).toEqual([]);
    },
  );

  it('offers an apply-by-email link for every open role', async () => {
    const { page } = b;
    await open(page, '/careers');
    const hrefs = await page
      .getByRole('link', { name: /^Apply by email for / })
      .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(hrefs.length).toBeGreaterThanOrEqual(3);
    for (const href of hrefs)
      expect(href).toMatch(/^mailto:careers@aiplatform\.example\?subject=Application/);
  });

  it('jumps to a legal section from the table of contents', async () => {
    const { page } = b;
    await open(page, '/privacy');
    await page
      .getByRole('navigation', { name: 'Contents' })
      .getByRole('link', { name: 'Children’s privacy' })
      .click();
    await page.waitForURL('**/privacy#children');
    expect(await page.getByRole('heading', { name: 'Children’s privacy' }).isVisible()).toBe(true);
  });

  it('keeps the landing page free of the dashboard and console code', async () => {
    const { page } = b;
    const scripts: string[] = [];
    page.on('response', (r) => {
      if (r.url().endsWith('.js')) scripts.push(new URL(r.url()).pathname);
    });
    await open(page, '/');
    await page.waitForLoadState('networkidle');
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((s) => /dashboard|console|nivo|insights(?!Section)|devops/i.test(s))).toEqual([]);
  });
});

describe('navigation in Chromium', () => {
  const b = useBrowser();

  const headerLinks: Array<[string, string]> = [
    ['Services', '/services'],
    ['About Us', '/about'],
    ['Contact Us', '/contact'],
    ['Sign in', '/signin'],
    ['Try for Free', '/signin'],
  ];
  const footerLinks: Array<[string, string, string]> = [
    ['Company', 'About Us', '/about'],
    ['Company', 'Contact', '/contact'],
    ['Company', 'Careers', '/careers'],
    ['Legal', 'Terms of Service', '/terms'],
    ['Legal', 'Privacy Policy', '/privacy'],
  ];
  const path = (page: Page) => new URL(page.url()).pathname;

  it('the Products menu leads to both product pages', async () => {
    const { page } = b;
    const header = page.getByRole('banner');
    for (const [name, href] of [
      ['DevOps', '/products/devops'],
      ['Data Insights', '/products/data-insights'],
    ] as const) {
      await open(page, '/');
      await header.getByRole('button', { name: /Products/ }).click();
      await header.getByRole('link', { name, exact: true }).click();
      await page.waitForURL(`**${href}`);
      await page.locator('main h1').waitFor();
    }
  });

  it('the header links go where the spec says', async () => {
    const { page } = b;
    await open(page, '/');
    for (const [name, href] of headerLinks) {
      await page.getByRole('banner').getByRole('link', { name, exact: true }).click();
      await page.waitForURL(`**${href}`);
      expect(path(page)).toBe(href);
    }
  });

  it('the footer Company and Legal links go where the spec says', async () => {
    const { page } = b;
    await open(page, '/');
    for (const [group, name, href] of footerLinks) {
      await page.getByRole('navigation', { name: group }).getByRole('link', { name, exact: true }).click();
      await page.waitForURL(`**${href}`);
      await page.locator('main h1').waitFor();
    }
  });
});

describe('mobile navigation at 390 px in Chromium', () => {
  const b = useBrowser({ width: 390, height: 844 });

  it('the mobile menu mirrors the header', async () => {
    const { page } = b;
    const targets: Array<[string, string]> = [
      ['DevOps', '/products/devops'],
      ['Data Insights', '/products/data-insights'],
      ['Services', '/services'],
      ['About Us', '/about'],
      ['Contact Us', '/contact'],
      ['Sign in', '/signin'],
      ['Try for Free', '/signin'],
    ];
    await open(page, '/');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    for (const [name, href] of targets) {
      await page.getByRole('button', { name: 'Open menu' }).click();
      await page.getByRole('navigation', { name: 'Mobile' }).getByRole('link', { name, exact: true }).click();
      await page.waitForURL(`**${href}`);
      expect(new URL(page.url()).pathname).toBe(href);
    }
  });

  it('no public page scrolls sideways at 360 px', async () => {
    const { page } = b;
    await page.setViewportSize({ width: 360, height: 780 });
    for (const { route } of pages) {
      await open(page, route);
      expect(await page.evaluate(() => document.documentElement.scrollWidth), route).toBeLessThanOrEqual(360);
    }
  });
});

describe('hero carousel in Chromium', () => {
  const b = useBrowser();
  const current = (page: Page) =>
    page.locator('[aria-roledescription="slide"]:not([hidden])').getAttribute('aria-label');

  it('advances after 3 seconds and pauses while hovered', async () => {
    const { page } = b;
    await open(page, '/');
    expect(await current(page)).toBe('1 of 3');
    await expect.poll(() => current(page), { timeout: 4500, interval: 200 }).toBe('2 of 3');
    await page.getByRole('region', { name: 'Product highlights' }).hover();
    const paused = await current(page);
    await page.waitForTimeout(4000);
    expect(await current(page)).toBe(paused);
    await page.mouse.move(5, 400);
    await expect.poll(() => current(page), { timeout: 4500, interval: 200 }).not.toBe(paused);
  });

  it('does not move by itself when the visitor prefers reduced motion', async () => {
    const { page } = b;
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await open(page, '/');
    await page.waitForTimeout(4000);
    expect(await current(page)).toBe('1 of 3');
    await page.getByRole('button', { name: 'Next slide' }).click();
    expect(await current(page)).toBe('2 of 3');
  });
});

describe('contact form in Chromium', () => {
  const b = useBrowser();

  it('stores a message through POST /api/contact and confirms it', async () => {
    const { page } = b;
    await open(page, '/contact');
    const send = page.getByRole('button', { name: 'Send message' });
    expect(await send.isDisabled()).toBe(true);
    await page.getByLabel('Name', { exact: true }).fill('Ann Lee');
    await page.getByLabel('Email', { exact: true }).fill('ann@');
    await page.getByLabel('Subject', { exact: true }).click();
    await page.getByText('Invalid email format.').waitFor();
    await page.getByLabel('Email', { exact: true }).fill('ann@example.com');
    await page.getByLabel('Subject', { exact: true }).fill('A demo for our support team');
    await page
      .getByLabel('Message', { exact: true })
      .fill('We would like to see the widget answer from our manuals.');
    const reply = page.waitForResponse(
      (r) => new URL(r.url()).pathname === '/api/contact' && r.request().method() === 'POST',
    );
    await send.click();
    const body = await (await reply).json();
    expect(body.success).toBe(true);
    expect(body.data.id).toEqual(expect.any(String));
    const confirmation = page.getByRole('status');
    await confirmation.getByText('Thank you! Your message has been sent.').waitFor();
    expect(await confirmation.textContent()).toContain(body.data.id);
  });
});
