import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { preferencesBody } from '@/features/notifications/testing/fixtures';
import { renderApp } from '@/testing/render-app';

describe('marketplace settings', () => {
  it('gives specialists their profile link and the notification preferences', async () => {
    renderApp('/specialist/settings', {
      as: 'specialist',
      routes: { 'GET /api/notifications/preferences': preferencesBody([]) },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Settings' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Your public profile' })).toHaveAttribute(
      'href',
      '/specialist/profile-settings',
    );
    expect(screen.getByRole('heading', { name: 'Notifications' })).toBeInTheDocument();
  });

  it('shows members no specialist profile link', async () => {
    renderApp('/manila/settings', {
      as: 'member',
      routes: { 'GET /api/notifications/preferences': preferencesBody([]) },
    });
    expect(await screen.findByRole('link', { name: 'Test the chat connection' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Name and e-mail' })).toHaveAttribute(
      'href',
      '/manila/shared/profile-edit',
    );
    expect(screen.getByRole('link', { name: 'Password and devices' })).toHaveAttribute(
      'href',
      '/manila/shared/security',
    );
    expect(screen.queryByRole('link', { name: 'Your public profile' })).not.toBeInTheDocument();
  });
});
