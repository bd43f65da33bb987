import type { PageSection } from '@fundpath/contracts/pages';
import { CircleCheck } from 'lucide-react';

type Of<T extends PageSection['type']> = Extract<PageSection, { type: T }>;

/** Display-only list: the position is the key (text may repeat). */
const keyed = <T,>(items: readonly T[]) => items.map((item, n) => ({ key: `item-${n}`, item }));

/**
 * The login page's published content beside the sign-in form: the first hero's headline and
 * text, and the first feature list as bullets (other section types have no place there).
 */
export function LoginPageContent({ sections }: { sections: readonly PageSection[] }) {
  const hero = sections.find((s): s is Of<'hero'> => s.type === 'hero');
  const features = sections.find((s): s is Of<'features'> => s.type === 'features');
  return (
    <div>
      {hero ? (
        <>
          <p className="text-3xl leading-tight font-semibold tracking-tight break-words text-white">
            {hero.headline}
          </p>
          {hero.subheadline ? (
            <p className="mt-4 text-base leading-7 break-words text-slate-300">{hero.subheadline}</p>
          ) : null}
        </>
      ) : null}
      {features ? (
        <ul className="mt-8 space-y-4" aria-label={features.heading}>
          {keyed(features.items).map(({ key, item }) => (
            <li key={key} className="flex gap-3 text-slate-300">
              <CircleCheck className="mt-0.5 size-5 shrink-0 text-white/80" aria-hidden="true" />
              <span className="min-w-0 break-words">
                <span className="font-medium text-white">{item.title}</span> — {item.body}
              </span>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
