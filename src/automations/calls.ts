import type { Automation, AutomationCreate } from '@contract/automations';
import { apiPath } from '@contract/paths';
import { API_URL } from '../providers/accountCalls';
import { createCall } from '../providers/http';

const call = createCall(API_URL);

/** GET automation-list/?company=: a customer's rules, its defaults and its vacancies' own. */
export async function automationsOf(companyUid: string, signal?: AbortSignal): Promise<Automation[]> {
  const answer = await call(apiPath('automationList'), { query: { company: companyUid }, signal });
  return Array.isArray(answer.response) ? (answer.response as Automation[]) : [];
}

export async function addAutomation(rule: AutomationCreate): Promise<string> {
  return String((await call(apiPath('automationCreate'), { method: 'POST', json: rule })).response);
}

export async function removeAutomation(uid: string): Promise<string> {
  return String((await call(apiPath('automationDelete', { id: uid }), { method: 'DELETE' })).response);
}
