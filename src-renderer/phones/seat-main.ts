import { createApp } from 'vue'
import { createPinia } from 'pinia'
import SeatApp from './SeatApp.vue'
import '../styles/base.css'
import '../table-kit/table.css'

// The seat screen a phone opens from its join link: one seat of one table, nothing else of the app.
createApp(SeatApp).use(createPinia()).mount('#seat')
