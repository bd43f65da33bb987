import { useParams } from 'react-router';
import { UnsubscribePage } from '@/features/email-campaigns';

/** `/unsubscribe/:token` (public): the footer link of every campaign e-mail; one click, undoable here. */
export default function UnsubscribeRoute() {
  const { token } = useParams();
  return <UnsubscribePage token={token ?? ''} />;
}
