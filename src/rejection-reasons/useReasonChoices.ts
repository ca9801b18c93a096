import { useGetList, useLocaleState, useTranslate } from 'react-admin';
import { reasonName, reasonNameField } from './reasonName';
import type { RejectionReasonRecord } from './types';

const ALL = { page: 1, perPage: 10_000 };

export interface ReasonChoice {
  id: string;
  name: string;
}

/**
 * The reasons a rejection may be given, alphabetical in the UI's language: those of a company's candidates (the
 * platform-wide ones and its own) for `companyUid`; without one, every reason the caller reads (a SubAdmin's bulk
 * selection may span companies: a company's reason names its company).
 */
export function useReasonChoices(companyUid?: string): { choices: ReasonChoice[]; isPending: boolean } {
  const [locale] = useLocaleState();
  const translate = useTranslate();
  const { data = [], isPending } = useGetList<RejectionReasonRecord>('rejectionReasons', {
    pagination: ALL,
    sort: { field: reasonNameField(locale), order: 'ASC' },
  });
  // The unpaged list is the caller's whole scope: a company's choices are picked from it here.
  const usable = data.filter(
    (reason) => !companyUid || reason.company === null || reason.company.company_uid === companyUid,
  );
  const choices = usable.map((reason) => {
    const name = reasonName(reason, locale);
    const company = companyUid ? undefined : reason.company?.company_name;
    return {
      id: reason.id,
      name: company ? translate('rejectionReasons.choice.of_company', { name, company }) : name,
    };
  });
  return { choices, isPending };
}
