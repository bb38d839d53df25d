import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Accordion } from '../../src/web/ui/Accordion.tsx';

const items = [
  { title: 'Create a workspace', content: <p>Name it and give it a role.</p> },
  { title: 'Add knowledge', content: <p>Upload files, texts and Q&amp;A.</p> },
  { title: 'Embed it', content: <p>Copy the snippet.</p> },
];

function renderAccordion() {
  render(<Accordion items={items} headingLevel={3} />);
  const trigger = (name: string) => screen.getByRole('button', { name });
  return { trigger };
}

describe('Accordion', () => {
  it('puts each trigger in a heading of the given level, tied to its panel', () => {
    const { trigger } = renderAccordion();
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(3);
    const first = trigger('Create a workspace');
    const panel = document.getElementById(first.getAttribute('aria-controls')!);
    expect(panel).toHaveAccessibleName('Create a workspace');
    expect(screen.getByRole('region', { name: 'Create a workspace' })).toBe(panel);
  });

  it('opens the first panel at first and keeps one panel open at a time', async () => {
    const user = userEvent.setup();
    const { trigger } = renderAccordion();
    expect(trigger('Create a workspace')).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('Name it and give it a role.')).toBeVisible();
    expect(screen.queryByText('Copy the snippet.')).not.toBeVisible();

    await user.click(trigger('Embed it'));
    expect(trigger('Embed it')).toHaveAttribute('aria-expanded', 'true');
    expect(trigger('Create a workspace')).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText('Copy the snippet.')).toBeVisible();
    expect(screen.queryByText('Name it and give it a role.')).not.toBeVisible();
  });

  it('closes the open panel when its trigger is pressed again', async () => {
    const user = userEvent.setup();
    const { trigger } = renderAccordion();
    await user.click(trigger('Create a workspace'));
    expect(trigger('Create a workspace')).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('is operable from the keyboard: arrows, Home and End move focus; Enter and Space toggle', async () => {
    const user = userEvent.setup();
    const { trigger } = renderAccordion();
    await user.tab();
    expect(trigger('Create a workspace')).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(trigger('Add knowledge')).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(trigger('Add knowledge')).toHaveAttribute('aria-expanded', 'true');
    expect(trigger('Create a workspace')).toHaveAttribute('aria-expanded', 'false');
    await user.keyboard('{End}');
    expect(trigger('Embed it')).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(trigger('Create a workspace')).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(trigger('Embed it')).toHaveFocus();
    await user.keyboard(' ');
    expect(trigger('Embed it')).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Home}');
    expect(trigger('Create a workspace')).toHaveFocus();
  });
});
