import type { Automation, AutomationCreate } from '@contract/automations';
import { apiPath } from '@contract/paths';
import { API_URL } from '../providers/accountCalls';
import { createCall } from '../providers/http';

const call = createCall(API_URL);

/** Whose rules: a customer's defaults, or one vacancy's own. */
export type AutomationOwner = { company: string } | { vacancy: string };

/** GET automation-list/: the owner's rules (a customer's: its defaults only). */
export async function automationsOf(owner: AutomationOwner, signal?: AbortSignal): Promise<Automation[]> {
  const answer = await call(apiPath('automationList'), { query: owner, signal });
  const rules = Array.isArray(answer.response) ? (answer.response as Automation[]) : [];
  return 'company' in owner ? rules.filter((rule) => rule.vacancy === null) : rules;
}

export async function addAutomation(rule: AutomationCreate): Promise<string> {
  return String((await call(apiPath('automationCreate'), { method: 'POST', json: rule })).response);
}

export async function removeAutomation(uid: string): Promise<string> {
  return String((await call(apiPath('automationDelete', { id: uid }), { method: 'DELETE' })).response);
}
