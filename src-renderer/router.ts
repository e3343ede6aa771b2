/// <reference types="vite/client" />
import { createRouter, createWebHashHistory, type RouteRecordRaw } from 'vue-router'
import HomeScreen from './screens/HomeScreen.vue'

/**
 * A game's own screens beyond its table (Check Mates' hub, solo runs and bid checker), each in its
 * folder's routes.ts. Found by their place rather than through the games' registry, which a phone's
 * seat page reads too: what the seat page imports is what the seat server's folder holds.
 */
const gameRoutes = Object.values(import.meta.glob<RouteRecordRaw[]>('./games/*/routes.ts', { eager: true, import: 'routes' })).flat()

declare module 'vue-router' {
  interface RouteMeta {
    /** The page's name in the window's title, as a message key (src-renderer/locales/pages). */
    title?: string
  }
}

/** Hash routes, so every screen has a link that works in the desktop app and the web edition. */
export const router = createRouter({
  history: createWebHashHistory(),
  routes: [
    { path: '/', name: 'home', component: HomeScreen, meta: { title: 'pages.library' } },
    {
      path: '/learn/:id',
      name: 'learn',
      component: () => import('./screens/LearnScreen.vue'),
      // `start`: straight into the first lesson once there is a learner (a game's first-time offer).
      props: (route) => ({ id: route.params.id, profile: typeof route.query.profile === 'string' ? route.query.profile : undefined, start: route.query.start === '1' }),
      meta: { title: 'pages.learn' },
    },
    { path: '/rules/:id', name: 'rules', component: () => import('./screens/RulesScreen.vue'), props: true, meta: { title: 'pages.rules' } },
    ...gameRoutes,
    { path: '/play/:id', name: 'play', component: () => import('./screens/PlayScreen.vue'), props: true, meta: { title: 'pages.play' } },
    { path: '/table/:tableId', name: 'table', component: () => import('./screens/TableScreen.vue'), props: true, meta: { title: 'pages.table' } },
    {
      path: '/games',
      name: 'games',
      component: () => import('./screens/review/GamesScreen.vue'),
      props: (route) => ({ profile: typeof route.query.profile === 'string' ? route.query.profile : undefined }),
      meta: { title: 'pages.games' },
    },
    {
      path: '/progress',
      name: 'progress',
      component: () => import('./screens/progress/ProgressScreen.vue'),
      // No profile: the guest's runs. Side, deck and period open as the link asks (the solo screen's own words for them).
      props: (route) => {
        const q = route.query
        return {
          profile: typeof q.profile === 'string' && q.profile ? q.profile : undefined,
          side: q.side === 'chess' ? 'chess' : q.side === 'fifteen' ? 'fifteen' : undefined,
          deck: q.deck === '1' ? 'one-point' : q.deck === '2' ? 'two-point' : q.deck === 'all' ? 'all' : undefined,
          period: q.period === '7d' || q.period === '30d' || q.period === 'all' ? q.period : undefined,
        }
      },
      meta: { title: 'pages.progress' },
    },
    { path: '/review/:id', name: 'review', component: () => import('./screens/review/ReviewScreen.vue'), props: true, meta: { title: 'pages.review' } },
    { path: '/profiles/:id', name: 'profile', component: () => import('./screens/ProfileScreen.vue'), props: true, meta: { title: 'pages.record' } },
    { path: '/profiles', name: 'profiles', component: () => import('./screens/ProfilesScreen.vue'), meta: { title: 'pages.players' } },
    { path: '/settings', name: 'settings', component: () => import('./screens/SettingsScreen.vue'), meta: { title: 'pages.settings' } },
    { path: '/:rest(.*)*', name: 'missing', component: () => import('./screens/MissingScreen.vue'), meta: { title: 'pages.missing' } },
  ],
  scrollBehavior: () => ({ top: 0 }),
})
