import { type ReactNode, useId } from 'react';
import * as styles from './AuthorBox.css.js';

export interface AuthorBoxProps {
  /** Author's name (the heading of the box). */
  name: string;
  /** A label above the name, e.g. 'About the author'. */
  kicker?: string;
  /** Job title or team. */
  role?: string;
  /** A short biography. */
  bio?: ReactNode;
  /** A portrait (an Image with `alt=""`); without it the initials are shown. */
  avatar?: ReactNode;
  /** Heading level of the name. @default 2 */
  headingLevel?: 2 | 3;
}

function initialsOf(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase() ?? '')
    .join('');
}

/** About the author, at the end of an article: portrait or initials, name, role and bio. */
export function AuthorBox({ name, kicker, role, bio, avatar, headingLevel = 2 }: AuthorBoxProps) {
  const Heading = `h${headingLevel}` as const;
  const nameId = useId();
  return (
    <aside className={styles.root} aria-labelledby={nameId}>
      {avatar ? (
        <span className={styles.avatar}>{avatar}</span>
      ) : (
        <span className={styles.initials} aria-hidden="true">
          {initialsOf(name)}
        </span>
      )}
      <div className={styles.copy}>
        {kicker && <p className={styles.kicker}>{kicker}</p>}
        <Heading className={styles.name} id={nameId}>
          {name}
        </Heading>
        {role && <p className={styles.role}>{role}</p>}
        {typeof bio === 'string' ? <p className={styles.bio}>{bio}</p> : bio}
      </div>
    </aside>
  );
}
