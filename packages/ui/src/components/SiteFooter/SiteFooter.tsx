import type { ReactNode } from 'react';
import { Anchor } from '../../internal/Anchor.js';
import { Icon, type IconName } from '../Icon/Icon.js';
import * as styles from './SiteFooter.css.js';

/** The networks the footer links to; each is also the name of its icon. */
export const socialNetworks = [
  'linkedin',
  'twitter',
  'facebook',
] as const satisfies readonly IconName[];
export type SocialNetwork = (typeof socialNetworks)[number];

export interface FooterLink {
  label: string;
  href: string;
}

export interface FooterColumn {
  /** Column heading (rendered as an h2). */
  heading: string;
  links: FooterLink[];
}

export interface SocialLink {
  network: SocialNetwork;
  /** Accessible name of the icon link, e.g. 'Lumenor on LinkedIn'. */
  label: string;
  href: string;
}

export interface SiteFooterProps {
  /** Logo artwork shown above `about`. */
  logo?: ReactNode;
  /** A short paragraph about the organisation. */
  about?: ReactNode;
  /** Link columns (services, solutions, company...). */
  columns: FooterColumn[];
  /** Heading of the contact block holding the address, e-mail and social links. */
  contactHeading?: string;
  /** Postal address, one line per entry. */
  address: string[];
  /** Contact e-mail address (rendered as a mailto link). */
  email: string;
  socialLinks: SocialLink[];
  /** Accessible name of the list of social links, e.g. 'Follow us'. */
  socialLabel?: string;
  /**
   * Screen-reader note added to each social link's name, e.g. 'opens another website' (each also
   * shows the external-link mark).
   */
  externalLinkNote: string;
  /** Privacy, terms, sitemap... shown in the bottom row. */
  legalLinks: FooterLink[];
  /** Accessible name of the legal links navigation. @default 'Legal' */
  legalLabel?: string;
  /** The copyright line, with the year filled in by the caller. */
  copyright: string;
}

/** A router link for app paths (LinkProvider); `mailto:`, `tel:` and other sites load in the browser. */
function FooterAnchor({
  href,
  className,
  children,
}: FooterLink & { className: string; children?: ReactNode }) {
  return (
    <Anchor href={href} className={className}>
      {children}
    </Anchor>
  );
}

/** The site footer: a `<footer>` landmark with headed link columns, contact details and legal links. */
export function SiteFooter({
  logo,
  about,
  columns,
  contactHeading,
  address,
  email,
  socialLinks,
  socialLabel,
  externalLinkNote,
  legalLinks,
  legalLabel = 'Legal',
  copyright,
}: SiteFooterProps) {
  return (
    <footer className={styles.root}>
      <div className={styles.inner}>
        <div className={styles.grid}>
          {logo || about ? (
            <div className={styles.brand}>
              {logo ? <div className={styles.logo}>{logo}</div> : null}
              {about ? <p className={styles.about}>{about}</p> : null}
            </div>
          ) : null}

          {columns.map((column) => (
            <section key={column.heading} aria-label={column.heading}>
              <h2 className={styles.heading}>{column.heading}</h2>
              <ul className={styles.list}>
                {column.links.map((link) => (
                  <li key={`${link.href}-${link.label}`}>
                    <FooterAnchor label={link.label} href={link.href} className={styles.link}>
                      {link.label}
                    </FooterAnchor>
                  </li>
                ))}
              </ul>
            </section>
          ))}

          <div className={styles.brand}>
            {contactHeading ? <h2 className={styles.heading}>{contactHeading}</h2> : null}
            <address className={styles.address}>
              {address.map((line) => (
                <span key={line}>{line}</span>
              ))}
              <a className={styles.link} href={`mailto:${email}`}>
                {email}
              </a>
            </address>
            {socialLinks.length ? (
              <ul className={styles.social} aria-label={socialLabel}>
                {socialLinks.map((social) => (
                  <li key={social.network}>
                    {/* External profile: a plain anchor, so no router rewrites the URL. It
                        opens in the same tab, as other links do, and says it leaves the site. */}
                    <a
                      href={social.href}
                      className={styles.socialLink}
                      aria-label={`${social.label} (${externalLinkNote})`}
                      rel="noopener noreferrer"
                      data-network={social.network}
                    >
                      <span className={styles.socialIcon}>
                        <Icon name={social.network} />
                      </span>
                      <span className={styles.socialExternal}>
                        <Icon name="external" size="small" />
                      </span>
                    </a>
                  </li>
                ))}
              </ul>
            ) : null}
          </div>
        </div>

        <div className={styles.bottom}>
          <p>{copyright}</p>
          <nav aria-label={legalLabel}>
            <ul className={styles.legal}>
              {legalLinks.map((link) => (
                <li key={link.href}>
                  <FooterAnchor label={link.label} href={link.href} className={styles.link}>
                    {link.label}
                  </FooterAnchor>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </div>
    </footer>
  );
}
