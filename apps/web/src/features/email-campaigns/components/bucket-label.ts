/** A chart bucket's start as a short label: "12/5, 3 PM" for hours, "12/5" for (UTC) days. */
export const bucketLabel = (iso: string, bucket: 'hour' | 'day') => {
  const d = new Date(iso);
  return bucket === 'hour'
    ? d.toLocaleString('en-US', { month: 'numeric', day: 'numeric', hour: 'numeric' })
    : d.toLocaleDateString('en-US', { month: 'numeric', day: 'numeric', timeZone: 'UTC' });
};
