import { Check, Copy, Download, RotateCcw } from 'lucide-react';
import { useEffect, useId, useMemo, useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button, ButtonLink, buttonClasses } from '@/components/ui/button';
import { Card, CardBody, CardHeader } from '@/components/ui/card';
import { useCopy } from '@/components/ui/copy-field';
import { Textarea } from '@/components/ui/textarea';
import { cn } from '@/lib/cn';
import { absoluteUrl, type MarketingKit, type MarketingLink } from '../api/get-links';
import {
  IMAGE_SIZES,
  type ImageSize,
  logoDataUrl,
  postImageSvg,
  svgDataUrl,
  svgToPng,
  textOn,
} from './post-image';
import {
  characterCount,
  NETWORKS,
  type NetworkId,
  POST_TEMPLATES,
  type PostContext,
  type PostTemplate,
} from './post-templates';

const toastWith = (kind: 'success' | 'error', message: string) =>
  void import('sonner').then(({ toast }) => toast[kind](message));
const HEX = /^#[0-9a-f]{6}$/i;
const hexOr = (value: string, fallback: string) => (HEX.test(value) ? value : fallback);

interface Look {
  primary: string;
  secondary: string;
  logo: string | null;
  size: ImageSize;
}

/** Social posts: each template filled with the coach's name and link, per network, with its image. */
export function SocialPosts({ kit }: { kit: MarketingKit }) {
  const [primary, setPrimary] = useState(() => hexOr(kit.brand.primary_color, '#1d4ed8'));
  const [secondary, setSecondary] = useState(() => hexOr(kit.brand.secondary_color, '#0f172a'));
  const [useLogo, setUseLogo] = useState(true);
  const [size, setSize] = useState<ImageSize>('square');
  const [logo, setLogo] = useState<string | null>(null);
  const ids = { primary: useId(), secondary: useId(), logo: useId() };

  useEffect(() => {
    let live = true;
    void logoDataUrl(kit.brand.logo_url).then((data) => {
      if (live) setLogo(data);
    });
    return () => {
      live = false;
    };
  }, [kit.brand.logo_url]);

  const ctx: PostContext = { name: kit.coach.display_name, business: kit.coach.business_name };
  const look: Look = { primary, secondary, logo: useLogo ? logo : null, size };

  return (
    <div className="space-y-6">
      <Card>
        <CardHeader
          title="Your look"
          description="The images use your brand colours and logo. Change them here for these images only."
        />
        <CardBody className="flex flex-wrap items-end gap-x-6 gap-y-4 p-5">
          <div className="flex items-center gap-2">
            <input
              id={ids.primary}
              type="color"
              value={primary}
              onChange={(e) => setPrimary(e.target.value)}
              className="h-10 w-12 cursor-pointer rounded-md border border-slate-300 bg-white p-1"
            />
            <label htmlFor={ids.primary} className="text-sm font-medium text-slate-800">
              Main colour
            </label>
          </div>
          <div className="flex items-center gap-2">
            <input
              id={ids.secondary}
              type="color"
              value={secondary}
              onChange={(e) => setSecondary(e.target.value)}
              className="h-10 w-12 cursor-pointer rounded-md border border-slate-300 bg-white p-1"
            />
            <label htmlFor={ids.secondary} className="text-sm font-medium text-slate-800">
              Second colour
            </label>
          </div>
          {logo ? (
            <div className="flex items-center gap-2">
              <input
                id={ids.logo}
                type="checkbox"
                checked={useLogo}
                onChange={(e) => setUseLogo(e.target.checked)}
                className="size-4 rounded border-slate-300 text-brand focus:ring-brand"
              />
              <label htmlFor={ids.logo} className="text-sm font-medium text-slate-800">
                Show my logo
              </label>
            </div>
          ) : null}
          <fieldset className="min-w-0">
            <legend className="mb-1.5 text-sm font-medium text-slate-800">Image size</legend>
            <div className="flex flex-wrap gap-2">
              {(Object.keys(IMAGE_SIZES) as ImageSize[]).map((s) => (
                <Button
                  key={s}
                  size="sm"
                  variant={size === s ? 'primary' : 'secondary'}
                  aria-pressed={size === s}
                  onClick={() => setSize(s)}
                >
                  {IMAGE_SIZES[s].label}
                </Button>
              ))}
            </div>
          </fieldset>
        </CardBody>
      </Card>

      <div className="grid min-w-0 gap-6 xl:grid-cols-2">
        {POST_TEMPLATES.map((template) => (
          <PostCard key={template.id} template={template} kit={kit} ctx={ctx} look={look} />
        ))}
      </div>
    </div>
  );
}

/** The template's first link that is live, else the first it could use (to say how to get it). */
function linkFor(template: PostTemplate, links: readonly MarketingLink[]) {
  const candidates = template.links.flatMap((kind) => links.filter((l) => l.kind === kind));
  return { live: candidates.find((l) => l.state === 'live' && l.short_url), missing: candidates[0] };
}

function PostCard({
  template,
  kit,
  ctx,
  look,
}: {
  template: PostTemplate;
  kit: MarketingKit;
  ctx: PostContext;
  look: Look;
}) {
  const { live, missing } = linkFor(template, kit.links);
  const titleId = useId();
  if (!live)
    return (
      <Card aria-labelledby={titleId}>
        <CardBody className="space-y-3 p-5">
          <div className="flex flex-wrap items-center gap-2">
            <h3 id={titleId} className="text-base font-semibold text-slate-900">
              {template.title}
            </h3>
            <Badge tone="warning">Needs a link</Badge>
          </div>
          <p className="text-sm text-slate-600">
            This post points to your {missing?.label.toLowerCase() ?? 'link'}, which is not set up yet.
          </p>
          {missing?.action ? (
            <ButtonLink to={missing.action.href} size="sm">
              {missing.action.label}
            </ButtonLink>
          ) : null}
        </CardBody>
      </Card>
    );
  return (
    <LivePost
      template={template}
      ctx={ctx}
      look={look}
      url={absoluteUrl(live.short_url!)}
      titleId={titleId}
    />
  );
}

function LivePost({
  template,
  ctx,
  look,
  url,
  titleId,
}: {
  template: PostTemplate;
  ctx: PostContext;
  look: Look;
  url: string;
  titleId: string;
}) {
  const [network, setNetwork] = useState<NetworkId>('linkedin');
  const [edits, setEdits] = useState<Partial<Record<NetworkId, string>>>({});
  const { copied, copy } = useCopy();
  const textId = useId();
  const countsId = useId();
  const text = edits[network] ?? template.text(network, ctx, url);
  const current = NETWORKS.find((n) => n.id === network)!;
  const used = characterCount(network, text);
  const over = used > current.limit;

  const svg = useMemo(
    () =>
      postImageSvg({
        size: look.size,
        headline: template.headline,
        subline: template.subline,
        name: ctx.name,
        business: ctx.business,
        url,
        primary: look.primary,
        secondary: look.secondary,
        logo: look.logo,
      }),
    [look, template, ctx.name, ctx.business, url],
  );
  const dims = IMAGE_SIZES[look.size];
  const fileName = `${template.id}-${dims.width}x${dims.height}`;

  const downloadPng = async () => {
    const png = await svgToPng(svg, look.size);
    if (!png) {
      toastWith('error', 'This browser cannot make a PNG: download the SVG instead');
      return;
    }
    const a = document.createElement('a');
    a.href = png;
    a.download = `${fileName}.png`;
    a.click();
  };

  return (
    <Card aria-labelledby={titleId} className="min-w-0">
      <CardBody className="space-y-4 p-4 sm:p-5">
        <h3 id={titleId} className="text-base font-semibold text-slate-900">
          {template.title}
        </h3>

        <figure className="space-y-2">
          <img
            src={svgDataUrl(svg)}
            alt={`Post image: ${template.headline} (${dims.width} × ${dims.height})`}
            width={dims.width}
            height={dims.height}
            className="h-auto w-full rounded-lg ring-1 ring-slate-200"
            style={{ backgroundColor: look.primary, color: textOn(look.primary) }}
          />
          <figcaption className="text-xs text-slate-500">
            {IMAGE_SIZES[look.size].label}: {IMAGE_SIZES[look.size].hint}
          </figcaption>
          <div className="flex flex-wrap gap-2">
            <Button
              variant="secondary"
              size="sm"
              aria-label={`Download PNG of ${template.title}`}
              onClick={() => void downloadPng()}
            >
              <Download className="size-4" aria-hidden="true" />
              Download PNG
            </Button>
            <a
              href={svgDataUrl(svg)}
              download={`${fileName}.svg`}
              aria-label={`Download SVG of ${template.title}`}
              className={buttonClasses({ variant: 'secondary', size: 'sm' })}
            >
              <Download className="size-4" aria-hidden="true" />
              Download SVG
            </a>
          </div>
        </figure>

        <fieldset className="min-w-0">
          <legend className="mb-1.5 text-sm font-medium text-slate-800">Write it for</legend>
          <div className="flex flex-wrap gap-1.5">
            {NETWORKS.map((n) => (
              <Button
                key={n.id}
                size="sm"
                variant={network === n.id ? 'primary' : 'secondary'}
                aria-pressed={network === n.id}
                onClick={() => setNetwork(n.id)}
              >
                {n.label}
              </Button>
            ))}
          </div>
        </fieldset>

        <div>
          <label htmlFor={textId} className="mb-1.5 block text-sm font-medium text-slate-800">
            {`${current.label} post: ${template.title}`}
          </label>
          <Textarea
            id={textId}
            rows={network === 'x' ? 4 : 9}
            value={text}
            aria-invalid={over || undefined}
            aria-describedby={countsId}
            onChange={(e) => setEdits((prev) => ({ ...prev, [network]: e.target.value }))}
          />
          <p
            id={countsId}
            className={cn(
              'mt-1.5 text-xs tabular-nums',
              over ? 'font-medium text-red-600' : 'text-slate-500',
            )}
          >
            {used.toLocaleString('en-US')} / {current.limit.toLocaleString('en-US')} characters
            {network === 'x' ? ' (a link counts as 23)' : ''}
            {over ? `: ${(used - current.limit).toLocaleString('en-US')} too many for ${current.label}` : ''}
          </p>
        </div>

        <ul className="flex flex-wrap gap-1.5" aria-label="Length of this text on each network">
          {NETWORKS.map((n) => {
            const count = characterCount(n.id, text);
            const fits = count <= n.limit;
            return (
              <li key={n.id}>
                <Badge tone={fits ? 'neutral' : 'danger'}>
                  {`${n.label} ${count.toLocaleString('en-US')}/${n.limit.toLocaleString('en-US')}${fits ? '' : ' (too long)'}`}
                </Badge>
              </li>
            );
          })}
        </ul>

        <div className="flex flex-wrap gap-2">
          <Button
            onClick={() => void copy(text, `${current.label} post`)}
            aria-label={`${copied ? 'Copied' : 'Copy text'} of the ${current.label} post: ${template.title}`}
          >
            {copied ? (
              <Check className="size-4" aria-hidden="true" />
            ) : (
              <Copy className="size-4" aria-hidden="true" />
            )}
            {copied ? 'Copied' : 'Copy text'}
          </Button>
          {edits[network] !== undefined ? (
            <Button
              variant="ghost"
              onClick={() =>
                setEdits((prev) => {
                  const { [network]: _dropped, ...rest } = prev;
                  return rest;
                })
              }
            >
              <RotateCcw className="size-4" aria-hidden="true" />
              Reset text
            </Button>
          ) : null}
        </div>
      </CardBody>
    </Card>
  );
}
