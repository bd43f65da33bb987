import { useParams } from 'react-router';
import { CoachPageEditorScreen } from '@/features/coach-site';

/** `/coach/pages/:pageId`: one page of the coach's website in the block editor. */
export default function CoachPageRoute() {
  const { pageId = '' } = useParams();
  return <CoachPageEditorScreen pageId={pageId} />;
}
