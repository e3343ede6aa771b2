import { afterEach, describe, expect, test } from 'vitest'
import { cheatGame } from '@shared/games/cheat'
import { sayCheatMove } from '@shared/games/cheat/say'
import { checkGame } from '@shared/games/check'
import { checksGame } from '@shared/games/checks'
import { advise } from '@shared/games/expert/advice'
import { whoseFor } from '@shared/games/expert/search'
import { fourDownGame } from '@shared/games/four-down'
import type { FourDownView } from '@shared/games/four-down/engine'
import { sayFourDownMove } from '@shared/games/four-down/say'
import type { AnyCardGameModule } from '@shared/games/module'
import { decisionsOf } from '@shared/records/decisions'
import { lastTurnRecord, recordedMatch, replayed, saidMoves } from '@shared/records/test-support'
import { explanation, judgeRecord } from '@shared/records/verdicts'
import { i18n } from '../i18n'
import { say, sayAll } from '../i18n/lines'

/** The expert's advice and verdicts come as data (shared/games/expert); these are their words on screen. */
afterEach(() => void (i18n.global.locale.value = 'en'))
const inRussian = <T>(f: () => T): T => {
  i18n.global.locale.value = 'ru'
  try {
    return f()
  } finally {
    i18n.global.locale.value = 'en'
  }
}
const whose = whoseFor((s) => ['Ada', 'Ben', 'Cleo'][s]!, 0)
// A reason's figures, as the experts give them (shared/games/expert/advice.ts).
const pts = (count: number) => ({ key: 'expert.points', count })
const cards = (count: number) => ({ key: 'expert.cards', count })
const pct = (percent: number) => ({ key: 'expert.percent', values: { percent } })
// A swap's or a look's words need nothing of the view.
const anyView = {} as FourDownView

describe("the expert's words for a move, in both languages", () => {
  test("a card of the advised seat's own and another player's card, never with a declined name", () => {
    const swap = sayFourDownMove({ type: 'swap', a: { seat: 0, slot: 1 }, b: { seat: 1, slot: 0 } }, anyView, whose)
    expect(say(swap)).toBe("swap your card 2 with Ben's card 1")
    expect(inRussian(() => say(swap))).toBe('поменять местами свою карту 2 и карту 1 игрока Ben')
    const look = sayFourDownMove({ type: 'look', target: { seat: 2, slot: 3 } }, anyView, whose)
    expect(say(look)).toBe("look at Cleo's card 4")
    expect(inRussian(() => say(look))).toBe('посмотреть карту 4 игрока Cleo')
  })

  test('a Cheat claim is worded as the history words it, by each language\'s plurals, and says how much of it is a bluff', () => {
    const claim = (cards: string[]) => sayCheatMove({ type: 'claim', cards } as never, '7')
    expect(say(claim(['7S']))).toBe('claim "one seven", all true')
    expect(say(claim(['7S', 'KD', '2C']))).toBe('claim "three sevens", 2 of them a bluff')
    expect(inRussian(() => [claim(['7S']), claim(['KD', '2C']), claim(['7S', '7D', '7C', 'KD'])].map(say))).toEqual([
      'заявить «1 семёрка», без обмана', 'заявить «2 семёрки» — блеф', 'заявить «4 семёрки», блеф из них: 1',
    ])
  })

  const games: [string, AnyCardGameModule, number][] = [['four-down', fourDownGame, 2], ['check', checkGame, 3], ['checks', checksGame, 2], ['cheat', cheatGame, 3]]
  test.each(games)("%s: each decision of a seeded match is of a kind the Progress screen names in both languages, and every kind but the rarest comes up", (game, module, seats) => {
    const { record } = recordedMatch(game as never, module, Array(seats).fill('hard'), `${game}:kinds`)
    const again = replayed(record)
    const kinds = new Set(record.seats.flatMap((_, seat) => decisionsOf(record, again, seat).map((d) => module.expert!.decision(d.view, d.legal))))
    for (const language of ['en', 'ru'] as const) {
      const named = Object.keys((i18n.global.getLocaleMessage(language) as Record<string, { decisions: object }>)[game]!.decisions)
      for (const kind of kinds) expect(named, `${language}: ${kind}`).toContain(kind)
    }
    // A seeded match of hard players meets every kind but the rarest (Four Down's hand-over after matching another's card).
    expect(kinds.size).toBeGreaterThanOrEqual({ check: 4, 'four-down': 3, cheat: 2, checks: 2 }[game]!)
  })

  test.each(games)('%s: every move of a seeded match has words in English and in Russian, none a key or a placeholder left over', (game, module, seats) => {
    const lines = saidMoves(game as never, module, seats)
    for (const language of ['en', 'ru'] as const) {
      i18n.global.locale.value = language
      for (const line of lines) {
        const words = say(line)
        expect(words, line.key).not.toContain('expert.')
        expect(words, line.key).toMatch(/^[^{}]+$/)
        // Russian words only, but for the players' names (P1, P2) and cards' ranks (K♦).
        if (language === 'ru') expect(words.replace(/\bP\d\b/g, ''), line.key).not.toMatch(/[a-z]{2,}/i)
      }
    }
  })
})

describe("the expert's advice and verdicts, worded", () => {
  // Ada's last turn holds the drawn ace, knowing a king in her slot 1 and a seven in slot 2.
  const record = lastTurnRecord({ type: 'discard' })
  const d = decisionsOf(record, replayed(record), 0).find((x) => x.step === 3)!

  test('advice names the move first, then why, in the game\'s measure', () => {
    const advice = advise(fourDownGame.expert!, { game: 'four-down', knowledge: d.knowledge, view: d.view, legal: d.legal, names: ['Ada', 'Ben'], seed: 1, playouts: 60 })!
    expect(sayAll([advice.line])).toBe(
      'Replace your card 1 with the drawn card: from what you know, it ends the round about 6 points better for you than “replace your card 2 with the drawn card”, the next best.',
    )
    expect(inRussian(() => sayAll([advice.line]))).toBe(
      'Заменить свою карту 1 взятой картой: судя по тому, что вы знаете, так раунд закончится для вас примерно на 6 очков лучше, чем «заменить свою карту 2 взятой картой», следующий по силе ход.',
    )
  })

  test("a share of a win is a percentage each language writes its way", () => {
    const even = { key: 'expert.advice.ahead.win', values: { move: { key: 'cheat.expert.call' }, next: { key: 'cheat.expert.accept' }, by: { key: 'expert.percent', values: { percent: 18 } } } }
    expect(sayAll([even])).toBe('Call Cheat: from what you know, its chance of winning is about 18% higher than with “let the claim stand”, the next best.')
    expect(inRussian(() => sayAll([even]))).toBe(
      'Сказать «Не верю!»: судя по тому, что вы знаете, так шанс на победу примерно на 18\u00a0% выше, чем «пропустить заявку», следующий по силе ход.',
    )
  })

  test("a verdict tells the move as the history does, then what it gave away and what the expert would do", () => {
    const v = judgeRecord(record, replayed(record), 0, {}, 40)
    if (!v.ok) throw new Error(v.error.message)
    const last = v.value.find((s) => s.step === 3)!
    expect(sayAll(explanation(last))).toBe('You discarded the A♠. That gave away about 12 points; the expert would replace your card 1 with the drawn card.')
    expect(inRussian(() => sayAll(explanation(last)))).toBe('Вы сбрасываете A♠. Это стоило примерно 12 очков; эксперт решил бы заменить свою карту 1 взятой картой.')
    const silence = { ...last, silent: true, account: [{ key: 'review.verdict.silence' }], lossWords: { key: 'expert.ofAWin', values: { percent: { key: 'expert.percent', values: { percent: 7 } } } } }
    expect(inRussian(() => sayAll(explanation(silence)))).toBe('Вы промолчали. Это стоило примерно 7\u00a0% шанса на победу; эксперт решил бы заменить свою карту 1 взятой картой.')
  })

  test("Check!'s reason for a drawn card's move, in the game's terms and both languages", () => {
    const pts = (count: number) => ({ key: 'expert.points', count })
    const pct = (percent: number) => ({ key: 'expert.percent', values: { percent } })
    const why = {
      key: 'check.expert.reason.drawn',
      values: { saves: pts(4), nextSaves: 7, ends: pts(5.4), nextEnds: 6.8, known: 3, nextKnown: 2, theirs: pct(16), nextTheirs: pct(17), powers: 0.7, nextPowers: 0.5 },
    }
    expect(say(why)).toBe(
      'Why: it takes 4 points off your hand now against 7, and your hand ends the round at 5.4 points on average against 6.8; you then know 3 of your cards against 2 (only known cards are thrown on matches or counted towards a Check); another player matches the card it puts face up in 16% of deals against 17%; you use 0.7 K, Q or J powers a round against 0.5.',
    )
    expect(inRussian(() => say(why))).toBe(
      'Почему: это сразу снимает с руки 4 очка против 7, а к концу раунда на руке в среднем 5,4 очка против 6,8; известных вам своих карт станет 3 против 2 (в пару бросают и к «Чеку» считают только известные); открытую карту другой игрок покроет парой в 16\u00a0% раздач против 17\u00a0%; свойств K, Q и J вы используете за раунд в среднем 0,7 против 0,5.',
    )
  })

  test("Four Down's reason, from the verdict on the discarded ace: the points it takes off the row and the round's end", () => {
    const v = judgeRecord(record, replayed(record), 0, {}, 40)
    if (!v.ok) throw new Error(v.error.message)
    const why = v.value.find((s) => s.step === 3)!.reason!
    expect(say(why)).toBe(
      "Why: it takes 12 points off your row now against 0, and you then know 2 of your cards against 2; your row ends the round at 20.2 points on average against 32.2, the others' average at 23.5 points against 23.5.",
    )
    expect(inRussian(() => say(why))).toBe(
      'Почему: это сразу снимает с вашего ряда 12 очков против 0, и известных вам своих карт станет 2 против 2; к концу раунда в вашем ряду в среднем 20,2 очка против 32,2, в среднем у соперников — 23,5 очка против 23,5.',
    )
    const round = { key: 'four-down.expert.reason.round', values: { ends: pts(1), nextEnds: 31.6, others: pts(9.2), nextOthers: 10.8 } }
    expect(say(round)).toBe("Why: your row ends the round at 1 point on average against 31.6, the others' average at 9.2 points against 10.8.")
    expect(inRussian(() => say(round))).toBe('Почему: к концу раунда в вашем ряду в среднем 1 очко против 31,6, в среднем у соперников — 9,2 очка против 10,8.')
  })

  test("Cheat's reasons: a claim's chance of being called and what follows, the bluffs after it; an answer's chance of a bluff and who picks up", () => {
    const claim = {
      key: 'cheat.expert.reason.claim',
      values: { called: pct(0), nextCalled: pct(80), cards: cards(1), nextCards: 24, hand: cards(21), nextHand: 30, bluff: pct(100), nextBluff: pct(43) },
    }
    expect(say(claim)).toBe(
      'Why: this claim is called in 0% of deals against 80%, and you pick up 1 card over it on average against 24; at your next claim you hold 21 cards on average against 30, and 100% of your claims after this one are bluffs against 43%.',
    )
    expect(inRussian(() => say(claim))).toBe(
      'Почему: на эту заявку говорят «Не верю!» в 0\u00a0% раздач против 80\u00a0%, и из-за неё вы забираете в среднем 1 карту против 24; к следующей вашей заявке вы держите в среднем 21 карту против 30, а из ваших заявок после этой блефом будут 100\u00a0% против 43\u00a0%.',
    )
    const challenge = { key: 'cheat.expert.reason.challenge', values: { lie: pct(23), cards: cards(2.3), nextCards: 0, theirs: cards(1), nextTheirs: 0 } }
    expect(say(challenge)).toBe('Why: the claim is a bluff in 23% of deals; you pick up 2.3 cards over it on average against 0, its claimant 1 card against 0.')
    expect(inRussian(() => say(challenge))).toBe('Почему: заявка — блеф в 23\u00a0% раздач; из-за неё вы забираете в среднем 2,3 карты против 0, заявивший — 1 карту против 0.')
  })

  test("Checks' reason: the cards taken now, the other player's answer and the game's end", () => {
    const why = {
      key: 'checks.expert.reason.move',
      values: { now: cards(1), nextNow: 0, claims: pct(10), nextClaims: pct(2), mine: cards(25), nextMine: 21.2, theirs: cards(17), nextTheirs: 17.7, wins: pct(81), nextWins: pct(52) },
    }
    expect(say(why)).toBe(
      'Why: it takes 1 card now against 0; the other player claims a pile with their next move in 10% of deals against 2%; by the end of the game you have captured 25 cards on average against 21.2, the other player 17 cards against 17.7, and your chance of winning is 81% against 52%.',
    )
    expect(inRussian(() => say(why))).toBe(
      'Почему: так вы сразу получаете 1 карту против 0; соперник следующим ходом берёт стопку-цель в 10\u00a0% раздач против 2\u00a0%; к концу игры вы в среднем возьмёте 25 карт против 21,2, соперник — 17 карт против 17,7, а ваш шанс на победу — 81\u00a0% против 52\u00a0%.',
    )
  })

  test("Check!'s reason for any other move: the hands the round ends with", () => {
    const pts = (count: number) => ({ key: 'expert.points', count })
    const why = { key: 'check.expert.reason.round', values: { ends: pts(8), nextEnds: 3.3, others: pts(15.3), nextOthers: 4.9 } }
    expect(say(why)).toBe("Why: your hand ends the round at 8 points on average against 3.3, the others' average at 15.3 points against 4.9.")
    expect(inRussian(() => say(why))).toBe('Почему: к концу раунда на руке у вас в среднем 8 очков против 3,3, в среднем у соперников — 15,3 очка против 4,9.')
  })
})
