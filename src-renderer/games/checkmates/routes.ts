import type { RouteRecordRaw } from 'vue-router'

/**
 * Check Mates' screens beyond its table: the hub, solo runs, the daily puzzle, streaks and the bid checker. The router finds
 * a game's routes.ts in its folder (router.ts); they are the app's screens, so nothing a phone's
 * seat page imports reaches them, and the seat server's folder never holds them.
 */
export const routes: RouteRecordRaw[] = [
  { path: '/checkmates', name: 'checkmates', component: () => import('./screens/HubScreen.vue'), meta: { title: 'checkmates.pages.hub' } },
  { path: '/checkmates/solo', name: 'checkmates-solo', component: () => import('./screens/SoloScreen.vue'), meta: { title: 'checkmates.pages.solo' } },
  { path: '/checkmates/daily', name: 'checkmates-daily', component: () => import('./screens/DailyScreen.vue'), meta: { title: 'checkmates.pages.daily' } },
  { path: '/checkmates/streak', name: 'checkmates-streak', component: () => import('./screens/StreakScreen.vue'), meta: { title: 'checkmates.pages.streak' } },
  { path: '/checkmates/checker', name: 'checkmates-checker', component: () => import('./screens/CheckerScreen.vue'), meta: { title: 'checkmates.pages.checker' } },
]
