import type { ActiveState, CandidateStatus } from '@contract/domain';
import { defineArea } from './define';

/** Section 4's nine application statuses, each with its bilingual label. */
const statusEnglish = {
  Applied: 'Applied',
  Contacted: 'Contacted',
  First_Interview: 'First interview',
  Second_Interview: 'Second interview',
  Third_Interview: 'Third interview',
  Contract_Sent: 'Contract sent',
  Contract_Signed: 'Contract signed',
  Employed: 'Employed',
  Rejected: 'Rejected',
} satisfies Record<CandidateStatus, string>;

const activeEnglish = { Active: 'Active', Inactive: 'Inactive' } satisfies Record<ActiveState, string>;

/** The candidate screens: lists, detail and edit (spec sections 2, 3 and 5). */
export default defineArea({
  english: {
    candidates: {
      title: 'Candidates',
      search: 'Search by name, email, phone, vacancy or company',
      fields: {
        name: 'Name',
        email: 'Email',
        phone: 'Phone',
        vacancy: 'Vacancy title',
        company: 'Company',
        status: 'Application status',
        active: 'Active state',
        resume: 'Resume',
        video: 'Video',
        applied_on: 'Applied on',
      },
      status: statusEnglish,
      active: activeEnglish,
      details: {
        title: 'Candidate details',
        open_resume: 'Open the resume',
        no_resume: 'No resume',
        no_video: 'No video',
      },
      edit: { title: 'Edit candidate' },
      notes: {
        title: 'Notes',
        empty: 'No notes yet',
        new: 'New note',
        add: 'Add note',
        save: 'Save',
        cancel: 'Cancel',
        edit: 'Edit note',
        delete: 'Delete note',
        edited: 'edited',
        length: '%{count} of %{max} characters',
        more: 'Show more',
        failed: 'The notes could not be loaded: %{message}',
      },
    },
  },
  german: {
    candidates: {
      title: 'Kandidaten',
      search: 'Nach Name, E-Mail, Telefon, Stelle oder Firma suchen',
      fields: {
        name: 'Name',
        email: 'E-Mail',
        phone: 'Telefon',
        vacancy: 'Stellentitel',
        company: 'Firma',
        status: 'Bewerbungsstatus',
        active: 'Aktivstatus',
        resume: 'Lebenslauf',
        video: 'Video',
        applied_on: 'Beworben am',
      },
      status: {
        Applied: 'Beworben',
        Contacted: 'Kontaktiert',
        First_Interview: 'Erstes Vorstellungsgespräch',
        Second_Interview: 'Zweites Vorstellungsgespräch',
        Third_Interview: 'Drittes Vorstellungsgespräch',
        Contract_Sent: 'Vertrag versendet',
        Contract_Signed: 'Vertrag unterschrieben',
        Employed: 'Eingestellt',
        Rejected: 'Abgelehnt',
      },
      active: { Active: 'Aktiv', Inactive: 'Inaktiv' },
      details: {
        title: 'Kandidatendetails',
        open_resume: 'Lebenslauf öffnen',
        no_resume: 'Kein Lebenslauf',
        no_video: 'Kein Video',
      },
      edit: { title: 'Kandidat bearbeiten' },
      notes: {
        title: 'Notizen',
        empty: 'Noch keine Notizen',
        new: 'Neue Notiz',
        add: 'Notiz hinzufügen',
        save: 'Speichern',
        cancel: 'Abbrechen',
        edit: 'Notiz bearbeiten',
        delete: 'Notiz löschen',
        edited: 'bearbeitet',
        length: '%{count} von %{max} Zeichen',
        more: 'Mehr anzeigen',
        failed: 'Die Notizen konnten nicht geladen werden: %{message}',
      },
    },
  },
});
