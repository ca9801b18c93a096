import { defineBilingualArea } from './define';

/**
 * The app's own screen texts (sign-in, layout, dashboard, lists) under `app.`, apart from react-admin's `ra.`
 * and the shared `validation.` and `api.` keys; resource screens add their areas beside it.
 */
export default defineBilingualArea({
  app: {
    title: ['Recruit Admin', 'Recruit Admin'],
    loading: ['Loading…', 'Wird geladen …'],
    connection: {
      offline: [
        'You are offline. The app carries on when the network is back.',
        'Sie sind offline. Die App macht weiter, sobald das Netz wieder da ist.',
      ],
      unreachable: [
        'The server cannot be reached. Retrying…',
        'Der Server ist nicht erreichbar. Neuer Versuch läuft …',
      ],
      not_saved: [
        'The change was not saved: the server cannot be reached.',
        'Die Änderung wurde nicht gespeichert: Der Server ist nicht erreichbar.',
      ],
      try_again: [
        'The server cannot be reached. Please try again in a moment.',
        'Der Server ist nicht erreichbar. Bitte versuchen Sie es gleich noch einmal.',
      ],
    },
    language: {
      label: ['Language: %{language}', 'Sprache: %{language}'],
    },
    sign_in: {
      title: ['Sign in', 'Anmelden'],
      subtitle: [
        'Welcome back! Please sign in to manage your recruiting platform.',
        'Willkommen zurück! Bitte melden Sie sich an, um Ihre Recruiting-Plattform zu verwalten.',
      ],
      email: ['Email', 'E-Mail'],
      password: ['Password', 'Passwort'],
      remember: ['Remember me', 'Angemeldet bleiben'],
      forgot: ['Forgot password?', 'Passwort vergessen?'],
      submit: ['Sign in', 'Anmelden'],
    },
    forget_password: {
      title: ['Forgot your password?', 'Passwort vergessen?'],
      hint: [
        'Enter the email address of your account and we will send you a link to set a new password.',
        'Geben Sie die E-Mail-Adresse Ihres Kontos ein. Wir senden Ihnen einen Link, mit dem Sie ein neues Passwort festlegen können.',
      ],
      email: ['Email', 'E-Mail'],
      submit: ['Send reset link', 'Link senden'],
      back: ['Back to sign in', 'Zurück zur Anmeldung'],
    },
    password_reset: {
      title: ['Set a new password', 'Neues Passwort festlegen'],
      hint: [
        'Choose a new password with %{min} to %{max} characters and enter it twice.',
        'Wählen Sie ein neues Passwort mit %{min} bis %{max} Zeichen und geben Sie es zweimal ein.',
      ],
      password: ['New password', 'Neues Passwort'],
      confirm: ['Confirm password', 'Passwort bestätigen'],
      submit: ['Reset password', 'Passwort zurücksetzen'],
      back: ['Back to sign in', 'Zurück zur Anmeldung'],
    },
    layout: {
      profile: ['My profile', 'Mein Profil'],
      navigation: ['Main navigation', 'Hauptnavigation'],
    },
    search: {
      open: ['Search', 'Suchen'],
      shortcut: ['Ctrl K', 'Strg K'],
      label: [
        'Search candidates, vacancies, customers and users',
        'Kandidaten, Stellen, Kunden und Benutzer suchen',
      ],
      placeholder: ['Name, email or title…', 'Name, E-Mail oder Titel…'],
      results: ['Search results', 'Suchergebnisse'],
      searching: ['Searching…', 'Suche läuft…'],
      none: ['Nothing found for "%{term}"', 'Nichts gefunden für „%{term}“'],
      hint: ['Type at least %{min} characters', 'Mindestens %{min} Zeichen eingeben'],
      count: [
        '%{smart_count} result |||| %{smart_count} results',
        '%{smart_count} Ergebnis |||| %{smart_count} Ergebnisse',
      ],
      all: ['Show all %{smart_count} in the list', 'Alle %{smart_count} in der Liste zeigen'],
      /** Before a field a result was found in, other than its name and email or company: "Company: Müller GmbH". */
      found_in: ['%{field}:', '%{field}:'],
    },
    theme: {
      dark: ['Dark mode', 'Dunkles Design'],
    },
    menu: {
      dashboard: ['Dashboard', 'Dashboard'],
      vacancies: ['Vacancies', 'Stellen'],
      candidates: ['Candidates', 'Kandidaten'],
      users: ['Users', 'Benutzer'],
      customers: ['Customers', 'Kunden'],
      interviews: ['Interviews', 'Gespräche'],
      mails: ['Mail queue', 'Postausgang'],
      reports: ['Reports', 'Berichte'],
    },
    dashboard: {
      title: ['Dashboard', 'Dashboard'],
      active_customers: ['Active customers', 'Aktive Kunden'],
      inactive_customers: ['Inactive customers', 'Inaktive Kunden'],
      active_users: ['Active users', 'Aktive Benutzer'],
      inactive_users: ['Inactive users', 'Inaktive Benutzer'],
      active_vacancies: ['Active vacancies', 'Aktive Stellen'],
      inactive_vacancies: ['Inactive vacancies', 'Inaktive Stellen'],
      active_candidates: ['Active candidates', 'Aktive Kandidaten'],
      inactive_candidates: ['Inactive candidates', 'Inaktive Kandidaten'],
      failed: ['The counts could not be loaded.', 'Die Zahlen konnten nicht geladen werden.'],
      charts: {
        failed: ['The charts could not be loaded.', 'Die Diagramme konnten nicht geladen werden.'],
        weeks_title: [
          'Applications per week (last %{smart_count} weeks)',
          'Bewerbungen pro Woche (letzte %{smart_count} Wochen)',
        ],
        week: ['Week starting', 'Woche ab'],
        applications: ['Applications', 'Bewerbungen'],
        statuses_title: ['Candidates per application status', 'Kandidaten pro Bewerbungsstatus'],
        candidates: ['Candidates', 'Kandidaten'],
      },
    },
    list: {
      search: ['Search', 'Suche'],
      normal_search: ['Normal search', 'Einfache Suche'],
      advanced_search: ['Advanced search', 'Erweiterte Suche'],
      search_mode: ['Search mode', 'Suchmodus'],
      view: ['View', 'Ansicht'],
      list_view: ['List view', 'Listenansicht'],
      grid_view: ['Grid view', 'Kachelansicht'],
      add: ['Add', 'Hinzufügen'],
      tabs: ['Filter by status', 'Nach Status filtern'],
      all: ['All', 'Alle'],
      active: ['Active', 'Aktiv'],
      inactive: ['Inactive', 'Inaktiv'],
      pending: ['Pending', 'Ausstehend'],
      empty_title: ['No Records Found', 'Keine Einträge gefunden'],
      empty_text: ['There are no records to display', 'Es gibt keine Einträge zum Anzeigen'],
      actions: ['Actions', 'Aktionen'],
      actions_for: ['Actions for %{name}', 'Aktionen für %{name}'],
      pages: ['Pages', 'Seiten'],
      results: [
        '%{smart_count} result |||| %{smart_count} results',
        '%{smart_count} Ergebnis |||| %{smart_count} Ergebnisse',
      ],
      details: ['Details', 'Details'],
      edit: ['Edit', 'Bearbeiten'],
      delete: ['Delete', 'Löschen'],
      export: ['Export', 'Exportieren'],
      exporting: ['Exporting…', 'Wird exportiert…'],
      export_as: {
        xlsx: ['Excel workbook (.xlsx)', 'Excel-Arbeitsmappe (.xlsx)'],
        csv: ['CSV file (.csv)', 'CSV-Datei (.csv)'],
      },
    },
    personal_data: ['Download personal data', 'Personenbezogene Daten herunterladen'],
    delete: {
      title: ['Are you sure?', 'Sind Sie sicher?'],
      text: ["You won't be able to revert this!", 'Dies kann nicht rückgängig gemacht werden!'],
      confirm: ['Yes, delete it!', 'Ja, löschen!'],
      cancel: ['Cancel', 'Abbrechen'],
    },
    page: {
      breadcrumb: ['Breadcrumb', 'Brotkrümelnavigation'],
      back: ['Back', 'Zurück'],
      none: ['None', 'Keine Angabe'],
      video_unsupported: [
        'This browser cannot play the video.',
        'Dieser Browser kann das Video nicht abspielen.',
      ],
    },
    day_input: {
      placeholder: ['DD.MM.YYYY', 'TT.MM.JJJJ'],
      invalid: [
        'Please enter a valid date (DD.MM.YYYY)',
        'Bitte geben Sie ein gültiges Datum ein (TT.MM.JJJJ)',
      ],
      pick: ['Choose a date', 'Datum wählen'],
    },
    password_input: {
      show: ['Show %{field_lower_first}', '%{field} anzeigen'],
      hide: ['Hide %{field_lower_first}', '%{field} ausblenden'],
    },
    image_picker: {
      remove: ['Remove the chosen %{field_lower_first}', 'Auswahl entfernen: %{field}'],
    },
    date_time: ['%{date} at %{time}', '%{date} um %{time} Uhr'],
    not_found: {
      title: ['Page not found', 'Seite nicht gefunden'],
      text: [
        'There is no page at this address: it may have been mistyped, or the link is out of date.',
        'Unter dieser Adresse gibt es keine Seite: Sie ist vielleicht falsch geschrieben, oder der Link ist veraltet.',
      ],
    },
    error: {
      title: ['Something went wrong', 'Etwas ist schiefgelaufen'],
      broken: ['This page could not be shown.', 'Diese Seite konnte nicht angezeigt werden.'],
      unreachable: [
        'The server cannot be reached. Please check your connection and try again.',
        'Der Server ist nicht erreichbar. Bitte prüfen Sie Ihre Verbindung und versuchen Sie es erneut.',
      ],
      outdated: [
        'The app has been updated, but its new version could not be loaded yet. Please try again in a moment.',
        'Die App wurde aktualisiert, ihre neue Version konnte aber noch nicht geladen werden. Bitte versuchen Sie es gleich noch einmal.',
      ],
      retry: ['Try again', 'Erneut versuchen'],
      home: ['Back to the dashboard', 'Zurück zum Dashboard'],
      sign_in: ['Back to sign in', 'Zurück zur Anmeldung'],
      details: ['Technical details', 'Technische Details'],
    },
    new_version: {
      unsaved: [
        'A new version of the app is available. Your unsaved changes in this form will be lost when it reloads.',
        'Eine neue Version der App ist verfügbar. Ihre nicht gespeicherten Änderungen in diesem Formular gehen beim Neuladen verloren.',
      ],
      reload: ['Reload', 'Neu laden'],
      stay: ['Stay on this page', 'Auf der Seite bleiben'],
    },
    history: {
      title: ['History', 'Verlauf'],
      empty: ['No changes recorded yet', 'Noch keine Änderungen aufgezeichnet'],
      failed: [
        'The history could not be loaded: %{message}',
        'Der Verlauf konnte nicht geladen werden: %{message}',
      ],
      retry: ['Try again', 'Erneut versuchen'],
      more: ['Show more', 'Mehr anzeigen'],
      platform: ['the platform', 'der Plattform'],
      actions: {
        create: ['Created by %{actor}', 'Erstellt von %{actor}'],
        update: ['Changed by %{actor}', 'Geändert von %{actor}'],
        delete: ['Deleted by %{actor}', 'Gelöscht von %{actor}'],
      },
      note_actions: {
        create: ['Note added by %{actor}', 'Notiz hinzugefügt von %{actor}'],
        update: ['Note edited by %{actor}', 'Notiz bearbeitet von %{actor}'],
        delete: ['Note deleted by %{actor}', 'Notiz gelöscht von %{actor}'],
      },
      note_text: ['Note', 'Notiz'],
      field_set: ['%{field} set', '%{field} festgelegt'],
      field_changed: ['%{field} changed', '%{field} geändert'],
      full_text: ['Show the full text', 'Ganzen Text anzeigen'],
      short_text: ['Show less', 'Weniger anzeigen'],
    },
  },
});
