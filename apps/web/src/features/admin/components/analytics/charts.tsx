import { lazy } from 'react';

const views = () => import('./chart-views');

/* recharts loads with the first chart, not with the screen: the stat cards render at once. */
export const SignupsChart = lazy(() => views().then((m) => ({ default: m.SignupsChart })));
export const ActiveClientsChart = lazy(() => views().then((m) => ({ default: m.ActiveClientsChart })));
export const FunnelChart = lazy(() => views().then((m) => ({ default: m.FunnelChart })));
export const ApprovalsChart = lazy(() => views().then((m) => ({ default: m.ApprovalsChart })));
export const TicketsChart = lazy(() => views().then((m) => ({ default: m.TicketsChart })));
