import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '@/testing/render-app';
import { DASHBOARD, dashboard, dashboardBody } from '../testing/fixtures';

afterEach(() => vi.restoreAllMocks());

describe('/specialist/qr-marketing', () => {
  it('shows the QR code of the absolute booking link with ?src=qr, and the scans so far', async () => {
    renderApp('/specialist/qr-marketing', { as: 'specialist', routes: { [DASHBOARD]: dashboardBody() } });
    expect(await screen.findByRole('heading', { level: 1, name: 'QR Marketing' })).toBeInTheDocument();
    const qrUrl = `${window.location.origin}/book/RILEY12345?src=qr`;
    expect(await screen.findByRole('img', { name: `QR code that opens ${qrUrl}` })).toHaveAttribute(
      'src',
      expect.stringMatching(/^data:image\/svg\+xml/),
    );
    expect(screen.getByText('QR scans').closest('div')?.parentElement).toHaveTextContent('17');
    expect(screen.getByLabelText('Booking link')).toHaveValue(`${window.location.origin}/book/RILEY12345`);
    expect(screen.getByRole('link', { name: /Open your booking page/ })).toHaveAttribute(
      'href',
      `${window.location.origin}/book/RILEY12345`,
    );
  });

  it('adds ?src=qr when the server’s link lacks it, keeping an absolute PUBLIC_URL as it is', async () => {
    const d = dashboard({
      booking_link: {
        code: 'RILEY12345',
        url: 'https://wellness.example/book/RILEY12345',
        qr_url: 'https://wellness.example/book/RILEY12345',
        qr_scans: 0,
      },
    });
    renderApp('/specialist/qr-marketing', { as: 'specialist', routes: { [DASHBOARD]: dashboardBody(d) } });
    expect(
      await screen.findByRole('img', {
        name: 'QR code that opens https://wellness.example/book/RILEY12345?src=qr',
      }),
    ).toBeInTheDocument();
  });

  it('offers the code as SVG and PNG downloads named after the link', async () => {
    const app = renderApp('/specialist/qr-marketing', {
      as: 'specialist',
      routes: { [DASHBOARD]: dashboardBody() },
    });
    const svg = await screen.findByRole('link', { name: 'Download SVG' });
    expect(svg).toHaveAttribute('download', 'booking-link-riley12345-qr.svg');
    expect(svg.getAttribute('href')).toMatch(/^data:image\/svg\+xml/);

    // jsdom has no canvas: stand in for the 2D context and watch what the PNG button saves.
    const fillRect = vi.fn();
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue({
      fillRect,
      fillStyle: '',
    } as unknown as CanvasRenderingContext2D);
    vi.spyOn(HTMLCanvasElement.prototype, 'toDataURL').mockReturnValue('data:image/png;base64,QR');
    const saved: { href: string; download: string }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push({ href: this.href, download: this.download });
    });
    await app.userEvent.click(screen.getByRole('button', { name: 'Download PNG' }));
    expect(saved).toEqual([{ href: 'data:image/png;base64,QR', download: 'booking-link-riley12345-qr.png' }]);
    // The white background and the dark modules.
    expect(fillRect.mock.calls.length).toBeGreaterThan(100);
  });
});
