import { useParams } from 'react-router-dom';
import type { TemplateItem } from '@contract/templates';
import { templateRoutes } from './routes';

/** A template as the dataProvider hands it over (`id` = uid). */
export type TemplateRecord = TemplateItem & { id: string };

/** The {uid} of a template route; its list is the one list of templates. */
export function useTemplateParams() {
  const { uid = '' } = useParams();
  return { uid, listRoute: templateRoutes.list };
}

/** The subject in the UI's language ('english' or 'german'). */
export const subjectIn = (template: TemplateItem, locale: string) =>
  locale === 'german' ? template.subject_de : template.subject_en;
