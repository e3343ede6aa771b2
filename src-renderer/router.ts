import { createRouter, createWebHashHistory } from 'vue-router'
import HomeScreen from './screens/HomeScreen.vue'

/** Hash routes, so every screen has a link that works in the desktop app and the web edition. */
export const router = createRouter({
  history: createWebHashHistory(),
  routes: [
    { path: '/', name: 'home', component: HomeScreen, meta: { title: 'Library' } },
    { path: '/rules/:id', name: 'rules', component: () => import('./screens/RulesScreen.vue'), props: true, meta: { title: 'Rules' } },
    { path: '/checkmates', name: 'checkmates', component: () => import('./screens/checkmates/HubScreen.vue'), meta: { title: 'Check Mates' } },
    { path: '/checkmates/solo', name: 'checkmates-solo', component: () => import('./screens/checkmates/SoloScreen.vue'), meta: { title: 'Solo' } },
    { path: '/checkmates/checker', name: 'checkmates-checker', component: () => import('./screens/checkmates/CheckerScreen.vue'), meta: { title: 'Bid checker' } },
    { path: '/play/:id', name: 'play', component: () => import('./screens/PlayScreen.vue'), props: true, meta: { title: 'Play' } },
    { path: '/table/:tableId', name: 'table', component: () => import('./screens/TableScreen.vue'), props: true, meta: { title: 'Table' } },
    { path: '/profiles/:id', name: 'profile', component: () => import('./screens/ProfileScreen.vue'), props: true, meta: { title: 'Record' } },
    { path: '/profiles', name: 'profiles', component: () => import('./screens/ProfilesScreen.vue'), meta: { title: 'Players' } },
    { path: '/settings', name: 'settings', component: () => import('./screens/SettingsScreen.vue'), meta: { title: 'Settings' } },
    { path: '/:rest(.*)*', name: 'missing', component: () => import('./screens/MissingScreen.vue'), meta: { title: 'Not found' } },
  ],
  scrollBehavior: () => ({ top: 0 }),
})
