import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import DevOpsProductPage from '../../../src/web/site/DevOpsProductPage.tsx';

describe('DevOps product page', () => {
  it('tells the visitor the console is a simulation whose data stays in this browser', () => {
    render(<DevOpsProductPage />);
    expect(screen.getByText('Simulation — data stays in this browser.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/devops-console');
  });
});
