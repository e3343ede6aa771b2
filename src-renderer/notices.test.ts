// @vitest-environment happy-dom
import { afterEach, describe, expect, test } from 'vitest'
import { i18n } from './i18n'
import { noticeText } from './notices'

afterEach(() => (i18n.global.locale.value = 'en'))

describe('noticeText: a notice said by its code, in the current language', () => {
  const reset = { code: 'STORE_RESET', params: { reason: 'NOT_JSON', aside: '/data/data.corrupt-1.json' } } as const

  test('a corrupt save set aside names why and where the old file is kept, in English and in Russian', () => {
    expect(noticeText(reset)).toBe('Your saved data could not be read (the file is not valid JSON), so the app started fresh. The old file was kept as /data/data.corrupt-1.json.')
    i18n.global.locale.value = 'ru'
    expect(noticeText(reset)).toBe(
      'Сохранённые данные не удалось прочитать (в файле не корректный JSON), поэтому приложение начало с чистого листа. Старый файл сохранён как /data/data.corrupt-1.json.',
    )
  })

  test("a failed save words the system's code; a code without words is still said, by the code itself", () => {
    i18n.global.locale.value = 'ru'
    expect(noticeText({ code: 'SAVE_FAILED', params: { reason: 'ENOSPC', path: '/data/data.json' } })).toMatch(/^Сохранить не удалось: диск заполнен, файл \/data\/data\.json\./)
    expect(noticeText({ code: 'SAVE_FAILED', params: { reason: 'ENOLCK', path: '/d' } })).toMatch(/^Сохранить не удалось: система отказала \(ENOLCK\), файл \/d\./)
    expect(noticeText({ code: 'SAVE_WORKS', params: {} })).toBe('Сохранение снова работает: всё сохранено.')
  })

  test('issue 29 finding 10: a database set aside, or nowhere to keep the data, says why in words, whichever kind of reason it is', () => {
    expect(noticeText({ code: 'GAMES_RESET', params: { reason: 'NOT_A_DATABASE', aside: '/d/games.corrupt-1.db' } })).toBe(
      'Your past games could not be read (the file is not a database, or it is damaged), so a fresh list was started. The old file was kept as /d/games.corrupt-1.db.',
    )
    expect(noticeText({ code: 'GAMES_TEMPORARY', params: { reason: 'ENOTDIR', path: '/d/games.db' } })).toBe(
      "Past games cannot be kept at /d/games.db (a file stands where a folder should be): this session's games are kept only until the app closes.",
    )
    i18n.global.locale.value = 'ru'
    expect(noticeText({ code: 'STORE_TEMPORARY', params: { reason: 'NEWER_APP', path: '/d/data.json' } })).toBe(
      'Настройки и игроков нельзя сохранить в /d/data.json (файл сохранён более новой версией приложения): они хранятся, только пока приложение открыто.',
    )
  })
})
