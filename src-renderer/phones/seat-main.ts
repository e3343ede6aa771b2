import { createApp } from 'vue'
import { createPinia } from 'pinia'
import SeatApp from './SeatApp.vue'
import { i18n } from '../i18n'
import '../styles/base.css'
import '../table-kit/table.css'

// The seat screen a phone opens from its join link: one seat of one table, nothing else of the app.
createApp(SeatApp).use(createPinia()).use(i18n).mount('#seat')
