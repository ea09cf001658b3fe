import { type BlogCopy, blogPostStatus, isPreviewBuild } from '@lumenor/content';
import { Badge, Cluster, Section, Text } from '@lumenor/ui';

/** What the notice of an unpublished article says: which kind, and its words. */
export interface PreviewNoticeData {
  status: 'draft' | 'scheduled';
  label: string;
  text: string;
}

/**
 * The notice an article carries on the preview site when the public site does not show it: a
 * draft, or scheduled for a later day. Undefined for a published article, and always outside a
 * preview build (`SITE_PREVIEW=1`), so a production build never has one. Read at build time, in
 * the article's loader.
 */
export function previewNoticeOf(
  post: { datePublished: string; date: string; draft?: true },
  copy: BlogCopy['previewNotice'],
  env: Record<string, string | undefined> = globalThis.process?.env ?? {},
  today?: string,
): PreviewNoticeData | undefined {
  if (!isPreviewBuild(env)) return undefined;
  const status = blogPostStatus(post, today);
  if (status === 'published') return undefined;
  return {
    status,
    label: copy.label,
    text: status === 'draft' ? copy.draft : copy.scheduled(post.date),
  };
}

/**
 * A band above the article's header, first in the page's reading order: the badge names the
 * preview site, the sentence says why readers of the public site do not see the article yet.
 * Words alone carry it (the badge's colour adds nothing a screen reader misses).
 */
export function PreviewNotice({ notice }: { notice: PreviewNoticeData }) {
  return (
    <Section tone="accent" spacing="compact">
      <div data-preview-notice={notice.status}>
        <Cluster gap="small" align="center">
          <Badge tone="brand" icon={notice.status === 'draft' ? 'lock' : 'clock'}>
            {notice.label}
          </Badge>
          <Text as="p">{notice.text}</Text>
        </Cluster>
      </div>
    </Section>
  );
}
