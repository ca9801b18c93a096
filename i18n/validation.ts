import { defineBilingualArea } from './define';

/** Field rules' messages (spec section 5), shared by the app's forms and the API's answers. */
export default defineBilingualArea({
  required: ['Required', 'Pflichtfeld'],
  email_required: ['Please enter a valid email', 'Bitte geben Sie eine gültige E-Mail-Adresse ein'],
  email_invalid: ['Invalid email address', 'Ungültige E-Mail-Adresse'],
  password_required: ['Please enter a valid password', 'Bitte geben Sie ein gültiges Passwort ein'],
  password_min: ['Minimum %{min} Characters required', 'Mindestens %{min} Zeichen erforderlich'],
  max_length: ['Max %{max} is allowed', 'Maximal %{max} Zeichen erlaubt'],
  passwords_mismatch: ['Your passwords do no match', 'Ihre Passwörter stimmen nicht überein'],
  name_required: ['Please enter a valid name', 'Bitte geben Sie einen gültigen Namen ein'],
  logo_required: ['Please upload a image', 'Bitte laden Sie ein Bild hoch'],
  image_type: [
    'Please upload a PNG, JPEG, WebP or GIF image',
    'Bitte laden Sie ein PNG-, JPEG-, WebP- oder GIF-Bild hoch',
  ],
  folder_name_required: [
    'Please enter a valid folder name',
    'Bitte geben Sie einen gültigen Ordnernamen ein',
  ],
  folder_id_required: ['Please enter a valid folder id', 'Bitte geben Sie eine gültige Ordner-ID ein'],
  number_invalid: ['Please enter a valid number', 'Bitte geben Sie eine gültige Zahl ein'],
  number_max: [
    'Please enter a number not greater than %{max}',
    'Bitte geben Sie eine Zahl ein, die nicht größer als %{max} ist',
  ],
  date_invalid: [
    'Please enter a valid date (YYYY-MM-DD)',
    'Bitte geben Sie ein gültiges Datum ein (JJJJ-MM-TT)',
  ],
  due_before_start: [
    'The due date must not be before the start date',
    'Der Bewerbungsschluss darf nicht vor dem Startdatum liegen',
  ],
  report_range_order: [
    'The end of the range must not be before its start',
    'Das Ende des Zeitraums darf nicht vor seinem Beginn liegen',
  ],
  report_range: ['A report covers at most %{max} days', 'Ein Bericht umfasst höchstens %{max} Tage'],
  choice_invalid: ['Please choose one of the options', 'Bitte wählen Sie eine der Optionen'],
  customer_unknown: ['Please choose a customer from the list', 'Bitte wählen Sie einen Kunden aus der Liste'],
  package_unknown: ['Please choose packages from the list', 'Bitte wählen Sie Pakete aus der Liste'],
  rejection_reason_unknown: [
    'Please choose a rejection reason from the list',
    'Bitte wählen Sie einen Ablehnungsgrund aus der Liste',
  ],
  rejection_reason_required: [
    'Please choose a rejection reason: this customer requires one',
    'Bitte wählen Sie einen Ablehnungsgrund: dieser Kunde verlangt einen',
  ],
  old_password_required: ['Please enter your current password', 'Bitte geben Sie Ihr aktuelles Passwort ein'],
  old_password_wrong: ['The current password is not correct', 'Das aktuelle Passwort ist nicht korrekt'],
  bulk_selection: [
    'Please select records, or all records matching the list',
    'Bitte wählen Sie Datensätze aus, oder alle Datensätze, die zur Liste passen',
  ],
  bulk_too_many_uids: [
    'At most %{max} records can be selected one by one',
    'Höchstens %{max} Datensätze können einzeln ausgewählt werden',
  ],
  bulk_nothing_to_set: ['Please choose what to change', 'Bitte wählen Sie, was geändert werden soll'],
  date_time_invalid: [
    'Please enter a valid date and time',
    'Bitte geben Sie ein gültiges Datum und eine gültige Uhrzeit ein',
  ],
  criteria_invalid: [
    'Please enter the criteria as a list of names',
    'Bitte geben Sie die Kriterien als Liste von Namen ein',
  ],
  criteria_max: ['At most %{max} criteria are allowed', 'Höchstens %{max} Kriterien sind erlaubt'],
  interview_minutes: [
    'Please enter between %{min} and %{max} minutes',
    'Bitte geben Sie zwischen %{min} und %{max} Minuten ein',
  ],
  interview_range: [
    'Please choose a time range of at most %{max} days, or a candidate',
    'Bitte wählen Sie einen Zeitraum von höchstens %{max} Tagen oder einen Kandidaten',
  ],
  interviewers_required: [
    'Please choose at least one interviewer',
    'Bitte wählen Sie mindestens eine Person für das Gespräch',
  ],
  interviewer_unknown: [
    'Please choose interviewers from the list',
    'Bitte wählen Sie die Personen für das Gespräch aus der Liste',
  ],
  interviewers_max: [
    'At most %{max} interviewers are allowed',
    'Höchstens %{max} Personen können das Gespräch führen',
  ],
  link_invalid: [
    'Please enter a link starting with https:// or http://',
    'Bitte geben Sie einen Link ein, der mit https:// oder http:// beginnt',
  ],
  place_or_link_required: [
    'Please enter a place or a video link',
    'Bitte geben Sie einen Ort oder einen Videolink ein',
  ],
  time_zone_invalid: ['Please choose a valid time zone', 'Bitte wählen Sie eine gültige Zeitzone'],
  template_placeholder: [
    'Unknown placeholder: use only %{known}',
    'Unbekannter Platzhalter: verwenden Sie nur %{known}',
  ],
});
