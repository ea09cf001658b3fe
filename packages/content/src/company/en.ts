import text from '../../data/company.en.json' with { type: 'json' };
import facts from '../../data/company.json' with { type: 'json' };
import { companyFromData } from './data';
import type { Company } from './schema';

/**
 * The company behind the site. This is the ONE record a real deployment edits to rebrand: every
 * other record reads the name, e-mail, phone and address from here. Its data are the files
 * data/company.json (facts) and data/company.en.json (text): see data/README.md.
 */
export const company: Company = companyFromData(facts, text, 'en');
