import pino from 'pino';
import { loadConfigOrExit } from '../config';
import { createServer } from '../server';
import { databaseFailure, exitOn } from '../start-failures';
import { seedDemoDataTimed, type DemoSummary, type DemoTiming } from './seed';

/**
 * `npm run seed:demo`: the server's own start-up (settings, database, migrations, first administrator),
 * then the demo data (DEMO_CANDIDATES=N for N candidates) and a summary with the rate; it serves nothing.
 */
const config = loadConfigOrExit();
// Warnings only: the summary printed below says what the info lines would.
const logger = pino({ level: 'warn' });
const server = await createServer(config, logger).catch(exitOn(databaseFailure, config));
try {
  if (server.generatedPassword) {
    console.log(
      `First administrator created: ${config.ADMIN_EMAIL} with password ${server.generatedPassword}`,
    );
  }
  const { summary, timing } = await seedDemoDataTimed(server.ctx, logger);
  console.log(describe(summary, timing));
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await server.close();
}

function describe(summary: DemoSummary, timing: DemoTiming | undefined): string {
  const roles = [
    ['Administrator', summary.logins.SubAdmin],
    ['Customer Admin', summary.logins.CustomerAdmin],
    ['Staff Admin', summary.logins.StaffAdmin],
  ] as const;
  return [
    timing
      ? `Demo data added in ${timing.seconds.toFixed(1)} s (${Math.round(timing.candidatesPerSecond).toLocaleString('en')} candidates/s).`
      : 'Demo data was already there: nothing added.',
    `  Customers:  ${summary.customers}`,
    `  Users:      ${summary.users}`,
    `  Vacancies:  ${summary.vacancies}`,
    `  Candidates: ${summary.candidates}`,
    `Every demo user signs in with the password: ${summary.password}`,
    ...roles.flatMap(([role, email]) => (email ? [`  ${role.padEnd(15)} ${email}`] : [])),
  ].join('\n');
}
