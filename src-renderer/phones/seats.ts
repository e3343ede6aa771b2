import type { Component } from 'vue'
import type { TableGameId } from '@shared/ipc'

/** Each game's Seat, standing alone on a phone: one player's own cards and controls. */
export const SEAT_SCREENS: Partial<Record<TableGameId, () => Promise<Component>>> = {}
