import type { RouteRecordRaw } from 'vue-router'

/**
 * Check Mates' screens beyond its table: the hub, solo runs and the bid checker. The router finds
 * a game's routes.ts in its folder (router.ts); they are the app's screens, so nothing a phone's
 * seat page imports reaches them, and the seat server's folder never holds them.
 */
export const routes: RouteRecordRaw[] = [
  { path: '/checkmates', name: 'checkmates', component: () => import('./screens/HubScreen.vue'), meta: { title: 'checkmates.pages.hub' } },
  { path: '/checkmates/solo', name: 'checkmates-solo', component: () => import('./screens/SoloScreen.vue'), meta: { title: 'checkmates.pages.solo' } },
  { path: '/checkmates/checker', name: 'checkmates-checker', component: () => import('./screens/CheckerScreen.vue'), meta: { title: 'checkmates.pages.checker' } },
]
