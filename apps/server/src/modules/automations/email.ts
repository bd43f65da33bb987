/**
 * The e-mail action through the campaigns engine: `renderEmail` for test mode and
 * `sendTransactionalEmail` for the real thing (suppression list, unsubscribe link and
 * List-Unsubscribe headers, the brand's postal footer, once per key). One renderer and one
 * suppression list for the whole platform, never a second copy here.
 */
import type { FastifyInstance } from 'fastify';
import { brandForEmail } from '../brand';
import { renderEmail, sendTransactionalEmail } from '../campaigns';
import type { EmailPort } from './actions';

export function emailPort(app: FastifyInstance): EmailPort {
  const { db, mailer, config } = app.deps;
  return {
    async preview(d, input) {
      const brand = await brandForEmail(d, input.brand_id);
      const r = renderEmail({
        subject: input.content.subject,
        preheader: input.content.preheader ?? '',
        blocks: input.content.blocks,
        variables: { ...input.variables, brand_name: brand.name },
        brand,
      });
      return { subject: r.subject, text: r.text };
    },
    async send(_d, input) {
      const res = await sendTransactionalEmail(
        { db, mailer, config },
        {
          user_id: input.user_id,
          subject: input.content.subject,
          preheader: input.content.preheader ?? '',
          blocks: input.content.blocks,
          source: input.source,
          dedupe_key: input.key,
        },
      );
      switch (res.status) {
        case 'sent':
          return { sent: true, detail: 'E-mail sent' };
        case 'duplicate':
          return { sent: true, detail: 'E-mail sent before (this step ran already)' };
        case 'unknown':
          return { sent: true, detail: 'E-mail handed to the mail server (its answer was lost)' };
        case 'suppressed':
          return { sent: false, detail: 'Not sent: the address is on the suppression list' };
        case 'bounced':
          return { sent: false, detail: 'Not sent: the address bounced' };
        default:
          return { sent: false, detail: 'Not sent: the account cannot receive e-mail' };
      }
    },
  };
}
