import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { liveProjectSelectorMachine } from '../../../src/web/api/liveInsightsFlows.ts';
import { fakeInsightsFlows } from './fakeInsightsFlows.ts';
import { renderConsole } from './renderConsole.tsx';

const sales = { id: 'p1', name: 'Sales', description: '' };

describe('InsightsConsole', () => {
  it('says "Loading projects..." while the projects load', () => {
    const { flows } = fakeInsightsFlows({}, { hang: ['fetchProjects'] });
    renderConsole(flows);
    expect(screen.getByText('Loading projects...')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Data Insights Navigation' })).toBeInTheDocument();
  });

  it('says "Error: Failed to load projects." and shows no outlet when they cannot load', async () => {
    const { flows } = fakeInsightsFlows({}, { fail: ['fetchProjects'] });
    renderConsole(flows);
    expect(await screen.findByText('Error: Failed to load projects.')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Workbench' })).toBeNull();
  });

  it('opens Create New Project by itself when there is none, and shows the workbench after', async () => {
    const { flows, db } = fakeInsightsFlows();
    renderConsole(flows);
    expect(await screen.findByText('No projects found. Create a new one!')).toBeInTheDocument();
    const dialog = await screen.findByRole('dialog', { name: 'Create New Project' });
    const create = within(dialog).getByRole('button', { name: 'Create' });
    expect(create).toBeDisabled();
    await userEvent.type(within(dialog).getByLabelText('Project Name'), 'Sales');
    await userEvent.type(within(dialog).getByLabelText('Description'), 'Orders 2014-2017');
    await userEvent.click(create);
    expect(await screen.findByRole('heading', { name: 'Workbench' })).toBeInTheDocument();
    expect(db.projects).toEqual([{ id: 'p1', name: 'Sales', description: 'Orders 2014-2017' }]);
    expect(screen.getByRole('combobox', { name: 'Project' })).toHaveValue('p1');
  });

  it('shows "Creating..." on a disabled button while creating', async () => {
    const hanging = fakeInsightsFlows({}, { hang: ['createProject'] });
    renderConsole(hanging.flows);
    const dialog = await screen.findByRole('dialog', { name: 'Create New Project' });
    await userEvent.type(within(dialog).getByLabelText('Project Name'), 'Sales');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(within(dialog).getByRole('button', { name: 'Creating...' })).toBeDisabled();
  });

  it('keeps the dialog with "Failed to create project. Please try again."', async () => {
    const { flows } = fakeInsightsFlows({}, { fail: ['createProject'] });
    renderConsole(flows);
    const dialog = await screen.findByRole('dialog', { name: 'Create New Project' });
    await userEvent.type(within(dialog).getByLabelText('Project Name'), 'Sales');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(
      await within(dialog).findByText('Failed to create project. Please try again.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Project Name')).toHaveValue('Sales');
  });

  it('defaults to the first project and switches projects from the header', async () => {
    const { flows } = fakeInsightsFlows({ projects: [sales, { id: 'p2', name: 'Churn', description: '' }] });
    renderConsole(flows);
    const picker = await screen.findByRole('combobox', { name: 'Project' });
    await waitFor(() => expect(picker).toHaveValue('p1'));
    await userEvent.selectOptions(picker, 'p2');
    expect(picker).toHaveValue('p2');
  });

  it('offers every project in the header, past the first page of 100', async () => {
    const projects = Array.from({ length: 101 }, (_, i) => ({
      id: `p${i + 1}`,
      name: `Project ${i + 1}`,
      description: '',
    }));
    const { flows } = fakeInsightsFlows({ projects });
    renderConsole(flows);
    const picker = await screen.findByRole('combobox', { name: 'Project' });
    await waitFor(() => expect(within(picker).getAllByRole('option')).toHaveLength(101));
    await userEvent.selectOptions(picker, 'p101');
    expect(picker).toHaveValue('p101');
  });

  it('offers the three sections and the shared console links', async () => {
    const { flows } = fakeInsightsFlows({ projects: [sales] });
    const { logout } = renderConsole(flows);
    const nav = screen.getByRole('navigation', { name: 'Data Insights Navigation' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual([
      'Workbench',
      'Insights',
      'Data Source',
      'DevOps Console',
      'Data Insights Console',
      'Help',
      'User Profile',
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
    expect(logout.count).toBe(1);
  });

  it('keeps the selected project across reloads', async () => {
    const projects = [sales, { id: 'p2', name: 'Churn', description: '' }];
    const open = () => {
      const { flows } = fakeInsightsFlows({ projects });
      // The app's own selector, which remembers the choice in the browser, over the fake API.
      const fakeActors = flows.projectSelector.implementations.actors;
      renderConsole({
        ...flows,
        projectSelector: liveProjectSelectorMachine.provide({ actors: fakeActors }),
      });
    };
    open();
    const picker = await screen.findByRole('combobox', { name: 'Project' });
    await waitFor(() => expect(picker).toHaveValue('p1'));
    await userEvent.selectOptions(picker, 'p2');
    cleanup();
    open();
    const again = await screen.findByRole('combobox', { name: 'Project' });
    await waitFor(() => expect(again).toHaveValue('p2'));
    expect(await screen.findByRole('heading', { name: 'Workbench' })).toBeInTheDocument();
  });
});
