/// <reference types="vite/client" />
import { createRouter, createWebHashHistory, type RouteRecordRaw } from 'vue-router'
import HomeScreen from './screens/HomeScreen.vue'

/**
 * A game's own screens beyond its table (Check Mates' hub, solo runs and bid checker), each in its
 * folder's routes.ts. Found by their place rather than through the games' registry, which a phone's
 * seat page reads too: what the seat page imports is what the seat server's folder holds.
 */
const gameRoutes = Object.values(import.meta.glob<RouteRecordRaw[]>('./games/*/routes.ts', { eager: true, import: 'routes' })).flat()

/** Hash routes, so every screen has a link that works in the desktop app and the web edition. */
export const router = createRouter({
  history: createWebHashHistory(),
  routes: [
    { path: '/', name: 'home', component: HomeScreen, meta: { title: 'Library' } },
    { path: '/rules/:id', name: 'rules', component: () => import('./screens/RulesScreen.vue'), props: true, meta: { title: 'Rules' } },
    ...gameRoutes,
    { path: '/play/:id', name: 'play', component: () => import('./screens/PlayScreen.vue'), props: true, meta: { title: 'Play' } },
    { path: '/table/:tableId', name: 'table', component: () => import('./screens/TableScreen.vue'), props: true, meta: { title: 'Table' } },
    {
      path: '/games',
      name: 'games',
      component: () => import('./screens/review/GamesScreen.vue'),
      props: (route) => ({ profile: typeof route.query.profile === 'string' ? route.query.profile : undefined }),
      meta: { title: 'Past games' },
    },
    { path: '/review/:id', name: 'review', component: () => import('./screens/review/ReviewScreen.vue'), props: true, meta: { title: 'Review' } },
    { path: '/profiles/:id', name: 'profile', component: () => import('./screens/ProfileScreen.vue'), props: true, meta: { title: 'Record' } },
    { path: '/profiles', name: 'profiles', component: () => import('./screens/ProfilesScreen.vue'), meta: { title: 'Players' } },
    { path: '/settings', name: 'settings', component: () => import('./screens/SettingsScreen.vue'), meta: { title: 'Settings' } },
    { path: '/:rest(.*)*', name: 'missing', component: () => import('./screens/MissingScreen.vue'), meta: { title: 'Not found' } },
  ],
  scrollBehavior: () => ({ top: 0 }),
})
