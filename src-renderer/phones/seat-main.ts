import { createApp } from 'vue'
import { createPinia } from 'pinia'
import SeatApp from './SeatApp.vue'
import WatchApp from './WatchApp.vue'
import { readOnlineFragment } from '@shared/online'
import { i18n } from '../i18n'
import '../styles/base.css'
import '../table-kit/table.css'

// The seat screen a phone opens from its join link: one seat of one table, nothing else of the
// app. A spectators' link (through the relay) opens the table as the big screen shows it.
const watching = readOnlineFragment(location.hash)?.role === 'spectator'
createApp(watching ? WatchApp : SeatApp).use(createPinia()).use(i18n).mount('#seat')
