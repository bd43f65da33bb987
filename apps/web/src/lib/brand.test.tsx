import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { parseRefCode, readableForeground, slugify } from '@/lib/brand';
import { renderApp } from '@/testing/render-app';

const rootVar = (name: string) => document.documentElement.style.getPropertyValue(name);

describe('BrandProvider', () => {
  it('applies the brand colours as CSS variables', async () => {
    renderApp('/login', {
      routes: {
        'GET /api/brand/config': {
          body: {
            status: 'success',
            brand_name: 'Acme Capital',
            logo_white_url: null,
            logo_black_url: null,
            primary_color: '#dc2626',
            secondary_color: '#1f2937',
            accent_color: '#f59e0b',
          },
        },
      },
    });
    await waitFor(() => expect(rootVar('--brand-primary')).toBe('#dc2626'));
    expect(rootVar('--brand-secondary')).toBe('#1f2937');
    expect(rootVar('--brand-accent')).toBe('#f59e0b');
    expect(await screen.findByText('Sign in to continue your Acme Capital journey.')).toBeInTheDocument();
  });

  it('falls back to the spec colours and logs when the brand cannot load', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderApp('/login', {
      routes: {
        'GET /api/brand/config': {
          status: 400,
          body: { status: 'error', code: 'VALIDATION_FAILED', message: 'Bad ref' },
        },
      },
    });
    await waitFor(() => expect(warn).toHaveBeenCalledWith('Failed to load brand config', expect.anything()));
    expect(rootVar('--brand-primary')).toBe('#6b7280');
    expect(rootVar('--brand-secondary')).toBe('#4b5563');
    expect(rootVar('--brand-accent')).toBe('#6b7280');
    expect(screen.getByText('Sign in to continue your FundPath journey.')).toBeInTheDocument();
  });

  it('keeps using a stored referral code on later pages', async () => {
    sessionStorage.setItem('fundpath.ref', 'PARTNER7');
    const app = renderApp('/login');
    await screen.findByLabelText('Email Address');
    expect(app.api.callsTo('GET /api/brand/config')[0]?.url.searchParams.get('ref')).toBe('PARTNER7');
  });
});

describe('brand helpers', () => {
  it('accepts letters and digits only as referral codes', () => {
    expect(parseRefCode('ABC123')).toBe('ABC123');
    expect(parseRefCode('bad-code!')).toBeNull();
    expect(parseRefCode('')).toBeNull();
  });

  it('slugifies the product name for the funding report path', () => {
    expect(slugify('FundPath')).toBe('fundpath');
    expect(slugify('Acme Capital & Co.')).toBe('acme-capital-co');
    expect(slugify('!!!')).toBe('fundpath');
  });

  it('picks a readable text colour for a brand colour', () => {
    expect(readableForeground('#4f46e5')).toBe('#ffffff');
    expect(readableForeground('#fde047')).toBe('#0f172a');
    expect(readableForeground('not-a-colour')).toBe('#ffffff');
  });
});
