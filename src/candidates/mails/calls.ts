import { apiPath } from '@contract/paths';
import type { CandidateMail, CandidateMailSend, MailText } from '@contract/templates';
import { API_URL } from '../../providers/accountCalls';
import { createCall } from '../../providers/http';

/** The mail dialog's and section's own calls, beside the dataProvider's: neither is a list of records. */
const call = createCall(API_URL);

/** GET candidate-mails/{uid}/: the mails the candidate was sent, newest first. */
export async function mailsOf(candidateUid: string, signal?: AbortSignal): Promise<CandidateMail[]> {
  const answer = await call(apiPath('candidateMails', { id: candidateUid }), { signal });
  return Array.isArray(answer.response) ? (answer.response as CandidateMail[]) : [];
}

/** GET email-template-preview/{uid}/?candidate=: the template's mail for the candidate, in their language. */
export async function previewOf(templateUid: string, candidateUid: string): Promise<MailText> {
  const answer = await call(apiPath('templatePreview', { id: templateUid }), {
    query: { candidate: candidateUid },
  });
  return answer.response as MailText;
}

/** POST candidate-mail-send/{uid}/: the mail queued; answers the server's message. */
export async function sendMail(candidateUid: string, mail: CandidateMailSend): Promise<string> {
  const answer = await call(apiPath('candidateMailSend', { id: candidateUid }), {
    method: 'POST',
    json: mail,
  });
  return String(answer.response);
}
