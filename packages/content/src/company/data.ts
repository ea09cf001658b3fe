import type { Locale } from '../locale';
import { ContentValidationError, validateRecord } from '../shared/validate';
import { type Company, CompanyFactsSchema, CompanySchema, CompanyTextSchema } from './schema';

/**
 * The company record of one language: the facts of data/company.json put together with the text
 * of data/company.<locale>.json, each checked by its schema and the result by CompanySchema.
 */
export function companyFromData(facts: unknown, text: unknown, locale: Locale): Company {
  const checkedFacts = validateRecord('data/company.json', CompanyFactsSchema, facts);
  const textFile = `data/company.${locale}.json`;
  const checkedText = validateRecord(textFile, CompanyTextSchema, text);
  const unlabelled = checkedFacts.social.filter(
    (link) => checkedText.socialLabels[link.network] === undefined,
  );
  if (unlabelled.length > 0) {
    throw new ContentValidationError(
      unlabelled.map(
        (link) => `${textFile}.socialLabels.${link.network}: is missing (the link's name)`,
      ),
    );
  }
  return validateRecord(`company (${locale})`, CompanySchema, {
    name: checkedFacts.name,
    legalName: checkedFacts.legalName,
    cin: checkedFacts.cin,
    tagline: checkedText.tagline,
    description: checkedText.description,
    website: checkedFacts.website,
    email: checkedFacts.email,
    grievanceOfficer: {
      name: checkedText.grievanceOfficerName,
      email: checkedFacts.grievanceOfficerEmail,
    },
    phone: checkedFacts.phone,
    address: { ...checkedText.address, postalCode: checkedFacts.postalCode },
    social: checkedFacts.social.map((link) => ({
      network: link.network,
      label: checkedText.socialLabels[link.network],
      href: link.href,
    })),
    foundedYear: checkedFacts.foundedYear,
    logo: checkedFacts.logo,
  });
}
