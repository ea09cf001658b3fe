import { describe, expect, it } from 'vitest';
import { liveChat } from './en';
import { supportRecords } from './records';

const liveChatTelugu = supportRecords('te').liveChat;

describe('live chat hours', () => {
  it('the English sentence states the same days and hours the contact page lists', () => {
    expect(liveChat.text).toContain(`${liveChat.days}, ${liveChat.hours}`);
  });

  it('the Telugu edition writes them in Telugu, keeping only the IST abbreviation in Latin script', () => {
    for (const value of [liveChatTelugu.days, liveChatTelugu.hours]) {
      expect(value.replace('IST', '')).not.toMatch(/[A-Za-z]/);
    }
  });
});
