import { Link } from 'react-router';
import { EmptyState } from '@/components/ui/empty-state';
import { storeButtonClasses } from '../components/store-button';
import { demoCategories } from './demo-categories';
import { DemoStore, demoLinks } from './demo-layout';

/** A demo category or product that doesn't exist, with the way back into the demo store. */
export function DemoNotFound({ title, text }: { title: string; text: string }) {
  return (
    <DemoStore>
      <h1 className="sr-only">{title}</h1>
      <EmptyState
        title={title}
        description={text}
        action={
          <Link to={demoLinks.category(demoCategories[0].slug)} className={storeButtonClasses('primary')}>
            Browse the demo store
          </Link>
        }
      />
    </DemoStore>
  );
}
