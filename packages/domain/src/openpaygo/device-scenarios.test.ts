import { describe, expect, it } from 'vitest';
import { afterDays, enterToken, newPaygDevice, type PaygDevice } from './device.ts';
import { generateToken, type TokenKind } from './encode.ts';

/**
 * The reference's own scenarios, replayed on our encoder and decoder: the full test procedure (G1–G12, U1–U3 of
 * EnAccess/OpenPAYGO-python test/full_test_procedure.py) and the simple scenario (test/simple_scenario_test.py).
 * The reference prints Passed/Failed per step; these assert the same expectations (days left, accepted or refused).
 * Device data as in full_test_procedure.py: starting code 516959010, key bc41…c5fb, first count 1.
 */
const KEY = 'bc41ec9530f6dac86b1a29ab82edc5fb';
const STARTING_CODE = 516959010;

function server(restrictedDigitSet = false) {
  let count = 1;
  return {
    get count() {
      return count;
    },
    issue(kind: TokenKind, value?: number, options: { fromCount?: number; extended?: boolean } = {}) {
      const made = generateToken({
        key: KEY,
        startingCode: STARTING_CODE,
        count: options.fromCount ?? count,
        kind,
        ...(value === undefined ? {} : { value }),
        restrictedDigitSet,
        extended: options.extended ?? false,
      });
      count = made.count;
      return made.token;
    },
  };
}

/** Enters a token and expects the device to accept it (or, with `alreadyUsed`, to refuse it as used). */
function enter(device: PaygDevice, token: string, expected: 'accepted' | 'alreadyUsed' | 'invalid' = 'accepted') {
  const { device: after, result } = enterToken(device, token);
  const outcome = result.type === 'invalid' || result.type === 'alreadyUsed' ? result.type : 'accepted';
  expect(outcome).toBe(expected);
  return after;
}

describe('the reference full test procedure: core token tests (G1–G12)', () => {
  it('sets, adds, refuses used tokens, cumulates the maximum, jumps counts, unlocks and re-locks', () => {
    const s = server();
    let d = newPaygDevice(KEY, STARTING_CODE);
    d = enter(d, '123 456 789', 'invalid'); // G1
    const g2 = s.issue('set', 1);
    d = enter(d, g2); // G2
    expect(d.daysLeft).toBe(1);
    const g3 = s.issue('add', 1);
    d = enter(d, g3); // G3
    expect(d.daysLeft).toBe(2);
    d = enter(d, g3, 'alreadyUsed'); // G4A: the same add-time token again adds nothing
    d = enter(d, g2, 'alreadyUsed'); // G4B: the older set-time token changes nothing
    expect(d.daysLeft).toBe(2);
    d = enter(d, s.issue('set', 30)); // G5
    expect(d.daysLeft).toBe(30);
    d = enter(d, s.issue('set', 0)); // G6
    expect(d.daysLeft).toBe(0);
    for (let i = 1; i <= 3; i++) {
      d = enter(d, s.issue('add', 995)); // G7: three maximum add-time tokens cumulate
      expect(d.daysLeft).toBe(995 * i);
    }
    for (let i = 1; i <= 21; i++) {
      d = enter(d, s.issue('set', i, { fromCount: s.count + 29 })); // G8: counts 30 apart
      expect(d.daysLeft).toBe(i);
      expect(d.count).toBe(s.count);
    }
    d = enter(d, s.issue('disable')); // G9
    expect(d.paygEnabled).toBe(false);
    d = enter(d, s.issue('set', 0)); // G10: a set-time token re-locks
    expect(d).toMatchObject({ paygEnabled: true, daysLeft: 0 });
    d = enter(d, s.issue('disable')); // G11A
    d = enter(d, s.issue('add', 0)); // G11B: an add-time token does not re-lock
    expect(d.paygEnabled).toBe(false);
    d = enter(d, s.issue('set', 0)); // G12A
    d = enter(afterDays(d, 2), s.issue('add', 1)); // G12B: two days later, the locked days are not counted
    expect(d.daysLeft).toBe(1);
    expect(d.count).toBe(s.count);
  });
});

describe('the reference full test procedure: unordered entry (U1–U3)', () => {
  it('takes add-time tokens in any order, refuses add-time older than a set-time or a disable', () => {
    const s = server();
    let d = enter(newPaygDevice(KEY, STARTING_CODE), s.issue('set', 60)); // U1A
    const [b, c, last] = [s.issue('add', 10), s.issue('add', 5), s.issue('add', 1)];
    d = enter(d, last); // U1B
    expect(d.daysLeft).toBe(61);
    d = enter(d, b); // U1C
    expect(d.daysLeft).toBe(71);
    d = enter(d, c); // U1D
    expect(d.daysLeft).toBe(76);

    const [u2a, u2b, u2c] = [s.issue('add', 5), s.issue('set', 10), s.issue('add', 3)];
    d = enter(d, u2b); // U2A
    expect(d.daysLeft).toBe(10);
    d = enter(d, u2a, 'alreadyUsed'); // U2B
    expect(d.daysLeft).toBe(10);
    d = enter(d, u2c); // U2C
    expect(d.daysLeft).toBe(13);

    // U3 (the reference makes its disable token with the add-time count parity; ours is the disable-PAYG token).
    const [u3a, u3b] = [s.issue('add', 1), s.issue('disable')];
    d = enter(d, u3b); // U3A
    expect(d.paygEnabled).toBe(false);
    d = enter(d, u3a, 'alreadyUsed'); // U3B
    expect(d.paygEnabled).toBe(false);
  });
});

describe('the reference simple scenario', () => {
  it('keeps device and server counts equal, refuses an add-time token 16 counts old, takes the others once', () => {
    const s = server();
    let d = newPaygDevice(KEY, STARTING_CODE);
    d = enter(d, '123456789', 'invalid');
    const one = s.issue('set', 1);
    d = enter(d, one);
    d = enter(d, one, 'alreadyUsed');
    expect(d).toMatchObject({ daysLeft: 1, count: s.count });
    d = enter(d, s.issue('set', 30));
    d = enter(d, s.issue('set', 7));
    expect(d).toMatchObject({ daysLeft: 7, count: s.count });
    d = enter(d, s.issue('disable'));
    expect(d).toMatchObject({ paygEnabled: false, count: s.count });
    d = enter(d, s.issue('set', 0));
    expect(d).toMatchObject({ paygEnabled: true, daysLeft: 0, count: s.count });
    for (let i = 0; i < 5; i++) s.issue('set', 1); // issued, never entered
    d = enter(d, s.issue('set', 1));
    expect(d).toMatchObject({ daysLeft: 1, count: s.count });

    const tokens = Array.from({ length: 9 }, () => s.issue('add', 1));
    d = enter(d, tokens[8] ?? '');
    expect(d).toMatchObject({ daysLeft: 2, count: s.count });
    d = enter(d, tokens[0] ?? '', 'alreadyUsed'); // 16 counts below: out of the window
    for (const i of [4, 3, 2, 1]) d = enter(d, tokens[i] ?? '');
    expect(d.daysLeft).toBe(6);
    for (const i of [4, 3, 2, 1]) d = enter(d, tokens[i] ?? '', 'alreadyUsed');
    expect(d.daysLeft).toBe(6);

    const [addFirst, setAfter] = [s.issue('add', 1), s.issue('set', 0)];
    d = enter(d, setAfter);
    d = enter(d, addFirst, 'alreadyUsed'); // no add-time older than a set-time
    expect(d).toMatchObject({ daysLeft: 0, count: s.count });

    const [setFirst, addAfter] = [s.issue('set', 1), s.issue('add', 1)];
    d = enter(d, addAfter);
    d = enter(d, setFirst, 'alreadyUsed'); // no older set-time
    expect(d).toMatchObject({ daysLeft: 1, count: s.count });
  });
});

describe('counter handling beyond the reference scenarios', () => {
  it('refuses a token more than 64 counts ahead of the device, and a counter-sync token (window 100) brings it level', () => {
    const s = server();
    let d = newPaygDevice(KEY, STARTING_CODE);
    for (let i = 0; i < 35; i++) s.issue('add', 1); // lost tokens: the server is 70 counts ahead
    d = enter(d, s.issue('add', 3), 'invalid');
    d = enter(d, s.issue('counterSync'));
    expect(d).toMatchObject({ count: s.count, daysLeft: 0 });
    d = enter(d, s.issue('add', 3));
    expect(d).toMatchObject({ count: s.count, daysLeft: 3 });
  });

  it('works the same with the restricted digit set (digits 1–4)', () => {
    const s = server(true);
    let d = newPaygDevice(KEY, STARTING_CODE, 1, true);
    const token = s.issue('add', 12);
    expect(token).toMatch(/^[1-4]{15}$/);
    d = enter(d, token);
    d = enter(d, token, 'alreadyUsed');
    d = enter(d, s.issue('set', 4));
    expect(d).toMatchObject({ count: s.count, daysLeft: 4 });
  });

  it('takes extended tokens for more than 995 days, once, on the same count chain', () => {
    const s = server();
    let d = newPaygDevice(KEY, STARTING_CODE);
    const big = s.issue('add', 1200, { extended: true });
    expect(big).toMatch(/^\d{12}$/);
    d = enter(d, big);
    expect(d).toMatchObject({ daysLeft: 1200, count: s.count });
    d = enter(d, big, 'alreadyUsed');
    d = enter(d, s.issue('add', 30)); // a standard token after it
    d = enter(d, s.issue('set', 999_999, { extended: true }));
    expect(d).toMatchObject({ daysLeft: 999_999, count: s.count });
  });
});
