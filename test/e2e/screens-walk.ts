import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import type { Candidate } from '@contract/candidates';
import type { Customer } from '@contract/customers';
import type { Profile } from '@contract/profile';
import type { RejectionReasonRef } from '@contract/rejection-reasons';
import type { User } from '@contract/users';
import type { TemplateItem } from '@contract/templates';
import type { PackageRef, Vacancy } from '@contract/vacancies';
import { packageRoutes } from '../../src/packages/routes';
import { templateRoutes } from '../../src/templates/routes';
import { rejectionReasonRoutes } from '../../src/rejection-reasons/routes';
import { routes } from '../../src/routes';
import type { SuiteSession } from './session';
import { screens } from '../../src/screens';

/** The records a walk over every signed-in screen opens the record screens with. */
export interface WalkRecords {
  profile: Profile;
  user: Pick<User, 'user_uid'>;
  customer: Pick<Customer, 'company_uid'>;
  vacancy: Pick<Vacancy, 'uid' | 'id'>;
  candidate: Pick<Candidate, 'uid'>;
  package: Pick<PackageRef, 'uid'>;
  template: Pick<TemplateItem, 'uid'>;
  rejectionReason: Pick<RejectionReasonRef, 'uid'>;
}

/** One address for every signed-in route pattern of src/screens.ts, on the given records. */
export function addresses({
  profile,
  user,
  customer,
  vacancy,
  candidate,
  package: vacancyPackage,
  template,
  rejectionReason,
}: WalkRecords): Record<string, string> {
  return {
    [routes.editProfile.pattern]: routes.editProfile(profile.user_uid),
    [routes.addUser.pattern]: routes.addUser('all'),
    [routes.userView.pattern]: routes.userView('all', user.user_uid),
    [routes.userEdit.pattern]: routes.userEdit('all', user.user_uid),
    [routes.userDelete.pattern]: routes.userDelete('all', user.user_uid),
    [routes.addCustomer.pattern]: routes.addCustomer('all'),
    [routes.customerEdit.pattern]: routes.customerEdit('all', customer.company_uid),
    [routes.customerDelete.pattern]: routes.customerDelete('all', customer.company_uid),
    [routes.customerDetails.pattern]: routes.customerDetails('all', customer.company_uid),
    [routes.addVacancy.pattern]: routes.addVacancy('all'),
    [routes.vacancyEdit.pattern]: routes.vacancyEdit('all', vacancy.uid),
    [routes.vacancyDelete.pattern]: routes.vacancyDelete('all', vacancy.uid),
    [routes.vacancyDetails.pattern]: routes.vacancyDetails('all', vacancy.uid, String(vacancy.id)),
    [routes.candidates.pattern]: routes.candidates('all'),
    [routes.candidateDetails.pattern]: routes.candidateDetails('all', candidate.uid),
    [routes.candidateEdit.pattern]: routes.candidateEdit('all', candidate.uid),
    [packageRoutes.add.pattern]: packageRoutes.add('all'),
    [packageRoutes.edit.pattern]: packageRoutes.edit('all', vacancyPackage.uid),
    [packageRoutes.delete.pattern]: packageRoutes.delete('all', vacancyPackage.uid),
    [templateRoutes.add.pattern]: templateRoutes.add('all'),
    [templateRoutes.edit.pattern]: templateRoutes.edit('all', template.uid),
    [templateRoutes.delete.pattern]: templateRoutes.delete('all', template.uid),
    [rejectionReasonRoutes.add.pattern]: rejectionReasonRoutes.add('all'),
    [rejectionReasonRoutes.edit.pattern]: rejectionReasonRoutes.edit('all', rejectionReason.uid),
    [rejectionReasonRoutes.delete.pattern]: rejectionReasonRoutes.delete('all', rejectionReason.uid),
  };
}

/** Every signed-in route of src/screens.ts as an address to open; a pattern without one fails here. */
export function signedInAddresses(records: WalkRecords): string[] {
  const concrete = addresses(records);
  return screens
    .filter((screen) => screen.frame === 'signed-in')
    .map((screen) => {
      const address = screen.path.includes(':') ? concrete[screen.path] : screen.path;
      if (!address) throw new Error(`no address for ${screen.path}: add one to addresses()`);
      return address;
    });
}

/**
 * Waits until a screen has its heading (or, on a delete screen, its confirmation, which hides the rest from
 * assistive technology) and nothing on it is loading any more (spinners, skeletons).
 */
export async function screenShown(page: Page): Promise<void> {
  await page.getByRole('heading', { level: 1 }).or(page.getByRole('dialog')).first().waitFor();
  await expect
    .poll(() => page.locator('[role="progressbar"], .MuiSkeleton-root').count(), { timeout: 30_000 })
    .toBe(0);
}

/** The first mail template (the platform's an installation starts with), whose screens the walks open. */
export async function firstTemplate(call: SuiteSession['call']): Promise<Pick<TemplateItem, 'uid'>> {
  const [first] = (await call('GET', 'templateList')).response as TemplateItem[];
  if (!first) throw new Error('there is no mail template');
  return first;
}

/** The first package of the catalogue, whose screens the walks open. */
export async function firstPackage(call: SuiteSession['call']): Promise<PackageRef> {
  const [first] = (await call('GET', 'packageList')).response as PackageRef[];
  if (!first) throw new Error('the catalogue has no package');
  return first;
}

/** The first rejection reason (a platform-wide one of migration 024), whose screens the walks open. */
export async function firstRejectionReason(call: SuiteSession['call']): Promise<RejectionReasonRef> {
  const [first] = (await call('GET', 'rejectionReasonList')).response as RejectionReasonRef[];
  if (!first) throw new Error('there is no rejection reason');
  return first;
}
