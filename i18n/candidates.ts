import type { ActiveState, CandidateStatus } from '@contract/domain';
import { defineBilingualArea, type Texts } from './define';

/** Section 4's nine application statuses, each with its bilingual label. */
const status: Record<CandidateStatus, Texts> = {
  Applied: ['Applied', 'Beworben'],
  Contacted: ['Contacted', 'Kontaktiert'],
  First_Interview: ['First interview', 'Erstes Vorstellungsgespräch'],
  Second_Interview: ['Second interview', 'Zweites Vorstellungsgespräch'],
  Third_Interview: ['Third interview', 'Drittes Vorstellungsgespräch'],
  Contract_Sent: ['Contract sent', 'Vertrag versendet'],
  Contract_Signed: ['Contract signed', 'Vertrag unterschrieben'],
  Employed: ['Employed', 'Eingestellt'],
  Rejected: ['Rejected', 'Abgelehnt'],
};

const active: Record<ActiveState, Texts> = {
  Active: ['Active', 'Aktiv'],
  Inactive: ['Inactive', 'Inaktiv'],
};

/** The candidate screens: lists, detail and edit (spec sections 2, 3 and 5). */
export default defineBilingualArea({
  candidates: {
    title: ['Candidates', 'Kandidaten'],
    search: [
      'Search by name, email, phone, vacancy or company',
      'Nach Name, E-Mail, Telefon, Stelle oder Firma suchen',
    ],
    fields: {
      name: ['Name', 'Name'],
      email: ['Email', 'E-Mail'],
      phone: ['Phone', 'Telefon'],
      vacancy: ['Vacancy title', 'Stellentitel'],
      company: ['Company', 'Firma'],
      status: ['Application status', 'Bewerbungsstatus'],
      active: ['Active state', 'Aktivstatus'],
      resume: ['Resume', 'Lebenslauf'],
      video: ['Video', 'Video'],
      applied_on: ['Applied on', 'Beworben am'],
      language: ['Language of mails', 'Sprache der E-Mails'],
    },
    languages: {
      english: ['English', 'Englisch'],
      german: ['German', 'Deutsch'],
    },
    status,
    active,
    details: {
      title: ['Candidate details', 'Kandidatendetails'],
      open_resume: ['Open the resume', 'Lebenslauf öffnen'],
      no_resume: ['No resume', 'Kein Lebenslauf'],
      no_video: ['No video', 'Kein Video'],
    },
    edit: {
      title: ['Edit candidate', 'Kandidat bearbeiten'],
    },
    notes: {
      title: ['Notes', 'Notizen'],
      empty: ['No notes yet', 'Noch keine Notizen'],
      new: ['New note', 'Neue Notiz'],
      add: ['Add note', 'Notiz hinzufügen'],
      save: ['Save', 'Speichern'],
      cancel: ['Cancel', 'Abbrechen'],
      edit: ['Edit note', 'Notiz bearbeiten'],
      delete: ['Delete note', 'Notiz löschen'],
      edited: ['edited', 'bearbeitet'],
      length: ['%{count} of %{max} characters', '%{count} von %{max} Zeichen'],
      more: ['Show more', 'Mehr anzeigen'],
      failed: [
        'The notes could not be loaded: %{message}',
        'Die Notizen konnten nicht geladen werden: %{message}',
      ],
    },
  },
});
