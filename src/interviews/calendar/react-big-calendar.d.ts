/**
 * The part of react-big-calendar's API the interviews' calendar uses, typed here: the library ships no types
 * of its own (@types/react-big-calendar would give them all).
 */
declare module 'react-big-calendar' {
  import type {
    Component,
    ComponentType,
    CSSProperties,
    KeyboardEvent,
    ReactNode,
    SyntheticEvent,
  } from 'react';
  import type { Locale } from 'date-fns';

  export type View = 'month' | 'week' | 'work_week' | 'day' | 'agenda';
  export type NavigateAction = 'PREV' | 'NEXT' | 'TODAY' | 'DATE';

  /** Opaque: made by a localizer factory, handed to the calendar. */
  export interface DateLocalizer {
    format(value: Date, format: string, culture?: string): string;
  }

  export function dateFnsLocalizer(config: {
    format: (date: Date, format: string, options: { locale?: Locale }) => string;
    parse: (value: string, format: string, reference: Date, options: { locale?: Locale }) => Date;
    startOfWeek: (date: Date, options: { locale?: Locale }) => Date;
    getDay: (date: Date) => number;
    locales: Record<string, Locale>;
  }): DateLocalizer;

  export interface Messages<TEvent = object> {
    date?: string;
    time?: string;
    event?: string;
    allDay?: string;
    week?: string;
    work_week?: string;
    day?: string;
    month?: string;
    previous?: string;
    next?: string;
    yesterday?: string;
    tomorrow?: string;
    today?: string;
    agenda?: string;
    noEventsInRange?: string;
    /** A day's "+N more": its hidden events' count, those events, and every event it was given. */
    showMore?: (total: number, remainingEvents: TEvent[], events: TEvent[]) => string;
  }

  interface Range {
    start: Date;
    end: Date;
  }
  type DateFormat = string | ((date: Date, culture: string | undefined, localizer: DateLocalizer) => string);
  type RangeFormat =
    string | ((range: Range, culture: string | undefined, localizer: DateLocalizer) => string);

  export interface Formats {
    dateFormat?: DateFormat;
    dayFormat?: DateFormat;
    weekdayFormat?: DateFormat;
    timeGutterFormat?: DateFormat;
    monthHeaderFormat?: DateFormat;
    dayHeaderFormat?: DateFormat;
    dayRangeHeaderFormat?: RangeFormat;
    agendaHeaderFormat?: RangeFormat;
    agendaDateFormat?: DateFormat;
    agendaTimeFormat?: DateFormat;
    agendaTimeRangeFormat?: RangeFormat;
    eventTimeRangeFormat?: RangeFormat;
    eventTimeRangeStartFormat?: RangeFormat;
    eventTimeRangeEndFormat?: RangeFormat;
  }

  export interface ToolbarProps {
    date: Date;
    view: View;
    views: View[];
    label: string;
    onNavigate: (action: NavigateAction, date?: Date) => void;
    onView: (view: View) => void;
  }

  export interface EventProps<E> {
    event: E;
    title: string;
  }

  export interface Components<E> {
    toolbar?: ComponentType<ToolbarProps>;
    event?: ComponentType<EventProps<E>>;
    month?: { event?: ComponentType<EventProps<E>> };
    agenda?: { event?: ComponentType<EventProps<E>> };
    week?: { header?: ComponentType<{ label: ReactNode }> };
    day?: { header?: ComponentType<{ label: ReactNode }> };
  }

  export interface CalendarProps<E extends object> {
    localizer: DateLocalizer;
    culture?: string;
    events: E[];
    startAccessor: (event: E) => Date;
    endAccessor: (event: E) => Date;
    titleAccessor?: (event: E) => string;
    tooltipAccessor?: ((event: E) => string) | null;
    allDayAccessor?: (event: E) => boolean;
    view: View;
    views: View[];
    date: Date;
    onView: (view: View) => void;
    onNavigate: (date: Date, view: View, action: NavigateAction) => void;
    onSelectEvent?: (event: E, cause: SyntheticEvent) => void;
    onKeyPressEvent?: (event: E, cause: KeyboardEvent) => void;
    components?: Components<E>;
    messages?: Messages<E>;
    formats?: Formats;
    /** The agenda's days. */
    length?: number;
    popup?: boolean;
    scrollToTime?: Date;
    className?: string;
    style?: CSSProperties;
  }

  export class Calendar<E extends object> extends Component<CalendarProps<E>> {}
}
