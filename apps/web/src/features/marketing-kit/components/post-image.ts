/**
 * The social images, drawn here from the coach's brand: an SVG (what the preview shows and the
 * SVG download saves), and the same SVG painted on a canvas for the PNG. No image service: the
 * logo is embedded as a data URL, so the SVG has no outside reference and the canvas stays clean.
 */

export const IMAGE_SIZES = {
  square: {
    width: 1080,
    height: 1080,
    label: 'Square 1080 × 1080',
    hint: 'Instagram, Facebook, LinkedIn posts',
  },
  og: {
    width: 1200,
    height: 630,
    label: 'Link preview 1200 × 630',
    hint: 'X, LinkedIn and Facebook link cards',
  },
} as const;
export type ImageSize = keyof typeof IMAGE_SIZES;

export interface PostImageSpec {
  size: ImageSize;
  headline: string;
  subline: string;
  /** Bottom left: who is posting. */
  name: string;
  business: string;
  /** Bottom right: the link, shown without `https://`. */
  url: string;
  primary: string;
  secondary: string;
  /** A `data:` URL, or null to write the business name instead. */
  logo: string | null;
}

const FONT =
  "Inter, ui-sans-serif, system-ui, -apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";

export const escapeXml = (s: string) =>
  s.replace(
    /[<>&"']/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c]!,
  );

/** Black or white text, whichever reads better on `hex` (WCAG relative luminance). */
export function textOn(hex: string): string {
  const m = /^#([0-9a-f]{6})$/i.exec(hex.trim());
  if (!m?.[1]) return '#ffffff';
  const [r, g, b] = [0, 2, 4].map((i) => {
    const c = Number.parseInt(m[1]!.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b > 0.4 ? '#0f172a' : '#ffffff';
}

/**
 * Greedy word wrap by an average glyph width (bold sans ≈ 0.56 em): the SVG has no text metrics,
 * and a line a little short of the edge reads better than one cut off.
 */
export function wrapLines(text: string, fontSize: number, maxWidth: number): string[] {
  const perLine = Math.max(4, Math.floor(maxWidth / (fontSize * 0.56)));
  const lines: string[] = [];
  let line = '';
  for (const word of text.trim().split(/\s+/)) {
    const next = line ? `${line} ${word}` : word;
    if ([...next].length <= perLine || !line) line = next;
    else {
      lines.push(line);
      line = word;
    }
  }
  if (line) lines.push(line);
  return lines;
}

/** The biggest headline size (down from `start`) that fits in `maxLines`. */
function fitHeadline(text: string, start: number, maxWidth: number, maxLines: number) {
  let size = start;
  let lines = wrapLines(text, size, maxWidth);
  while (lines.length > maxLines && size > 28) {
    size = Math.round(size * 0.9);
    lines = wrapLines(text, size, maxWidth);
  }
  return { size, lines: lines.slice(0, maxLines) };
}

export function postImageSvg(spec: PostImageSpec): string {
  const { width: w, height: h } = IMAGE_SIZES[spec.size];
  const square = spec.size === 'square';
  const pad = square ? 88 : 72;
  const ink = textOn(spec.primary);
  const inner = w - pad * 2;
  const head = fitHeadline(spec.headline, square ? 104 : 76, inner, square ? 4 : 3);
  const subSize = square ? 40 : 32;
  const sub = wrapLines(spec.subline, subSize, inner).slice(0, 2);
  const lineGap = Math.round(head.size * 1.12);
  const blockHeight = head.lines.length * lineGap + 24 + sub.length * subSize * 1.3;
  const top = Math.round((h - blockHeight) / 2 + head.size * 0.85 - (square ? 0 : 10));
  const footerY = h - pad;
  const urlText = spec.url.replace(/^https?:\/\//, '');
  const urlSize = square ? 30 : 26;
  const pillWidth = Math.min(inner * 0.62, Math.round([...urlText].length * urlSize * 0.6 + 56));
  const logoHeight = square ? 88 : 72;
  // The brand colour on the white pill when it is dark enough to read there, else slate.
  const pillInk = textOn(spec.primary) === '#ffffff' ? spec.primary : '#0f172a';

  const headline = head.lines
    .map((l, i) => `<tspan x="${pad}" y="${top + i * lineGap}">${escapeXml(l)}</tspan>`)
    .join('');
  const subY = top + (head.lines.length - 1) * lineGap + 24 + subSize * 1.3;
  const subline = sub
    .map((l, i) => `<tspan x="${pad}" y="${Math.round(subY + i * subSize * 1.3)}">${escapeXml(l)}</tspan>`)
    .join('');
  const brand = spec.logo
    ? `<image href="${escapeXml(spec.logo)}" x="${pad}" y="${pad - 8}" height="${logoHeight}" width="${logoHeight * 4}" preserveAspectRatio="xMinYMid meet"/>`
    : `<text x="${pad}" y="${pad + logoHeight / 2}" font-size="${square ? 40 : 34}" font-weight="700" fill="${ink}">${escapeXml(spec.business)}</text>`;

  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" font-family="${escapeXml(FONT)}">`,
    `<title>${escapeXml(spec.headline)}</title>`,
    '<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">',
    `<stop offset="0" stop-color="${spec.primary}"/><stop offset="1" stop-color="${spec.secondary}"/>`,
    '</linearGradient></defs>',
    `<rect width="${w}" height="${h}" fill="url(#bg)"/>`,
    `<circle cx="${w - pad}" cy="${pad * 1.5}" r="${h * 0.42}" fill="#ffffff" fill-opacity="0.07"/>`,
    `<circle cx="${w * 0.12}" cy="${h * 1.02}" r="${h * 0.3}" fill="#ffffff" fill-opacity="0.06"/>`,
    brand,
    `<text font-size="${head.size}" font-weight="800" fill="${ink}" letter-spacing="-1">${headline}</text>`,
    `<text font-size="${subSize}" font-weight="500" fill="${ink}" fill-opacity="0.88">${subline}</text>`,
    `<text x="${pad}" y="${footerY}" font-size="${square ? 32 : 26}" font-weight="600" fill="${ink}">${escapeXml(spec.name)}</text>`,
    `<rect x="${w - pad - pillWidth}" y="${footerY - urlSize * 1.45}" width="${pillWidth}" height="${Math.round(urlSize * 2)}" rx="${urlSize}" fill="#ffffff"/>`,
    `<text x="${w - pad - pillWidth / 2}" y="${footerY - urlSize * 0.2}" text-anchor="middle" font-size="${urlSize}" font-weight="700" fill="${pillInk}">${escapeXml(urlText)}</text>`,
    '</svg>',
  ].join('');
}

export const svgDataUrl = (svg: string) => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;

/** The SVG painted at its full size as a PNG data URL; null where the browser cannot. */
export async function svgToPng(svg: string, size: ImageSize): Promise<string | null> {
  const { width, height } = IMAGE_SIZES[size];
  const img = new Image(width, height);
  img.src = svgDataUrl(svg);
  try {
    await img.decode();
  } catch {
    return null;
  }
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const ctx = canvas.getContext('2d');
  if (!ctx) return null;
  ctx.drawImage(img, 0, 0, width, height);
  try {
    return canvas.toDataURL('image/png');
  } catch {
    return null; // a tainted canvas: the SVG reached outside after all
  }
}

/**
 * The logo as a data URL for embedding (an SVG drawn as an image may not load anything itself);
 * null when it cannot be read (another origin without CORS, not an image).
 */
export async function logoDataUrl(url: string | null): Promise<string | null> {
  if (!url) return null;
  try {
    const res = await fetch(url, { credentials: 'same-origin' });
    if (!res.ok) return null;
    const blob = await res.blob();
    if (!blob.type.startsWith('image/') || blob.size > 2_000_000) return null;
    return await new Promise<string | null>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(typeof reader.result === 'string' ? reader.result : null);
      reader.onerror = () => resolve(null);
      reader.readAsDataURL(blob);
    });
  } catch {
    return null;
  }
}
