import { createHmac } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Config } from '../config';
import type { Database } from '../db/schema';
import type { DemoPlan } from './plan';

/**
 * The demo's files under names nobody can guess (issue 27): `demo-resume-005.pdf` becomes
 * `demo-resume-<32 hex>.pdf`, the hex an HMAC of the plan's name with this installation's secret. The plan's
 * names come from a fixed seed, so without the secret every installation would have the same ones; with it,
 * a second seeding of the same installation finds the same names (and writes nothing again). The kind stays
 * in the name for whoever looks into the folder or bucket.
 */
export function hideFileNames(plan: DemoPlan, secret: string): void {
  const hidden = (name: string) => {
    const [, kind, extension] = /^demo-([a-z]+)[^.]*(\.[a-z\d]+)$/.exec(name) ?? [];
    if (!kind || !extension) throw new Error(`demo data: unexpected file name ${name}`);
    const mac = createHmac('sha256', secret).update(`demo-file\n${name}`).digest('hex').slice(0, 32);
    return `demo-${kind}-${mac}${extension}`;
  };
  for (const company of plan.companies) company.logo.file = hidden(company.logo.file);
  for (const vacancy of plan.vacancies) {
    if (vacancy.thumbnail) vacancy.thumbnail.file = hidden(vacancy.thumbnail.file);
    vacancy.resumeFile = hidden(vacancy.resumeFile);
    vacancy.posterFile = hidden(vacancy.posterFile);
  }
  plan.videoFile = hidden(plan.videoFile);
}

/**
 * This installation's secret for the demo's names: JWT_SECRET, else the first signing key, which the start
 * creates before it seeds (a rotation adds keys after it, and never removes it).
 */
export async function demoFileSecret(db: Kysely<Database>, config: Config): Promise<string> {
  if (config.JWT_SECRET) return config.JWT_SECRET;
  const first = await db
    .selectFrom('signing_keys')
    .select('secret')
    .orderBy('id')
    .limit(1)
    .executeTakeFirstOrThrow();
  return first.secret;
}
