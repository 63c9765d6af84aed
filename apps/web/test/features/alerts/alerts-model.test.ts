import type { AlertInboxItem } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import {
  canUseDiscord,
  emptyRuleForm,
  inboxNote,
  MAX_ALERT_TOASTS,
  newAlertItems,
  ruleBody,
  ruleFormOf,
  ruleFormText,
  ruleScopeText,
  sortInbox,
  unreadBadge,
  watchlistSymbols,
} from '../../../src/features/alerts/alerts-model.ts';

const item = (id: number, created_at = '2026-11-23T10:00:00.000Z'): AlertInboxItem => ({
  id,
  rule_id: 1,
  event: 'cpr_cross',
  symbol: 'BTCUSDT',
  message: `alert ${id}`,
  detail: {},
  data_time: created_at,
  created_at,
  read: false,
  discord_status: null,
});

describe('alerts model', () => {
  it('names a rule scope', () => {
    expect(ruleScopeText({ scope: 'symbol', symbol: 'ETHUSDT' })).toBe('ETHUSDT');
    expect(ruleScopeText({ scope: 'watchlist', symbol: null })).toBe('My watchlist');
    expect(ruleScopeText({ scope: 'all', symbol: null })).toBe('All symbols');
  });

  it('allows Discord to premium and above', () => {
    expect(canUseDiscord('pro')).toBe(false);
    expect(canUseDiscord('premium')).toBe(true);
    expect(canUseDiscord('admin')).toBe(true);
  });

  it('lists the watchlist symbols A to Z', () => {
    expect(watchlistSymbols([{ symbol: 'ETHUSDT' }, { symbol: 'BTCUSDT' }])).toEqual(['BTCUSDT', 'ETHUSDT']);
  });

  it('builds the rule body, leaving out fields that do not apply', () => {
    expect(ruleBody(emptyRuleForm)).toEqual({
      body: { event: 'cpr_cross', scope: 'watchlist', cooldown_minutes: 30, discord: false },
    });
    expect(ruleBody({ ...emptyRuleForm, symbol: 'BTCUSDT', minScore: '12' })).toEqual({
      body: { event: 'cpr_cross', scope: 'watchlist', cooldown_minutes: 30, discord: false },
    });
    expect(
      ruleBody({ ...emptyRuleForm, event: 'ict_setup', scope: 'symbol', symbol: 'BTCUSDT', minScore: '12' }),
    ).toEqual({
      body: {
        event: 'ict_setup',
        scope: 'symbol',
        symbol: 'BTCUSDT',
        min_score: 12,
        cooldown_minutes: 30,
        discord: false,
      },
    });
  });

  it('fills the form with a rule for Edit, and the rule built back from it is the same rule', () => {
    const rule = {
      id: 3,
      event: 'ict_setup' as const,
      scope: 'symbol' as const,
      symbol: 'BTCUSDT',
      min_score: 9,
      cooldown_minutes: 45,
      discord: true,
      enabled: false,
      created_at: '2026-11-23T09:00:00.000Z',
    };
    const form = ruleFormOf(rule);
    expect(form).toEqual({
      event: 'ict_setup',
      scope: 'symbol',
      symbol: 'BTCUSDT',
      minScore: '9',
      cooldown: '45',
      discord: true,
    });
    expect(ruleBody(form)).toEqual({
      body: {
        event: 'ict_setup',
        scope: 'symbol',
        symbol: 'BTCUSDT',
        min_score: 9,
        cooldown_minutes: 45,
        discord: true,
      },
    });
    expect(
      ruleFormOf({ ...rule, event: 'cpr_cross', scope: 'all', symbol: null, min_score: null }),
    ).toMatchObject({
      symbol: '',
      minScore: '',
    });
    expect(ruleFormText(null).submit).toBe('Add rule');
    expect(ruleFormText(rule)).toMatchObject({ title: 'Edit rule: New ICT setup', submit: 'Save rule' });
  });

  it('reports the contract message of an invalid form', () => {
    expect(ruleBody({ ...emptyRuleForm, scope: 'symbol' })).toEqual({ error: 'symbol is required.' });
    expect(ruleBody({ ...emptyRuleForm, cooldown: '2000' })).toEqual({
      error: 'cooldown_minutes must be at most 1440.',
    });
    expect(ruleBody({ ...emptyRuleForm, cooldown: 'x' })).toEqual({
      error: 'cooldown_minutes must be a number.',
    });
  });

  it('toasts nothing at the first load, then only unseen items, at most five', () => {
    const first = newAlertItems(null, [item(2), item(1)]);
    expect(first.fresh).toEqual([]);
    const second = newAlertItems(first.seen, [item(3), item(2), item(1)]);
    expect(second.fresh.map((i) => i.id)).toEqual([3]);
    expect(newAlertItems(second.seen, [item(3), item(2)]).fresh).toEqual([]);
    const burst = Array.from({ length: 8 }, (_, i) => item(10 + i));
    expect(newAlertItems(second.seen, burst).fresh).toHaveLength(MAX_ALERT_TOASTS);
  });

  it('sorts the inbox newest first', () => {
    const sorted = sortInbox([item(1, '2026-11-23T09:00:00.000Z'), item(3), item(2)]);
    expect(sorted.map((i) => i.id)).toEqual([3, 2, 1]);
  });

  it('shows the unread badge', () => {
    expect(unreadBadge(0)).toBe('');
    expect(unreadBadge(7)).toBe('7');
    expect(unreadBadge(120)).toBe('99+');
  });

  it('says why the inbox lists nothing', () => {
    expect(inboxNote(true, false)).toBe('Loading…');
    expect(inboxNote(false, false)).toBe('No alerts yet.');
    expect(inboxNote(false, true)).toBe('Could not load the inbox.');
  });
});
