import { company as companyEn } from './company/en';
import { formatAddress } from './company/helpers';
import type { Company } from './company/schema';
import { company as companyTe } from './company/te';
import type { Locale } from './locale';
import type { MessageValues } from './shared/messages';
import { supportRecords } from './support/records';

const companies: Record<Locale, Company> = { en: companyEn, te: companyTe };

/**
 * The facts a message may name, in one language: `{company.name}`, `{company.addressLine}`,
 * `{replyPromise.hours}`, `{liveChat.days}`. Each is kept in one record (the company files, the
 * support area's messages); the messages that name it follow it.
 */
export function factValues(locale: Locale): MessageValues {
  const company = companies[locale];
  const { replyPromise, liveChat } = supportRecords(locale);
  return {
    'company.name': company.name,
    'company.legalName': company.legalName,
    'company.cin': company.cin,
    'company.website': company.website,
    'company.email': company.email,
    'company.phone': company.phone,
    'company.foundedYear': company.foundedYear,
    'company.grievanceOfficer.name': company.grievanceOfficer.name,
    'company.grievanceOfficer.email': company.grievanceOfficer.email,
    'company.addressLine': formatAddress(company.address),
    'replyPromise.hours': replyPromise.hours,
    'replyPromise.text': replyPromise.text,
    'liveChat.days': liveChat.days,
    'liveChat.hours': liveChat.hours,
    'liveChat.text': liveChat.text,
  };
}
