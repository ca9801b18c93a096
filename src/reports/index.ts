/**
 * The hiring funnel report (issue 34): its declaration and route. Its screen (ReportPage) is not exported
 * here: src/screens.ts loads it lazily, and nothing else should carry it or its charts.
 */
export { reports } from './resource';
export { reportRoutes } from './routes';
