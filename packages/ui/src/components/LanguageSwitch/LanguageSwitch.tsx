import { Icon } from '../Icon/Icon.js';
import * as styles from './LanguageSwitch.css.js';

/** The same page in another language. */
export interface LanguageLink {
  /** The page in that language; none while it is being translated (`pending` says so). */
  href?: string;
  /** The language's name in its own script: 'తెలుగు', 'English'. */
  label: string;
  /** BCP 47 tag of that language ('te'): the link's `hreflang` and its label's `lang`. */
  lang: string;
  /**
   * What the link does, in the current page's language, with `{language}` where the name goes:
   * 'Read this page in {language}'. Shown as the link's text, the name in its own language.
   */
  description?: string;
  /**
   * Said instead of a link while the page is not yet in that language, in that language: 'ఈ పేజీ
   * తెలుగు అనువాదం సిద్ధమవుతోంది'. Plain text: a link there would lead nowhere.
   */
  pending?: string;
}

export interface LanguageSwitchProps {
  /** One link per other language (usually one). */
  links: readonly LanguageLink[];
  /** `inline` sits in a bar; `block` fills a menu panel; `compact` fits a slim strip. @default 'inline' */
  layout?: 'inline' | 'block' | 'compact';
}

/**
 * Links to the page being read in the site's other languages, each named in its own language and
 * script, as government web guidelines ask of a "prominent language selection link". Plain links:
 * they work before and without JavaScript.
 */
export function LanguageSwitch({ links, layout = 'inline' }: LanguageSwitchProps) {
  return (
    <>
      {links.map((link) => {
        if (!link.href) {
          return (
            <span key={link.lang} lang={link.lang} className={styles.pending[layout]}>
              <Icon name="globe" />
              <span>{link.pending ?? link.label}</span>
            </span>
          );
        }
        const [before, after] = (link.description ?? '{language}').split('{language}');
        return (
          <a key={link.href} href={link.href} hrefLang={link.lang} className={styles.link[layout]}>
            <Icon name="globe" />
            <span>
              {/* The spaces stay outside the words' spans, so the name keeps them either way. */}
              {before?.trim() ? (
                <span className={styles.context[layout]}>{before.trimEnd()}</span>
              ) : null}
              {before?.match(/\s+$/)?.[0]}
              <span lang={link.lang} className={styles.label}>
                {link.label}
              </span>
              {after?.match(/^\s+/)?.[0]}
              {after?.trim() ? (
                <span className={styles.context[layout]}>{after.trimStart()}</span>
              ) : null}
            </span>
          </a>
        );
      })}
    </>
  );
}
