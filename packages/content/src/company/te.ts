/** Telugu twin of en.ts: the same facts, with the text of data/company.te.json. */
import facts from '../../data/company.json' with { type: 'json' };
import text from '../../data/company.te.json' with { type: 'json' };
import { companyFromData } from './data';
import type { Company } from './schema';

export const company: Company = companyFromData(facts, text, 'te');
