import { readdirSync, readFileSync, writeFileSync, mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { expect, startWebEdition, leaveAndStop, test } from './web-edition'

const GAMES = [
  { id: 'checkmates', title: 'Check Mates' },
  { id: 'check', title: 'Check!' },
  { id: 'four-down', title: 'Four Down' },
  { id: 'cheat', title: 'Cheat' },
  { id: 'checks', title: 'Checks' },
]

test('home lists the five games, each with a way to play and to read the rules', async ({ page, app }) => {
  await page.goto(app.url)
  for (const { id } of GAMES) {
    const card = page.getByTestId(`game-${id}`)
    await expect(card).toBeVisible()
    await expect(card.getByTestId(`play-${id}`)).toBeVisible()
    await expect(card.getByTestId(`rules-${id}`)).toBeVisible()
  }
  await expect(page.getByTestId('game-cheat')).toContainText('3–6 players')
})

test('every rules page opens from the library', async ({ page, app }) => {
  await page.goto(app.url)
  for (const game of GAMES) {
    await page.getByTestId(`rules-${game.id}`).click()
    await expect(page.getByTestId(`rules-page-${game.id}`)).toBeVisible()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(game.title)
    await page.getByTestId('nav-home').click()
  }
})

test('a deep link opens its screen directly', async ({ page, app }) => {
  await page.goto(app.at('/rules/four-down'))
  await expect(page.getByTestId('rules-page-four-down')).toBeVisible()
  await page.goto(app.at('/no/such/place'))
  await expect(page.getByRole('heading', { name: 'Nothing on this table' })).toBeVisible()
})

test('a setting changed survives a restart with the same data folder', async ({ page }) => {
  const dataDir = mkdtempSync(join(tmpdir(), 'cmt-restart-'))
  const first = await startWebEdition(dataDir)
  await page.goto(first.at('/settings'))
  await page.getByTestId('theme-dark').check()
  await page.getByTestId('setting-sound').uncheck()
  await expect(page.getByTestId('expert-think-1000')).toBeChecked()
  await page.getByTestId('expert-think-500').check()
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark')
  // A radio shows checked the moment it is clicked; wait for the host to have written it
  // before stopping, as a person's next look at Settings would (seen racing in CI).
  const saved = () => JSON.parse(readFileSync(join(dataDir, 'data.json'), 'utf8')).settings
  await expect.poll(() => saved()).toMatchObject({ theme: 'dark', sound: false, expertThinkMs: 500 })
  await leaveAndStop(page, first)

  const second = await startWebEdition(dataDir)
  await page.goto(second.at('/settings'))
  await expect(page.getByTestId('theme-dark')).toBeChecked()
  await expect(page.getByTestId('setting-sound')).not.toBeChecked()
  await expect(page.getByTestId('expert-think-500')).toBeChecked()
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark')
  await leaveAndStop(page, second)
})

test('players are created, renamed and deleted, and stay after a restart', async ({ page }) => {
  const dataDir = mkdtempSync(join(tmpdir(), 'cmt-profiles-'))
  const first = await startWebEdition(dataDir)
  await page.goto(first.at('/profiles'))
  await page.getByTestId('profile-name').fill('Lena')
  await page.getByTestId('colour-sky').check({ force: true })
  await page.getByTestId('profile-add').click()
  await expect(page.getByTestId('profile')).toHaveCount(1)
  await page.getByTestId('profile-name').fill('Andrey')
  await page.getByTestId('profile-add').click()
  await expect(page.getByTestId('profile')).toHaveCount(2)
  // A second player of the same name is refused before it is sent, with the reason.
  await page.getByTestId('profile-name').fill(' lena')
  await expect(page.getByTestId('profile-name-problem')).toHaveText('There is already a player called Lena. Choose another name.')
  await expect(page.getByTestId('profile-add')).toBeDisabled()
  await page.getByTestId('profile-name').fill('')

  await page.getByTestId('profile').filter({ hasText: 'Andrey' }).getByTestId('profile-rename').click()
  await page.getByTestId('profile-edit-name').fill('Andrei')
  await page.getByTestId('profile-save').click()
  await page.getByTestId('profile').filter({ hasText: 'Lena' }).getByTestId('profile-delete').click()
  await page.getByTestId('profile-confirm-delete').click()
  await expect(page.getByTestId('profile')).toHaveCount(1)
  await leaveAndStop(page, first)

  const second = await startWebEdition(dataDir)
  await page.goto(second.at('/profiles'))
  await expect(page.getByTestId('profile')).toHaveCount(1)
  await expect(page.getByTestId('profile')).toContainText('Andrei')
  await leaveAndStop(page, second)
})

test('a name a person can fix is refused beside its field in plain words, and what they typed stays', async ({ page, app }) => {
  await page.goto(app.at('/profiles'))
  const field = page.getByTestId('profile-name')
  const problem = page.getByTestId('profile-name-problem')

  // Spaces alone are no name.
  await field.fill('   ')
  await page.getByTestId('profile-add').click()
  await expect(problem).toHaveText('A name needs at least one character that is not a space.')
  await expect(field).toHaveValue('   ')
  await expect(field).toHaveAttribute('aria-invalid', 'true')
  await expect(page.getByTestId('error')).toHaveCount(0)
  await expect(page.getByTestId('profile')).toHaveCount(0)

  // A long name is kept whole in the field, never cut, and the field says how long it may be.
  const long = 'Anastasia Konstantinovna Vasilyeva'
  await field.fill(long)
  await expect(field).toHaveValue(long)
  await expect(problem).toHaveText(`A name has at most 24 characters; this one has ${long.length}.`)
  await expect(page.getByTestId('profile-add')).toBeDisabled()
  await field.fill('Anastasia')
  await expect(problem).toHaveCount(0)
  await page.getByTestId('profile-add').click()
  await expect(page.getByTestId('profile')).toHaveCount(1)

  // The same when renaming.
  await page.getByTestId('profile-rename').click()
  await page.getByTestId('profile-edit-name').fill('  ')
  await page.getByTestId('profile-save').click()
  await expect(page.getByTestId('profile-edit-name-problem')).toHaveText('A name needs at least one character that is not a space.')
  await expect(page.getByTestId('profile-edit-name')).toHaveValue('  ')
  await expect(page.getByTestId('error')).toHaveCount(0)
  await expect(page.locator('body')).not.toContainText('profiles:')

  // And when adding a player from a table's lobby.
  await page.goto(app.at('/play/cheat'))
  await page.getByTestId('lobby-new-name').fill(' anastasia')
  await expect(page.getByTestId('lobby-new-name-problem')).toHaveText('There is already a player called Anastasia. Choose another name.')
  await expect(page.getByTestId('lobby-new-add')).toBeDisabled()
  await page.getByTestId('lobby-new-name').fill(' ')
  await page.getByTestId('lobby-new-add').click()
  await expect(page.getByTestId('lobby-new-name-problem')).toHaveText('A name needs at least one character that is not a space.')
  await expect(page.getByTestId('error')).toHaveCount(0)
})

test('a corrupt save is set aside with a timestamp and the user is told', async ({ page }) => {
  const dataDir = mkdtempSync(join(tmpdir(), 'cmt-corrupt-'))
  writeFileSync(join(dataDir, 'data.json'), '{"profiles": [ this is not json')
  const app = await startWebEdition(dataDir)
  await page.goto(app.url)
  await expect(page.getByTestId('notice')).toContainText('could not be read')
  const aside = readdirSync(dataDir).find((f) => f.startsWith('data.corrupt-'))
  expect(aside).toBeDefined()
  expect(readFileSync(join(dataDir, aside!), 'utf8')).toContain('this is not json')
  // The app works from a fresh store: a new player can be added.
  await page.goto(app.at('/profiles'))
  await page.getByTestId('profile-name').fill('Marina')
  await page.getByTestId('profile-add').click()
  await expect(page.getByTestId('profile')).toHaveCount(1)
  await leaveAndStop(page, app)
})

test('the whole app works from the keyboard: tab to a game and open its rules', async ({ page, app }) => {
  await page.goto(app.url)
  await page.getByTestId('rules-checks').focus()
  await page.keyboard.press('Enter')
  await expect(page.getByTestId('rules-page-checks')).toBeVisible()
})
