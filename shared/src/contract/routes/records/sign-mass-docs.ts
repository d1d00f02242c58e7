import { defineRoute } from '../../define';
import { massSignBodySchema, massSignResultSchema } from '../../records';

export const signMassDocsRoute = defineRoute({
  id: 'sign-mass-docs',
  area: 'records',
  method: 'POST',
  path: '/api/sign-mass-docs',
  access: ['owner', 'admin', 'employee'],
  // The owner's signature completes records: their PDFs are rendered into the course-files
  // bucket, and the archive job is started for those the request has no time left to render;
  // the platform seals each signature as it lands (docs/signatures.md, the seal chain).
  needs: { table: 'write', buckets: { courseFiles: 'readwrite' }, invokes: ['archive'], seal: 'sign' },
  summary:
    "Sign, each on its own and all-or-nothing, the listed documents that wait for the caller in the capacity the rule table gives them (an employee signs only as a direct manager); with `challenge_id` and `assertion`, as the passkey's answer to a signing challenge covering them (required once the caller holds a passkey), or `challenge_id` and `code`, the e-mailed code of a signing code covering them (required without a passkey; refused where the record's company does not allow the simple signature).",
  body: massSignBodySchema,
  routeClass: 'heavy',
  response: massSignResultSchema,
});
