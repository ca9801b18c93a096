import app from './app';
import candidates from './candidates';
import customers from './customers';
import type { Language } from './index';
import packages from './packages';
import presence from './presence';
import profile from './profile';
import templates from './templates';
import rejectionReasons from './rejection-reasons';
import users from './users';
import vacancies from './vacancies';

/**
 * The screens' catalog areas, one per screen family: the app shows them, and the API's CSV export writes its
 * column headers and values with them. A new resource's texts are one more line here.
 */
export const SCREEN_AREAS = [
  app,
  vacancies,
  candidates,
  users,
  customers,
  packages,
  profile,
  presence,
  templates,
  rejectionReasons,
  profile,
  presence,
];

/** Every screen text of one language, as one catalog. */
export const screenTexts = (language: Language) =>
  Object.assign({}, ...SCREEN_AREAS.map((area) => area[language])) as ScreenTexts;

/** Each area keeps its texts under a top-level key of its own, so the catalog is all of them at once. */
type AllOf<U> = (U extends unknown ? (area: U) => void : never) extends (area: infer I) => void ? I : never;
export type ScreenTexts = AllOf<(typeof SCREEN_AREAS)[number]['english']>;
