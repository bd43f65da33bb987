import { DocumentsScreen } from '@/features/documents';

export default function DocumentsRoute() {
  return <DocumentsScreen />;
}
