import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { notify, toaster } from '@/components/ui/toaster';
import { AppProviders } from '@/app/providers';
import { mockAdapterFor, setupMockBackend } from '../utils/render-app';

const mock = setupMockBackend();
afterEach(() => toaster.remove());

const toastRegion = () => document.querySelector('[data-scope="toast"][data-part="group"]');

describe('Toaster', () => {
  it('renders nothing until the first toast, then shows it and the ones after', async () => {
    render(<AppProviders backend={await mockAdapterFor(mock)}>page</AppProviders>);
    expect(toastRegion()).toBeNull();
    act(() => {
      notify.success('Saved', 'Your changes are stored');
    });
    expect(await screen.findByText('Saved')).toBeInTheDocument();
    expect(screen.getByText('Your changes are stored')).toBeInTheDocument();
    expect(toastRegion()).not.toBeNull();
    act(() => {
      notify.error('Export failed');
    });
    expect(await screen.findByText('Export failed')).toBeInTheDocument();
  });

  it('shows a toast created before it mounted', async () => {
    notify.error('Could not load');
    render(<AppProviders backend={await mockAdapterFor(mock)}>page</AppProviders>);
    expect(await screen.findByText('Could not load')).toBeInTheDocument();
  });
});
