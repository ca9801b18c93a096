import { defineBilingualArea } from './define';

/**
 * Issue 30, candidate retention: the customer form's help and the dashboard's forecast, loaded with the screens
 * that show them (the customer form, the dashboard), not with the app's catalog, which every screen loads.
 */
export default defineBilingualArea({
  retention: {
    label: ['Retention (days)', 'Aufbewahrung (Tage)'],
    help: [
      'Rejected or inactive candidates are anonymised after this many days without a change. Empty: the platform default.',
      'Abgelehnte oder inaktive Bewerber werden nach so vielen Tagen ohne Änderung anonymisiert. Leer: die Voreinstellung der Plattform.',
    ],
    title: ['Data retention', 'Aufbewahrung'],
    next: [
      'The next retention sweep, %{when}, anonymises %{count} candidates',
      'Der nächste Aufbewahrungslauf, %{when}, anonymisiert %{count} Bewerber',
    ],
    next_one: [
      'The next retention sweep, %{when}, anonymises 1 candidate',
      'Der nächste Aufbewahrungslauf, %{when}, anonymisiert 1 Bewerber',
    ],
    soon: ['soon', 'in Kürze'],
  },
});
